/**
 * XrplClientGateway over the real xrpl.js client against a local rippled-like WebSocket server:
 * lazy connect, one reused connection, api_version 2, timeouts, a node that is down at start,
 * reconnecting after a drop, and the app's 502/504/503 answers on top of it.
 */
import { createServer, type Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { UpstreamRippledError, UpstreamTimeoutError, UpstreamUnavailableError } from '../src/errors';
import { XrplClientGateway } from '../src/gateway';
import { readJson, recordedTransactions, toV2TxResult } from './helpers/mainnet';
import { freePort, startWsNode, type Answer, type WsNode } from './helpers/ws-node';

type Json = Record<string, unknown>;

jest.setTimeout(20_000);

const serverInfo = readJson('server_info-ws.json').result as Json;
const payment = recordedTransactions().find((r) => r.hash.startsWith('F4AD54E6'))!;

const answers = (request: Json): Answer => {
  if (request.command === 'server_info') return serverInfo;
  if (request.command === 'tx' && request.transaction === payment.hash) return toV2TxResult(payment);
  if (request.command === 'tx') return { error: 'txnNotFound', error_message: 'Transaction not found.' };
  return { error: 'unknownCmd' };
};

async function eventually<T>(attempt: () => Promise<T>, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      return await attempt();
    } catch (err) {
      last = err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw last;
}

let node: WsNode | undefined;
let gateway: XrplClientGateway | undefined;
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  await gateway?.close();
  await node?.close();
  app = undefined;
  gateway = undefined;
  node = undefined;
});

