/**
 * The account page (spec §2 "Account page", §4 states/paging/tiers, §5 validation and filters) on
 * real API answers for the recorded account with the most history (fixtures/). Expected values come
 * from the fixtures and from the spec's rules written out here.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeSeed, classicAddressToXAddress } from 'ripple-address-codec';
import { explorerApi, formatXrp } from '@ledgerlens/shared';
import { renderAt } from './render';
import { http, HttpResponse } from 'msw';
import { ACCOUNT, LINES, PAGE1, PAGE2, requests, requestsTo, server } from './server';

const page = `/account/${ACCOUNT.address}`;
/** Rows shown by default: numeric (XRP) amounts under 1 XRP are dust (spec §9). */
const visible = (txs: typeof PAGE1.transactions) => txs.filter((t) => !(t.amount && /^-?\d+(\.\d+)?$/.test(t.amount) && Number(t.amount) < 1));

describe('account page', () => {
  it('shows balance, reserve, OwnerCount, Sequence and the tiers of spec §4', async () => {
    await renderAt(page);
    expect(await screen.findByTestId('available-balance')).toHaveTextContent(formatXrp(ACCOUNT.availableBalance!));
    expect(screen.getByTestId('total-balance')).toHaveTextContent(formatXrp(ACCOUNT.balance));
    expect(screen.getByTestId('reserved-balance')).toHaveTextContent(formatXrp(ACCOUNT.reserveBalance!));
    expect(screen.getByTestId('owner-count')).toHaveTextContent(String(ACCOUNT.ownerCount));
    expect(screen.getByTestId('account-sequence')).toHaveTextContent(String(ACCOUNT.sequence));
    // Spec §4 points: balance > 1000 → 30, > 100 → 20 …; transactions > 10 → 15 …; owner objects > 5 → 25 …
    const b = Number(ACCOUNT.balance);
    const t = ACCOUNT.txnCount;
    const o = ACCOUNT.ownerCount;
    const score = (b > 10000 ? 40 : b > 1000 ? 30 : b > 100 ? 20 : b > 10 ? 10 : 0) + (t > 1000 ? 35 : t > 100 ? 25 : t > 10 ? 15 : t > 0 ? 5 : 0) + (o > 5 ? 25 : o > 2 ? 15 : o > 0 ? 10 : 5);
    const tier = score >= 80 ? 'excellent' : score >= 60 ? 'good' : score >= 40 ? 'fair' : 'poor';
    const health = screen.getByText('Health').parentElement as HTMLElement;
    expect(health).toHaveTextContent(`Health${score} ${tier}`);
    expect(screen.getByText('Active')).toBeInTheDocument();
    // No market price in this suite: the USD line is hidden, never a fixed rate.
    expect(screen.queryByTestId('balance-usd')).not.toBeInTheDocument();
    expect(screen.getByText('Smart Insights').closest('section')!.querySelectorAll('li').length).toBeLessThanOrEqual(4);
  });

  it('a USD estimate at an older recorded price names its ledger and date', async () => {
    // The offline network's recorded XRP/USD price (ledgers #329,212–#346,610, the newest 2013-03-12).
    const price = 0.000930232558139535;
    server.use(
      http.get('*/api/market/data', () =>
        HttpResponse.json({ price, change24h: null, volume24h: 2.004, marketCap: null, lastUpdated: '2013-03-12T11:56:10.000Z', live: false, ledgerRange: { first: 329212, last: 346610 } }),
      ),
    );
    await renderAt(page);
    const usd = await screen.findByTestId('balance-usd');
    expect(usd).toHaveTextContent(`≈ $${(Number(ACCOUNT.availableBalance) * price).toLocaleString('en-US', { maximumFractionDigits: 2 })} at the recorded DEX price of ledger #346,610, 2013-03-12`);
    expect(usd).not.toHaveTextContent('at the XRPL DEX price');
  });

  it('pages the history with the marker stack: Page 1 of 2, Next, Page 2 of 2, Previous', async () => {
    const user = userEvent.setup();
    await renderAt(`${page}?showDust=true`);
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(PAGE1.transactions.length));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')[0]).toHaveAttribute('data-hash', PAGE2.transactions[0]!.hash));
    expect(screen.getByText(`Page 2 of ${PAGE2.hasMore ? 3 : 2}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')[0]).toHaveAttribute('data-hash', PAGE1.transactions[0]!.hash));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('hides dust by default, shows it with Show dust, and keeps filters in the query string', async () => {
    const user = userEvent.setup();
    const { router } = await renderAt(`${page}?showFilters=true`);
    await screen.findByText('Page 1 of 2');
    const expected = visible(PAGE1.transactions);
    if (expected.length === 0) expect(screen.getByText('No transactions match your filters')).toBeInTheDocument();
    else expect(screen.getAllByTestId('history-row')).toHaveLength(expected.length);
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), PAGE1.transactions[0]!.hash.slice(0, 10));
    await waitFor(() => expect(router.state.location.search).toContain(`search=${PAGE1.transactions[0]!.hash.slice(0, 10)}`));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says the filters act on the transactions on this page, not the whole history (issue 39 item 15)', async () => {
    await renderAt(`${page}?showFilters=true`);
    await screen.findByText('Page 1 of 2');
    expect(screen.getByTestId('filters-scope')).toHaveTextContent('Filters and search apply to the transactions on this page (20 per page), not to the whole history');
  });

  it('keeps the open tab in the query string next to the filters, and opens it from there (issue 39 item 15)', async () => {
    const user = userEvent.setup();
    const { router } = await renderAt(`${page}?tab=objects&type=Payment`);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Objects' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'NFTs' })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('tab', { name: 'NFTs' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=nfts&type=Payment'));
    await user.click(screen.getByRole('tab', { name: 'Transactions' }));
    // The default tab leaves no parameter; the history filter stays.
    await waitFor(() => expect(router.state.location.search).toBe('?type=Payment'));
  });

  it('says so for an invalid address and a pasted seed, without asking the API', async () => {
    await renderAt('/account/rNOTAREALADDRESS1234567890');
    expect(await screen.findByRole('heading', { name: 'Check the account address' })).toBeInTheDocument();
    expect(screen.getByText('X-addresses must be converted first.')).toBeInTheDocument();
    const seed = encodeSeed(Buffer.alloc(16, 9), 'secp256k1');
    await renderAt(`/account/${seed}`);
    expect(await screen.findByRole('heading', { name: 'This is a secret key' })).toBeInTheDocument();
    expect(requests.some((r) => r.includes(seed))).toBe(false);
    // The seed is in the page address: it reached the server, so the page does not say "not sent anywhere".
    expect(screen.getByText(/It is in this page's address, so it reached LedgerLens's server: treat the key as exposed/)).toBeInTheDocument();
    expect(screen.queryByText(/not sent anywhere/)).not.toBeInTheDocument();
  });

  it('converts an X-address to its classic address and tag, and says so', async () => {
    const x = classicAddressToXAddress(ACCOUNT.address, 12345, false);
    await renderAt(`/account/${x}`);
    expect(await screen.findByText(/is an X-address:/)).toHaveTextContent(`${ACCOUNT.address} and destination tag 12345`);
    expect(screen.getByText('X-address with tag 12345')).toBeInTheDocument();
    expect(await screen.findByTestId('available-balance')).toBeInTheDocument();
  });

  it('shows "Account not available" for an unknown account, with Back and Try again', async () => {
    await renderAt('/account/rrrrrrrrrrrrrrrrrrrrBZbvji');
    expect(await screen.findByRole('heading', { name: 'Account not available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows trust lines and object counts on their tabs', async () => {
    const user = userEvent.setup();
    await renderAt(page);
    await screen.findByTestId('available-balance');
    // Radix Tabs has loaded (the drawn tab list is inert).
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Tokens' })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('tab', { name: 'Tokens' }));
    await waitFor(() => expect(screen.getAllByTestId('trust-line').length).toBeGreaterThan(0));
    await user.click(screen.getByRole('tab', { name: 'Objects' }));
    expect(await screen.findByText(/RippleState: \d+/)).toBeInTheDocument();
  });

  // Issue 39 items 1 and 5: a deep-frozen line is named (rippled account_lines deep_freeze_peer), and a
  // currency code that decodes to "XRP" is shown as its hex with a look-alike mark, never as XRP.
  it('marks a deep-frozen line and shows a look-alike "XRP" code as hex', async () => {
    const xrpHex = '5852500000000000000000000000000000000000';
    const [first, second, ...rest] = LINES.lines;
    server.use(
      http.get('*/api/account/:address/lines', () =>
        HttpResponse.json({ ...LINES, lines: [{ ...first, freezePeer: true, deepFreezePeer: true }, { ...second, currency: 'XRP', currencyHex: xrpHex }, ...rest] }),
      ),
    );
    const user = userEvent.setup();
    await renderAt(page);
    await screen.findByTestId('available-balance');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Tokens' })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('tab', { name: 'Tokens' }));
    const rows = await screen.findAllByTestId('trust-line');
    expect(rows[0]).toHaveTextContent('Deep frozen by peer');
    expect(rows[1]).toHaveTextContent(xrpHex);
    expect(rows[1]).toHaveTextContent('look-alike, not XRP');
    expect(rows[1].querySelector('[data-testid="currency-code"]')).toHaveAttribute('data-hex', 'true');
  });

  it('moves between the tabs with the keyboard: arrows, Home and End select a tab and show its panel', async () => {
    const user = userEvent.setup();
    await renderAt(page);
    await screen.findByTestId('available-balance');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Transactions' })).not.toHaveAttribute('aria-disabled'));
    const tablist = screen.getByRole('tablist', { name: 'Account data' });
    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
    act(() => screen.getByRole('tab', { name: 'Transactions' }).focus());
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'MPTs' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'MPTs' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'NFTs' })).toHaveFocus();
    expect(await screen.findByText('This account holds no NFTs.')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Objects' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Objects' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/RippleState: \d+/)).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', screen.getByRole('tab', { name: 'Tokens' }).id);
    await waitFor(() => expect(screen.getAllByTestId('trust-line').length).toBeGreaterThan(0));
    expect(tablist).toBeInTheDocument();
  });

  it('renders a prefetched account with no second request', async () => {
    const { store, router } = await renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'No account address provided' })).toBeInTheDocument();
    await store.dispatch(explorerApi.util.prefetch('getAccount', ACCOUNT.address, { ifOlderThan: 60 }));
    await waitFor(() => expect(requestsTo(`/api/account/${ACCOUNT.address}`)).toBeGreaterThan(0));
    const before = requests.filter((r) => r === `/api/account/${ACCOUNT.address}`).length;
    await act(() => router.navigate(page));
    await screen.findByTestId('available-balance');
    expect(requests.filter((r) => r === `/api/account/${ACCOUNT.address}`).length).toBe(before);
  });
});
