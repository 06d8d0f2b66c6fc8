/**
 * Reserves with the fees in force on the real API answer for rapido5rx… on the
 * offline replay (fixtures/account.json): 1 XRP + 49 × 0.2 XRP = 10.8 XRP, not 10 + 49 × 2 = 108.
 */
import { screen } from '@testing-library/react';
import { formatXrp } from '@ledgerlens/shared';
import { reserveRuleText } from '../src/features/account/components/AccountDetails';
import { renderAt } from './render';
import { ACCOUNT } from './server';

describe('account reserves', () => {
  it('the fixture is the API answer with the fees in force: 10.8 XRP reserved, available = balance − 10.8', () => {
    expect(ACCOUNT.ownerCount).toBe(49);
    expect(ACCOUNT.reserves).toEqual({ baseXrp: '1', perObjectXrp: '0.2', sinceLedger: 92508417, documentationExample: true });
    expect(ACCOUNT.reserveBalance).toBe('10.8');
    expect(Math.round((Number(ACCOUNT.balance) - Number(ACCOUNT.availableBalance)) * 1e6)).toBe(10_800_000);
  });

  it('the hero shows 10.8 XRP reserved and Smart Insights explain it with the fees and their source', async () => {
    await renderAt(`/account/${ACCOUNT.address}`);
    expect(await screen.findByTestId('reserved-balance')).toHaveTextContent(formatXrp('10.8'));
    expect(
      screen.getByText(/held as reserve: 10\.8 XRP = 1 XRP base \+ 49 objects × 0\.2 XRP, the fees in force since ledger 92,508,417 \(offline: from an xrpl\.org documentation example\)\./),
    ).toBeInTheDocument();
  });

  it('without a reserve rule (an older API) the insight gives the total only', () => {
    const { reserves: _rule, ...older } = ACCOUNT;
    expect(reserveRuleText(older)).toBe(`${formatXrp(ACCOUNT.reserveBalance)}.`);
  });
});
