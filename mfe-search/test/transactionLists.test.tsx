/**
 * A huge transaction's lists: the page reads the page-sized answer (`?lists=25`, the
 * first 25 entries of each list and their totals) and fetches the next entries page by page only
 * when "Show more" needs them, with a loading state, Retry on failure, focus on the first added
 * entry and the real totals for assistive technology. The API is simulated as it answers
 * (`servePagedTransaction`); the 5,000-entry lists are SYNTHETIC (generated labels, not ledger data).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { AffectedObject, BalanceChange, Transaction } from '@ledgerlens/shared';
import { renderAt } from './render';
import { PAYMENT, servePagedTransaction } from './server';
import { AFFECTED_MORE, AFFECTED_PAGE_SIZE, BALANCE_ROWS_FIRST, BALANCE_ROWS_MORE } from '../src/features/transaction/components/BalanceChanges';

// Drawing 5,000-entry fixtures and three page loads: more than the default 5 s on a loaded machine.
jest.setTimeout(30_000);

/** SYNTHETIC: 5,000 generated balance changes and affected objects on the payment fixture. */
function huge(): Transaction {
  const balanceChanges: BalanceChange[] = Array.from({ length: 5000 }, (_, i) => ({ account: `rSyntheticAccount${String(i).padStart(5, '0')}`, currency: 'XRP', value: `-${i + 1}` }));
  const affectedObjects: AffectedObject[] = Array.from({ length: 5000 }, (_, i) => ({ action: 'modified', type: 'Offer', index: i.toString(16).padStart(64, '0').toUpperCase(), fields: { Sequence: String(i) } }));
  return { ...PAYMENT, balanceChanges, affectedObjects };
}

describe('balance changes of a 5,000-change transaction', () => {
  it('reads only the page-sized answer, then one page per "Show 50 more", with loading, focus and the real row count', async () => {
    const tx = huge();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const log = servePagedTransaction(tx, () => false, () => held);
    const { user } = await renderAt(`/transaction/${tx.hash}`);
    const card = await screen.findByTestId('balance-changes');
    const table = within(card).getByRole('table');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(BALANCE_ROWS_FIRST);
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(within(card).getByTestId('balance-changes-count')).toHaveTextContent('Showing 10 of 5,000 balance changes');
    expect(log).toEqual([`/api/transaction/${tx.hash}?lists=25`]);

    within(card).getByRole('button', { name: `Show ${BALANCE_ROWS_MORE} more` }).focus();
    await user.keyboard('{Enter}');
    // The page is on its way: the button says so and cannot be pressed twice.
    const loading = await within(card).findByRole('button', { name: 'Loading 50 more…' });
    expect(loading).toBeDisabled();
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(rows()).toHaveLength(BALANCE_ROWS_FIRST);
    release();
    await waitFor(() => expect(rows()).toHaveLength(BALANCE_ROWS_FIRST + BALANCE_ROWS_MORE));
    expect(log).toEqual([`/api/transaction/${tx.hash}?lists=25`, 'balance-changes?offset=25&limit=50']);
    const firstAdded = rows()[BALANCE_ROWS_FIRST];
    await waitFor(() => expect(within(firstAdded).getByRole('link')).toHaveFocus());
    expect(firstAdded).toHaveAttribute('aria-rowindex', '12');
    expect(within(firstAdded).getByRole('link')).toHaveAttribute('href', `/account/${tx.balanceChanges![BALANCE_ROWS_FIRST].account}`);
    // Row 26 onwards came from the page: the order of the whole list.
    expect(within(rows()[59]).getByRole('link')).toHaveAttribute('href', `/account/${tx.balanceChanges![59].account}`);
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(within(card).getByTestId('balance-changes-count')).toHaveTextContent('Showing 60 of 5,000 balance changes');

    await user.click(within(card).getByRole('button', { name: 'Show 50 more' }));
    await waitFor(() => expect(rows()).toHaveLength(110));
    expect(log.slice(2)).toEqual(['balance-changes?offset=75&limit=50']);
    expect(within(rows()[109]).getByRole('link')).toHaveAttribute('href', `/account/${tx.balanceChanges![109].account}`);
    await waitFor(() => expect(within(rows()[60]).getByRole('link')).toHaveFocus());
  });

  it('says when a page could not be loaded and loads it on Retry', async () => {
    const tx = huge();
    let failing = true;
    const log = servePagedTransaction(tx, () => failing);
    const { user } = await renderAt(`/transaction/${tx.hash}`);
    const card = await screen.findByTestId('balance-changes');
    await user.click(within(card).getByRole('button', { name: 'Show 50 more' }));
    expect(await within(card).findByText(/The next balance changes could not be loaded/)).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(/could not be loaded/);
    const rows = () => within(within(card).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(BALANCE_ROWS_FIRST);
    expect(within(card).getByTestId('balance-changes-count')).toHaveTextContent('Showing 10 of 5,000 balance changes');
    // One try only: the visitor decides when to ask again.
    expect(log.filter((l) => l.startsWith('balance-changes'))).toHaveLength(1);

    failing = false;
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(60));
    expect(within(card).queryByText(/could not be loaded/)).not.toBeInTheDocument();
    await waitFor(() => expect(within(rows()[BALANCE_ROWS_FIRST]).getByRole('link')).toHaveFocus());
    expect(within(card).getByRole('button', { name: 'Show 50 more' })).toBeEnabled();
  });
});

