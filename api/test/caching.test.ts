/**
 * Caching and coalescing, as an HTTP client and the upstream node see them: immutable answers
 * (validated transactions and ledgers) are fetched from the node once however many clients ask,
 * carry `Cache-Control: immutable` and a strong ETag (304 on `If-None-Match`); live data (`latest`)
 * is short-lived; errors are `no-store` except a 404 for a well-formed identifier.
 *
 * Upstream requests are counted where they arrive: the in-process replay node logs one line per request.
 */
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { buildApp } from '../src/app';
import { UpstreamRippledError, UpstreamUnavailableError } from '../src/errors';
import { FakeGateway, never } from './helpers/fake-gateway';
import { readJson, recordedTransactions, toV2TxResult } from './helpers/mainnet';

type Json = Record<string, unknown>;

jest.setTimeout(60_000);

const TX = recordedTransactions().find((r) => r.hash.startsWith('439B1D82'))!.hash.toUpperCase();
const LEDGER = readJson('ledger-94084608-expanded.json') as Json;
const LEDGER_HASH = LEDGER.ledger_hash as string;
const UNKNOWN_HASH = `${'0'.repeat(63)}1`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let node: ReplayServer;
let app: FastifyInstance;
/** Every request line the replay node logged, e.g. `[replay] ws tx (v2) transaction=439B… -> success (0.3 ms)`. */
const received: string[] = [];
const upstreamCalls = (command: string) => received.filter((line) => line.startsWith(`[replay] ws ${command} `)).length;

beforeAll(async () => {
  node = await startReplayServer({ port: 0, log: (line) => received.push(line) });
  // The node's deadline well above the test's own: 1,000 requests at once on a loaded CI machine must
  // not turn into 504s, which would hide what is tested (one upstream call).
  app = await buildApp({ nodeUrl: node.url, rateLimit: false, requestTimeoutMs: 30_000 });
});

