/**
 * `/balances` (spec §2 "Rich list page", §4 paging, §8 'Unable to load balances'): what a visitor
 * sees for each state, with the API answered by msw. Data: the real full-state ledger 40000
 * (see fixtures/ledgerState.ts); the paging tests use a generated, synthetic list.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig, type RichList } from '@ledgerlens/shared';
import { renderAt } from './render';
import { INDEXED_LEDGER, richListOf40000, syntheticAccounts } from './fixtures/ledgerState';
import { accountCountText, cohortBarWidth, formatCompactXrp, formatPercent, pageWindow } from '../src/features/richlist/hooks/format';

let body: RichList | { error: string } = richListOf40000();
let status = 200;
let slow = false;
const server = setupServer(
  http.get('*/api/rich-list', async () => {
    if (slow) await delay('infinite');
    return HttpResponse.json(body, { status });
  }),
  http.get('*/api/index/status', () => HttpResponse.json({ state: 'running', ledger: null, objectsPerSecond: 41234.5, percent: 37.4, objects: 2_500_000 })),
);

// jsdom lays nothing out: give elements a size so the virtualized table has a viewport to fill.
const sizes = { clientHeight: 720, clientWidth: 1000, offsetHeight: 720, offsetWidth: 1000 };
const saved = Object.fromEntries(Object.keys(sizes).map((k) => [k, Object.getOwnPropertyDescriptor(Element.prototype, k) ?? Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)]));

beforeAll(() => {
  for (const [k, v] of Object.entries(sizes)) Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => v });
  setRuntimeConfig({ apiBaseUrl: 'http://localhost' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  body = richListOf40000();
  status = 200;
  slow = false;
});
afterAll(() => {
  server.close();
  for (const [k, d] of Object.entries(saved)) if (d) Object.defineProperty(HTMLElement.prototype, k, d);
});

describe('/balances', () => {
  it('shows the title, badges and intro, and six placeholder cards while loading', async () => {
    slow = true;
    await renderAt('/balances');
    expect(await screen.findByRole('heading', { level: 1, name: 'XRP Rich List & Balance Distribution' })).toBeInTheDocument();
    expect(screen.getByText('XRPL Analytics')).toBeInTheDocument();
    expect(screen.getByText('Updated hourly')).toBeInTheDocument();
    expect(screen.getByText(/Who holds the most XRP, escrow included/)).toBeInTheDocument();
    expect(screen.getAllByTestId('summary-placeholder')).toHaveLength(6);
  });

  it('says what the cohorts count as the API computes them: liquid balance plus escrow, shares of circulating supply', async () => {
    await renderAt('/balances');
    // api/test/indexer.test.ts "cohorts count each account by its liquid balance plus its escrow" checks the computation.
    expect(await screen.findByTestId('cohort-basis')).toHaveTextContent(
      'Accounts grouped by their liquid balance plus their escrow. Shares are of the circulating supply, which excludes escrow, so while XRP is in escrow they add up to more than 100 %.',
    );
  });

  it('shows the summary, the ledger it describes, the cohorts and the top accounts of ledger 40000', async () => {
    const expected = richListOf40000();
    await renderAt('/balances');
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('100.00B XRP');
    // 100,000,000,000 XRP − total_coins 99,999,999,999.99631 XRP = 0.00369 XRP burned by 2013.
    expect(screen.getByTestId('summary-burned')).toHaveTextContent('0 XRP');
    expect(screen.getByTestId('summary-burned').querySelector('[title]')).toHaveAttribute('title', '0.00369 XRP');
    expect(screen.getByTestId('summary-accounts')).toHaveTextContent('137');
    expect(screen.getByTestId('ledger-source')).toHaveTextContent(`ledger #40,000, closed 2013-01-02 16:25:30 UTC`);
    expect(within(screen.getByTestId('ledger-source')).getByRole('link', { name: '#40,000' })).toHaveAttribute('href', '/ledger/40000');
    expect(INDEXED_LEDGER.closeTimeHuman).toBe('2013-01-02T16:25:30Z');

    const cohorts = screen.getAllByTestId('cohort');
    expect(cohorts).toHaveLength(expected.distribution.length);
    const small = expected.distribution.find((c) => c.label === '< 500 XRP')!;
    const smallRow = cohorts.find((c) => c.textContent?.startsWith('< 500 XRP'))!;
    expect(smallRow).toHaveTextContent(accountCountText(small.accountCount));
    expect(screen.getByTestId('cohort-chart')).toBeInTheDocument();

    expect(screen.getByText('Showing 1–137 of 137 accounts')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const rows = await screen.findAllByTestId('rich-row');
    const top = expected.accounts[0];
    expect(within(rows[0]).getByText('#1')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: top.account })).toHaveAttribute('href', `/account/${top.account}`);
    // r8TR1AeB1RDQFabM6i8UoFsRF5basqoHJ held 79,997,608,218.99998 XRP in ledger 40000.
    expect(rows[0]).toHaveTextContent('79,997,608,218.99998');
    expect(rows[0]).toHaveTextContent('—');
    expect(rows[0]).toHaveTextContent('80.00%');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', 'http://localhost/api/rich-list/accounts.csv');
  });

  it('links the CSV download to the API of the render\'s own configuration (the server render\'s config.json, not the page-wide one)', async () => {
    // Page-wide: http://localhost (beforeAll). This render's own: the page's origin, as config.json says.
    await renderAt('/balances', { config: { apiBaseUrl: '' } });
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/rich-list/accounts.csv');
  });

  it('labels a result built from the synthetic benchmark state', async () => {
    const list = richListOf40000();
    list.summary.ledger = { ...list.summary.ledger, synthetic: true };
    body = list;
    await renderAt('/balances');
    expect(await screen.findByTestId('ledger-source')).toHaveTextContent('Synthetic data');
  });

  it('shows labels, the Verified badge and the domain as text', async () => {
    const list = richListOf40000();
    list.accounts[0] = { ...list.accounts[0], displayName: 'Genesis era holder', verified: true, domain: '<b>example.com</b>', escrowXrp: '1000.5' };
    body = list;
    await renderAt('/balances');
    const row = (await screen.findAllByTestId('rich-row'))[0];
    expect(within(row).getByRole('link', { name: 'Genesis era holder' })).toHaveAttribute('href', `/account/${list.accounts[0].account}`);
    expect(within(row).getByText('Verified')).toBeInTheDocument();
    expect(within(row).getByText(list.accounts[0].account)).toBeInTheDocument();
    expect(within(row).getByText('<b>example.com</b>')).toBeInTheDocument();
    expect(row.querySelector('b')).toBeNull();
    expect(row).toHaveTextContent('1,000.5');
  });

  it('pages 1,000 accounts at a time with the spec texts and disabled states (synthetic list)', async () => {
    const list = richListOf40000();
    list.accounts = syntheticAccounts(2345);
    body = list;
    const { router } = await renderAt('/balances');
    expect(await screen.findByText('Showing 1–1,000 of 2,345 accounts')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const prev = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();
    // Only the rows in view are in the DOM.
    expect((await screen.findAllByTestId('rich-row')).length).toBeLessThan(60);

    fireEvent.click(next);
    expect(await screen.findByText('Showing 1,001–2,000 of 2,345 accounts')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('#1,001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 2,001–2,345 of 2,345 accounts')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('clamps a page out of range in the URL', async () => {
    const list = richListOf40000();
    list.accounts = syntheticAccounts(1500);
    body = list;
    await renderAt('/balances?page=99');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Showing 1,001–1,500 of 1,500 accounts')).toBeInTheDocument();
  });

  it('shows the error card with the server message', async () => {
    status = 400;
    body = { error: 'Rich list unavailable on this node' };
    await renderAt('/balances');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to load balances' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Rich list unavailable on this node');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says the index is being built, with the indexer progress, when the API has none yet (503)', async () => {
    status = 503;
    body = { error: 'The ledger-state index is not built yet' };
    await renderAt('/balances');
    const box = await screen.findByTestId('index-not-ready');
    expect(within(box).getByRole('heading', { name: 'The rich list is being built' })).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveTextContent('37% of pages · 2,500,000 ledger objects read · 41,235 objects/s'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads the rich list by itself once the indexer reports a finished ledger', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/rich-list', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ error: 'not built', code: 'indexNotReady' }, { status: 503 }) : HttpResponse.json(richListOf40000());
      }),
      http.get('*/api/index/status', () => HttpResponse.json({ state: 'idle', ledger: INDEXED_LEDGER, objectsPerSecond: 900, percent: 100, objects: 261 })),
    );
    await renderAt('/balances');
    expect(await screen.findByTestId('summary-accounts')).toHaveTextContent('137');
    expect(screen.queryByTestId('index-not-ready')).toBeNull();
    expect(calls).toBe(2);
  });
});

