import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FAILED_TRANSACTION_NOTE, explainFailure } from '@ledgerlens/shared/ledger';
import { renderAt } from './render';
import { FAILED, PARTIAL, PAYMENT, PAYMENT_RAW, requests, requestsTo, server, serveTransaction } from './server';

const txPath = (id: string) => `/api/transaction/${id}`;

describe('Transaction page: loaded transaction', () => {
  it('shows the delivered amount, fee, both parties, status badge, destination tag and CTID of an XRP payment', async () => {
    await renderAt(`/transaction/${PAYMENT.hash}`);

    expect(await screen.findByRole('heading', { name: 'Transaction Details' })).toBeInTheDocument();
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Success');
    expect(screen.getByText('Transaction successful')).toBeInTheDocument();
    expect(screen.getByTestId('transaction-amount')).toHaveTextContent('1531.267 XRP');
    expect(screen.getByTestId('transaction-fee')).toHaveTextContent('0.003 XRP');

    const from = screen.getByRole('region', { name: 'From account' });
    const to = screen.getByRole('region', { name: 'To account' });
    expect(within(from).getByText('rDAE53VfMvftPB4ogpWGWvzkQxfht6JPxr')).toBeInTheDocument();
    expect(within(to).getByText('rHWcuuZoFvDS6gNbmHSdpb7u1hZzxvCoMt')).toBeInTheDocument();

    expect(screen.getByText('Destination tag').nextSibling).toHaveTextContent('381702');
    const ctid = screen.getByRole('link', { name: 'CTID C473910300100000' });
    expect(ctid).toHaveAttribute('href', '/transaction/C473910300100000');
    expect(screen.getByRole('link', { name: '#74682627' })).toHaveAttribute('href', '/ledger/74682627');
    expect(screen.queryByTestId('failure-explanation')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Transaction 589640406AC52E60… · LedgerLens'));
  });

  it('explains the CTID in a tooltip after the hover delay', async () => {
    const { user } = await renderAt(`/transaction/${PAYMENT.hash}`);
    await user.hover(await screen.findByRole('button', { name: 'About CTID' }));
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(/Compact Transaction Identifier/);
  });

  it('opens a transaction by CTID (any case), asking the API with the upper-cased CTID', async () => {
    await renderAt(`/transaction/${PAYMENT.ctid!.toLowerCase()}`);
    expect(await screen.findByTestId('transaction-hash')).toHaveTextContent(PAYMENT.hash);
    expect(requestsTo(txPath(PAYMENT.ctid!))).toBe(1);
  });

  it('shows an issued-currency amount as is, with its issuer, and the memo as text', async () => {
    await renderAt(`/transaction/${PARTIAL.hash}`);
    expect(await screen.findByTestId('transaction-amount')).toHaveTextContent('0.001041958041958041 xCoin');
    expect(screen.getAllByRole('link', { name: 'rXCoYS...9UFi' })[0]).toHaveAttribute('href', '/account/rXCoYSUnkpygdtfpz3Df8dKQuRZjM9UFi');
    expect(screen.getByText("Good job! You solved the puzzle. :) You can't use the faucet for the next 24 hours")).toBeInTheDocument();
    expect(screen.getByText('Note')).toBeInTheDocument();
  });

  it('shows the known-address badge with Verified, and clicking a party card opens the account page', async () => {
    serveTransaction({ ...PAYMENT, fromDetails: { label: 'Bitstamp', type: 'exchange', verified: true } });
    const { user } = await renderAt(`/transaction/${PAYMENT.hash}`);

    const from = await screen.findByRole('region', { name: 'From account' });
    expect(within(from).getByText('Bitstamp')).toBeInTheDocument();
    expect(within(from).getByText('Verified')).toBeInTheDocument();

    await user.click(within(from).getByText('From'));
    expect(await screen.findByRole('heading', { name: `Account ${PAYMENT.from}` })).toBeInTheDocument();
  });

  it('reveals sequence, ledger, index, validation and hash under "Show technical details"', async () => {
    const { user } = await renderAt(`/transaction/${PAYMENT.hash}`);
    const toggle = await screen.findByRole('button', { name: 'Show technical details' });
    expect(screen.queryByText('69408381')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide technical details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Sequence').nextSibling).toHaveTextContent('69408381');
    expect(screen.getByText('Transaction index').nextSibling).toHaveTextContent('16');
    expect(screen.getByText('Validated').nextSibling).toHaveTextContent('Yes');
    expect(screen.getByRole('link', { name: '74682627' })).toHaveAttribute('href', '/ledger/74682627');
  });
});

describe('Transaction page: failures and explanations', () => {
  it('shows the Failed badge and the tecPATH_DRY explanation alert', async () => {
    await renderAt(`/transaction/${FAILED.hash}`);
    expect(await screen.findByTestId('status-badge')).toHaveTextContent('Failed');

    const explanation = explainFailure('tecPATH_DRY');
    const alert = screen.getByTestId('failure-explanation');
    expect(alert).toHaveTextContent('No Liquidity in Path');
    expect(alert).toHaveTextContent(explanation.description);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getByTestId('transaction-amount')).toHaveTextContent('0 YCN');
    // What a failed transaction still did (xrpl.org "tec Codes"), not "nothing else changed".
    expect(alert).toHaveTextContent(FAILED_TRANSACTION_NOTE);
    expect(alert).not.toHaveTextContent(/nothing else changed/i);
  });

  it('says "Destination tag: none" for a Payment without one, on the page and in the receipt', async () => {
    expect(FAILED.type).toBe('Payment');
    expect(FAILED.destinationTag).toBeUndefined();
    const { user } = await renderAt(`/transaction/${FAILED.hash}`);
    expect((await screen.findByText('Destination tag')).nextSibling).toHaveTextContent(/^none$/);
    await user.click(screen.getByRole('button', { name: 'Copy Receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Receipt' });
    expect(within(dialog).getByTestId('receipt-text').textContent).toMatch(/Destination tag: +none/);
  });

  it('shows the Pending badge and no explanation for a transaction not yet validated', async () => {
    serveTransaction({ ...PAYMENT, status: 'pending', validated: false });
    await renderAt(`/transaction/${PAYMENT.hash}`);
    expect(await screen.findByTestId('status-badge')).toHaveTextContent('Pending');
    expect(screen.queryByTestId('failure-explanation')).not.toBeInTheDocument();
  });

  it('says "Invalid Transaction Identifier" for a malformed id and makes no request', async () => {
    await renderAt('/transaction/not-a-hash');
    expect(await screen.findByRole('heading', { name: 'Invalid Transaction Identifier' })).toBeInTheDocument();
    expect(screen.getByText('not-a-hash')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toHaveLength(0);
  });

  it('says "No Transaction Identifier Provided" on /transaction', async () => {
    await renderAt('/transaction');
    expect(await screen.findByRole('heading', { name: 'No Transaction Identifier Provided' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says "Transaction Not Found" with the explanation on a 404, without retrying', async () => {
    const missing = 'A'.repeat(64);
    await renderAt(`/transaction/${missing}`);
    expect(await screen.findByRole('heading', { name: 'Transaction Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/could be very recent/)).toBeInTheDocument();
    expect(screen.getByText(/failed and was not included/)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(requestsTo(txPath(missing))).toBe(1);
  });

  it('goes to the ledger page when a 64-hex id that no transaction has is a ledger hash, and says why', async () => {
    // A real ledger hash (ledger 94084608, replay/data/mainnet/ledger-94084608-expanded.json).
    const ledgerHash = '576A59C1EA928637915556DBF2BF9F6CC7ADAC942EAA6706BA91BB35751140A5';
    server.use(http.get(`*/api/resolve/${ledgerHash}`, () => HttpResponse.json({ kind: 'ledger', id: ledgerHash, path: `/ledger/${ledgerHash}`, ledgerIndex: 94084608 })));
    const { router } = await renderAt(`/transaction/${ledgerHash.toLowerCase()}`);
    expect(await screen.findByRole('heading', { name: `Ledger ${ledgerHash}` })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ notice: expect.stringContaining('it is the hash of ledger 94084608') });
    expect(requestsTo(txPath(ledgerHash))).toBe(1);
    expect(requestsTo(`/api/resolve/${ledgerHash}`)).toBe(1);
  });

  it('opens the ledger object page for a 64-hex id that is an object index (a search form submitted before the app ran)', async () => {
    // A real Escrow object index of the replay's recorded mainnet data (api/test/objects-amendments.integration.test.ts).
    const index = 'DC5F3851D8A1AB622F957761E5963BC5BD439D5C24AC6AD7AC4523F0640244AC';
    server.use(http.get(`*/api/resolve/${index}`, () => HttpResponse.json({ kind: 'object', id: index, path: `/object/${index}` })));
    const { router } = await renderAt(`/transaction/${index}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/object/${index}`));
    expect(router.state.location.state).toBeNull();
    expect(requestsTo(`/api/resolve/${index}`)).toBe(1);
  });

  it('stays on "Transaction Not Found" when the 64-hex id names nothing else either', async () => {
    const missing = 'B'.repeat(64);
    await renderAt(`/transaction/${missing}`);
    expect(await screen.findByRole('heading', { name: 'Transaction Not Found' })).toBeInTheDocument();
    expect(requestsTo(`/api/resolve/${missing}`)).toBe(1);
  });

  it('shows the server message with Retry for other failures, and Retry loads the transaction', async () => {
    let calls = 0;
    server.use(
      http.get(`*/api/transaction/${PAYMENT.hash}`, () => {
        calls += 1;
        // A 429 is asked again once (after Retry-After, here 0 s); a second one is shown.
        return calls <= 2 ? HttpResponse.json({ error: 'Upstream is busy' }, { status: 429, headers: { 'retry-after': '0' } }) : HttpResponse.json(PAYMENT);
      }),
    );
    const { user } = await renderAt(`/transaction/${PAYMENT.hash}`);
    expect(await screen.findByText('Upstream is busy')).toBeInTheDocument();
    expect(calls).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('status-badge')).toHaveTextContent('Success');
  });

  it('shows "Transaction Data Unavailable" when the answer holds no transaction', async () => {
    server.use(http.get(`*/api/transaction/${PAYMENT.hash}`, () => HttpResponse.json(null)));
    await renderAt(`/transaction/${PAYMENT.hash}`);
    expect(await screen.findByRole('heading', { name: 'Transaction Data Unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Unable to display transaction details at this time.')).toBeInTheDocument();
  });
});

describe('Transaction page: memo safety', () => {
  it('renders memo text literally, never as HTML', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    serveTransaction({ ...PARTIAL, memos: [{ type: 'text/html', data: payload, format: 'text/html' }], memoData: payload });
    await renderAt(`/transaction/${PARTIAL.hash}`);
    expect(await screen.findByText(payload)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: payload })).not.toBeInTheDocument();
  });

  it('links a memo only when it is exactly one https URL', async () => {
    serveTransaction({
      ...PARTIAL,
      memos: [
        { data: 'https://xrpl.org/docs' },
        { data: 'javascript:alert(1)' },
        { data: 'http://insecure.example.com' },
      ],
    });
    await renderAt(`/transaction/${PARTIAL.hash}`);
    expect(await screen.findByRole('link', { name: 'https://xrpl.org/docs' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(screen.getByText('http://insecure.example.com').closest('a')).toBeNull();
  });
});

describe('Transaction page: dialogs and sharing', () => {
  it('opens the Raw JSON dialog and copies the JSON to the clipboard', async () => {
    const { user } = await renderAt(`/transaction/${PAYMENT.hash}`);
    await user.click(await screen.findByRole('button', { name: 'View Raw JSON' }));

    const dialog = await screen.findByRole('dialog', { name: 'Raw Transaction JSON' });
    const json = (await within(dialog).findByTestId('raw-json')).textContent ?? '';
    expect(json).toContain('"TransactionType": "Payment"');
    expect(json).toContain('"TransactionResult": "tesSUCCESS"');

    await user.click(within(dialog).getByRole('button', { name: 'Copy JSON' }));
    const copied = await navigator.clipboard.readText();
    expect(JSON.parse(copied)).toEqual({ tx: PAYMENT_RAW.tx, meta: PAYMENT_RAW.meta });
    expect(await within(dialog).findByRole('button', { name: /Copied/ })).toBeInTheDocument();
  });

  it('loads the raw JSON from its own endpoint only when the dialog opens; the page answer carries no metadata copy', async () => {
    const { user } = await renderAt(`/transaction/${PAYMENT.hash}`);
    await screen.findByRole('button', { name: 'View Raw JSON' });
    expect(requestsTo(`/api/transaction/${PAYMENT.hash}/raw`)).toBe(0);
    expect(PAYMENT).not.toHaveProperty('raw');
    await user.click(screen.getByRole('button', { name: 'View Raw JSON' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raw Transaction JSON' });
    expect(await within(dialog).findByTestId('raw-json')).toHaveTextContent('"TransactionIndex": 16');
    expect(requestsTo(`/api/transaction/${PAYMENT.hash}/raw`)).toBe(1);
  });

  it('shows the error with Retry when the raw JSON cannot be loaded', async () => {
    server.use(http.get(`*/api/transaction/${PAYMENT.hash}/raw`, () => HttpResponse.json({ error: 'Transaction not found', code: 'txnNotFound' }, { status: 404 })));
    const { user } = await renderAt(`/transaction/${PAYMENT.hash}`);
    await user.click(await screen.findByRole('button', { name: 'View Raw JSON' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raw Transaction JSON' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/not found/i);
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a plain-text receipt and copies it', async () => {
    const { user } = await renderAt(`/transaction/${PAYMENT.hash}`);
    await user.click(await screen.findByRole('button', { name: 'Copy Receipt' }));

    const dialog = await screen.findByRole('dialog', { name: 'Transaction Receipt' });
    const receipt = within(dialog).getByTestId('receipt-text').textContent ?? '';
    for (const line of [
      `Hash:            ${PAYMENT.hash}`,
      'CTID:            C473910300100000',
      'Status:          Success (tesSUCCESS)',
      'Type:            Payment',
      'From:            rDAE53VfMvftPB4ogpWGWvzkQxfht6JPxr',
      'To:              rHWcuuZoFvDS6gNbmHSdpb7u1hZzxvCoMt',
      'Amount:          1531.267 XRP',
      'Fee:             0.003 XRP',
      'Ledger:          74682627',
      'Time:            Sep 27, 2022, 19:03:12 UTC',
    ]) {
      expect(receipt).toContain(line);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Copy to clipboard' }));
    expect(await navigator.clipboard.readText()).toBe(receipt);
  });

  it('offers Twitter, Facebook, LinkedIn, Reddit and Copy Link for the transaction page URL', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = await renderAt(`/transaction/${PAYMENT.hash}`);
    const pageUrl = `http://localhost/transaction/${PAYMENT.hash}`;

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const menu = await screen.findByRole('menu');
    for (const name of ['Share on Twitter', 'Share on Facebook', 'Share on LinkedIn', 'Share on Reddit', 'Copy Link']) {
      expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    }
    await user.click(within(menu).getByRole('menuitem', { name: 'Share on Twitter' }));
    expect(open).toHaveBeenCalledWith(expect.stringContaining(`https://twitter.com/intent/tweet?`), '_blank', 'noopener,noreferrer');
    expect(open.mock.calls[0][0]).toContain(`url=${encodeURIComponent(pageUrl)}`);

    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy Link' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(pageUrl));
    open.mockRestore();
  });
});
