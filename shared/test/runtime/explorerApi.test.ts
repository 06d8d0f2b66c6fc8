/**
 * The endpoints several remotes read (`explorerApi`) and the pattern features use to add their
 * own: `injectEndpoints` plus `enhanceEndpoints({ addTagTypes })`.
 */
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi, createAppStore, deepFreezeAnswer, explorerApi, rootReducer, setRuntimeConfig } from '../../src';

const hits: string[] = [];
let validators = ['nHUvalidatorA'];
const server = setupServer(
  http.get('http://api.test/api/account/:address', ({ request }) => {
    hits.push(new URL(request.url).pathname);
    return HttpResponse.json({ error: 'Upstream node unavailable' }, { status: 502 });
  }),
  http.get('http://api.test/api/ledger/:id', ({ request, params }) => {
    hits.push(new URL(request.url).pathname);
    return HttpResponse.json({ ledgerIndex: Number(params.id) });
  }),
  http.get('http://api.test/api/transaction/:id', ({ request }) => {
    hits.push(new URL(request.url).pathname);
    return HttpResponse.json({ error: 'Upstream node unavailable' }, { status: 502 });
  }),
  http.get('http://api.test/api/validators', ({ request }) => {
    hits.push(new URL(request.url).pathname);
    return HttpResponse.json(validators);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' }));
afterEach(() => {
  server.resetHandlers();
  hits.length = 0;
});
afterAll(() => server.close());

describe('explorerApi: getTransaction, getAccount and getLedger, defined once for every remote', () => {
  it('reads a ledger from GET /api/ledger/{id} into the cache entry the ledger page selects', async () => {
    const store = createAppStore();
    await store.dispatch(explorerApi.endpoints.getLedger.initiate('94084608'));
    expect(hits).toEqual(['/api/ledger/94084608']);
    expect(explorerApi.endpoints.getLedger.select('94084608')(store.getState()).data).toEqual({ ledgerIndex: 94084608 });
  });

  it('does not retry account reads (spec §7), but retries a transaction after a 502', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const store = createAppStore();
      const account = await store.dispatch(explorerApi.endpoints.getAccount.initiate('rDsbeomae4FXwgQTJp9Rs64Qg9vDiTCdBv'));
      expect(account.isError).toBe(true);
      expect(hits).toEqual(['/api/account/rDsbeomae4FXwgQTJp9Rs64Qg9vDiTCdBv']);

      hits.length = 0;
      const tx = store.dispatch(explorerApi.endpoints.getTransaction.initiate('C473910300100000'));
      // First attempt, then a retry after the 1 s back-off.
      await jest.advanceTimersByTimeAsync(0);
      expect(hits).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1000);
      expect(hits.length).toBeGreaterThanOrEqual(2);
      tx.unsubscribe();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a feature adds its own endpoints and tag types', () => {
  const networkApi = baseApi
    .enhanceEndpoints({ addTagTypes: ['Validators'] })
    .injectEndpoints({
      endpoints: (build) => ({
        getValidators: build.query<string[], void>({ query: () => '/api/validators', providesTags: ['Validators'] }),
      }),
    });

  it('invalidates its own tag and refetches, without touching shared tags', async () => {
    const store = createAppStore();
    // The store's RootState types only the shared tags; a feature's hooks need no cast, a raw selector does.
    type NetworkState = Parameters<ReturnType<typeof networkApi.endpoints.getValidators.select>>[0];
    const state = () => store.getState() as unknown as NetworkState;
    const sub = store.dispatch(networkApi.endpoints.getValidators.initiate());
    await sub;
    expect(networkApi.endpoints.getValidators.select()(state()).data).toEqual(['nHUvalidatorA']);

    validators = ['nHUvalidatorA', 'nHUvalidatorB'];
    store.dispatch(networkApi.util.invalidateTags(['Validators']));
    await new Promise((r) => setTimeout(r, 50));
    expect(hits).toEqual(['/api/validators', '/api/validators']);
    expect(networkApi.endpoints.getValidators.select()(state()).data).toEqual(['nHUvalidatorA', 'nHUvalidatorB']);
    sub.unsubscribe();
  });
});

describe('a huge transaction answer reaches the store already frozen', () => {
  // SYNTHETIC: 5,000 made-up affected objects and 3,000 balance changes, the shape of `bench:tx`.
  const huge = {
    hash: 'A'.repeat(64),
    balanceChanges: Array.from({ length: 3000 }, (_, i) => ({ account: `rSynthetic${i}`, currency: 'XRP', value: String(i) })),
    affectedObjects: Array.from({ length: 5000 }, (_, i) => ({ action: 'modified', type: 'Offer', index: i.toString(16).padStart(64, '0'), fields: { Sequence: String(i) } })),
  };

  it('freezes the fulfilled payload before the reducer runs, so Immer does not walk 5,000 nodes', async () => {
    server.use(http.get('http://api.test/api/transaction/:id', () => HttpResponse.json(huge)));
    const seen: boolean[] = [];
    const store = configureStore({
      reducer: (state: ReturnType<typeof rootReducer> | undefined, action: UnknownAction) => {
        if (explorerApi.endpoints.getTransaction.matchFulfilled(action)) {
          const payload = action.payload as unknown as typeof huge;
          seen.push(Object.isFrozen(payload), Object.isFrozen(payload.affectedObjects[4999].fields), Object.isFrozen(payload.balanceChanges[2999]));
        }
        return rootReducer(state, action);
      },
      middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(baseApi.middleware),
    });
    await store.dispatch(explorerApi.endpoints.getTransaction.initiate(huge.hash));
    expect(seen).toEqual([true, true, true]);
    const data = explorerApi.endpoints.getTransaction.select(huge.hash)(store.getState()).data as unknown as typeof huge;
    expect(data.affectedObjects).toHaveLength(5000);
    expect(data.affectedObjects[4999].fields.Sequence).toBe('4999');
  });

  it('deepFreezeAnswer freezes every level in place and leaves primitives alone', () => {
    const value = { a: [{ b: { c: 1 } }], d: null, e: 'x' };
    expect(deepFreezeAnswer(value)).toBe(value);
    expect(Object.isFrozen(value.a)).toBe(true);
    expect(Object.isFrozen(value.a[0].b)).toBe(true);
    expect(deepFreezeAnswer(5)).toBe(5);
    expect(deepFreezeAnswer(null)).toBeNull();
  });
});
