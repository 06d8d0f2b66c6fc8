/**
 * Identity claims and account-page rules: the verified mark only for a
 * verified directory entry, the domain's verification state, "1,200+" for a capped count
 * everywhere, the activation's date, ledger and amount, Refresh back to page 1, the ticking
 * "Updated" label, whole-row navigation, the wallet card's toasts and table amounts.
 *
 * The account answers are the recorded fixture (a real API answer, fixtures/) with the fields under
 * test set as the API sends them for other accounts: the directory entries (Bitstamp, GateHub: not
 * verified; Bithomp: verified), `txnCountStatus` capped/incomplete (api/test/identity.test.ts), the
 * activation of rHoPwMC7… (ledger 37432866, tx-F4AD54E6….json) and the offline domain answer.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Account, AccountTransactionsPage } from '@ledgerlens/shared';
import { renderRemoteAt } from '@ledgerlens/shared/testing';
import { WalletOverview } from '../src/features/account/components/WalletOverview';
import { renderAt } from './render';
import { ACCOUNT, PAGE1, server } from './server';

const page = `/account/${ACCOUNT.address}`;
const OFFLINE_REASON = 'Offline network: the domain cannot be checked (no Internet access), so it is shown as declared, unverified';

/** Serves `account` for the fixture address. */
function serve(account: Partial<Account>) {
  server.use(http.get('*/api/account/:address', () => HttpResponse.json({ ...ACCOUNT, ...account })));
}

describe('verified mark', () => {
  it('a directory name marked not verified (Bitstamp) gets no "✓ Verified", only "Known label, unverified"', async () => {
    serve({ username: 'Bitstamp', usernameSource: 'directory', usernameVerified: false });
    await renderAt(page);
    const heading = await screen.findByRole('heading', { level: 1, name: /Bitstamp/ });
    expect(heading).not.toHaveTextContent('Verified');
    expect(within(heading).getByText('Known label, unverified')).toBeInTheDocument();
  });

  it('a directory name marked verified (Bithomp) gets "✓ Verified"', async () => {
    serve({ username: 'Bithomp', usernameSource: 'directory', usernameVerified: true });
    await renderAt(page);
    const heading = await screen.findByRole('heading', { level: 1, name: /Bithomp/ });
    expect(within(heading).getByText('✓ Verified')).toBeInTheDocument();
  });
});

describe('Identity "Domain"', () => {
  it('offline: the domain link says unverified and that no check is possible', async () => {
    serve({ domain: 'bithomp.com', domainVerification: { status: 'not-checked', reason: OFFLINE_REASON } });
    await renderAt(page);
    const domain = await screen.findByTestId('identity-domain');
    expect(within(domain).getByRole('link', { name: 'bithomp.com' })).toHaveAttribute('href', 'https://bithomp.com');
    expect(domain).toHaveTextContent('unverified, no check possible offline');
    expect(domain).toHaveTextContent(OFFLINE_REASON);
    expect(domain).not.toHaveTextContent('✓ verified');
  });

  it('live: "✓ verified" only when the xrp-ledger.toml listed the account; otherwise "unverified"', async () => {
    serve({ domain: 'example.com', domainVerification: { status: 'verified', reason: "The domain's xrp-ledger.toml lists this account" } });
    const first = await renderAt(page);
    expect(await screen.findByTestId('identity-domain')).toHaveTextContent('✓ verified');
    first.unmount();
    serve({ domain: 'example.com', domainVerification: { status: 'unverified', reason: "The domain's xrp-ledger.toml does not list this account" } });
    await renderAt(page);
    const domain = await screen.findByTestId('identity-domain');
    expect(domain).toHaveTextContent(/unverified/);
    expect(domain).not.toHaveTextContent('✓ verified');
  });
});

describe('transaction count capped at 1,200', () => {
  it('shows "1,200+" in the hero, the metrics, the insights and the tiers', async () => {
    serve({ txnCount: 1200, txnCountStatus: 'capped' });
    await renderAt(page);
    expect(await screen.findByTestId('txn-count')).toHaveTextContent('1,200+');
    expect(screen.getByTestId('metrics-txn-count')).toHaveTextContent('1,200+');
    expect(screen.getByTestId('activity-basis')).toHaveTextContent('from 1,200+ transactions');
    expect(screen.getByTestId('health-basis')).toHaveTextContent('1,200+ transactions');
    const insights = screen.getByText('Smart Insights').closest('section')!;
    expect(insights).toHaveTextContent('1,200+ transactions recorded');
  });

  it('a count cut short by a failed page is marked incomplete, never shown as exact', async () => {
    serve({ txnCount: 400, txnCountStatus: 'incomplete' });
    await renderAt(page);
    expect(await screen.findByTestId('txn-count')).toHaveTextContent('400+');
    expect(screen.getByText(/History incomplete/)).toBeInTheDocument();
    expect(screen.getByText('Smart Insights').closest('section')!).toHaveTextContent('at least 400 transactions recorded (history incomplete)');
  });

  it('an exact count has no "+"', async () => {
    await renderAt(page);
    expect(await screen.findByTestId('txn-count')).toHaveTextContent(new RegExp(`^${ACCOUNT.txnCount}$`));
  });
});

