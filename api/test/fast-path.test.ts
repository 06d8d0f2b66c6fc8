/**
 * The API's hot path (issue 20): a validated transaction or ledger already cached is answered
 * before the general pipeline (no route, no preHandler), with exactly the headers the general
 * pipeline gives it (CSP, nosniff, CORS, ETag, Cache-Control), 304 on If-None-Match, and the
 * same per-IP rate limit counter as every other request.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { fastPathKey } from '../src/fast-path';
import { FakeGateway } from './helpers/fake-gateway';
import { readJson, recordedTransactions, toV2TxResult } from './helpers/mainnet';

type Json = Record<string, unknown>;

const REC = recordedTransactions().find((r) => r.hash.startsWith('439B1D82'))!;
const TX = REC.hash.toUpperCase();
const serverInfo = readJson('server_info-ws.json').result as Json;
let app: FastifyInstance;
let preHandlers = 0;
/**
 * Requests Fastify itself handled: its onResponse hooks ran (they run for the onRequest fast path's
 * answers too); the front door's answers never reach Fastify.
 */
let fastifyRequests = 0;

async function start(rateLimit: { max: number; timeWindowMs: number } | false) {
  app = await buildApp({
    xrpl: new FakeGateway((cmd) => (cmd.command === 'tx' ? toV2TxResult(REC) : serverInfo)),
    rateLimit,
  });
  preHandlers = 0;
  fastifyRequests = 0;
  app.addHook('preHandler', async () => {
    preHandlers += 1;
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    fastifyRequests += 1;
    done();
  });
  await app.ready();
}

afterEach(async () => {
  await app?.close();
});

/** Headers that differ between two answers by nature. */
const comparable = (h: Record<string, unknown>) => {
  const { date, connection, 'x-ratelimit-remaining': _r, 'x-ratelimit-reset': _s, 'x-request-id': id, ...rest } = h;
  void date;
  void connection;
  return { ...rest, hasRequestId: typeof id === 'string' && id.length > 0 };
};

/**
 * `again` is `first` answered again (by a fast path): the same body, the same headers bar the
 * per-answer ones, the security and cache headers, and one more request counted against the limit.
 */
function expectSameAnswer(again: { body: string; headers: Record<string, unknown> }, first: { body: string; headers: Record<string, unknown> }) {
  expect(again.body).toBe(first.body);
  expect(comparable(again.headers)).toEqual(comparable(first.headers));
  expect(again.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(again.headers['x-content-type-options']).toBe('nosniff');
  expect(again.headers['access-control-allow-origin']).toBe('*');
  expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Number(again.headers['x-ratelimit-remaining'])).toBeLessThan(Number(first.headers['x-ratelimit-remaining']));
}

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '10.0.0.7') => app.inject({ method: 'GET', url, headers, remoteAddress });

