/**
 * The one ledger-close stream per tab (`getLedgerStream`): an EventSource on /api/stream/ledgers,
 * opened once however many components read it, closed when none does.
 */
import { createAppStore, explorerApi, LEDGER_STREAM_PATH, LEDGER_STREAM_REOPEN_MS, parseLedgerClose, setRuntimeConfig } from '../../src';

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  closed = false;
  readyState = FakeEventSource.OPEN;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(public url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? []) fn({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent<string>);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The connection failed: the browser retries it (`CONNECTING`) or gives up (`CLOSED`, after an error status). */
  fail(readyState: number) {
    this.readyState = readyState;
    for (const fn of this.listeners.get('error') ?? []) fn({} as MessageEvent<string>);
  }
}

const close = (ledgerIndex: number) => ({
  ledgerIndex,
  ledgerHash: ledgerIndex.toString(16).toUpperCase().padStart(64, '0'),
  closeTime: 800000000 + ledgerIndex,
  closeTimeHuman: '2025-05-07T12:00:00.000Z',
  txnCount: 3,
  baseFeeXrp: '0.00001',
  reserveBaseXrp: '1',
  reserveIncrementXrp: '0.2',
});

beforeAll(() => {
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
});
afterAll(() => {
  delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
});
beforeEach(() => {
  FakeEventSource.instances = [];
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
});

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('getLedgerStream', () => {
  it('opens one EventSource for every subscriber and keeps the newest close', async () => {
    const store = createAppStore();
    const a = store.dispatch(explorerApi.endpoints.getLedgerStream.initiate());
    const b = store.dispatch(explorerApi.endpoints.getLedgerStream.initiate());
    await a;
    await flush();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0].url).toBe(`http://api.test${LEDGER_STREAM_PATH}`);
    const select = explorerApi.endpoints.getLedgerStream.select();
    expect(select(store.getState()).data).toBeNull();

    FakeEventSource.instances[0].emit('ledgerClosed', close(100));
    expect(select(store.getState()).data?.ledgerIndex).toBe(100);
    FakeEventSource.instances[0].emit('ledgerClosed', 'not json');
    FakeEventSource.instances[0].emit('ledgerClosed', close(101));
    expect(select(store.getState()).data?.ledgerIndex).toBe(101);

    a.unsubscribe();
    b.unsubscribe();
  });

  it('closes the EventSource when no one reads the stream any more', async () => {
    jest.useFakeTimers();
    try {
      const store = createAppStore();
      const sub = store.dispatch(explorerApi.endpoints.getLedgerStream.initiate());
      await jest.runOnlyPendingTimersAsync();
      expect(FakeEventSource.instances).toHaveLength(1);
      sub.unsubscribe();
      await jest.advanceTimersByTimeAsync(6_000);
      expect(FakeEventSource.instances[0].closed).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('getLedgerStream when its API instance dies', () => {
  it("leaves a dropped stream to the browser's own retry, and reopens one the browser gave up on within 5 s", async () => {
    jest.useFakeTimers();
    try {
      const store = createAppStore();
      const sub = store.dispatch(explorerApi.endpoints.getLedgerStream.initiate());
      await jest.runOnlyPendingTimersAsync();
      expect(FakeEventSource.instances).toHaveLength(1);
      // Dropped, the browser reconnects by itself (to whichever instance the proxy picks).
      FakeEventSource.instances[0].fail(FakeEventSource.CONNECTING);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(FakeEventSource.instances).toHaveLength(1);
      // Its reconnection got a 502: the browser closes it for good; a new one opens.
      FakeEventSource.instances[0].fail(FakeEventSource.CLOSED);
      FakeEventSource.instances[0].fail(FakeEventSource.CLOSED);
      await jest.advanceTimersByTimeAsync(LEDGER_STREAM_REOPEN_MS);
      expect(LEDGER_STREAM_REOPEN_MS).toBeLessThan(5_000);
      expect(FakeEventSource.instances).toHaveLength(2);
      expect(FakeEventSource.instances[1].url).toBe(`http://api.test${LEDGER_STREAM_PATH}`);
      const select = explorerApi.endpoints.getLedgerStream.select();
      FakeEventSource.instances[1].emit('ledgerClosed', close(200));
      expect(select(store.getState()).data?.ledgerIndex).toBe(200);
      // No reader left: the current stream closes, and an error after that opens no new one.
      sub.unsubscribe();
      await jest.advanceTimersByTimeAsync(6_000);
      expect(FakeEventSource.instances[1].closed).toBe(true);
      FakeEventSource.instances[1].fail(FakeEventSource.CLOSED);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(FakeEventSource.instances).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('parseLedgerClose', () => {
  it('accepts a close and rejects other shapes', () => {
    expect(parseLedgerClose(JSON.stringify(close(5)))?.ledgerIndex).toBe(5);
    expect(parseLedgerClose('{"ledgerIndex":"5"}')).toBeNull();
    expect(parseLedgerClose('null')).toBeNull();
    expect(parseLedgerClose('{')).toBeNull();
  });
});
