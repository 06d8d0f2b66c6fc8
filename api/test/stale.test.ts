/**
 * Stale while unavailable, over a real replay node process that is killed, restarted and
 * hung (SIGSTOP), with the real xrpl.js client: every live route answers its last good value marked
 * stale (`stale: true`, `staleSince`, `Warning: 110 - "Response is Stale"`, `Age`) instead of
 * 502/504; without a last good value the answer stays 502/504; a value older than
 * `API_STALE_MAX_S` is not served; the OpenAPI document describes it.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { nodeAnsweringAt, startReplayProcess, type ReplayProcess } from './helpers/replay-process';
import { freePort } from './helpers/ws-node';

jest.setTimeout(120_000);

const DEADLINE_MS = 3_000; // a cold ledger load on a busy 2-core CI machine can take over 1 s
const ACCOUNT = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6'; // recorded mainnet account with history, lines and objects
const NEVER_ASKED = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'; // the genesis account: never asked before the outage
/** Every live route whose answer needs the node (asked once while it is up). */
const LIVE = [
  '/api/ledger/latest',
  '/api/network/stats',
  '/api/network/pulse',
  '/api/market/data',
  '/api/transactions/recent',
  `/api/account/${ACCOUNT}`,
  `/api/account/${ACCOUNT}/transactions-paginated?limit=20`,
  `/api/account/${ACCOUNT}/lines`,
  `/api/account/${ACCOUNT}/objects`,
];

type Json = Record<string, unknown>;
let port: number;
let node: ReplayProcess | undefined;
let app: FastifyInstance;
const good = new Map<string, Json>();

beforeAll(async () => {
  port = await freePort();
  node = await startReplayProcess(port);
  app = await buildApp({ nodeUrl: node.url, requestTimeoutMs: DEADLINE_MS, rateLimit: false, liveRefreshMs: 200 });
});

afterAll(async () => {
  await app?.close();
  if (node) {
    node.child.kill('SIGCONT');
    await node.kill();
  }
});

async function timed(url: string) {
  const started = Date.now();
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, ms: Date.now() - started, body: res.json() as Json, headers: res.headers };
}

