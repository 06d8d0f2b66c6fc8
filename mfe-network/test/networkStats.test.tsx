/**
 * Home Network Statistics card: tiles from `GET /api/network/stats`, refetched at each close of
 * the ledger stream; measured throughput; spec §8 error texts. The stats body is a real answer of
 * the API on the replay node (ledger 94084608 tip), written out here.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AppProviders, AppRouterProvider, createAppStore, createAppRouter, setRuntimeConfig, type MarketData, type NetworkPulse, type NetworkStats } from '@ledgerlens/shared';
import NetworkStatsWidget from '../src/widgets/networkStats';
import { measuredThroughput, throughputText, volumeText } from '../src/features/stats/components/NetworkStatsCard';

const BASE: NetworkStats = {
  ledgerIndex: 94084608,
  ledgerCloseTime: '2025-02-12T00:16:10Z',
  networkHealth: 'healthy',
  loadFactor: 1,
  transactions: 83,
  peerCount: null,
  baseFeeXrp: '0.00001',
  reserveBaseXrp: '10',
  reserveIncrementXrp: '2',
  totalSupply: '99986441776.131104',
  circulatingSupply: null,
  replay: true,
};
/** The API's pulse after one seen close on the replay node (no per-second figure yet). */
const PULSE_ONE: NetworkPulse = { ledgers: 1, firstLedger: 94084608, lastLedger: 94084608, transactionsPerSecond: null, transactionsPerLedger: 83, averageLedgerIntervalSeconds: null, averageFeeXrp: '0.000012', typeMix: { Payment: 83 } };
/** Market data of the replay node (recorded ledgers 329212 and 346610). */
const MARKET: MarketData = {
  price: 0.000930232558139535,
  change24h: null,
  volume24h: 2.0040000000000004,
  marketCap: 0.000930232558139535 * 99999999999.99631,
  lastUpdated: '2013-03-12T11:56:10.000Z',
  live: false,
  ledgerRange: { first: 329212, last: 346610 },
  sources: [],
  volumeWindow: { firstLedger: 329212, lastLedger: 346610, start: '2013-03-08T17:32:10.000Z', end: '2013-03-12T11:56:10.000Z', ledgers: 2, full24h: false, kind: 'recorded' },
  circulatingSupply: '99999999999.99631',
  supplyLedger: { ledgerIndex: 40000, closeTimeHuman: '2013-01-05T07:12:10Z' },
};

let current = BASE;
let pulse: NetworkPulse = PULSE_ONE;
let market: MarketData | null = MARKET;
let requests = 0;
let fail = false;
const server = setupServer(
  http.get('*/api/network/stats', () => {
    requests += 1;
    return fail ? HttpResponse.json({ error: 'down' }, { status: 502 }) : HttpResponse.json(current);
  }),
  http.get('*/api/network/pulse', () => HttpResponse.json(pulse)),
  http.get('*/api/market/data', () => (market ? HttpResponse.json(market) : HttpResponse.json({ error: 'down' }, { status: 502 }))),
);

class FakeEventSource {
  static last: FakeEventSource | undefined;
  private fns: Array<(e: MessageEvent<string>) => void> = [];
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(_t: string, fn: (e: MessageEvent<string>) => void) {
    this.fns.push(fn);
  }
  close() {}
  emit(ledgerIndex: number, txnCount: number) {
    const data = JSON.stringify({ ledgerIndex, ledgerHash: String(ledgerIndex).padStart(64, '0'), closeTime: 1, closeTimeHuman: '2025-02-12T00:16:10Z', txnCount, baseFeeXrp: '0.00001', reserveBaseXrp: '10', reserveIncrementXrp: '2' });
    for (const fn of this.fns) fn({ data } as MessageEvent<string>);
  }
}

beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://localhost' });
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  current = BASE;
  pulse = PULSE_ONE;
  market = MARKET;
  requests = 0;
  fail = false;
});
afterAll(() => server.close());

const renderCard = () =>
  render(
    <AppProviders store={createAppStore()}>
      <AppRouterProvider router={createAppRouter([{ path: '/', element: <NetworkStatsWidget /> }], { initialEntries: ['/'] })} />
    </AppProviders>,
  );

