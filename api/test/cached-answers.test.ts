/**
 * Cached immutable answers take the same request path as every other answer: a repeated request
 * for a validated transaction, ledger or history page is answered from the cache before its route
 * runs, and an API client sees exactly what the route sends (body, headers, ETag and 304), counted
 * once in the rate limit, logged and measured like any other request. Real mainnet data through the
 * in-process replay node.
 */
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { buildApp, type BuildAppOptions } from '../src/app';
import { readJson, recordedTransactions } from './helpers/mainnet';

type Json = Record<string, unknown>;

jest.setTimeout(60_000);

const TX = recordedTransactions()
  .find((r) => r.hash.startsWith('439B1D82'))!
  .hash.toUpperCase();
const ACCOUNT = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';
const LEDGER_HASH = (readJson('ledger-94084608-expanded.json') as Json).ledger_hash as string;

let node: ReplayServer;
let app: FastifyInstance;
/** Requests whose route handler ran (a `preHandler` hook counts them; the cached-answer hook answers before it). */
let routed = 0;
/** The app's JSON log lines. */
let logLines: Json[] = [];

beforeAll(async () => {
  node = await startReplayServer({ port: 0 });
});

afterAll(async () => {
  await node?.close();
});

afterEach(async () => {
  await app?.close();
});

async function start(options: Partial<BuildAppOptions> = {}): Promise<void> {
  logLines = [];
  app = await buildApp({
    nodeUrl: node.url,
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    // A loaded test machine must not turn a first (uncached) answer into a 504.
    requestTimeoutMs: 30_000,
    logLevel: 'info',
    logStream: { write: (line: string) => void logLines.push(JSON.parse(line) as Json) },
    ...options,
  });
  routed = 0;
  app.addHook('preHandler', (_request, _reply, done) => {
    routed += 1;
    done();
  });
  await app.ready();
}

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '10.0.0.7') => app.inject({ method: 'GET', url, headers, remoteAddress });

/** Headers that differ between two answers by nature: the date, the request id and the rate-limit countdown. */
function comparable(headers: Record<string, unknown>): Record<string, unknown> {
  const { date, 'x-request-id': id, 'x-ratelimit-remaining': remaining, 'x-ratelimit-reset': reset, ...rest } = headers;
  return { ...rest, dated: typeof date === 'string', hasRequestId: typeof id === 'string' && id.length > 0, limited: remaining !== undefined && reset !== undefined };
}

/** The URL of page 2 of the recorded account's history (a validated range: immutable). */
async function secondHistoryPage(): Promise<string> {
  const first = await get(`/api/account/${ACCOUNT}/transactions-paginated?limit=5`);
  expect(first.statusCode).toBe(200);
  const marker = first.json().marker as string;
  expect(typeof marker).toBe('string');
  return `/api/account/${ACCOUNT}/transactions-paginated?limit=5&marker=${encodeURIComponent(marker)}`;
}

describe('a cached immutable answer', () => {
  it('is answered without its route, with the same status, body and headers as the route sent', async () => {
    await start();
    const urls = [
      `/api/transaction/${TX}`,
      `/api/transaction/${TX}?lists=25`,
      `/api/transaction/${TX}/raw`,
      `/api/transaction/${TX}/balance-changes?offset=0&limit=10`,
      `/api/transaction/${TX}/affected-objects`,
      '/api/ledger/94084608',
      `/api/ledger/${LEDGER_HASH}`,
      await secondHistoryPage(),
    ];
    for (const url of urls) {
      const first = await get(url);
      expect({ url, status: first.statusCode }).toEqual({ url, status: 200 });
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      routed = 0;
      const again = await get(url);
      expect({ url, routed }).toEqual({ url, routed: 0 });
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(comparable(again.headers)).toEqual(comparable(first.headers));
    }
  });

  it('keeps every header Fastify adds: security, CORS, ETag and a per-request id; If-None-Match gives 304', async () => {
    await start();
    const first = await get(`/api/transaction/${TX}`);
    const again = await get(`/api/transaction/${TX}`, { 'x-request-id': 'trace-42', origin: 'https://example.org' });
    expect(again.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['x-frame-options']).toBe('DENY');
    expect(again.headers['access-control-allow-origin']).toBe('*');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-request-id']).toBe('trace-42');
    expect((await get(`/api/transaction/${TX}`)).headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    routed = 0;
    const notModified = await get(`/api/transaction/${TX}`, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(routed).toBe(0);
  });

  it('counts once in the per-IP rate limit, as every other request', async () => {
    await start({ rateLimit: { max: 4, timeWindowMs: 60_000 } });
    const remaining = async (url: string) => {
      const res = await get(url);
      return [res.statusCode, res.headers['x-ratelimit-remaining']];
    };
    expect(await remaining(`/api/transaction/${TX}`)).toEqual([200, '3']); // the route
    routed = 0;
    expect(await remaining(`/api/transaction/${TX}`)).toEqual([200, '2']); // cached
    expect(await remaining(`/api/transaction/${TX}`)).toEqual([200, '1']); // cached
    expect(routed).toBe(0);
    expect(await remaining('/api/health')).toEqual([200, '0']);
    const limited = await get(`/api/transaction/${TX}`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rateLimited' });
    expect(limited.headers['cache-control']).toBe('no-store');
    expect((await get(`/api/transaction/${TX}`, {}, '10.0.0.8')).statusCode).toBe(200); // another client
  });

  it('writes the access-log line and the request-duration metric under its route, as the route does', async () => {
    await start();
    const durationCount = async () => {
      const text = (await get('/api/metrics')).body;
      const line = text.split('\n').find((l) => l.startsWith('ledgerlens_http_request_duration_seconds_count{') && l.includes('route="/api/transaction/:id"') && l.includes('status_code="200"'));
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    await get(`/api/transaction/${TX}`);
    const counted = await durationCount();
    routed = 0;
    for (let i = 0; i < 3; i += 1) await get(`/api/transaction/${TX}`, { 'x-request-id': `cached-${i}` });
    expect(routed).toBe(0);
    expect(await durationCount()).toBe(counted + 3);
    const completed = logLines.filter((l) => l.msg === 'request completed' && String(l.reqId).startsWith('cached-'));
    expect(completed.map((l) => [l.method, l.url, l.statusCode, l.level])).toEqual([0, 1, 2].map(() => ['GET', `/api/transaction/${TX}`, 200, 30]));
    expect(completed.every((l) => typeof l.ms === 'number')).toBe(true);
  });

  it('is not served for input the route rejects, nor for a live answer', async () => {
    await start();
    await get(`/api/transaction/${TX}/balance-changes`);
    routed = 0;
    const unknownParam = await get(`/api/transaction/${TX}/balance-changes?x=1`);
    expect(unknownParam.statusCode).toBe(400);
    expect(unknownParam.json()).toMatchObject({ error: "Unknown query parameter 'x'; allowed: offset, limit" });
    expect((await get(`/api/transaction/${TX}?lists=201`)).statusCode).toBe(400);
    expect(routed).toBe(2);
    await get('/api/ledger/latest');
    routed = 0;
    const latest = await get('/api/ledger/latest');
    expect(latest.headers['cache-control']).toBe('public, max-age=4, stale-while-revalidate=4');
    expect(routed).toBe(1);
  });
});