describe('XrplClientGateway', () => {
  it('connects lazily, reuses one connection and always sends api_version 2', async () => {
    node = await startWsNode(answers);
    gateway = new XrplClientGateway(node.url);
    expect(node.connections).toBe(0);
    expect(gateway.isConnected()).toBe(false);

    const result = await gateway.request<Json>({ command: 'tx', transaction: payment.hash, api_version: 1 });
    expect(result.hash).toBe(payment.hash);
    await gateway.request({ command: 'server_info' });
    await gateway.request({ command: 'tx', transaction: payment.hash });
    expect(node.connections).toBe(1);
    expect(gateway.isConnected()).toBe(true);
    const sent = node.requests.filter((r) => r.command === 'tx');
    expect(sent).toHaveLength(2);
    for (const request of node.requests) expect(request.api_version).toBe(2);
  });

  it('turns rippled error responses into UpstreamRippledError with the code', async () => {
    node = await startWsNode(answers);
    gateway = new XrplClientGateway(node.url);
    await expect(gateway.request({ command: 'tx', transaction: 'AB'.repeat(32) })).rejects.toMatchObject({ code: 'txnNotFound' });
    await expect(gateway.request({ command: 'tx', transaction: 'AB'.repeat(32) })).rejects.toBeInstanceOf(UpstreamRippledError);
  });

  it('times out a request the node never answers', async () => {
    node = await startWsNode((request) => (request.command === 'tx' ? 'ignore' : answers(request)));
    gateway = new XrplClientGateway(node.url, { timeoutMs: 300 });
    await expect(gateway.request({ command: 'tx', transaction: payment.hash })).rejects.toBeInstanceOf(UpstreamTimeoutError);
  });

  it('does not crash when the node is down at start, fails fast, then connects in the background once it is up', async () => {
    const port = await freePort();
    gateway = new XrplClientGateway(`ws://127.0.0.1:${port}`, { minBackoffMs: 200, connectionTimeoutMs: 1000 });
    const started = Date.now();
    await expect(gateway.request({ command: 'server_info' })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    await expect(gateway.request({ command: 'server_info' })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(Date.now() - started).toBeLessThan(3000);

    node = await startWsNode(answers, port);
    await eventually(async () => {
      if (!gateway!.isConnected()) throw new Error('not yet');
    });
    const result = await gateway.request<Json>({ command: 'tx', transaction: payment.hash });
    expect(result.hash).toBe(payment.hash);
  });

  it('retries a node that refuses in the background, each wait twice the last, up to the maximum', async () => {
    // A TCP server that hangs up at once: every WebSocket handshake fails; arrival times are the attempts.
    const attempts: number[] = [];
    const refusing: Server = createServer((socket) => {
      attempts.push(Date.now());
      socket.destroy();
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.address() as { port: number };
    try {
      gateway = new XrplClientGateway(`ws://127.0.0.1:${port}`, { minBackoffMs: 100, maxBackoffMs: 400, connectionTimeoutMs: 1000 });
      await expect(gateway.request({ command: 'server_info' })).rejects.toBeInstanceOf(UpstreamUnavailableError);
      await eventually(async () => {
        if (attempts.length < 6) throw new Error(`${attempts.length} attempts`);
      });
      const waits = attempts.slice(1, 6).map((at, i) => at - attempts[i]!);
      // Timers never fire early; a loaded machine only makes them later.
      [100, 200, 400, 400, 400].forEach((planned, i) => expect(waits[i]).toBeGreaterThanOrEqual(planned - 20));
      // Capped: without the maximum the fifth wait would be 1,600 ms.
      expect(waits[4]).toBeLessThan(1_400);
    } finally {
      await gateway?.close();
      gateway = undefined;
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('reconnects after the node drops the connection', async () => {
    node = await startWsNode(answers);
    gateway = new XrplClientGateway(node.url, { minBackoffMs: 100 });
    await gateway.request({ command: 'server_info' });
    node.dropClients();
    const result = await eventually(() => gateway!.request<Json>({ command: 'tx', transaction: payment.hash }));
    expect(result.hash).toBe(payment.hash);
    expect(node.connections).toBeGreaterThanOrEqual(2);
  });

  it('close() stops it for good', async () => {
    node = await startWsNode(answers);
    gateway = new XrplClientGateway(node.url);
    await gateway.request({ command: 'server_info' });
    await gateway.close();
    await expect(gateway.request({ command: 'server_info' })).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });
});

describe('the app over a real WebSocket node', () => {
  it('answers, then 502 / 503 when the node goes away, and recovers', async () => {
    const port = await freePort();
    node = await startWsNode(answers, port);
    app = await buildApp({ nodeUrl: node.url });

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', node: { url: node.url, connected: true, networkId: 0 } });
    const tx = await app.inject({ method: 'GET', url: `/api/transaction/${payment.hash}` });
    expect(tx.statusCode).toBe(200);
    expect(tx.json()).toMatchObject({ hash: payment.hash, amount: '2421.8268', fee: '0.15' });

    await node.close();
    node = undefined;
    // The validated transaction is immutable and cached: it keeps being served; anything else needs the node.
    const uncached = `/api/transaction/${'AB'.repeat(32)}`;
    const down = await eventually(async () => {
      const res = await app!.inject({ method: 'GET', url: uncached });
      if (res.statusCode !== 502) throw new Error(`status ${res.statusCode}`);
      return res;
    });
    expect(down.json()).toEqual({ error: 'Upstream XRPL node unavailable', code: 'upstreamUnavailable' });
    expect((await app.inject({ method: 'GET', url: `/api/transaction/${payment.hash}` })).statusCode).toBe(200);
    const degraded = await app.inject({ method: 'GET', url: '/api/health' });
    expect(degraded.statusCode).toBe(503);
    expect(degraded.json()).toMatchObject({ status: 'degraded', node: { connected: false } });

    node = await startWsNode(answers, port);
    const back = await eventually(async () => {
      const res = await app!.inject({ method: 'GET', url: '/api/health' });
      if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
      return res;
    }, 15_000);
    expect(back.json().status).toBe('ok');
  });

  it('504 when the node accepts the request but never answers', async () => {
    node = await startWsNode((request) => (request.command === 'tx' ? 'ignore' : answers(request)));
    app = await buildApp({ nodeUrl: node.url, requestTimeoutMs: 300 });
    const res = await app.inject({ method: 'GET', url: `/api/transaction/${payment.hash}` });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ error: 'Upstream XRPL node timed out', code: 'upstreamTimeout' });
  });

  it('a node that is down at start: the app builds, health is 503, requests are 502', async () => {
    const port = await freePort();
    app = await buildApp({ nodeUrl: `ws://127.0.0.1:${port}` });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    const res = await app.inject({ method: 'GET', url: '/api/ledger/latest' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe('Upstream XRPL node unavailable');
  });

  it('rejects a node URL that is not ws:// or wss://', async () => {
    await expect(buildApp({ nodeUrl: 'http://127.0.0.1:6006' })).rejects.toThrow(/ws/);
  });
});
