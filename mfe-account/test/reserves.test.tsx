/**
 * Reserves with the fees in force on the real API answer for rapido5rx… on the
 * offline replay (fixtures/account.json): 1 XRP + 49 × 0.2 XRP = 10.8 XRP, not 10 + 49 × 2 = 108.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatXrp } from '@ledgerlens/shared';
import { reserveRuleText, smartInsights } from '../src/features/account/components/AccountDetails';
import { renderAt } from './render';
import { ACCOUNT, server } from './server';

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
    expect(reserveRuleText(older)).toBe(`${formatXrp(ACCOUNT.reserveBalance!)}.`);
  });
});

describe('a node that reports no reserve fees (the devnet replay)', () => {
  it('shows the balance, and says the reserve and the available balance are not reported: no number is guessed', async () => {
    // The API's answer then has no reserveBalance, availableBalance or reserves (api/test/mpts.integration.test.ts).
    const { reserveBalance: _r, availableBalance: _a, reserves: _rule, ...withoutReserves } = ACCOUNT;
    server.use(http.get('*/api/account/:address', () => HttpResponse.json(withoutReserves)));
    await renderAt(`/account/${ACCOUNT.address}`);
    expect(await screen.findByTestId('reserved-balance')).toHaveTextContent('Not reported by the node');
    expect(screen.getByTestId('total-balance-hero')).toHaveTextContent(formatXrp(ACCOUNT.balance));
    expect(screen.queryByTestId('available-balance')).toBeNull();
    const metrics = screen.getByRole('heading', { name: 'Account Metrics' }).closest('section, div, [aria-labelledby]') as HTMLElement;
    expect(within(metrics).getByText('Not reported by the node')).toBeInTheDocument();
    expect(screen.queryByText(/held as reserve/)).toBeNull();
  });
});

describe('global freeze insight', () => {
  it('says holders can still send the token back to the issuer (xrpl.org "Global Freeze")', () => {
    // An account with nothing else to say (no flags, no balance, no activation): the freeze line is shown.
    const lines = smartInsights({ ...ACCOUNT, globalFreeze: true, requireDestinationTag: false, depositAuth: false, flags: [], balance: '0', reserveBalance: '0', activatedBy: undefined });
    const line = lines.find((l) => l.startsWith('Global freeze'));
    expect(line).toBe('Global freeze is on: holders of its tokens can only send them back to it.');
  });
});
