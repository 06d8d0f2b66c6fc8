/**
 * The API over a replay node that is killed, hung and restarted (a real separate process, the real
 * xrpl.js client): cached immutable answers keep being served; anything needing the node fails
 * fast with 502 when it is gone, with 504 at the deadline when it hangs, and works again within
 * 2 s of the node's return, without restarting the API.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { freePort } from './helpers/ws-node';
import { nodeAnsweringAt, startReplayProcess, type ReplayProcess } from './helpers/replay-process';

jest.setTimeout(90_000);

const TX = 'DA9E41A957D5683DA87B830057E98C755BCFDD247892A7E96603A68C6ED416BA'; // recorded mainnet tecPATH_DRY payment
const DEADLINE_MS = 1_000;
let serial = 0;
/** A well-formed hash never asked before: never in any cache, so it needs the node. */
const uncachedUrl = () => `/api/transaction/${(serial += 1).toString(16).toUpperCase().padStart(64, 'F')}`;

let port: number;
let node: ReplayProcess | undefined;
let app: FastifyInstance;

beforeAll(async () => {
  port = await freePort();
  node = await startReplayProcess(port);
  app = await buildApp({ nodeUrl: node.url, requestTimeoutMs: DEADLINE_MS, rateLimit: false });
  // Connected and answering before the first timed request (a cold start on a loaded machine can take longer than the deadline).
  await nodeAnsweringAt(node.url);
  await waitFor200('/api/health', 20_000);
});

afterAll(async () => {
  await app?.close();
  if (node) {
    node.child.kill('SIGCONT');
    await node.kill();
  }
});

const get = (url: string) => app.inject({ method: 'GET', url });

async function timed(url: string): Promise<{ status: number; ms: number; body: Record<string, unknown> }> {
  const started = Date.now();
  const res = await get(url);
  return { status: res.statusCode, ms: Date.now() - started, body: res.json() };
}

it('serves a validated transaction and a 404 while the node is up', async () => {
  expect((await get(`/api/transaction/${TX}`)).statusCode).toBe(200);
  expect((await get(uncachedUrl())).statusCode).toBe(404);
});

it('node hung → 504 at the deadline; the cached transaction is still 200', async () => {
  node!.child.kill('SIGSTOP');
  try {
    const hung = await timed(uncachedUrl());
    expect(hung.status).toBe(504);
    expect(hung.body).toEqual({ error: 'Upstream XRPL node timed out', code: 'upstreamTimeout' });
    expect(hung.ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(hung.ms).toBeLessThan(DEADLINE_MS + 1_500);
    const cached = await timed(`/api/transaction/${TX}`);
    expect(cached.status).toBe(200);
    expect(cached.ms).toBeLessThan(200);
  } finally {
    node!.child.kill('SIGCONT');
  }
});

it('node killed → 502 within 1 s; the cached transaction is still 200', async () => {
  // the node answers again after SIGCONT
  await waitFor200('/api/health', 10_000);
  await node!.kill();
  node = undefined;
  for (let i = 0; i < 3; i += 1) {
    const down = await timed(uncachedUrl());
    expect(down.status).toBe(502);
    expect(down.body).toEqual({ error: 'Upstream XRPL node unavailable', code: 'upstreamUnavailable' });
    expect(down.ms).toBeLessThan(1_000);
  }
  const cached = await timed(`/api/transaction/${TX}`);
  expect(cached.status).toBe(200);
  expect(cached.ms).toBeLessThan(200);
});

it('node restarted on the same port → the first 200 within 2 s, no API restart', async () => {
  // let the API's background reconnect back off for a while first
  await new Promise((r) => setTimeout(r, 2_500));
  expect((await get(uncachedUrl())).statusCode).toBe(502);
  expect((await get('/api/health')).statusCode).toBe(503);
  node = await startReplayProcess(port);
  // Measured from the moment the node itself answers (a fresh connection), so a slow node start on a
  // busy machine is not counted against the API; /api/health is 200 only when the node answers server_info.
  const [answeringAt, recoveredAt] = await Promise.all([nodeAnsweringAt(node.url), waitFor200('/api/health', 10_000)]);
  expect(recoveredAt - Math.min(answeringAt, recoveredAt)).toBeLessThanOrEqual(2_000);
  expect((await get(uncachedUrl())).statusCode).toBe(404); // answered by the node again
});

/** Polls `url` every 50 ms until a 200; resolves with the time it came. */
async function waitFor200(url: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await get(url);
    if (res.statusCode === 200) return Date.now();
    if (Date.now() > deadline) throw new Error(`still ${res.statusCode}: ${res.body}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