describe('activation under Identity', () => {
  it('shows the activation date, ledger (linked), amount and sender', async () => {
    serve({
      activatedBy: 'rNQEMJA4PsoSrZRn9J6RajAYhcDzzhf8ok',
      activationAmount: '2421.8268',
      activationDate: '2018-03-23T13:34:51Z',
      activationLedger: 37432866,
      activationTxHash: 'F4AD54E6FE56B53F8FB8B422C4E9636D6AD56682EA45FF3C8AFBC66EF2D82612',
    });
    await renderAt(page);
    expect(await screen.findByTestId('activation-date')).toHaveTextContent(/Yes, Mar 2[34], 2018/);
    expect(screen.getByTestId('activation-ledger')).toHaveTextContent('#37,432,866');
    expect(screen.getByTestId('activation-ledger')).toHaveAttribute('href', '/ledger/37432866');
    expect(screen.getByTestId('activation-amount')).toHaveTextContent('2,421.8268 XRP');
    expect(screen.getByRole('link', { name: /^F4AD54E6FE56B53F/ })).toHaveAttribute('href', '/transaction/F4AD54E6FE56B53F8FB8B422C4E9636D6AD56682EA45FF3C8AFBC66EF2D82612');
  });
});

describe('account page rules', () => {
  it('Refresh sends the history back to page 1', async () => {
    const user = userEvent.setup();
    await renderAt(`${page}?showDust=true`);
    await screen.findByText('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/Page 2 of/);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('history-row')[0]).toHaveAttribute('data-hash', PAGE1.transactions[0]!.hash));
  });

  it('the "Updated" label keeps ticking', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await renderAt(page);
      expect(await screen.findByText('Updated just now')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(65_000);
      });
      expect(screen.getByText('Updated 1m ago')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a click anywhere on a history row opens the transaction; so does Enter on its link', async () => {
    const user = userEvent.setup();
    const { router } = await renderAt(`${page}?showDust=true`);
    const rows = await screen.findAllByTestId('history-row');
    const tx = PAGE1.transactions[0]!;
    // The date cell: no link of its own.
    await user.click(within(rows[0]!).getByTitle(tx.timestamp!));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/transaction/${tx.hash}`));
    await act(() => router.navigate(`${page}?showDust=true`));
    const again = await screen.findAllByTestId('history-row');
    // The link's accessible name is its visible text (type and the hash's first 16 digits, WCAG 2.5.3).
    within(again[1]!).getByRole('link', { name: new RegExp(PAGE1.transactions[1]!.hash.slice(0, 16)) }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/transaction/${PAGE1.transactions[1]!.hash}`));
  });

  it('amounts in the history: at most 10 significant digits, the exact value in Copy', async () => {
    const exact = '0.000000000005002827559173432 ZRPY';
    const changed: AccountTransactionsPage = { ...PAGE1, transactions: PAGE1.transactions.map((t, i) => (i === 0 ? { ...t, amount: exact } : t)) };
    server.use(http.get('*/api/account/:address/transactions-paginated', () => HttpResponse.json(changed)));
    const user = userEvent.setup();
    // After setup: user-event installs its own clipboard stub.
    const writeText = jest.fn(async () => undefined);
    const original = navigator.clipboard;
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderAt(`${page}?showDust=true`);
    const row = (await screen.findAllByTestId('history-row'))[0]!;
    const amount = within(row).getByTestId('table-amount');
    expect(amount).toHaveTextContent(/^0\.000000000005002827559 ZRPY$/);
    expect(amount).toHaveAttribute('data-exact', exact);
    await user.click(within(row).getByRole('button', { name: 'Copy exact amount' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(exact));
    Object.defineProperty(navigator, 'clipboard', { value: original, configurable: true });
  });
});

describe('wallet overview card Refresh toasts', () => {
  const renderCard = () => renderRemoteAt([{ path: '/w', element: <WalletOverview address={ACCOUNT.address} /> }], '/w');

  it('"Wallet data refreshed" only after the refetch succeeded', async () => {
    const user = userEvent.setup();
    await renderCard();
    await screen.findByRole('region', { name: 'Wallet overview' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Refreshing wallet data...')).toBeInTheDocument();
    expect(await screen.findByText('Wallet data refreshed', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.queryByText('Unable to refresh wallet data')).not.toBeInTheDocument();
  });

  it('a failed refetch shows the error toast, not "Wallet data refreshed"', async () => {
    const user = userEvent.setup();
    await renderCard();
    await screen.findByRole('region', { name: 'Wallet overview' });
    server.use(http.get('*/api/account/:address', () => HttpResponse.json({ error: 'Upstream XRPL node unavailable' }, { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Unable to refresh wallet data', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.queryByText('Wallet data refreshed')).not.toBeInTheDocument();
  });
});