describe('affected objects of a 5,000-node transaction', () => {
  it('counts all 5,000 in the heading, opens with 25 from the answer, and reads 100 more per page by keyboard', async () => {
    const tx = huge();
    const log = servePagedTransaction(tx);
    const { user } = await renderAt(`/transaction/${tx.hash}`);
    const section = await screen.findByTestId('affected-objects');
    expect(section).toHaveTextContent('Affected ledger objects (5,000)');
    within(section).getByRole('button', { name: 'Show objects' }).focus();
    await user.keyboard('{Enter}');
    const items = () => within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items()).toHaveLength(AFFECTED_PAGE_SIZE);
    expect(items()[0]).toHaveAttribute('aria-setsize', '5000');
    expect(section).toHaveTextContent('Showing 25 of 5,000 objects');
    // Opening the list costs no request: its first 25 came with the answer.
    expect(log).toEqual([`/api/transaction/${tx.hash}?lists=25`]);

    await user.tab();
    expect(within(section).getByRole('button', { name: `Show ${AFFECTED_MORE} more` })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(items()).toHaveLength(AFFECTED_PAGE_SIZE + AFFECTED_MORE));
    expect(log.slice(1)).toEqual(['affected-objects?offset=25&limit=100']);
    await waitFor(() => expect(items()[AFFECTED_PAGE_SIZE]).toHaveFocus());
    expect(items()[AFFECTED_PAGE_SIZE]).toHaveAttribute('aria-posinset', '26');
    expect(items()[AFFECTED_PAGE_SIZE]).toHaveAttribute('aria-setsize', '5000');
    expect(items()[124]).toHaveTextContent(tx.affectedObjects![124].index);
    expect(section).toHaveTextContent('Showing 125 of 5,000 objects');
  });

  it('a failed page of objects shows Retry, and Retry loads it', async () => {
    const tx = huge();
    let failing = true;
    servePagedTransaction(tx, () => failing);
    const { user } = await renderAt(`/transaction/${tx.hash}`);
    const section = await screen.findByTestId('affected-objects');
    await user.click(within(section).getByRole('button', { name: 'Show objects' }));
    await user.click(within(section).getByRole('button', { name: 'Show 100 more' }));
    expect(await within(section).findByText(/The next objects could not be loaded/)).toBeInTheDocument();
    failing = false;
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(within(section).getByRole('list')).getAllByRole('listitem')).toHaveLength(125));
  });
});
