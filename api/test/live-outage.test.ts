/**
 * Stale while unavailable, stream-fed live routes (`live.ts` outage): with a node that
 * streams ledgers, answers held in memory from before an outage are marked stale at once when the
 * node's WebSocket closes, and once the stream has been silent longer than the expected close
 * interval plus the upstream deadline (a hung node); fresh again when the node is back. Also
 * `/api/addresses/popular` (a JSON array) is served stale, keeping its shape, marked by headers.
 *
 * A minimal rippled-like WebSocket node answers recorded mainnet `server_info` and `ledger` results.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { readJson } from './helpers/mainnet';
import { startWsNode, type Answer, type WsNode } from './helpers/ws-node';

type Json = Record<string, unknown>;

jest.setTimeout(30_000);

const serverInfo = readJson('server_info-ws.json').result as Json;
const ledgerFile = readJson('ledger-94084608-expanded.json') as Json;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const DEADLINE_MS = 2_000; // a cold first load on the busy 2-core machine can take over 1 s
/** Stream-fed routes whose answers come from `LiveData` (the market is another test's: it needs more commands). */
const ROUTES = ['/api/ledger/latest', '/api/network/stats', '/api/network/pulse', '/api/transactions/recent'];
const POPULAR = '/api/addresses/popular';

let hung = false;
const answer = (request: Json): Answer => {
  if (hung) return 'ignore';
  if (request.command === 'server_info') return serverInfo;
  if (request.command === 'ledger') return ledgerFile;
  if (request.command === 'subscribe') return {};
  return { error: 'unknownCmd' };
};

let node: WsNode;
let app: FastifyInstance;
const good = new Map<string, unknown>();

beforeEach(async () => {
  hung = false;
  node = await startWsNode(answer);
  // Default live refresh (4 s): without the outage rule, memory would answer "fresh" for seconds.
  app = await buildApp({ nodeUrl: node.url, requestTimeoutMs: DEADLINE_MS, rateLimit: false });
  for (const url of [...ROUTES, POPULAR]) {
    let res = await app.inject({ url });
    if (res.statusCode === 504) res = await app.inject({ url }); // a cold first load slower than the deadline
    expect({ url, status: res.statusCode, warning: res.headers.warning }).toEqual({ url, status: 200, warning: undefined });
    good.set(url, res.json());
  }
  await sleep(200); // the ledger subscription confirmed
});

afterEach(async () => {
  await app?.close();
  await node?.close();
});

async function ask(url: string) {
  const started = Date.now();
  const res = await app.inject({ url });
  return { res, ms: Date.now() - started };
}

/** A stale answer: the last good body (object: `stale`/`staleSince`; array: as is, `X-LedgerLens-Stale-Since`) and the stale headers. */
function expectStale({ res, ms }: Awaited<ReturnType<typeof ask>>, url: string) {
  expect({ url, status: res.statusCode, warning: res.headers.warning }).toEqual({ url, status: 200, warning: '110 - "Response is Stale"' });
  expect(Number(res.headers.age)).toBeGreaterThanOrEqual(0);
  expect(ms).toBeLessThan(500); // at once, not after a deadline
  const body = res.json() as unknown;
  if (Array.isArray(body)) {
    expect(body).toEqual(good.get(url));
    expect(String(res.headers['x-ledgerlens-stale-since'])).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  } else {
    const { stale, staleSince, ...rest } = body as Json;
    expect({ url, stale }).toEqual({ url, stale: true });
    expect(String(staleSince)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(rest).toEqual(good.get(url));
  }
}

it('node killed: every stream-fed route and popular addresses answer their last good value marked stale at once', async () => {
  await node.close();
  await sleep(100);
  for (const url of [...ROUTES, POPULAR]) expectStale(await ask(url), url);

  // back on the same port: fresh again, unmarked, without a restart of the API
  node = await startWsNode(answer, node.port);
  let fresh = false;
  for (let i = 0; i < 40 && !fresh; i += 1) {
    await sleep(250);
    const res = await app.inject({ url: '/api/ledger/latest' });
    fresh = res.statusCode === 200 && res.headers.warning === undefined && (res.json() as Json).stale === undefined;
  }
  expect(fresh).toBe(true);
});

it('node hung: fresh while the stream is only late, stale at once after close interval + deadline of silence', async () => {
  hung = true;
  await sleep(3_000); // less than 4 s + 2 s: one late close is not an outage
  for (const url of ROUTES) {
    const res = await app.inject({ url });
    expect({ url, status: res.statusCode, warning: res.headers.warning }).toEqual({ url, status: 200, warning: undefined });
  }
  await sleep(3_500); // 6.5 s of silence > 4 s + 2 s
  for (const url of [...ROUTES, POPULAR]) expectStale(await ask(url), url);

  // the node answers and closes a ledger again: fresh
  hung = false;
  node.broadcast({ type: 'ledgerClosed', ledger_index: 94084609, ledger_hash: 'AB'.repeat(32), fee_base: 10, reserve_base: 1000000, reserve_inc: 200000, txn_count: 0, validated_ledgers: '94084600-94084609', ledger_time: 0 });
  await sleep(100);
  const res = await app.inject({ url: '/api/ledger/latest' });
  expect({ status: res.statusCode, warning: res.headers.warning, stale: (res.json() as Json).stale }).toEqual({ status: 200, warning: undefined, stale: undefined });
});