/** The answer is `good` marked stale, with the stale headers. */
function expectStale(answer: Awaited<ReturnType<typeof timed>>, url: string) {
  expect({ url, status: answer.status }).toEqual({ url, status: 200 });
  const { stale, staleSince, ...rest } = answer.body;
  expect(stale).toBe(true);
  expect(String(staleSince)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  expect(Date.now() - Date.parse(String(staleSince))).toBeLessThan(60_000);
  expect(rest).toEqual(good.get(url));
  expect(answer.headers.warning).toBe('110 - "Response is Stale"');
  expect(Number(answer.headers.age)).toBeGreaterThanOrEqual(0);
  // Age: whole seconds since staleSince (which is itself rounded down to the second)
  expect(Number(answer.headers.age)).toBeLessThanOrEqual(Math.ceil((Date.now() - Date.parse(String(staleSince))) / 1000));
  expect(answer.headers['cache-control']).toBe('no-store');
}

it('serves every live route fresh while the node is up', async () => {
  for (const url of LIVE) {
    let answer = await timed(url);
    if (answer.status === 504) answer = await timed(url); // a cold first load slower than the deadline: the second finds it loaded
    expect({ url, status: answer.status }).toEqual({ url, status: 200 });
    expect(answer.body.stale).toBeUndefined();
    expect(answer.headers.warning).toBeUndefined();
    good.set(url, answer.body);
  }
  const popular = await app.inject({ url: '/api/addresses/popular' });
  expect(popular.statusCode).toBe(200);
  expect(Array.isArray(popular.json())).toBe(true);
  good.set('/api/addresses/popular', popular.json() as Json);
});

it('node killed: each live route answers its last good value marked stale, at once; a never-asked one is 502', async () => {
  await node!.kill();
  await new Promise((r) => setTimeout(r, 300)); // past the live refresh: values must be reloaded
  for (const url of LIVE) {
    const answer = await timed(url);
    expectStale(answer, url);
    expect(answer.ms).toBeLessThan(DEADLINE_MS);
  }
  // A JSON array keeps its shape: the same array, marked by the headers (X-LedgerLens-Stale-Since).
  const popular = await app.inject({ url: '/api/addresses/popular' });
  expect(popular.statusCode).toBe(200);
  expect(popular.json()).toEqual(good.get('/api/addresses/popular'));
  expect(popular.headers.warning).toBe('110 - "Response is Stale"');
  expect(String(popular.headers['x-ledgerlens-stale-since'])).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  const never = await timed(`/api/account/${NEVER_ASKED}`);
  expect(never.status).toBe(502);
  expect(never.body).toMatchObject({ error: 'Upstream XRPL node unavailable' });
});

it('node back: fresh answers again, without the stale marks', async () => {
  node = await startReplayProcess(port);
  await nodeAnsweringAt(node.url);
  for (const url of LIVE) {
    let answer = await timed(url);
    for (let i = 0; i < 20 && answer.body.stale; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      answer = await timed(url);
    }
    expect({ url, status: answer.status, stale: answer.body.stale }).toEqual({ url, status: 200, stale: undefined });
    expect(answer.headers.warning).toBeUndefined();
    good.set(url, answer.body);
  }
});

it('node hung: each live route answers 200 within the deadline, stale when it needed the node; a never-asked one is 504/502', async () => {
  node!.child.kill('SIGSTOP');
  try {
    await new Promise((r) => setTimeout(r, 300));
    for (const url of LIVE) {
      const answer = await timed(url);
      expect(answer.ms).toBeLessThan(DEADLINE_MS + 1_500);
      if (answer.body.stale) expectStale(answer, url);
      else expect({ url, status: answer.status }).toEqual({ url, status: 200 }); // a stream-fed value still current
    }
    // The account routes always ask the node: stale during the hang.
    expectStale(await timed(`/api/account/${ACCOUNT}`), `/api/account/${ACCOUNT}`);
    const never = await timed(`/api/account/${NEVER_ASKED}`);
    expect([502, 504]).toContain(never.status);
  } finally {
    node!.child.kill('SIGCONT');
  }
});

describe('limits and documentation', () => {
  it('does not serve a last good value older than API_STALE_MAX_S, and API_STALE_MAX_S=0 turns it off', async () => {
    const url = `/api/account/${ACCOUNT}`;
    // Long enough for the kill and the first stale answer on a loaded machine; the wait below counts from the last good answer.
    const STALE_MAX_S = 4;
    const short = await buildApp({ nodeUrl: node!.url, requestTimeoutMs: DEADLINE_MS, rateLimit: false, staleMaxS: STALE_MAX_S, liveRefreshMs: 1 });
    const off = await buildApp({ nodeUrl: node!.url, requestTimeoutMs: DEADLINE_MS, rateLimit: false, staleMaxS: 0, liveRefreshMs: 1 });
    try {
      for (const a of [short, off]) expect((await a.inject({ url })).statusCode).toBe(200);
      const goodAt = Date.now();
      await node!.kill(); // for good: the last test of the node
      expect((await short.inject({ url })).json()).toMatchObject({ stale: true });
      expect((await off.inject({ url })).statusCode).toBe(502);
      await new Promise((r) => setTimeout(r, Math.max(0, goodAt + STALE_MAX_S * 1000 + 300 - Date.now())));
      const old = await short.inject({ url });
      expect(old.statusCode).toBe(502);
      expect(old.headers.warning).toBeUndefined();
    } finally {
      await short.close();
      await off.close();
    }
  });

  it('documents stale answers in the OpenAPI document of the live routes', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, any>> };
    const account = doc.paths['/api/account/{address}']!.get;
    expect(account.description).toContain('stale: true');
    const ok = account.responses['200'];
    expect(JSON.stringify(ok.content['application/json'].schema)).toContain('staleSince');
    expect(ok.headers.Warning.description).toContain('110 - "Response is Stale"');
    expect(ok.headers.Age).toBeDefined();
    const tx = doc.paths['/api/transaction/{id}']!.get;
    expect(JSON.stringify(tx.responses['200'])).not.toContain('staleSince');
  });
});
