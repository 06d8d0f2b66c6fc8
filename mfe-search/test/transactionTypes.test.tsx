/**
 * The transaction page renders what the API's per-type registry says: the sentence
 * (`description`), the type's fields (`summary`), the balance changes and the affected objects.
 * The loaded transactions are real API answers (fixtures/README.md); the last tests feed crafted
 * summary fields and a labelled synthetic object list to the same components.
 */
import { screen, within } from '@testing-library/react';
import { shortenAddress, type AffectedObject, type BalanceChange, type SummaryField } from '@ledgerlens/shared';
import { renderAt } from './render';
import { FAILED, PARTIAL, PAYMENT, serveTransaction } from './server';
import {
  signedDecimal,
  AFFECTED_MORE,
  AFFECTED_PAGE_SIZE,
  BALANCE_ROWS_FIRST,
  BALANCE_ROWS_MORE,
} from '../src/features/transaction/components/BalanceChanges';

/** SYNTHETIC: `n` made-up balance changes (accounts are generated labels, not ledger data). */
function syntheticChanges(n: number): BalanceChange[] {
  return Array.from({ length: n }, (_, i) => ({ account: `rSyntheticAccount${String(i).padStart(5, '0')}`, currency: 'XRP', value: `-${i + 1}` }));
}

describe('what happened: the API description', () => {
  it('reads the partial payment sentence with linked accounts and the delivered amount, not Amount', async () => {
    await renderAt(`/transaction/${PARTIAL.hash}`);
    const card = await screen.findByTestId('transaction-description');
    const text = PARTIAL.description!.map((p) => (p.kind === 'text' ? p.text : p.kind === 'amount' ? p.amount.display : '')).join('');
    expect(text).toContain('partial payment');
    // every amount of the sentence is shown exactly as the API displays it
    for (const p of PARTIAL.description!) if (p.kind === 'amount') expect(card).toHaveTextContent(p.amount.display);
    // every account of the sentence links to its page; the link's name starts with the text shown (WCAG 2.5.3)
    for (const p of PARTIAL.description!) {
      if (p.kind !== 'account') continue;
      const shown = p.label ?? shortenAddress(p.address, 6, 4);
      expect(within(card).getAllByRole('link', { name: `${shown} (account ${p.address})` })[0]).toHaveAttribute('href', `/account/${p.address}`);
    }
    expect(card).toHaveTextContent(/sent 0\.001041958041958041 xCoin/);
  });

  it('ends a failed transaction sentence with its result code', async () => {
    await renderAt(`/transaction/${FAILED.hash}`);
    expect(await screen.findByTestId('transaction-description')).toHaveTextContent(FAILED.status);
  });
});

