/**
 * Home "XRP Market Info" card: what a visitor reads from `GET /api/market/data` (spec §2 Market
 * card, §9 market formatting, §8 message), the offline "which ledger and date" text instead of
 * Live, and the price history chart drawn (uPlot, lazily) only with two samples or more.
 *
 * OFFLINE is the API's real answer on the replay node (recorded ledgers 329212 and 346610, Bitstamp
 * USD fills), written out here. The expected texts are computed independently below.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AppProviders, RouterProvider, createAppStore, createMemoryRouter, setRuntimeConfig, type MarketData, type PriceSample } from '@ledgerlens/shared';
import MarketWidget from '../src/widgets/market';
import { MARKET_POLL_MS } from '../src/features/market/hooks/useMarket';

const uplotCalls: Array<{ data: unknown[] }> = [];
jest.mock('uplot', () => {
  return class FakeUPlot {
    constructor(_opts: unknown, data: unknown[]) {
      uplotCalls.push({ data });
    }
    setSize() {}
    destroy() {}
  };
});

const OFFLINE: MarketData = {
  price: 0.000930232558139535,
  change24h: null,
  volume24h: 2.0040000000000004,
  marketCap: 93023255.81377676,
  lastUpdated: '2013-03-12T11:56:10.000Z',
  live: false,
  ledgerRange: { first: 329212, last: 346610 },
  sources: [
    { currency: 'USD', issuer: 'rvYAfWj5gh67oV6fW32ZzP3Aw4Eubs59B', label: 'Bitstamp USD', volumeXrp: '2154.3', trades: 2 },
    { currency: 'USD', issuer: 'rhub8VRN55s94qWKDv6jmDy1pUykJzF3wq', label: 'GateHub USD', volumeXrp: '0', trades: 0 },
    { currency: '524C555344000000000000000000000000000000', issuer: 'rMxCKbEDwqr76QuheSUMdEGf4B9xJ8m5De', label: 'RLUSD', volumeXrp: '0', trades: 0 },
  ],
};

let market: MarketData | 'fail' = OFFLINE;
let history: Record<string, PriceSample[]> = {};
const historyRequests: string[] = [];
let marketRequests = 0;
const server = setupServer(
  http.get('*/api/market/data', () => {
    marketRequests += 1;
    return market === 'fail' ? HttpResponse.json({ error: 'down' }, { status: 502 }) : HttpResponse.json(market);
  }),
  http.get('*/api/market/history/:range', ({ params }) => {
    historyRequests.push(String(params.range));
    return HttpResponse.json(history[String(params.range)] ?? []);
  }),
);

beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://localhost' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  market = OFFLINE;
  history = {};
  historyRequests.length = 0;
  uplotCalls.length = 0;
  marketRequests = 0;
  jest.useRealTimers();
});
afterAll(() => server.close());

const renderCard = () =>
  render(
    <AppProviders store={createAppStore()}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <MarketWidget /> }])} />
    </AppProviders>,
  );

