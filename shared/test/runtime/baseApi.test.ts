import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { baseApi, createAppStore, describeRequestError, retryAfterMs, retryDelayMs, setRuntimeConfig } from '../../src';

const hits: string[] = [];
const server = setupServer(
  http.get('http://api.test/api/missing', ({ request }) => {
    hits.push(request.url);
    return HttpResponse.json({ error: 'Transaction not found' }, { status: 404 });
  }),
  http.get('http://api.test/api/broken', ({ request }) => {
    hits.push(request.url);
    return HttpResponse.json({ error: 'boom' }, { status: 502 });
  }),
  http.get('http://api.test/api/bad', ({ request }) => {
    hits.push(request.url);
    return HttpResponse.json({ error: 'Invalid Transaction Identifier' }, { status: 400 });
  }),
  http.get('http://api.test/api/busy-once', ({ request }) => {
    hits.push(request.url);
    return hits.length === 1 ? HttpResponse.json({ error: 'Too many requests' }, { status: 429, headers: { 'retry-after': '1' } }) : HttpResponse.json({ value: 7 });
  }),
  http.get('http://api.test/api/busy', ({ request }) => {
    hits.push(request.url);
    return HttpResponse.json({ error: 'Too many requests' }, { status: 429, headers: { 'retry-after': '1' } });
  }),
  http.get('http://api.test/api/ok', ({ request }) => {
    hits.push(request.url);
    return HttpResponse.json({ value: 42 });
  }),
);

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ value: number }, { path: string; retries?: number }>({
      query: ({ path }) => `/api/${path}`,
      extraOptions: { maxRetries: 1 },
    }),
  }),
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  hits.length = 0;
});
afterAll(() => server.close());

describe('baseApi (spec §7 calls, §8 mapping)', () => {
  beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test/' }));

  it('reads the base URL from the run-time config, trailing slash removed', async () => {
    const store = createAppStore();
    const result = await store.dispatch(testApi.endpoints.probe.initiate({ path: 'ok' }));
    expect(result.data).toEqual({ value: 42 });
    expect(hits).toEqual(['http://api.test/api/ok']);
  });

  it('does not retry a not-found answer, and maps it to "Resource not found"', async () => {
    const store = createAppStore();
    const result = await store.dispatch(testApi.endpoints.probe.initiate({ path: 'missing' }));
    expect(hits).toHaveLength(1);
    expect(describeRequestError(result.error)).toBe('Resource not found');
  });

  it('does not retry other 4xx answers and shows the server error field', async () => {
    const store = createAppStore();
    const result = await store.dispatch(testApi.endpoints.probe.initiate({ path: 'bad' }));
    expect(hits).toHaveLength(1);
    expect(describeRequestError(result.error)).toBe('Invalid Transaction Identifier');
  });

  it('retries a server error after the first back-off delay, then maps it', async () => {
    const store = createAppStore();
    const started = Date.now();
    const result = await store.dispatch(testApi.endpoints.probe.initiate({ path: 'broken' }));
    expect(hits).toHaveLength(2); // first try + maxRetries 1
    expect(Date.now() - started).toBeGreaterThanOrEqual(retryDelayMs(1) - 50);
    expect(describeRequestError(result.error)).toBe('Server error - please try again later');
  });

  it('honours Retry-After of a 429 once: asks again after it, and gives up on a second 429', async () => {
    const store = createAppStore();
    const started = Date.now();
    const ok = await store.dispatch(testApi.endpoints.probe.initiate({ path: 'busy-once' }));
    expect(ok.data).toEqual({ value: 7 });
    expect(hits).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    hits.length = 0;
    const busy = await store.dispatch(testApi.endpoints.probe.initiate({ path: 'busy' }));
    expect(busy.error).toMatchObject({ status: 429 });
    expect(hits).toHaveLength(2);
  });

  it('reads Retry-After as seconds or an HTTP date, capped at 30 s', () => {
    const now = Date.parse('2026-11-27T05:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Fri, 27 Nov 2026 05:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('3600', now)).toBe(30_000);
    expect(retryAfterMs(null, now)).toBe(1000);
    expect(retryAfterMs('soon', now)).toBe(1000);
  });

  it('waits 1 s doubling to at most 30 s between retries', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