describe('Network Statistics card', () => {
  it('shows every tile of spec §2 from the API, never a fixed throughput or volume', async () => {
    renderCard();
    expect(await screen.findByTestId('stats-ledger-index')).toHaveTextContent('#94,084,608');
    for (const label of ['Ledger Index', 'Network Health', 'Throughput', 'Peer Count', 'Base Fee', 'Reserve Levels', 'Total Supply', 'Circulating Supply', 'Volume']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('healthy')).toBeInTheDocument();
    expect(screen.getByText('99.98B XRP')).toBeInTheDocument(); // 99,986,441,776 XRP, rounded down
    expect(screen.getByText('10 / 2 XRP')).toBeInTheDocument();
    expect(screen.getByText('Offline replay network')).toBeInTheDocument();
    expect(screen.queryByText(/21\.472|1,847,293,521|59\.87B/)).not.toBeInTheDocument();
    expect(screen.getByTestId('stats-throughput')).toHaveTextContent('Measuring…');
    expect(screen.getByTestId('stats-throughput')).toHaveTextContent('83.0 tx per ledger');
  });

  it('shows the measured DEX volume and the USD estimate of the supply at the DEX price, hidden without a price', async () => {
    const { unmount } = renderCard();
    // 2.004 USD of XRP/USD DEX volume; 99,986,441,776.131104 XRP × 0.000930232558 USD = 93.01M USD.
    await waitFor(() => expect(screen.getByTestId('stats-volume')).toHaveTextContent('$2.004000'));
    // The recorded ledgers' volume is named as such, never "24 h".
    expect(screen.getByTestId('stats-volume')).toHaveTextContent('XRP/USD on the DEX, 2 recorded ledgers (#329,212–#346,610)');
    expect(screen.getByTestId('stats-volume')).not.toHaveTextContent('24 h');
    expect(screen.getByTestId('stats-total-supply')).toHaveTextContent(`≈ $${((99986441776.131104 * 0.000930232558139535) / 1e6).toFixed(2)}M`);
    // A 2025 supply valued at a 2013 price says so.
    expect(screen.getByTestId('stats-total-supply')).toHaveTextContent('at the recorded DEX price of ledger #346,610, 2013-03-12');
    unmount();
    market = { ...MARKET, price: null, volume24h: null, marketCap: null };
    renderCard();
    await screen.findByTestId('stats-ledger-index');
    await waitFor(() => expect(screen.getByTestId('stats-volume')).toHaveTextContent('—'));
    expect(screen.getByTestId('stats-total-supply')).not.toHaveTextContent('$');
    expect(screen.queryByText(/0\.52/)).not.toBeInTheDocument();
  });

  it('shows the circulating supply of the ledger-state index and the ledger it describes', async () => {
    current = { ...BASE, circulatingSupply: '99999999999.99631', circulatingSupplyLedger: { ledgerIndex: 40000, closeTimeHuman: '2013-01-05T07:12:10Z' } };
    renderCard();
    const tile = await screen.findByTestId('stats-circulating-supply');
    await waitFor(() => expect(tile).toHaveTextContent('≈ $'));
    expect(tile).toHaveTextContent('99.99B XRP');
    expect(tile).toHaveTextContent(`total − escrowed at ledger #40,000 · ≈ $${((99999999999.99631 * 0.000930232558139535) / 1e6).toFixed(2)}M`);
  });

  it('prefers the API pulse for throughput over consecutive ledgers, and the payments volume with its USD estimate', () => {
    const consecutive: NetworkPulse = { ...PULSE_ONE, ledgers: 11, transactionsPerSecond: 21.5, transactionsPerLedger: 80, averageLedgerIntervalSeconds: 3.9, volumeXrp: '1500000' };
    expect(throughputText(consecutive, [])).toEqual({ value: '21.50 tx/s', helper: 'over the last 11 ledgers · 80.0 tx per ledger' });
    // Recorded ledgers years apart: no per-second figure from them; the closes seen in the tab instead.
    const apart: NetworkPulse = { ...consecutive, transactionsPerSecond: 0.0001, averageLedgerIntervalSeconds: 86_400 };
    const seen = [{ close: { txnCount: 90 } as never, at: 0 }, { close: { txnCount: 5 } as never, at: 1000 }, { close: { txnCount: 8 } as never, at: 5000 }, { close: { txnCount: 12 } as never, at: 9000 }];
    // 8 + 12 transactions in the 8 s after the first timed close; 10 per ledger over those two closes.
    expect(throughputText(apart, seen)).toEqual({ value: '2.50 tx/s', helper: 'over 2 closes seen here · 10.0 tx per ledger' });
    expect(volumeText(consecutive, { ...MARKET, price: 0.5 })).toEqual({ value: '1.50M XRP', helper: 'Payments over 11 ledgers · ≈ $750.00K' });
    // Valued at a close: a live price within the hour stays short; an older one names its ledger and time.
    const live = { ...MARKET, price: 0.5, live: true, lastUpdated: '2025-02-12T00:00:00.000Z', ledgerRange: { first: 94_000_000, last: 94_000_100 } };
    expect(volumeText(consecutive, live, Date.parse('2025-02-12T00:16:10Z')).helper).toBe('Payments over 11 ledgers · ≈ $750.00K at the XRPL DEX price');
    expect(volumeText(consecutive, live, Date.parse('2025-02-12T02:00:00Z')).helper).toBe('Payments over 11 ledgers · ≈ $750.00K at the DEX price of ledger #94,000,100, 2025-02-12 00:00 UTC');
    expect(volumeText(consecutive, { ...MARKET, price: null })).toEqual({ value: '1.50M XRP', helper: 'Payments over 11 ledgers' });
  });

  it("names the pulse as one API instance's view, and since when, when the API says so (many instances)", async () => {
    const view = { scope: 'instance' as const, instance: '3f9a1c2b', since: '2026-11-25T21:05:41.000Z' };
    const counted: NetworkPulse = { ...PULSE_ONE, ledgers: 11, transactionsPerSecond: 21.5, transactionsPerLedger: 80, averageLedgerIntervalSeconds: 3.9, volumeXrp: '1500000', view };
    expect(throughputText(counted, []).helper).toBe("over the last 11 ledgers · 80.0 tx per ledger · one API instance's view since 21:05 UTC");
    expect(volumeText(counted, { ...MARKET, price: null }).helper).toBe("Payments over 11 ledgers · one API instance's view since 21:05 UTC");
    pulse = counted;
    try {
      renderCard();
      expect(await screen.findAllByText(/one API instance's view since 21:05 UTC/, undefined, { timeout: 3_000 })).toHaveLength(2);
    } finally {
      pulse = PULSE_ONE;
    }
  });

  it('refetches at every ledger close and measures throughput from the closes seen', async () => {
    renderCard();
    await screen.findByTestId('stats-ledger-index');
    await waitFor(() => expect(FakeEventSource.last).toBeDefined());
    const before = requests;
    current = { ...BASE, ledgerIndex: 94084609 };
    act(() => FakeEventSource.last!.emit(94084609, 10));
    expect(await screen.findByText('#94,084,609')).toBeInTheDocument();
    expect(requests).toBeGreaterThan(before);
    // The first event is the latest ledger sent on connect: not timed. Then 30 tx closed 2 s after the close at 2 s.
    expect(measuredThroughput([
      { close: { txnCount: 5 } as never, at: 0 },
      { close: { txnCount: 10 } as never, at: 2000 },
      { close: { txnCount: 30 } as never, at: 4000 },
    ])).toBe(15);
  });

  it('does not ask again for a ledger it already shows: the close sent on connect is the one just fetched', async () => {
    let pulseRequests = 0;
    server.use(
      http.get('*/api/network/pulse', () => {
        pulseRequests += 1;
        return HttpResponse.json(pulse);
      }),
    );
    renderCard();
    expect(await screen.findByTestId('stats-ledger-index')).toHaveTextContent('#94,084,608');
    await waitFor(() => expect(FakeEventSource.last).toBeDefined());
    await waitFor(() => expect(pulseRequests).toBe(1));
    const [statsBefore, pulseBefore] = [requests, pulseRequests];
    // The stream's first message: the ledger the card already describes (stats and pulse).
    act(() => FakeEventSource.last!.emit(94084608, 83));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect([requests, pulseRequests]).toEqual([statsBefore, pulseBefore]);
    // The next close is another ledger: both are asked again, once.
    current = { ...BASE, ledgerIndex: 94084609 };
    pulse = { ...PULSE_ONE, ledgers: 2, lastLedger: 94084609 };
    act(() => FakeEventSource.last!.emit(94084609, 10));
    expect(await screen.findByText('#94,084,609')).toBeInTheDocument();
    expect([requests, pulseRequests]).toEqual([statsBefore + 1, pulseBefore + 1]);
    // A lower index (the replay network starting its recorded ledgers over) is another ledger too.
    current = { ...BASE, ledgerIndex: 40000 };
    act(() => FakeEventSource.last!.emit(40000, 0));
    expect(await screen.findByText('#40,000')).toBeInTheDocument();
    expect(requests).toBe(statsBefore + 2);
  });

  it('shows the spec §8 texts when the stats cannot load', async () => {
    fail = true;
    renderCard();
    expect(await screen.findByText('Unable to load network data', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Network data is temporarily unavailable. Please try again later.')).toBeInTheDocument();
  }, 15_000);
});
