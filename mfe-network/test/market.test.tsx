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
import { AppProviders, AppRouterProvider, createAppStore, createAppRouter, networkApi, setRuntimeConfig, type MarketData, type PriceSample } from '@ledgerlens/shared';
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
  // price × circulating supply of the index (ledger 40000: total_coins, no escrow in 2013).
  marketCap: 0.000930232558139535 * 99999999999.99631,
  lastUpdated: '2013-03-12T11:56:10.000Z',
  live: false,
  ledgerRange: { first: 329212, last: 346610 },
  volumeWindow: { firstLedger: 329212, lastLedger: 346610, start: '2013-03-08T17:32:10.000Z', end: '2013-03-12T11:56:10.000Z', ledgers: 2, full24h: false, kind: 'recorded' },
  circulatingSupply: '99999999999.99631',
  supplyLedger: { ledgerIndex: 40000, closeTimeHuman: '2013-01-05T07:12:10Z' },
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

/** The card in a fresh store; `networkId`: the network the store already knows (as an API answer's header tells it). */
const renderCard = (networkId?: number) => {
  const store = createAppStore();
  if (networkId !== undefined) store.dispatch(networkApi.util.upsertQueryEntries([{ endpointName: 'getNetwork', arg: undefined, value: { id: networkId, name: networkId === 2 ? 'devnet' : `Network ${networkId}` } }]));
  return render(
    <AppProviders store={store}>
      <AppRouterProvider router={createAppRouter([{ path: '/', element: <MarketWidget /> }], { initialEntries: ['/'] })} />
    </AppProviders>,
  );
};

describe('XRP Market Info card', () => {
  it('shows the DEX price in §9 format, N/A change, volume, market cap and its sources on the offline network', async () => {
    renderCard();
    const card = await screen.findByTestId('market-card');
    // 0.000930232558… below 1,000: six decimals.
    expect(await within(card).findByTestId('market-price')).toHaveTextContent('$0.000930');
    expect(within(card).getByTestId('market-change')).toHaveTextContent('N/A');
    expect(within(card).getByTestId('market-volume')).toHaveTextContent('$2.004000'); // 2.004 USD, six decimals below 1,000
    expect(within(card).getByTestId('market-cap')).toHaveTextContent('$93.02M'); // 93,023,255.8 USD
    // Circulating supply: the index's total − escrowed XRP (ledger 40000), rounded down; both ledgers named.
    expect(within(card).getByTestId('market-supply')).toHaveTextContent('99.99B XRP');
    expect(within(card).getByTestId('market-supply')).toHaveTextContent('total − escrowed, index of ledger #40,000; price of ledger #346,610');
    expect(within(card).getByTestId('market-cap')).toHaveTextContent('price × circulating supply');
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

  it('labels the volume with the window it covers: recorded ledgers offline, the part of 24 h covered, "24h" only for 24 h', async () => {
    const { unmount } = renderCard();
    const volume = await screen.findByTestId('market-volume');
    expect(volume).toHaveTextContent('Volume$2.004000XRP/USD on the DEX over 2 recorded ledgers (#329,212–#346,610)');
    expect(volume).not.toHaveTextContent('24h');
    unmount();
    const partial = { firstLedger: 100, lastLedger: 2969, start: '2026-11-24T08:00:00.000Z', end: '2026-11-24T11:12:00.000Z', ledgers: 2870, full24h: false, kind: 'closes' as const };
    market = { ...OFFLINE, live: true, volumeWindow: partial };
    const second = renderCard();
    expect(await screen.findByTestId('market-volume')).toHaveTextContent(/^Volume/);
    expect(screen.getByTestId('market-volume')).toHaveTextContent('over the last 3 h 12 min (2,870 ledgers)');
    expect(screen.getByTestId('market-volume')).not.toHaveTextContent('24h');
    second.unmount();
    market = { ...OFFLINE, live: true, volumeWindow: { ...partial, start: '2026-11-23T11:12:04.000Z', ledgers: 21_600, lastLedger: 21_699, full24h: true } };
    renderCard();
    expect(await screen.findByTestId('market-volume')).toHaveTextContent('24h Volume');
  });

  it('without the ledger-state index: no circulating supply and no market cap, never total_coins', async () => {
    market = { ...OFFLINE, marketCap: null, circulatingSupply: null, supplyLedger: null };
    renderCard();
    expect(await screen.findByTestId('market-supply')).toHaveTextContent('—needs the ledger-state index');
    expect(screen.getByTestId('market-cap')).toHaveTextContent('N/A');
  });

  it('formats a positive change with its sign and two decimals', async () => {
    market = { ...OFFLINE, live: true, change24h: 2.345 };
    renderCard();
    expect(await screen.findByTestId('market-change')).toHaveTextContent('+2.35%');
  });

  it('on a test network, says its XRP has no market price instead of "not available right now"', async () => {
    market = { ...OFFLINE, price: null, marketCap: null, volume24h: null, lastUpdated: null, ledgerRange: null, sources: [] };
    renderCard(2);
    const card = await screen.findByTestId('market-card');
    await waitFor(() => expect(card).toHaveTextContent('Devnet XRP has no market price: it is test XRP, given out free, not traded for money.'));
    expect(card).not.toHaveTextContent('not available right now');
    expect(screen.queryByTestId('market-price')).not.toBeInTheDocument();
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
