/**
 * Graceful shutdown: on SIGTERM the API stops accepting connections, sends each SSE
 * client a final `shutdown` event and ends its stream, lets in-flight requests finish, closes the
 * node connection and the database, and exits within 10 s. In-process (`installGracefulShutdown`
 * with an exit spy) and as a real process (`api/src/main.ts` receiving SIGTERM).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import type { SqliteDb } from '../src/db/sql';
import { installGracefulShutdown } from '../src/shutdown';
import { FakeGateway, never } from './helpers/fake-gateway';
import { freePort, startWsNode } from './helpers/ws-node';

jest.setTimeout(40_000);

interface Sse {
  status: number;
  /** Raw event blocks received, in order. */
  blocks: string[];
  ended: Promise<void>;
}

function sse(base: string): Promise<Sse> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/stream/ledgers`, { headers: { accept: 'text/event-stream' } }, (res) => {
      const client: Sse = { status: res.statusCode ?? 0, blocks: [], ended: new Promise((r) => res.once('end', () => r())) };
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          client.blocks.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      res.on('error', () => undefined);
      resolve(client);
    });
    req.on('error', reject);
  });
}

function get(base: string, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${urlPath}`, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const SERVER_INFO = { info: { network_id: 0, validated_ledger: { seq: 94084608, age: 2 }, complete_ledgers: '94084600-94084608' } };
const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

describe('installGracefulShutdown (in process)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'api-shutdown-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('ends SSE streams with a final event, finishes the in-flight request, refuses new connections, closes the database last, exits 0', async () => {
    const events: string[] = [];
    let releaseServerInfo: () => void = () => undefined;
    const gateway = new FakeGateway(async (command) => {
      if (command.command === 'server_info') {
        // The in-flight request: answered 800 ms after the shutdown began.
        await new Promise<void>((r) => (releaseServerInfo = r));
        events.push('in-flight answered');
        return SERVER_INFO;
      }
      throw Object.assign(new Error('not connected'), { name: 'NotConnectedError' });
    });
    const database = await openDatabase({ dir });
    if (!database.ok) throw new Error(database.error);
    const close = database.db.close.bind(database.db);
    database.db.close = () => {
      events.push('database closed');
      return close();
    };
    const app = await buildApp({ xrpl: gateway, rateLimit: false, database, closeDatabase: true, requestTimeoutMs: 5_000 });
    const arrived: string[] = [];
    app.addHook('onRequest', async (request) => void arrived.push(request.url));
    const base = await listen(app);
    const exit = jest.fn();
    const shutdown = installGracefulShutdown(app, { signals: [], exit });

    const stream = await sse(base);
    expect(stream.status).toBe(200);
    await until(() => stream.blocks.some((b) => b.includes('event: waiting')));
    const inFlight = get(base, '/api/health');
    await until(() => arrived.includes('/api/health'));

    const started = Date.now();
    const done = shutdown('test');
    await stream.ended; // the stream ends at once, after its final event
    const last = stream.blocks.at(-1)!;
    expect(last).toContain('event: shutdown');
    expect(last).toContain('retry: 2000');
    expect(JSON.parse(/data: (.*)/.exec(last)![1]!)).toEqual({ reason: 'The API is shutting down; reconnect shortly.', retryMs: 2000 });
    await new Promise((r) => setTimeout(r, 100));
    await expect(get(base, '/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' }); // no new connection
    expect(exit).not.toHaveBeenCalled(); // still waiting for the in-flight request
    setTimeout(() => releaseServerInfo(), 700);
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
    expect(await done).toBe(0);
    expect(exit).toHaveBeenCalledWith(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(events).toEqual(['in-flight answered', 'database closed']);
    expect((database.db as SqliteDb).raw.open).toBe(false);
  });

  it('exits 1 when the shutdown does not finish within its budget (a request that never ends)', async () => {
    const gateway = new FakeGateway(() => never());
    const app = await buildApp({ xrpl: gateway, rateLimit: false, requestTimeoutMs: 60_000 });
    const base = await listen(app);
    const exit = jest.fn();
    const shutdown = installGracefulShutdown(app, { signals: [], exit, timeoutMs: 600 });
    void get(base, '/api/health').catch(() => undefined);
    await until(() => gateway.calls.length > 0);
    const started = Date.now();
    expect(await shutdown('test')).toBe(1);
    expect(exit).toHaveBeenCalledWith(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect(Date.now() - started).toBeLessThan(2_000);
    app.server.closeAllConnections();
  });
});

describe('the API process on SIGTERM', () => {
  it('sends the final SSE event, closes and exits 0 within 10 s', async () => {
    const node = await startWsNode((request) => (request.command === 'server_info' ? SERVER_INFO : { error: 'lgrNotFound' }));
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-sigterm-'));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'main.ts')], {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, API_HOST: '127.0.0.1', API_PORT: String(port), XRPL_NODE_URL: node.url, DATA_DIR: dataDir, INDEXER: 'false', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += String(d)));
    child.stderr!.on('data', (d) => (output += String(d)));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      await until(() => output.includes('listening on'), 30_000);
      const base = `http://127.0.0.1:${port}`;
      // JSON logs with a request id (the caller's X-Request-Id, echoed).
      const health = await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'ops-test-42' } });
      expect(health.status).toBe(200);
      expect(health.headers.get('x-request-id')).toBe('ops-test-42');
      const generated = (await fetch(`${base}/api/health`, { headers: { 'x-request-id': '<script>' } })).headers.get('x-request-id');
      expect(generated).toMatch(/^[0-9a-f-]{36}$/); // unsafe ids are replaced by a UUID
      const stream = await sse(base);
      await until(() => stream.blocks.length > 0);
      await until(() => output.includes('"reqId":"ops-test-42"'));
      const lines = output.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>); // every line is JSON
      expect(lines).toContainEqual(expect.objectContaining({ reqId: 'ops-test-42', msg: 'request completed', method: 'GET', url: '/api/health', statusCode: 200, level: 30 }));
      const started = Date.now();
      child.kill('SIGTERM');
      await stream.ended;
      expect(stream.blocks.at(-1)).toContain('event: shutdown');
      const code = await exited;
      const ms = Date.now() - started;
      expect(code).toBe(0);
      expect(ms).toBeLessThan(10_000);
      expect(output).toContain('shut down cleanly');
      expect(output.trim().split('\n').every((l) => l.startsWith('{'))).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await node.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
