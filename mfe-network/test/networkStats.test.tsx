/**
 * Home Network Statistics card: tiles from `GET /api/network/stats`, refetched at each close of
 * the ledger stream; measured throughput; spec §8 error texts. The stats body is a real answer of
 * the API on the replay node (ledger 94084608 tip), written out here.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AppProviders, RouterProvider, createAppStore, createMemoryRouter, setRuntimeConfig, type NetworkStats } from '@ledgerlens/shared';
import NetworkStatsWidget from '../src/widgets/networkStats';
import { measuredThroughput } from '../src/features/stats/components/NetworkStatsCard';

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
let current = BASE;
let requests = 0;
let fail = false;
const server = setupServer(
  http.get('*/api/network/stats', () => {
    requests += 1;
    return fail ? HttpResponse.json({ error: 'down' }, { status: 502 }) : HttpResponse.json(current);
  }),
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
  requests = 0;
  fail = false;
});
afterAll(() => server.close());

const renderCard = () =>
  render(
    <AppProviders store={createAppStore()}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <NetworkStatsWidget /> }])} />
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
    expect(screen.getByText('Measuring…')).toBeInTheDocument();
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
    expect(measuredThroughput([
      { close: { txnCount: 5 } as never, at: 0 },
      { close: { txnCount: 10 } as never, at: 2000 },
      { close: { txnCount: 30 } as never, at: 4000 },
    ])).toBe(10);
  });

  it('shows the spec §8 texts when the stats cannot load', async () => {
    fail = true;
    renderCard();
    expect(await screen.findByText('Unable to load network data', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Network data is temporarily unavailable. Please try again later.')).toBeInTheDocument();
  }, 15_000);
});
