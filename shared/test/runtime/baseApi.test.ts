import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { baseApi, createAppStore, describeRequestError, retryDelayMs, setRuntimeConfig } from '../../src';

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

  it('waits 1 s doubling to at most 30 s between retries', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
