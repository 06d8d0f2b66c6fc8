/**
 * `GET /api/stream/ledgers`: validated ledger closes as Server-Sent Events, from the node's ledger
 * stream (the replay node in advance mode) or, without one, by polling; heartbeats; clean-up of
 * disconnected clients. Expected closes come from the recorded ledger files.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { buildApp } from '../src/app';
import { ledgerCloseOfEvent } from '../src/features/stream/ledgerFeed';
import { readJson } from './helpers/mainnet';
import { startWsNode, type Answer, type WsNode } from './helpers/ws-node';

jest.setTimeout(20_000);

type Json = Record<string, any>;

/** One SSE connection: parsed events and comment lines, as they arrive. */
interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: Array<{ event: string; id?: string; retry?: string; data: Json }>;
  comments: string[];
  close(): void;
}

function connect(base: string, path = '/api/stream/ledgers'): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers: { accept: 'text/event-stream' } }, (res) => {
      const client: SseClient = { status: res.statusCode ?? 0, headers: res.headers, events: [], comments: [], close: () => req.destroy() };
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) client.comments.push(line.slice(1).trim());
            else {
              const i = line.indexOf(':');
              fields[line.slice(0, i)] = line.slice(i + 1).trimStart();
            }
          }
          if (fields.data !== undefined && fields.event === 'ledgerClosed') {
            client.events.push({ event: fields.event, id: fields.id, retry: fields.retry, data: JSON.parse(fields.data) });
          }
        }
      });
      res.on('error', () => undefined);
      resolve(client);
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

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

describe('with the replay node in advance mode (a node ledger stream)', () => {
  let node: ReplayServer;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    node = await startReplayServer({ port: 0, log: () => undefined, verifyInBackground: false, advanceMs: 150 });
    app = await buildApp({ nodeUrl: node.url, rateLimit: false, sseHeartbeatMs: 200, debugStats: true });
    base = await listen(app);
  });
  afterAll(async () => {
    await app.close();
    await node.close();
  });

  it('sends the current close at once, then each close of the stream in order, with heartbeats', async () => {
    const client = await connect(base);
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(client.headers['cache-control']).toBe('no-store');
    await until(() => client.events.length >= 4);
    const indexes = [...node.store.ledgerRecords.keys()].sort((a, b) => a - b);
    const seen = client.events.map((e) => e.data.ledgerIndex as number);
    // consecutive recorded ledgers, wrapping from the last to the first
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]).toBe(indexes[(indexes.indexOf(seen[i - 1]!) + 1) % indexes.length]);
    const last = client.events.at(-1)!;
    const recorded = node.store.getLedger(last.data.ledgerIndex)!.header;
    expect(last.id).toBe(String(recorded.ledger_index));
    expect(last.data).toEqual(
      expect.objectContaining({
        ledgerHash: recorded.ledger_hash.toUpperCase(),
        closeTime: recorded.close_time,
        closeTimeHuman: new Date((recorded.close_time + 946684800) * 1000).toISOString().replace('.000Z', 'Z'),
      }),
    );
    await until(() => client.comments.includes('heartbeat'));
    // The first event tells the browser to reconnect after 1 s if its instance dies (no shutdown event).
    expect(client.events.map((e) => e.retry)).toEqual(['1000', ...client.events.slice(1).map(() => undefined)]);
    client.close();
  });

  it('removes a client that disconnects', async () => {
    const stats = async () => (await app.inject({ method: 'GET', url: '/api/debug/stats' })).json().live.sseClients as number;
    const clients = await Promise.all([connect(base), connect(base), connect(base)]);
    await until(() => clients.every((c) => c.events.length > 0));
    expect(await stats()).toBeGreaterThanOrEqual(3);
    for (const c of clients) c.close();
    let left = await stats();
    for (let i = 0; i < 50 && left > 0; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      left = await stats();
    }
    expect(left).toBe(0);
  });
});

describe('with a node that has no ledger stream', () => {
  let node: WsNode;
  let app: FastifyInstance;
  afterEach(async () => {
    await app?.close();
    await node?.close();
  });

  it('polls the validated ledger and sends a close when its hash changes', async () => {
    const files = [readJson('ledger-309936-expanded.json'), readJson('ledger-309937-expanded.json')];
    let current = 0;
    node = await startWsNode((request: Json): Answer => {
      if (request.command === 'subscribe') return { error: 'notSupported' };
      if (request.command === 'server_info') return readJson('server_info-ws.json').result as Json;
      if (request.command === 'ledger') return files[current] as Json;
      return { error: 'unknownCmd' };
    });
    app = await buildApp({ nodeUrl: node.url, rateLimit: false, liveRefreshMs: 100 });
    const client = await connect(await listen(app));
    await until(() => client.events.length === 1);
    expect(client.events[0]!.data.ledgerIndex).toBe(309936);
    current = 1;
    await until(() => client.events.length === 2);
    expect(client.events[1]!.data.ledgerIndex).toBe(309937);
    expect(client.events[1]!.data.txnCount).toBe(1);
    client.close();
  });

  it('keeps the stream open while the node is down, and refuses clients that do not accept SSE', async () => {
    node = await startWsNode(() => 'ignore');
    app = await buildApp({ nodeUrl: node.url, rateLimit: false, requestTimeoutMs: 200 });
    const base = await listen(app);
    const client = await connect(base);
    expect(client.status).toBe(200);
    client.close();
    const json = await app.inject({ method: 'GET', url: '/api/stream/ledgers', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(406);
  });
});

describe('ledgerCloseOfEvent', () => {
  it("maps rippled's ledgerClosed message (drops) to a LedgerClose (XRP)", () => {
    expect(
      ledgerCloseOfEvent({ ledger_index: 5, ledger_hash: 'ab'.repeat(32), ledger_time: 0, fee_base: 10, reserve_base: 1_000_000, reserve_inc: 200_000, txn_count: 3, validated_ledgers: '1-5' }),
    ).toEqual({
      ledgerIndex: 5,
      ledgerHash: 'AB'.repeat(32),
      closeTime: 0,
      closeTimeHuman: '2000-01-01T00:00:00Z',
      txnCount: 3,
      baseFeeXrp: '0.00001',
      reserveBaseXrp: '1',
      reserveIncrementXrp: '0.2',
      validatedLedgers: '1-5',
    });
    expect(ledgerCloseOfEvent({ ledger_index: 5 })).toBeUndefined();
  });
});