describe('balance changes', () => {
  it('lists every account and asset change of the API with its sign, and the fee on the payer row', async () => {
    await renderAt(`/transaction/${PAYMENT.hash}`);
    const table = within(await screen.findByTestId('balance-changes')).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(PAYMENT.balanceChanges!.length);
    PAYMENT.balanceChanges!.forEach((b, i) => {
      expect(rows[i]).toHaveTextContent(signedDecimal(b.value));
      expect(within(rows[i]).getAllByRole('link')[0]).toHaveAttribute('href', `/account/${b.account}`);
      if (b.fee) expect(rows[i]).toHaveTextContent(`includes the ${b.fee} XRP fee`);
    });
    const payer = PAYMENT.balanceChanges!.find((b) => b.account === PAYMENT.from && b.currency === 'XRP');
    expect(payer?.fee).toBe(PAYMENT.fee);
  });

  it('says they are unavailable when the API could not compute them', async () => {
    serveTransaction({ ...PAYMENT, balanceChanges: null });
    await renderAt(`/transaction/${PAYMENT.hash}`);
    expect(await screen.findByTestId('balance-changes')).toHaveTextContent('Balance changes are unavailable');
  });

  it('draws one screenful of a 5,000-change list with its real count, and the rest on demand by keyboard (synthetic)', async () => {
    const changes = syntheticChanges(5000);
    serveTransaction({ ...PAYMENT, balanceChanges: changes });
    const { user } = await renderAt(`/transaction/${PAYMENT.hash}`);
    const card = await screen.findByTestId('balance-changes');
    const table = within(card).getByRole('table');
    const bodyRows = () => within(table).getAllByRole('row').slice(1);
    expect(bodyRows()).toHaveLength(BALANCE_ROWS_FIRST);
    // The table tells assistive technology how many rows it really has (header + 5,000).
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(card).toHaveTextContent(`Showing ${BALANCE_ROWS_FIRST} of 5,000 balance changes`);

    // Keyboard: Tab to "Show 50 more", press Enter; focus lands on the first added row's account.
    const more = within(card).getByRole('button', { name: `Show ${BALANCE_ROWS_MORE} more` });
    more.focus();
    await user.keyboard('{Enter}');
    expect(bodyRows()).toHaveLength(BALANCE_ROWS_FIRST + BALANCE_ROWS_MORE);
    const firstAdded = bodyRows()[BALANCE_ROWS_FIRST];
    expect(firstAdded).toHaveAttribute('aria-rowindex', String(BALANCE_ROWS_FIRST + 2));
    expect(within(firstAdded).getByRole('link')).toHaveFocus();
    expect(within(firstAdded).getByRole('link')).toHaveAttribute('href', `/account/${changes[BALANCE_ROWS_FIRST].account}`);
    expect(card).toHaveTextContent(`Showing ${BALANCE_ROWS_FIRST + BALANCE_ROWS_MORE} of 5,000 balance changes`);
  });

  it('offers only what is left, and no button once every change is drawn', async () => {
    serveTransaction({ ...PAYMENT, balanceChanges: syntheticChanges(BALANCE_ROWS_FIRST + 3) });
    const { user } = await renderAt(`/transaction/${PAYMENT.hash}`);
    const card = await screen.findByTestId('balance-changes');
    await user.click(within(card).getByRole('button', { name: 'Show 3 more' }));
    expect(within(within(card).getByRole('table')).getAllByRole('row')).toHaveLength(BALANCE_ROWS_FIRST + 3 + 1);
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).getByRole('table')).not.toHaveAttribute('aria-rowcount');
  });

  it('signs and groups exact decimals', () => {
    expect(signedDecimal('-1234567.000012')).toBe('−1,234,567.000012');
    expect(signedDecimal('0.5')).toBe('+0.5');
  });
});

describe('affected ledger objects', () => {
  it('is collapsed, then lists the API objects with type, action and index', async () => {
    const { user } = await renderAt(`/transaction/${PAYMENT.hash}`);
    const section = await screen.findByTestId('affected-objects');
    expect(section).toHaveTextContent(`Affected ledger objects (${PAYMENT.affectedObjects!.length})`);
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Show objects' }));
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(PAYMENT.affectedObjects!.length);
    PAYMENT.affectedObjects!.forEach((o, i) => {
      expect(items[i]).toHaveTextContent(o.type);
      expect(items[i]).toHaveTextContent(o.action);
      expect(items[i]).toHaveTextContent(o.index);
    });
  });

  it('pages a long list (synthetic: 300 generated objects) so the first screen stays small', async () => {
    const synthetic: AffectedObject[] = Array.from({ length: 300 }, (_, i) => ({ action: 'modified', type: 'Offer', index: i.toString(16).padStart(64, '0').toUpperCase(), fields: { Sequence: String(i) } }));
    serveTransaction({ ...PAYMENT, affectedObjects: synthetic });
    const { user } = await renderAt(`/transaction/${PAYMENT.hash}`);
    const section = await screen.findByTestId('affected-objects');
    await user.click(within(section).getByRole('button', { name: 'Show objects' }));
    expect(within(within(section).getByRole('list')).getAllByRole('listitem')).toHaveLength(AFFECTED_PAGE_SIZE);
    expect(section).toHaveTextContent(`Showing ${AFFECTED_PAGE_SIZE} of 300 objects`);
    await user.click(within(section).getByRole('button', { name: `Show ${AFFECTED_MORE} more` }));
    expect(within(within(section).getByRole('list')).getAllByRole('listitem').length).toBeGreaterThan(AFFECTED_PAGE_SIZE);
  });

  it('draws 25 of 5,000 objects, each with its place in the whole list, and the next ones by keyboard (synthetic)', async () => {
    const synthetic: AffectedObject[] = Array.from({ length: 5000 }, (_, i) => ({ action: 'deleted', type: 'Offer', index: i.toString(16).padStart(64, '0').toUpperCase(), fields: {} }));
    serveTransaction({ ...PAYMENT, affectedObjects: synthetic });
    const { user } = await renderAt(`/transaction/${PAYMENT.hash}`);
    const section = await screen.findByTestId('affected-objects');
    expect(section).toHaveTextContent('Affected ledger objects (5,000)');
    within(section).getByRole('button', { name: 'Show objects' }).focus();
    await user.keyboard('{Enter}');
    const items = () => within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items()).toHaveLength(AFFECTED_PAGE_SIZE);
    expect(items()[0]).toHaveAttribute('aria-setsize', '5000');
    expect(items()[0]).toHaveAttribute('aria-posinset', '1');
    await user.tab();
    expect(within(section).getByRole('button', { name: `Show ${AFFECTED_MORE} more` })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(items()).toHaveLength(AFFECTED_PAGE_SIZE + AFFECTED_MORE);
    expect(items()[AFFECTED_PAGE_SIZE]).toHaveFocus();
    expect(items()[AFFECTED_PAGE_SIZE]).toHaveAttribute('aria-posinset', String(AFFECTED_PAGE_SIZE + 1));
    expect(items()[AFFECTED_PAGE_SIZE]).toHaveTextContent(synthetic[AFFECTED_PAGE_SIZE].index);
  });
});

