/**
 * Supply and fees card: each ledger shows the base fee and reserves in force at it,
 * with where they come from. Fixtures are real API answers on the offline replay (fixtures/).
 */
import { screen, within } from '@testing-library/react';
import { formatXrp, groupThousands } from '@ledgerlens/shared';
import { renderAt } from './render';
import { BUSY, FIRST } from './server';

jest.setTimeout(30_000);

const card = async () => {
  // The busy ledger renders 100+ rows: allow for a loaded machine.
  const title = await screen.findByRole('heading', { name: 'Supply and fees' }, { timeout: 10_000 });
  return title.closest('[aria-labelledby="ledger-supply-title"]') as HTMLElement;
};
const value = (root: HTMLElement, term: string) => within(root).getByText(term).nextElementSibling?.textContent;

describe('fees in force per ledger', () => {
  it('ledger 94,084,608 (2025-02-12): 1 XRP base reserve, 0.2 XRP per object, since ledger 92,508,417, labelled a documentation example', async () => {
    await renderAt(`/ledger/${BUSY.ledgerIndex}`);
    const root = await card();
    expect(BUSY).toMatchObject({ reserveBaseXrp: 1, reserveIncrementXrp: 0.2, feesSinceLedger: 92508417, feesDocumentationExample: true });
    expect(value(root, 'Base reserve')).toBe(formatXrp('1'));
    expect(value(root, 'Owner reserve (per object)')).toBe(formatXrp('0.2'));
    expect(value(root, 'Base fee')).toBe(formatXrp(String(BUSY.baseFeeXrp)));
    expect(within(root).getByTestId('ledger-fees-source')).toHaveTextContent(
      `Base fee and reserves in force at this ledger since ledger ${groupThousands('92508417')} (its FeeSettings entry). Offline, the only record of these values is an xrpl.org documentation example.`,
    );
  });

  it('a 2013 ledger older than every recorded fee setting shows dashes and no source line', async () => {
    await renderAt(`/ledger/${FIRST.ledgerIndex}`);
    const root = await card();
    expect(FIRST.reserveBaseXrp).toBeUndefined();
    expect(value(root, 'Base reserve')).toBe('—');
    expect(within(root).queryByTestId('ledger-fees-source')).toBeNull();
  });
});