afterAll(async () => {
  await app?.close();
  await node?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('one upstream request for any number of identical requests', () => {
  it('1,000 concurrent requests for one validated transaction → exactly 1 upstream tx request, 1,000 identical 200s', async () => {
    const before = upstreamCalls('tx');
    const responses = await Promise.all(Array.from({ length: 1000 }, () => get(`/api/transaction/${TX}`)));
    expect(upstreamCalls('tx') - before).toBe(1);
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses[0].json()).toMatchObject({ hash: TX, validated: true });

    // later requests (by hash in any case, or by its CTID) are served from memory
    const ctid = responses[0].json().ctid as string;
    await get(`/api/transaction/${TX.toLowerCase()}`);
    const byCtid = await get(`/api/transaction/${ctid}`);
    expect(byCtid.statusCode).toBe(200);
    expect(byCtid.body).toBe(responses[0].body);
    expect(upstreamCalls('tx') - before).toBe(1);
  });

  it("the raw JSON has its own endpoint: the answer carries no metadata copy, and after the page's answer the raw JSON needs no second upstream call", async () => {
    const before = upstreamCalls('tx');
    const answer = await get(`/api/transaction/${TX}`);
    expect(answer.json()).not.toHaveProperty('raw');
    const raw = await get(`/api/transaction/${TX}/raw`);
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toMatch(/^application\/json/);
    expect(raw.json().tx.hash).toBe(TX);
    expect(raw.json().meta.TransactionResult).toBe('tesSUCCESS');
    const byCtid = await get(`/api/transaction/${answer.json().ctid as string}/raw`);
    expect(byCtid.body).toBe(raw.body);
    expect(upstreamCalls('tx') - before).toBe(0); // the first test loaded it; both answers came from memory
    expect((await get('/api/transaction/xyz/raw')).statusCode).toBe(400);
    expect((await get(`/api/transaction/${UNKNOWN_HASH}/raw`)).statusCode).toBe(404);
  });

  it('1,000 concurrent requests for one validated ledger → exactly 1 upstream ledger request; by hash too', async () => {
    const before = upstreamCalls('ledger');
    const responses = await Promise.all(Array.from({ length: 1000 }, () => get('/api/ledger/94084608')));
    expect(upstreamCalls('ledger') - before).toBe(1);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const byHash = await get(`/api/ledger/${LEDGER_HASH.toLowerCase()}`);
    expect(byHash.body).toBe(responses[0].body);
    expect(upstreamCalls('ledger') - before).toBe(1);
  });

  it('latest: requests within one ledger close share one upstream ledger request', async () => {
    const before = upstreamCalls('ledger');
    const responses = await Promise.all(Array.from({ length: 200 }, () => get('/api/ledger/latest')));
    const again = await get('/api/ledger/latest');
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(again.body).toBe(responses[0].body);
    expect(upstreamCalls('ledger') - before).toBeLessThanOrEqual(1);
  });
});

describe('HTTP caching headers', () => {
  it.each([
    ['validated transaction', `/api/transaction/${TX}`],
    ["validated transaction's raw JSON", `/api/transaction/${TX}/raw`],
    ['validated ledger by index', '/api/ledger/94084608'],
    ['validated ledger by hash', `/api/ledger/${LEDGER_HASH}`],
  ])('%s: immutable, strong ETag, If-None-Match → 304 without a body', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
    expect((await get(url)).headers.etag).toBe(etag);

    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(IMMUTABLE);

    const changed = await get(url, { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });

  it('latest: short max-age, not immutable, with an ETag that revalidates', async () => {
    const res = await get('/api/ledger/latest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=4(, stale-while-revalidate=\d+)?$/);
    expect(res.headers['cache-control']).not.toContain('immutable');
    expect((await get('/api/ledger/latest', { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304);
  });

  it('404 for a well-formed identifier: public, max-age=4', async () => {
    for (const url of [`/api/transaction/${UNKNOWN_HASH}`, '/api/ledger/12']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('public, max-age=4');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('errors are no-store: invalid identifier, unknown route, and never a 304', async () => {
    for (const url of ['/api/transaction/xyz', '/api/ledger/abc', '/api/nope']) {
      const res = await get(url, { 'if-none-match': '*' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('health is never cached', async () => {
    expect((await get('/api/health')).headers['cache-control']).toBe('no-store');
  });
});

describe('identifiers', () => {
  it('surrounding spaces are trimmed (transaction and ledger), same answer and cache entry', async () => {
    const plain = await get(`/api/transaction/${TX}`);
    const spaced = await get(`/api/transaction/%20${TX.toLowerCase()}%20%20`);
    expect(spaced.statusCode).toBe(200);
    expect(spaced.body).toBe(plain.body);
    const ledger = await get('/api/ledger/%2094084608%20');
    expect(ledger.statusCode).toBe(200);
    expect(ledger.json().ledgerIndex).toBe(94084608);
    expect((await get('/api/ledger/%20LATEST%20')).statusCode).toBe(200);
  });

  it.each([
    ['/api/transaction/', 'Invalid Transaction Identifier'],
    ['/api/ledger/', 'Invalid ledger identifier: use a ledger index, a 64-character ledger hash or latest.'],
  ])('%s over 128 characters (or malformed) → 400 with the route message, node not called', async (prefix, message) => {
    const before = received.length;
    for (const id of ['A'.repeat(129), 'A'.repeat(100), '1'.repeat(128), 'x'.repeat(5000), `${'%20'.repeat(100)}${TX}`, '%E0%A4%A']) {
      const res = await get(`${prefix}${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message, code: 'invalidInput' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(received.length).toBe(before);
  });
});

describe('over a fake node', () => {
  let fakeApp: FastifyInstance | undefined;
  afterEach(async () => {
    await fakeApp?.close();
    fakeApp = undefined;
  });

  it('a transaction that is not validated yet is not cached as immutable: max-age=4, asked again next time', async () => {
    const pending: Record<string, unknown> = { ...toV2TxResult(recordedTransactions()[0]), validated: false };
    const fake = new FakeGateway((cmd) => (cmd.command === 'tx' ? pending : { info: { network_id: 0 } }));
    fakeApp = await buildApp({ xrpl: fake, rateLimit: false });
    const url = `/api/transaction/${pending.hash as string}`;
    const first = await fakeApp.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.json().validated).toBe(false);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=4/);
    await fakeApp.inject({ method: 'GET', url });
    expect(fake.calls.filter((c) => c.command === 'tx')).toHaveLength(2);
  });

  it('concurrent identical requests during a failure share the one upstream error (502, no-store)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = new FakeGateway(async (cmd) => {
      if (cmd.command === 'server_info') return { info: { network_id: 0 } };
      await gate;
      throw new UpstreamUnavailableError();
    });
    fakeApp = await buildApp({ xrpl: fake, rateLimit: false });
    const all = Promise.all(Array.from({ length: 100 }, () => fakeApp!.inject({ method: 'GET', url: `/api/transaction/${TX}` })));
    await new Promise((r) => setTimeout(r, 50));
    release();
    const responses = await all;
    expect(fake.calls.filter((c) => c.command === 'tx')).toHaveLength(1);
    for (const res of responses) {
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: 'Upstream XRPL node unavailable', code: 'upstreamUnavailable' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // errors are not kept: the next request asks the node again
    await fakeApp.inject({ method: 'GET', url: `/api/transaction/${TX}` });
    expect(fake.calls.filter((c) => c.command === 'tx')).toHaveLength(2);
  });

  it('504 on a hung node is no-store; other rippled errors (502) too', async () => {
    const fake = new FakeGateway((cmd) => {
      if (cmd.command === 'ledger') throw new UpstreamRippledError('internal');
      return never();
    });
    fakeApp = await buildApp({ xrpl: fake, requestTimeoutMs: 100, rateLimit: false });
    const timedOut = await fakeApp.inject({ method: 'GET', url: `/api/transaction/${TX}` });
    expect(timedOut.statusCode).toBe(504);
    expect(timedOut.headers['cache-control']).toBe('no-store');
    const failed = await fakeApp.inject({ method: 'GET', url: '/api/ledger/5' });
    expect(failed.statusCode).toBe(502);
    expect(failed.headers['cache-control']).toBe('no-store');
  });

  it('the cache is bounded in bytes (API_CACHE_MB): a tiny cache still answers, from the node', async () => {
    const fake = new FakeGateway((cmd) => (cmd.command === 'ledger' ? LEDGER : { info: { network_id: 0 } }));
    fakeApp = await buildApp({ xrpl: fake, rateLimit: false, cacheMb: 0.01 }); // 10 KiB: a 94084608 body does not fit
    for (let i = 0; i < 3; i += 1) expect((await fakeApp.inject({ method: 'GET', url: '/api/ledger/94084608' })).statusCode).toBe(200);
    expect(fake.calls.filter((c) => c.command === 'ledger')).toHaveLength(3);
  });
});
