/**
 * Advance mode (`REPLAY_ADVANCE_MS`): the recorded ledgers are revealed one at a time, in ascending
 * order, as ledger closes; `subscribe` to the `ledger` stream gets rippled's `ledgerClosed`
 * messages; everything recorded stays queryable. Expected values come from the recorded files.
 */
import WebSocket from 'ws';
import { loadReplayData, startReplayServer, type ReplayServer } from '../src';
import { BUILTIN_DIR, UPPER_HEX64, builtinLedgers, type Json } from './helpers';

// The streams run on timers: on a loaded machine a wrap over every recorded ledger takes seconds.
jest.setTimeout(30_000);

const recorded = [...builtinLedgers().entries()].sort((a, b) => a[0] - b[0]);
const indexes = recorded.map(([index]) => index);

/** A WebSocket client that keeps every message: responses by id, stream messages in order. */
class StreamClient {
  readonly streamed: Json[] = [];
  private readonly waiting = new Map<number, (msg: Json) => void>();
  private nextId = 1;
  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as Json;
      if (msg.type === 'response') this.waiting.get(msg.id)?.(msg);
      else this.streamed.push(msg);
    });
  }
  static connect(url: string): Promise<StreamClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(new StreamClient(ws)));
      ws.once('error', reject);
    });
  }
  request(body: Json): Promise<Json> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.ws.send(JSON.stringify({ id, ...body }));
    });
  }
  close() {
    this.ws.close();
  }
}

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('advance mode', () => {
  let server: ReplayServer;
  let client: StreamClient;
  const logs: string[] = [];

  beforeAll(async () => {
    const store = loadReplayData([BUILTIN_DIR], () => undefined);
    server = await startReplayServer({ port: 0, store, log: (l) => logs.push(l), verifyInBackground: false, advanceMs: 60 });
    client = await StreamClient.connect(server.url);
  });
  afterAll(async () => {
    client.close();
    await server.close();
  });

  it('starts at the oldest recorded ledger and streams each next one in ascending order, wrapping to the first', async () => {
    const sub = await client.request({ command: 'subscribe', streams: ['ledger'], api_version: 2 });
    expect(sub.status).toBe('success');
    expect(indexes).toContain(sub.result.ledger_index);
    expect(sub.result).toEqual(expect.objectContaining({ ledger_hash: expect.stringMatching(UPPER_HEX64), ledger_time: expect.any(Number) }));

    await until(() => client.streamed.length >= indexes.length + 2, 20_000);
    const seen = client.streamed.map((m) => m.ledger_index as number);
    const start = indexes.indexOf(seen[0]!);
    const expected = Array.from({ length: seen.length }, (_, i) => indexes[(start + i) % indexes.length]);
    expect(seen).toEqual(expected);
    expect(logs.some((l) => /reached the last recorded ledger; starting again from/.test(l))).toBe(true);

    const msg = client.streamed[0]!;
    const [, file] = recorded.find(([index]) => index === msg.ledger_index)!;
    expect(msg).toEqual(
      expect.objectContaining({
        type: 'ledgerClosed',
        ledger_hash: String(file.ledger.ledger_hash ?? file.ledger.hash).toUpperCase(),
        ledger_time: file.ledger.close_time,
        txn_count: expect.any(Number),
        validated_ledgers: expect.any(String),
      }),
    );
    expect(msg).not.toHaveProperty('fee_ref'); // API v2 subscriber
  });

  it('moves server_info, ledger_closed and ledger "validated" with the stream, and keeps every ledger queryable', async () => {
    const before = client.streamed.length;
    await until(() => client.streamed.length > before);
    const [info, closed, validated, oldest, newest] = await Promise.all([
      client.request({ command: 'server_info' }),
      client.request({ command: 'ledger_closed' }),
      client.request({ command: 'ledger', ledger_index: 'validated' }),
      client.request({ command: 'ledger', ledger_index: indexes[0] }),
      client.request({ command: 'ledger', ledger_index: indexes.at(-1) }),
    ]);
    const tips = new Set([info.result.info.validated_ledger.seq, closed.result.ledger_index, Number(validated.result.ledger_index)]);
    // The three answers name one ledger (or two neighbours when a close fell between them).
    expect(tips.size).toBeLessThanOrEqual(2);
    for (const tip of tips) expect(indexes).toContain(tip);
    expect(info.result.info.validated_ledger.age).toBeLessThan(5);
    expect(oldest.status).toBe('success');
    expect(newest.status).toBe('success');
  });

  it('unsubscribe stops the stream; an unknown stream is malformed, an unpublished one notSupported', async () => {
    expect((await client.request({ command: 'unsubscribe', streams: ['ledger'] })).status).toBe('success');
    await new Promise((r) => setTimeout(r, 100));
    const count = client.streamed.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(client.streamed.length).toBe(count);
    expect((await client.request({ command: 'subscribe', streams: ['nope'] })).error).toBe('malformedStream');
    expect((await client.request({ command: 'subscribe', streams: ['transactions'] })).error).toBe('notSupported');
    expect((await client.request({ command: 'subscribe', streams: 'ledger' })).error).toBe('invalidParams');
  });

  it('sends fee_ref to an API v1 subscriber', async () => {
    const v1 = await StreamClient.connect(server.url);
    await v1.request({ command: 'subscribe', streams: ['ledger'], api_version: 1 });
    await until(() => v1.streamed.length > 0);
    if ('fee_base' in v1.streamed[0]!) expect(v1.streamed[0]).toHaveProperty('fee_ref', 10);
    v1.close();
  });
});

describe('without advance mode', () => {
  it('answers subscribe with notSupported: the recorded data is static', async () => {
    const store = loadReplayData([BUILTIN_DIR], () => undefined);
    const server = await startReplayServer({ port: 0, store, log: () => undefined, verifyInBackground: false });
    const client = await StreamClient.connect(server.url);
    const res = await client.request({ command: 'subscribe', streams: ['ledger'] });
    expect(res.error).toBe('notSupported');
    client.close();
    await server.close();
  });
});