describe('type fields (summary) by kind', () => {
  const fields: SummaryField[] = [
    { label: 'TakerGets', kind: 'amount', value: '5 "XRP" (look-alike token, not XRP)', amount: { value: '5', currency: 'XRP', issuer: 'rKiCet8SdvWxPXnAgYarFUXMh1zCPz432Y', lookalike: true, display: '5 "XRP" (look-alike token, not XRP)' } },
    { label: 'Destination', kind: 'account', value: 'rHWcuuZoFvDS6gNbmHSdpb7u1hZzxvCoMt' },
    { label: 'Inner 1: Payment', kind: 'transaction', value: PAYMENT.hash },
    { label: 'LedgerSequence', kind: 'ledger', value: '74682627' },
    { label: 'URI', kind: 'text', value: 'javascript:alert(1)' },
    { label: 'Domain', kind: 'text', value: 'https://example.com/about' },
    { label: 'Memo', kind: 'text', value: '<img src=x onerror=alert(1)>' },
    { label: 'Flags', kind: 'flags', value: 'tfSell', flags: ['tfSell'] },
    { label: 'FinishAfter', kind: 'time', value: '2017-04-12T23:15:32Z' },
  ];

  it('links accounts, transactions and ledgers, marks XRP look-alikes and never links or renders unsafe text', async () => {
    serveTransaction({ ...PAYMENT, summary: fields });
    await renderAt(`/transaction/${PAYMENT.hash}`);
    const card = await screen.findByTestId('type-summary');
    expect(within(card).getByText('Look-alike token, not XRP')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'rHWcuuZoFvDS6gNbmHSdpb7u1hZzxvCoMt' })).toHaveAttribute('href', '/account/rHWcuuZoFvDS6gNbmHSdpb7u1hZzxvCoMt');
    expect(within(card).getByRole('link', { name: PAYMENT.hash })).toHaveAttribute('href', `/transaction/${PAYMENT.hash}`);
    expect(within(card).getByRole('link', { name: '#74682627' })).toHaveAttribute('href', '/ledger/74682627');
    expect(within(card).getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(within(card).getByRole('link', { name: 'https://example.com/about' })).toHaveAttribute('href', 'https://example.com/about');
    expect(within(card).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('tfSell')).toBeInTheDocument();
    const time = card.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2017-04-12T23:15:32Z');
    expect(time.getAttribute('title')).toMatch(/GMT/);
    expect(card).toHaveTextContent(/years ago/);
  });
});