describe('cached immutable answers', () => {
  it('skip the route once cached, with the same headers and body as the general path', async () => {
    await start({ max: 1000, timeWindowMs: 60_000 });
    const first = await get(`/api/transaction/${TX}`);
    expect(first.statusCode).toBe(200);
    expect(preHandlers).toBe(1);
    // Let the one-time header probe finish.
    await get(`/api/transaction/${TX}`);
    await new Promise((r) => setTimeout(r, 50));
    preHandlers = 0;
    const again = await get(`/api/transaction/${TX}`);
    const byCtid = await get(`/api/transaction/${first.json().ctid as string}`);
    const raw = await get(`/api/transaction/${TX}/raw`);
    expect(preHandlers).toBe(0);
    // The page-sized answer: the route once, then the fast path with the same headers.
    const sized = await get(`/api/transaction/${TX}?lists=25`);
    expect(preHandlers).toBe(1);
    const sizedAgain = await get(`/api/transaction/${TX}?lists=25`);
    expect(preHandlers).toBe(1);
    expect(sizedAgain.body).toBe(sized.body);
    expect(comparable(sizedAgain.headers)).toEqual(comparable(sized.headers));
    expect((await get(`/api/transaction/${TX}?lists=25`, { 'if-none-match': String(sized.headers.etag) })).statusCode).toBe(304);
    expect(preHandlers).toBe(1);
    preHandlers = 0;
    expectSameAnswer(again, first);
    expect(byCtid.body).toBe(first.body);
    expect(again.headers['x-ratelimit-limit']).toBe('1000');
    expect(raw.json().tx.hash).toBe(TX);
    // The request id is per request, as on the general path (the caller's own id echoed).
    expect(again.headers['x-request-id']).not.toBe(byCtid.headers['x-request-id']);
    expect((await get(`/api/transaction/${TX}`, { 'x-request-id': 'trace-42' })).headers['x-request-id']).toBe('trace-42');

    const notModified = await get(`/api/transaction/${TX}`, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(preHandlers).toBe(0);
  });

  it('count in the same per-IP rate limit as every other request', async () => {
    await start({ max: 4, timeWindowMs: 60_000 });
    expect((await get(`/api/transaction/${TX}`)).statusCode).toBe(200); // 1, general path
    expect((await get(`/api/transaction/${TX}`)).statusCode).toBe(200); // 2 (probe starts)
    await new Promise((r) => setTimeout(r, 50));
    expect((await get(`/api/transaction/${TX}`)).statusCode).toBe(200); // 3, fast path
    expect((await get('/api/health')).statusCode).toBe(200); // 4, general path
    const limited = await get(`/api/transaction/${TX}`); // 5: over the limit
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rateLimited' });
    expect((await get(`/api/transaction/${TX}`, {}, '10.0.0.8')).statusCode).toBe(200); // another client
  });
});

describe('the front door: cached answers served by the HTTP server before Fastify', () => {
  /** A real listening app (the front door is the server's request listener; inject() bypasses it). */
  async function listen(rateLimit: { max: number; timeWindowMs: number } | false) {
    await start(rateLimit);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const fetchOf = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(base + path, { headers });
      return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
    };
    return { fetchOf, fastifyRequests: () => fastifyRequests };
  }

  it('answers a cached transaction with the same status, headers and body as Fastify, never reaching Fastify', async () => {
    const { fetchOf, fastifyRequests } = await listen({ max: 1000, timeWindowMs: 60_000 });
    const first = await fetchOf(`/api/transaction/${TX}`); // Fastify: route, cached
    await fetchOf(`/api/transaction/${TX}`); // Fastify's onRequest fast path (starts the header probe)
    await new Promise((r) => setTimeout(r, 50));
    const before = fastifyRequests();
    const again = await fetchOf(`/api/transaction/${TX}`);
    const traced = await fetchOf(`/api/transaction/${TX}`, { 'x-request-id': 'trace-7' });
    const notModified = await fetchOf(`/api/transaction/${TX}`, { 'if-none-match': first.headers.etag });
    expect(fastifyRequests()).toBe(before);
    expect(again.status).toBe(200);
    expectSameAnswer(again, first);
    expect(again.headers['x-frame-options']).toBe('DENY');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(traced.headers['x-request-id']).toBe('trace-7');
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(first.headers.etag);
    // What it does not answer goes to Fastify unchanged: a HEAD, a query string, an unknown route.
    expect((await fetchOf(`/api/transaction/${TX}?x=1`)).status).toBe(200);
    expect((await fetchOf('/api/nope')).status).toBe(404);
    expect(fastifyRequests()).toBe(before + 2);
  });

  it('counts its answers in the request-duration metric under the route, like Fastify', async () => {
    const { fetchOf, fastifyRequests } = await listen({ max: 1000, timeWindowMs: 60_000 });
    const count = async () => {
      const text = (await fetchOf('/api/metrics')).body;
      const line = text.split('\n').find((l) => l.startsWith('ledgerlens_http_request_duration_seconds_count{') && l.includes('route="/api/transaction/:id"') && l.includes('status_code="200"'));
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    await fetchOf(`/api/transaction/${TX}`);
    await fetchOf(`/api/transaction/${TX}`);
    await new Promise((r) => setTimeout(r, 50));
    const counted = await count();
    const before = fastifyRequests();
    for (let i = 0; i < 3; i += 1) await fetchOf(`/api/transaction/${TX}`);
    expect(fastifyRequests()).toBe(before); // all three by the front door
    expect(await count()).toBe(counted + 3);
  });

  it('counts in the same per-IP rate limit, with the client IP Fastify computes (X-Forwarded-For from loopback)', async () => {
    const { fetchOf } = await listen({ max: 4, timeWindowMs: 60_000 });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    expect((await fetchOf(`/api/transaction/${TX}`, from('203.0.113.5'))).status).toBe(200); // 1, route
    expect((await fetchOf(`/api/transaction/${TX}`, from('203.0.113.5'))).status).toBe(200); // 2, probe starts
    await new Promise((r) => setTimeout(r, 50));
    const third = await fetchOf(`/api/transaction/${TX}`, from('203.0.113.5')); // 3, front door
    expect(third.status).toBe(200);
    expect(third.headers['x-ratelimit-remaining']).toBe('1');
    expect((await fetchOf('/api/health', from('203.0.113.5'))).status).toBe(200); // 4, Fastify
    const limited = await fetchOf(`/api/transaction/${TX}`, from('203.0.113.5')); // 5: over the limit
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toMatchObject({ code: 'rateLimited' });
    // Another visitor behind the same proxy has its own counter.
    const other = await fetchOf(`/api/transaction/${TX}`, from('203.0.113.6'));
    expect(other.status).toBe(200);
    expect(other.headers['x-ratelimit-remaining']).toBe('3');
  });
});

describe('fastPathKey', () => {
  it('names the cache entry of canonical URLs only', () => {
    expect(fastPathKey(`/api/transaction/${TX.toLowerCase()}`)).toBe(`tx:hash:${TX}`);
    expect(fastPathKey(`/api/transaction/${TX}/raw`)).toBe(`txraw:hash:${TX}`);
    expect(fastPathKey('/api/transaction/c473910300100000')).toBe('tx:ctid:C473910300100000');
    expect(fastPathKey('/api/ledger/94084608')).toBe('ledger:index:94084608');
    expect(fastPathKey('/api/ledger/4294967296')).toBeUndefined();
    // The page-sized answer of the transaction page (issue 20 §6), stored by the route under this key.
    expect(fastPathKey(`/api/transaction/${TX.toLowerCase()}?lists=25`)).toBe(`txlists25:hash:${TX}`);
    for (const url of [`/api/transaction/${TX}?lists=025`, `/api/transaction/${TX}?lists=25&x=1`, `/api/transaction/${TX}/raw?lists=25`]) expect(fastPathKey(url)).toBeUndefined();
    for (const url of [`/api/transaction/${TX}?x=1`, `/api/transaction/%20${TX}`, '/api/ledger/latest', '/api/ledger/094084608', '/api/account/r1']) {
      expect(fastPathKey(url)).toBeUndefined();
    }
  });
});