describe('rich list formatting and paging rules', () => {
  it('formats compact XRP, shares and counts', () => {
    expect(formatCompactXrp('59870000000.5')).toBe('59.87B XRP');
    expect(formatCompactXrp('1234567')).toBe('1.23M XRP');
    expect(formatCompactXrp('999999999.9')).toBe('1.00B XRP');
    expect(formatCompactXrp('999.456')).toBe('999.46 XRP');
    expect(formatCompactXrp('x')).toBe('N/A');
    expect(formatPercent(80.00123)).toBe('80.00%');
    expect(formatPercent(0.00042)).toBe('0.0004%');
    expect(formatPercent(0.00000001)).toBe('< 0.0001%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(null)).toBe('N/A');
    expect(accountCountText(1)).toBe('1 account');
    expect(accountCountText(0)).toBe('0 accounts');
    expect(accountCountText(12345)).toBe('12,345 accounts');
  });

  it('caps cohort bars at 100 percent', () => {
    expect(cohortBarWidth(140)).toBe(100);
    expect(cohortBarWidth(-1)).toBe(0);
    expect(cohortBarWidth(42.5)).toBe(42.5);
  });

  it('clamps pages between 1 and the total pages', () => {
    expect(pageWindow(0, 1)).toMatchObject({ page: 1, totalPages: 1, showing: 'Showing 0–0 of 0 accounts', hasPrevious: false, hasNext: false });
    expect(pageWindow(1000, 2)).toMatchObject({ page: 1, totalPages: 1, from: 0, to: 1000 });
    expect(pageWindow(1001, 2)).toMatchObject({ page: 2, totalPages: 2, from: 1000, to: 1001, showing: 'Showing 1,001–1,001 of 1,001 accounts', pageOf: 'Page 2 of 2' });
    expect(pageWindow(5000, -3).page).toBe(1);
    expect(pageWindow(5000, Number.NaN).page).toBe(1);
  });
});