describe('XRP Market Info card', () => {
  it('shows the DEX price in §9 format, N/A change, volume, market cap and its sources on the offline network', async () => {
    renderCard();
    const card = await screen.findByTestId('market-card');
    // 0.000930232558… below 1,000: six decimals.
    expect(await within(card).findByTestId('market-price')).toHaveTextContent('$0.000930');
    expect(within(card).getByTestId('market-change')).toHaveTextContent('N/A');
    expect(within(card).getByTestId('market-volume')).toHaveTextContent('$2.004000'); // 2.004 USD, six decimals below 1,000
    expect(within(card).getByTestId('market-cap')).toHaveTextContent('$93.02M'); // 93,023,255.8 USD
    // Supply = market cap / price = 100,000,000,000 XRP of total_coins; shown rounded down.
    expect(within(card).getByText('99.99B XRP')).toBeInTheDocument();
    expect(within(card).getByTestId('market-sources')).toHaveTextContent('Sources: Bitstamp USD: 2 trades, 2,154.3 XRP · ledgers #329,212–#346,610');
    expect(within(card).queryByText(/GateHub|RLUSD/)).not.toBeInTheDocument();
  });

  it('says which recorded ledger and date the price is from instead of "Live" offline, and shows Live on a live network', async () => {
    const { unmount } = renderCard();
    expect(await screen.findByTestId('market-provenance')).toHaveTextContent('Recorded price of ledger #346,610, 2013-03-12 11:56 UTC (offline network)');
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
    expect(screen.getByText('Ledger #346,610')).toBeInTheDocument();
    unmount();
    market = { ...OFFLINE, live: true, change24h: -1.234 };
    renderCard();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.getByTestId('market-change')).toHaveTextContent('-1.23%');
  });

  it('formats a positive change with its sign and two decimals', async () => {
    market = { ...OFFLINE, live: true, change24h: 2.345 };
    renderCard();
    expect(await screen.findByTestId('market-change')).toHaveTextContent('+2.35%');
  });

  it('shows the empty state when no trade was seen, and the error state with Try again', async () => {
    market = { ...OFFLINE, price: null, marketCap: null, volume24h: null, lastUpdated: null, ledgerRange: null, sources: OFFLINE.sources!.map((s) => ({ ...s, trades: 0, volumeXrp: '0' })) };
    const { unmount } = renderCard();
    expect(await screen.findByText('Market data is not available right now.')).toBeInTheDocument();
    expect(screen.queryByTestId('market-price')).not.toBeInTheDocument();
    unmount();
    market = 'fail';
    renderCard();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Market data is not available right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 20_000);

  it('draws no chart (and loads no chart code) without samples, and says where the offline price comes from', async () => {
    renderCard();
    expect(await screen.findByTestId('price-history-empty')).toHaveTextContent('The offline network stores no price history: its price comes from the recorded ledgers with XRP/USD trades (ledgers #329,212–#346,610).');
    expect(uplotCalls).toHaveLength(0);
    expect(screen.queryByTestId('price-chart')).not.toBeInTheDocument();
  });

  it('draws the stored samples of the chosen range with uPlot (24h, then 7d)', async () => {
    market = { ...OFFLINE, live: true };
    const sample = (time: string, ledgerIndex: number, price: number): PriceSample => ({ time, ledgerIndex, price });
    history = {
      '24h': [sample('2026-11-24T10:00:00.000Z', 100, 0.5), sample('2026-11-24T11:00:00.000Z', 120, 0.52)],
      '7d': [sample('2026-11-20T10:00:00.000Z', 50, 0.45), sample('2026-11-22T10:00:00.000Z', 80, 0.48), sample('2026-11-24T11:00:00.000Z', 120, 0.52)],
    };
    renderCard();
    const chart = await screen.findByTestId('price-chart');
    expect(within(chart).getByRole('img')).toHaveAccessibleName('XRP price over 24 hours: $0.500000 to $0.520000, 2 samples');
    expect(chart).toHaveTextContent('$0.520000 at 2026-11-24 11:00 UTC · ledger #120');
    expect(uplotCalls[uplotCalls.length - 1]!.data).toEqual([[Date.parse('2026-11-24T10:00:00Z') / 1000, Date.parse('2026-11-24T11:00:00Z') / 1000], [0.5, 0.52]]);
    fireEvent.click(screen.getByRole('button', { name: '7d' }));
    expect(screen.getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(screen.getByTestId('price-chart')).getByRole('img')).toHaveAccessibleName('XRP price over 7 days: $0.450000 to $0.520000, 3 samples'));
    expect(historyRequests).toEqual(expect.arrayContaining(['24h', '7d']));
  });

  it('refetches the market data every 30 s (spec §7)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderCard();
    await waitFor(() => expect(marketRequests).toBe(1));
    await act(async () => {
      jest.advanceTimersByTime(MARKET_POLL_MS + 10);
    });
    await waitFor(() => expect(marketRequests).toBe(2));
  });
});
