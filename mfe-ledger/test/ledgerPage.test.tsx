/**
 * The ledger page (spec §2 "Ledger page", §4, §8) as a visitor sees it, on real API answers for
 * recorded mainnet ledgers (fixtures/). Expected values come from the fixtures themselves.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { explorerApi, formatXrp, groupThousands, MESSAGES } from '@ledgerlens/shared';
import { renderAt } from './render';
import { BUSY, EMPTY, FakeEventSource, FIRST, latest, NOT_FOUND, requestsTo, SECOND } from './server';

const title = (index: number) => `Ledger #${groupThousands(String(index))}`;

describe('ledger table amounts', () => {
  it('at most 10 significant digits, the exact value in the tooltip attribute and in Copy', async () => {
    const user = userEvent.setup();
    // Recorded ledger 94084608: a MAG payment of 0.000002844979069698192 (fixture, a real API answer).
    const tx = BUSY.transactions.find((t) => t.amount === '0.000002844979069698192 MAG')!;
    await renderAt(`/ledger/${BUSY.ledgerIndex}`);
    const row = (await screen.findAllByTestId('ledger-tx-row')).find((r) => r.getAttribute('data-hash') === tx.hash)!;
    const amount = within(row).getByTestId('table-amount');
    expect(amount).toHaveTextContent(/^0\.000002844979070 MAG$|^0\.00000284497907 MAG$/);
    expect(amount).toHaveAttribute('data-exact', '0.000002844979069698192 MAG');
    const writeText = jest.fn(async () => undefined);
    const original = navigator.clipboard;
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(row).getByRole('button', { name: 'Copy exact amount', hidden: true }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('0.000002844979069698192 MAG'));
    Object.defineProperty(navigator, 'clipboard', { value: original, configurable: true });
    // An XRP amount of 11 significant digits rounds to 10, the exact drops kept.
    const xrp = (await screen.findAllByTestId('ledger-tx-row')).find((r) => BUSY.transactions.find((t) => t.hash === r.getAttribute('data-hash'))?.amount === '13271.946625')!;
    expect(within(xrp).getByTestId('table-amount')).toHaveTextContent('13,271.94663 XRP');
    expect(within(xrp).getByTestId('table-amount')).toHaveAttribute('data-exact', '13271.946625 XRP');
    // A short amount is shown whole, with no Copy of its own.
    const shortTx = BUSY.transactions.find((t) => t.amount && /^\d{1,3}(\.\d{1,4})?$/.test(t.amount))!;
    const short = (await screen.findAllByTestId('ledger-tx-row')).find((r) => r.getAttribute('data-hash') === shortTx.hash)!;
    expect(within(short).getByTestId('table-amount')).toHaveTextContent(`${shortTx.amount} XRP`);
    expect(within(short).queryByRole('button', { name: 'Copy exact amount', hidden: true })).not.toBeInTheDocument();
  });
});

describe('ledger page', () => {
  it('shows a recorded ledger: header, tiles, hashes, supply and every transaction in index order', async () => {
    await renderAt(`/ledger/${BUSY.ledgerIndex}`);
    expect(await screen.findByRole('heading', { level: 1, name: title(BUSY.ledgerIndex) })).toBeInTheDocument();
    expect(screen.getByText('Validated')).toBeInTheDocument();
    expect(screen.queryByText('Open')).not.toBeInTheDocument();
    expect(document.title).toBe(`${title(BUSY.ledgerIndex)} · LedgerLens`);

    const tiles = screen.getByRole('list', { name: 'Ledger summary' });
    const tile = (label: string) => within(tiles).getByText(label).parentElement as HTMLElement;
    expect(within(tile('Transactions')).getByText(String(BUSY.transactionCount))).toBeInTheDocument();
    expect(within(tile('Successful')).getByText(String(BUSY.successfulTransactionCount))).toBeInTheDocument();
    expect(within(tile('Failed')).getByText(String(BUSY.failedTransactionCount))).toBeInTheDocument();
    expect(within(tile('Total fees')).getByText(formatXrp(BUSY.totalFeesXrp))).toBeInTheDocument();

    expect(screen.getByTestId('ledger-hash')).toHaveTextContent(BUSY.hash);
    expect(screen.getByTestId('ledger-parent-hash')).toHaveTextContent(BUSY.parentHash);
    expect(screen.getByTestId('ledger-transaction-hash')).toHaveTextContent(BUSY.transactionHash);
    expect(screen.getByText(formatXrp(BUSY.totalCoinsXrp))).toBeInTheDocument();

    const rows = screen.getAllByTestId('ledger-tx-row');
    expect(rows).toHaveLength(BUSY.transactions.length);
    expect(rows[0]).toHaveAttribute('data-hash', BUSY.transactions[0].hash);
    expect(rows.at(-1)).toHaveAttribute('data-hash', BUSY.transactions.at(-1)?.hash);
    const first = BUSY.transactions[0];
    expect(within(rows[0]).getByRole('link', { name: `View transaction ${first.hash}`, hidden: true })).toHaveAttribute('href', `/transaction/${first.hash}`);
    expect(within(rows[0]).getByTitle(first.from)).toHaveAttribute('href', `/account/${first.from}`);
  });

  it('opens a ledger by its hash', async () => {
    await renderAt(`/ledger/${FIRST.hash.toLowerCase()}`);
    expect(await screen.findByRole('heading', { level: 1, name: title(FIRST.ledgerIndex) })).toBeInTheDocument();
    expect(requestsTo(`/api/ledger/${FIRST.hash}`)).toBe(1);
  });

  it('moves to the previous and next ledger, and View Parent opens the parent by hash', async () => {
    const user = userEvent.setup();
    await renderAt(`/ledger/${FIRST.ledgerIndex}`);
    await screen.findByRole('heading', { level: 1, name: title(FIRST.ledgerIndex) });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: title(SECOND.ledgerIndex) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(await screen.findByRole('heading', { level: 1, name: title(FIRST.ledgerIndex) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: title(SECOND.ledgerIndex) });
    expect(SECOND.parentHash).toBe(FIRST.hash);
    await user.click(screen.getByRole('button', { name: 'View Parent' }));
    expect(await screen.findByRole('heading', { level: 1, name: title(FIRST.ledgerIndex) })).toBeInTheDocument();
  });

  it('shows "Ledger Not Available" with Back and View Latest Ledger where the data has no neighbour', async () => {
    const user = userEvent.setup();
    await renderAt(`/ledger/${SECOND.ledgerIndex}`);
    await screen.findByRole('heading', { level: 1, name: title(SECOND.ledgerIndex) });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.ledgerNotAvailable })).toBeInTheDocument();
    expect(screen.getByText('Resource not found')).toBeInTheDocument();
    expect(NOT_FOUND.status).toBe(404);
    await user.click(screen.getByRole('button', { name: 'View Latest Ledger' }));
    expect(await screen.findByRole('heading', { level: 1, name: title(latest.ledger.ledgerIndex) })).toBeInTheDocument();
  });

  it('hides Next on latest and on a hash, and Prev at ledger 1', async () => {
    await renderAt('/ledger/latest');
    await screen.findByRole('heading', { level: 1, name: title(FIRST.ledgerIndex) });
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeInTheDocument();
  });

  it('jump form: Go disabled while blank, a clear message for bad input, and #/commas accepted', async () => {
    const user = userEvent.setup();
    await renderAt(`/ledger/${FIRST.ledgerIndex}`);
    await screen.findByRole('heading', { level: 1, name: title(FIRST.ledgerIndex) });
    const input = screen.getByPlaceholderText('Ledger index or hash');
    const go = screen.getByRole('button', { name: 'Go' });
    expect(go).toBeDisabled();
    for (const bad of ['0', '-1', '4294967296', '1e6', '0x10', 'a'.repeat(63), '١٢٣']) {
      await user.clear(input);
      await user.type(input, bad);
      await user.click(go);
      expect(screen.getByRole('alert')).toHaveTextContent(/Invalid ledger identifier/);
      expect(screen.getByRole('heading', { level: 1, name: title(FIRST.ledgerIndex) })).toBeInTheDocument();
    }
    await user.clear(input);
    await user.type(input, `#${groupThousands(String(BUSY.ledgerIndex))}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: title(BUSY.ledgerIndex) })).toBeInTheDocument();
  });

  it('says when a ledger holds no transactions', async () => {
    await renderAt(`/ledger/${EMPTY.ledgerIndex}`);
    await screen.findByRole('heading', { level: 1, name: title(EMPTY.ledgerIndex) });
    expect(screen.getByText(MESSAGES.ledgerNoTransactions)).toBeInTheDocument();
  });

  it('rejects an identifier that is no ledger without asking the API, showing it as text', async () => {
    await renderAt('/ledger/%3Cimg%20src%3Dx%3E');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.ledgerNotAvailable })).toBeInTheDocument();
    expect(screen.getByText('<img src=x>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(requestsTo('/api/ledger/%3Cimg%20src%3Dx%3E')).toBe(0);
  });

  it('on latest, follows each ledger close from the stream without unmounting the page', async () => {
    await renderAt('/ledger/latest');
    const heading = await screen.findByRole('heading', { level: 1, name: title(FIRST.ledgerIndex) });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.instances[0].url).toBe('http://localhost/api/stream/ledgers');
    expect(screen.queryByText('Following each ledger close')).not.toBeInTheDocument();

    act(() => FakeEventSource.instances[0].emitClose(SECOND));
    expect(await screen.findByText('Following each ledger close')).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveTextContent(title(SECOND.ledgerIndex)));
    expect(screen.getAllByTestId('ledger-tx-row')[0]).toHaveAttribute('data-hash', SECOND.transactions[0].hash);
    expect(requestsTo(`/api/ledger/${SECOND.ledgerIndex}`)).toBe(1);

    // A repeated close changes nothing; a close of another ledger (a replay that wrapped around) is shown.
    act(() => FakeEventSource.instances[0].emitClose(SECOND));
    expect(requestsTo(`/api/ledger/${SECOND.ledgerIndex}`)).toBe(1);
    act(() => FakeEventSource.instances[0].emitClose(FIRST));
    await waitFor(() => expect(heading).toHaveTextContent(title(FIRST.ledgerIndex)));
  });

  it('on latest, Refresh while following asks the API for the newest ledger again (not its cached first answer)', async () => {
    await renderAt('/ledger/latest');
    const heading = await screen.findByRole('heading', { level: 1, name: title(FIRST.ledgerIndex) });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.instances[0].emitClose(SECOND));
    await waitFor(() => expect(heading).toHaveTextContent(title(SECOND.ledgerIndex)));
    expect(requestsTo('/api/ledger/latest')).toBe(1);

    latest.ledger = SECOND; // the API's newest ledger is the one followed now
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(requestsTo('/api/ledger/latest')).toBe(2));
    await waitFor(() => expect(heading).toHaveTextContent(title(SECOND.ledgerIndex)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on latest, a stale Refresh answer (node unreachable) keeps the followed ledger; the next close asks again', async () => {
    await renderAt('/ledger/latest');
    const heading = await screen.findByRole('heading', { level: 1, name: title(FIRST.ledgerIndex) });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.instances[0].emitClose(SECOND));
    await waitFor(() => expect(heading).toHaveTextContent(title(SECOND.ledgerIndex)));

    // The API's last good `latest` is older than the ledger followed: it is not shown instead.
    latest.ledger = { ...FIRST, stale: true, staleSince: new Date(Date.now() - 30_000).toISOString() } as typeof FIRST;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(requestsTo('/api/ledger/latest')).toBe(2));
    expect(heading).toHaveTextContent(title(SECOND.ledgerIndex));
    // During the outage the page does not claim to follow closes: it waits for the node (one quiet line).
    expect(await screen.findByText('Waiting for the XRPL node')).toBeInTheDocument();
    expect(screen.queryByText('Following each ledger close')).not.toBeInTheDocument();

    // The node is back: the next close is followed and `latest` is asked again (fresh), once.
    latest.ledger = BUSY;
    act(() => FakeEventSource.instances[0].emitClose(BUSY));
    await waitFor(() => expect(heading).toHaveTextContent(title(BUSY.ledgerIndex)));
    await waitFor(() => expect(requestsTo('/api/ledger/latest')).toBe(3), { timeout: 5_000 });
    expect(await screen.findByText('Following each ledger close')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for the XRPL node')).not.toBeInTheDocument();
  }, 20_000);

  it('opens a ledger the header search prefetched with no second request', async () => {
    const { store, router } = await renderAt(`/ledger/${FIRST.ledgerIndex}`);
    await screen.findByRole('heading', { level: 1, name: title(FIRST.ledgerIndex) });
    await store.dispatch(explorerApi.util.prefetch('getLedger', String(BUSY.ledgerIndex), { ifOlderThan: 60 }));
    await waitFor(() => expect(requestsTo(`/api/ledger/${BUSY.ledgerIndex}`)).toBe(1));
    await act(() => router.navigate(`/ledger/${BUSY.ledgerIndex}`));
    expect(await screen.findByRole('heading', { level: 1, name: title(BUSY.ledgerIndex) })).toBeInTheDocument();
    expect(requestsTo(`/api/ledger/${BUSY.ledgerIndex}`)).toBe(1);
  });
});
