/**
 * Huge transactions: the page asks only for what it draws. On the real mainnet
 * OfferCreate 9BE43A00… (ledger 69064176, 2,635 affected nodes; replay/data/mainnet), through the
 * real app with a fake node:
 * - `GET /api/transaction/{id}` stays the whole answer for API clients;
 * - `?lists=n` is the same answer with both lists cut to n entries and their totals;
 * - `/balance-changes` and `/affected-objects` page through the lists (offset, limit), 400 on bad
 *   input, and a page of a cached validated transaction costs no upstream call; ETag and 304 as
 *   the other immutable answers.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { UpstreamRippledError } from '../src/errors';
import { FakeGateway } from './helpers/fake-gateway';
import { readJson, recordedTransactions, toV2TxResult } from './helpers/mainnet';

type Json = Record<string, unknown>;

const HUGE = '9BE43A0058FF4C358015CD89CE754AFEF201A6FF3D7E2C868B8C7E61DB00BD68';
const REC = recordedTransactions().find((r) => r.hash.toUpperCase() === HUGE)!;
const serverInfo = readJson('server_info-ws.json').result as Json;
let app: FastifyInstance;
let gateway: FakeGateway;

beforeEach(async () => {
  gateway = new FakeGateway((cmd) => (cmd.command === 'tx' ? toV2TxResult(REC) : serverInfo));
  app = await buildApp({ xrpl: gateway, rateLimit: false });
  await app.ready();
});

afterEach(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const txCalls = () => gateway.calls.filter((c) => c.command === 'tx').length;

describe('GET /api/transaction/{id}?lists=n', () => {
  it('cuts both lists to n entries and gives their totals; the plain answer is unchanged and whole', async () => {
    const full = await get(`/api/transaction/${HUGE}`);
    expect(full.statusCode).toBe(200);
    const whole = full.json() as Json & { balanceChanges: Json[]; affectedObjects: Json[] };
    expect(whole.affectedObjects).toHaveLength(2635);
    expect(whole.balanceChanges.length).toBeGreaterThan(1000);
    expect(whole).not.toHaveProperty('balanceChangesTotal');
    expect(whole).not.toHaveProperty('affectedObjectsTotal');

    const res = await get(`/api/transaction/${HUGE}?lists=25`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Json & { balanceChanges: Json[]; affectedObjects: Json[] };
    expect(page.balanceChanges).toEqual(whole.balanceChanges.slice(0, 25));
    expect(page.affectedObjects).toEqual(whole.affectedObjects.slice(0, 25));
    expect(page.balanceChangesTotal).toBe(whole.balanceChanges.length);
    expect(page.affectedObjectsTotal).toBe(2635);
    // Everything else is the same answer.
    const { balanceChanges: _b, affectedObjects: _a, balanceChangesTotal: _bt, affectedObjectsTotal: _at, ...rest } = page;
    const { balanceChanges: _wb, affectedObjects: _wa, ...wholeRest } = whole;
    expect(rest).toEqual(wholeRest);
    expect(res.body.length).toBeLessThan(full.body.length / 20);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9+/=]+"$/);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(`/api/transaction/${HUGE}?lists=25`, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
    // The whole answer and the page-sized one came from one node call.
    expect(txCalls()).toBe(1);
  });

  it('a cold page-sized request loads once, then the whole answer and the raw JSON cost no upstream call', async () => {
    const [a, b] = await Promise.all([get(`/api/transaction/${HUGE}?lists=25`), get(`/api/transaction/${HUGE.toLowerCase()}?lists=25`)]);
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(txCalls()).toBe(1);
    const full = await get(`/api/transaction/${HUGE}`);
    expect((full.json() as { affectedObjects: unknown[] }).affectedObjects).toHaveLength(2635);
    expect((await get(`/api/transaction/${HUGE}/raw`)).statusCode).toBe(200);
    expect((await get(`/api/transaction/${a.json().ctid as string}?lists=25`)).body).toBe(a.body);
    expect(txCalls()).toBe(1);
  });

  it('lists=0 gives only the totals', async () => {
    const res = await get(`/api/transaction/${HUGE}?lists=0`);
    expect(res.json()).toMatchObject({ balanceChanges: [], affectedObjects: [], affectedObjectsTotal: 2635 });
  });

  it.each(['', '-1', '201', '2.5', 'abc', '1e2', '99999999'])('lists=%p → 400 with a clear message', async (value) => {
    const res = await get(`/api/transaction/${HUGE}?lists=${value}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("'lists' must be an integer from 0 to 200");
    expect(txCalls()).toBe(0);
  });
});

describe('GET /api/transaction/{id}/balance-changes and /affected-objects', () => {
  it('page through the whole lists in order, with totals and bounds', async () => {
    const whole = (await get(`/api/transaction/${HUGE}`)).json() as { balanceChanges: Json[]; affectedObjects: Json[] };
    const total = whole.balanceChanges.length;
    const first = await get(`/api/transaction/${HUGE}/balance-changes?offset=25&limit=50`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ hash: HUGE, offset: 25, limit: 50, total, items: whole.balanceChanges.slice(25, 75) });
    // Default offset 0 and limit 50.
    expect(((await get(`/api/transaction/${HUGE}/balance-changes`)).json() as { items: Json[] }).items).toEqual(whole.balanceChanges.slice(0, 50));
    // The end of the list: fewer items; exactly at the end: none.
    const last = (await get(`/api/transaction/${HUGE}/affected-objects?offset=2600&limit=100`)).json() as { items: Json[]; total: number };
    expect(last.total).toBe(2635);
    expect(last.items).toEqual(whole.affectedObjects.slice(2600));
    expect(last.items).toHaveLength(35);
    expect(((await get(`/api/transaction/${HUGE}/affected-objects?offset=2635&limit=100`)).json() as { items: Json[] }).items).toEqual([]);
    // Every page together is the whole list.
    const all: Json[] = [];
    for (let offset = 0; offset < 2635; offset += 200) {
      all.push(...((await get(`/api/transaction/${HUGE}/affected-objects?offset=${offset}&limit=200`)).json() as { items: Json[] }).items);
    }
    expect(all).toEqual(whole.affectedObjects);
    expect(txCalls()).toBe(1);
  });

  it('a page of a cached transaction costs no upstream call; a cold page loads once for concurrent requests', async () => {
    const pages = await Promise.all([
      get(`/api/transaction/${HUGE}/balance-changes?offset=10&limit=50`),
      get(`/api/transaction/${HUGE}/affected-objects?offset=25&limit=100`),
      get(`/api/transaction/${HUGE}/affected-objects?offset=125&limit=100`),
    ]);
    expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200]);
    expect(txCalls()).toBe(1);
    await get(`/api/transaction/${HUGE}?lists=25`);
    await get(`/api/transaction/${HUGE}/balance-changes?offset=60&limit=50`);
    await get(`/api/transaction/${HUGE}/affected-objects?offset=225&limit=100`);
    expect(txCalls()).toBe(1);
  });

  it('carry the immutable answers\' headers: immutable Cache-Control, strong ETag, 304, CSP and nosniff', async () => {
    const res = await get(`/api/transaction/${HUGE}/affected-objects?offset=25&limit=100`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9+/=]+"$/);
    const again = await get(`/api/transaction/${HUGE}/affected-objects?offset=25&limit=100`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each([
    ['offset=-1', "'offset' must be an integer from 0 to 1,000,000"],
    ['offset=abc', "'offset' must be an integer from 0 to 1,000,000"],
    ['offset=1.5', "'offset' must be an integer from 0 to 1,000,000"],
    ['limit=0', "'limit' must be an integer from 1 to 200"],
    ['limit=201', "'limit' must be an integer from 1 to 200"],
    ['limit=', "'limit' must be an integer from 1 to 200"],
    ['page=2', "Unknown query parameter 'page'; allowed: offset, limit"],
  ])('%s → 400 %p, without an upstream call', async (query, message) => {
    const res = await get(`/api/transaction/${HUGE}/balance-changes?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(txCalls()).toBe(0);
  });

  it('an offset past the end of the list → 400 naming the list length', async () => {
    const res = await get(`/api/transaction/${HUGE}/affected-objects?offset=2636`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("'offset' must be at most 2,635, the number of entries in this list");
  });

  it('a bad identifier → 400; an unknown transaction → 404 (as the transaction route)', async () => {
    expect((await get('/api/transaction/not-a-hash/balance-changes')).statusCode).toBe(400);
    gateway = new FakeGateway(() => {
      throw new UpstreamRippledError('txnNotFound', 'Transaction not found.');
    });
    await app.close();
    app = await buildApp({ xrpl: gateway, rateLimit: false });
    await app.ready();
    const missing = await get(`/api/transaction/${'0'.repeat(63)}1/affected-objects`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Transaction not found', code: 'txnNotFound' });
  });

  it('are documented in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/transaction/{id}/balance-changes', '/api/transaction/{id}/affected-objects']));
  });
});
