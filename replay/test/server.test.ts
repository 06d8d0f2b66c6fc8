import http from 'node:http';
import path from 'node:path';
import { Client, RippledError } from 'xrpl';
import { BUILD_VERSION, loadReplayData, parseReplayLog, processWebSocketMessage, startReplayServer, type ReplayServer } from '../src';
import {
  BUILTIN_DIR,
  HAS_SHARED,
  SHARED_DIR,
  builtinLedgers,
  builtinStore,
  builtinTxFiles,
  isoOfRippleTime,
  jsonFiles,
  readJson,
  startTestServer,
  TestClient,
  type Json,
} from './helpers';

jest.setTimeout(30_000);

let server: ReplayServer;
let client: TestClient;
let logs: string[];
beforeAll(async () => {
  ({ server, client, logs } = await startTestServer());
});
afterAll(async () => {
  client.close();
  await server.close();
});

const ledgers = builtinLedgers();
const newestIndex = Math.max(...ledgers.keys());
const newest = ledgers.get(newestIndex)!.ledger;

/**
 * Newest recorded base fee / reserves (drops) in the built-in files, read without the loader: SetFee
 * pseudo-transactions and server_info / server_state validated_ledger values, by ledger index.
 */
function newestFeeRecording(): { ledgerIndex: number; base: number; reserveBase: number; reserveInc: number } {
  const candidates: Array<{ ledgerIndex: number; base: number; reserveBase: number; reserveInc: number }> = [];
  for (const file of jsonFiles(BUILTIN_DIR)) {
    const json = readJson(file);
    const body = json.result ?? json;
    const v = body.info?.validated_ledger;
    if (v && !body.info.counters && body.info.network_id === 0) {
      candidates.push({ ledgerIndex: v.seq, base: Math.round(v.base_fee_xrp * 1e6), reserveBase: Math.round(v.reserve_base_xrp * 1e6), reserveInc: Math.round(v.reserve_inc_xrp * 1e6) });
    }
    const s = body.state?.validated_ledger;
    if (s) candidates.push({ ledgerIndex: s.seq, base: s.base_fee, reserveBase: s.reserve_base, reserveInc: s.reserve_inc });
    const tx = body.tx ?? body;
    if (tx.TransactionType === 'SetFee') {
      candidates.push({
        ledgerIndex: Number(body.ledger_index ?? tx.LedgerSequence),
        base: tx.BaseFeeDrops !== undefined ? Number(tx.BaseFeeDrops) : parseInt(tx.BaseFee, 16),
        reserveBase: Number(tx.ReserveBaseDrops ?? tx.ReserveBase),
        reserveInc: Number(tx.ReserveIncrementDrops ?? tx.ReserveIncrement),
      });
    }
  }
  return candidates.sort((a, b) => b.ledgerIndex - a.ledgerIndex)[0]!;
}

describe('WebSocket envelope', () => {
  it('success: {id, result, status: "success", type: "response"}, echoing api_version when sent', async () => {
    const withVersion = await client.request({ id: 7, command: 'ping', api_version: 2 });
    expect(withVersion).toEqual({ id: 7, api_version: 2, result: {}, status: 'success', type: 'response' });
    const without = await client.request({ id: 'x', command: 'ping' });
    expect(without).toEqual({ id: 'x', result: {}, status: 'success', type: 'response' });
  });

  it('non-JSON input: rippled\'s jsonInvalid message, and the connection keeps working', async () => {
    for (const text of ['not json', '{"command": "ping"', '[1,2]', '42']) {
      expect(await client.sendRaw(text)).toEqual({ type: 'error', error: 'jsonInvalid', value: text });
    }
    expect((await client.request({ command: 'ping' })).status).toBe('success');
  });

  it('unknown command: unknownCmd (32, "Unknown method.") with the request echoed', async () => {
    const request = { id: 3, command: 'no_such_method', foo: 1 };
    expect(await client.request(request)).toEqual({
      id: 3,
      error: 'unknownCmd',
      error_code: 32,
      error_message: 'Unknown method.',
      request,
      status: 'error',
      type: 'response',
    });
  });

  it('a rippled method without recorded data: notSupported', async () => {
    const response = await client.request({ command: 'nft_buy_offers', nft_id: '00081B581189F5687DBB7516339D6CCB5593D96622AD82DF08CFDA8600000A17' });
    expect([response.status, response.error, response.error_code]).toEqual(['error', 'notSupported', 75]);
  });

  it('missing command and invalid api_version: rippled\'s missingCommand / invalid_API_version envelopes', async () => {
    expect(await client.request({ id: 1, foo: 'bar' })).toEqual({ id: 1, error: 'missingCommand', request: { id: 1, foo: 'bar' }, status: 'error', type: 'response' });
    for (const api_version of [0, 3, '2', 1.5]) {
      const request = { id: 2, command: 'ping', api_version };
      expect(await client.request(request)).toEqual({ id: 2, api_version, error: 'invalid_API_version', request, status: 'error', type: 'response' });
    }
  });

  it('masks secrets in echoed requests', async () => {
    const response = await client.request({ command: 'no_such_method', secret: 'sEd...' });
    expect(response.request.secret).toBe('<masked>');
  });
});

describe('server status', () => {
  it('server_info: marked as the replay, mainnet network id, ledger fields from the recorded ledgers', async () => {
    const before = Math.floor(Date.now() / 1000) - 946684800;
    const { info } = await client.result({ command: 'server_info' });
    const after = Math.floor(Date.now() / 1000) - 946684800;
    expect(info.build_version).toBe(BUILD_VERSION);
    expect(info.network_id).toBe(0);
    expect(info.validated_ledger.seq).toBe(newestIndex);
    expect(info.validated_ledger.hash).toBe(newest.ledger_hash);
    expect(info.validated_ledger.age).toBeGreaterThanOrEqual(before - newest.close_time);
    expect(info.validated_ledger.age).toBeLessThanOrEqual(after - newest.close_time);
    const fees = newestFeeRecording();
    expect(info.validated_ledger.base_fee_xrp).toBe(fees.base / 1e6);
    expect(info.validated_ledger.reserve_base_xrp).toBe(fees.reserveBase / 1e6);
    expect(info.validated_ledger.reserve_inc_xrp).toBe(fees.reserveInc / 1e6);
    // Other fields come from the recorded server_info (newest rippled one).
    const recorded = jsonFiles(BUILTIN_DIR)
      .map((f) => readJson(f))
      .map((j) => (j.result ?? j).info)
      .filter((i) => i && !i.counters)
      .sort((a, b) => b.validated_ledger.seq - a.validated_ledger.seq)[0];
    expect(info.pubkey_node).toBe(recorded.pubkey_node);
    expect(info.last_close).toEqual(recorded.last_close);
  });

  it('complete_ledgers lists exactly the ledgers recorded with a proven-complete transaction list', async () => {
    const { info } = await client.result({ command: 'server_info' });
    const listed = new Set<number>();
    for (const part of info.complete_ledgers.split(',')) {
      const [a, b] = part.split('-').map(Number);
      for (let i = a!; i <= (b ?? a!); i++) listed.add(i);
    }
    const expected = [...ledgers].filter(([, { file }]) => /-(expanded|full)\.json$/.test(path.basename(file))).map(([i]) => i);
    expect([...listed].sort((x, y) => x - y)).toEqual(expected.sort((x, y) => x - y));
  });

  it('server_state: drops and Ripple-epoch close time of the newest ledger', async () => {
    const { state } = await client.result({ command: 'server_state' });
    const fees = newestFeeRecording();
    expect(state.build_version).toBe(BUILD_VERSION);
    expect(state.network_id).toBe(0);
    expect(state.validated_ledger).toEqual({
      base_fee: fees.base,
      fee_settings_record: expect.objectContaining({ ledger_index: fees.ledgerIndex }),
      close_time: newest.close_time,
      hash: newest.ledger_hash,
      reserve_base: fees.reserveBase,
      reserve_inc: fees.reserveInc,
      seq: newestIndex,
    });
  });

  it('fee: recorded levels, newest base fee, current ledger = newest ledger', async () => {
    const result = await client.result({ command: 'fee' });
    const recorded = readJson(path.join(BUILTIN_DIR, 'fee.json')).result;
    expect(result.ledger_current_index).toBe(newestIndex);
    expect(result.levels).toEqual(recorded.levels);
    expect(result.drops.base_fee).toBe(String(newestFeeRecording().base));
    expect(result.max_queue_size).toBe(recorded.max_queue_size);
  });
});

describe('lifecycle', () => {
  it('starting on a port in use rejects (EADDRINUSE) instead of crashing', async () => {
    await expect(startReplayServer({ port: server.port, store: builtinStore(), log: () => undefined })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect((await client.request({ command: 'ping' })).status).toBe('success');
  });
});

describe('logging', () => {
  it('writes exactly one line per request: transport, method, outcome, milliseconds', async () => {
    const lines: string[] = [];
    const own = await startReplayServer({ port: 0, store: builtinStore(), log: (l) => lines.push(l), verifyInBackground: false });
    const c = await TestClient.connect(own.url);
    const { hash } = builtinTxFiles()[0]!;
    await c.request({ command: 'tx', transaction: hash, api_version: 2 });
    await c.request({ command: 'tx', transaction: 'A'.repeat(64) });
    await c.sendRaw('garbage');
    await c.request({ command: 'frobnicate' });
    await c.request({ command: 'ledger', ledger_index: 'validated' });
    await postJson(own.port, { method: 'ping', params: [{}] });
    c.close();
    await own.close();
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(new RegExp(`^\\[replay\\] ws tx v2 transaction=${hash.slice(0, 12)}.* -> success \\(\\d+\\.\\d ms\\)$`));
    expect(lines[1]).toMatch(/ws tx v1 .* -> error txnNotFound \(\d+\.\d ms\)$/);
    expect(lines[2]).toMatch(/ws \(invalid JSON\) .* -> error jsonInvalid/);
    expect(lines[3]).toMatch(/ws frobnicate v1 -> error unknownCmd/);
    expect(lines[4]).toMatch(/ws ledger v1 ledger_index=validated -> success/);
    expect(lines[5]).toMatch(/http ping v1 -> success/);
  });

  it('logs no request lines with logRequests: false (REPLAY_LOG=quiet), still answering', async () => {
    const lines: string[] = [];
    const own = await startReplayServer({ port: 0, store: builtinStore(), log: (l) => lines.push(l), logRequests: false, verifyInBackground: false });
    const c = await TestClient.connect(own.url);
    expect((await c.request({ command: 'ping' })).status).toBe('success');
    await c.request({ command: 'frobnicate' });
    await postJson(own.port, { method: 'ping', params: [{}] });
    c.close();
    await own.close();
    expect(lines).toEqual([]);
  });

  it.each([
    [undefined, 'quiet'],
    ['', 'quiet'],
    ['quiet', 'quiet'],
    [' Requests ', 'requests'],
    ['requests', 'requests'],
  ] as const)('REPLAY_LOG=%p → %s', (value, mode) => {
    expect(parseReplayLog(value)).toBe(mode);
  });

  it('rejects an unknown REPLAY_LOG value with a message naming the accepted ones', () => {
    expect(() => parseReplayLog('verbose')).toThrow('REPLAY_LOG must be "quiet" or "requests", got "verbose"');
  });

  it('the shared test server logged one line per request too', () => {
    expect(logs.length).toBeGreaterThan(10);
    for (const line of logs) expect(line).toMatch(/^\[replay\] ws \S+.* -> (success|error \S+) \(\d+\.\d ms\)$/);
  });
});

function postJson(port: number, body: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'Content-Type': 'application/json' } }, (res) => {
      let data = '';
      res.on('data', (chunk) => (data += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', reject);
    req.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
}

describe('JSON-RPC over HTTP POST (same port)', () => {
  it('answers {result: {..., status}} like rippled, errors included', async () => {
    const { hash } = builtinTxFiles()[0]!;
    const ok = await postJson(server.port, { method: 'tx', params: [{ transaction: hash, api_version: 2 }] });
    expect(ok.status).toBe(200);
    const okBody = JSON.parse(ok.body);
    expect(okBody.result.status).toBe('success');
    expect(okBody.result.hash).toBe(hash);
    const err = JSON.parse((await postJson(server.port, { method: 'tx', params: [{ transaction: 'B'.repeat(64) }] })).body);
    expect(err.result).toMatchObject({ status: 'error', error: 'txnNotFound', error_code: 29, request: { command: 'tx', transaction: 'B'.repeat(64) } });
    const bad = await postJson(server.port, '{nope');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatch(/^Unable to parse request/);
  });
});

describe('xrpl.js Client (xrpl v4) against the replay node', () => {
  let xrpl: Client;
  beforeAll(async () => {
    xrpl = new Client(server.url);
    await xrpl.connect();
  });
  afterAll(async () => {
    await xrpl.disconnect();
  });

  it('tx with api_version 2, ledger, account_tx, server_info', async () => {
    const v2File = builtinTxFiles().find(({ file }) => readJson(file).result?.tx_json)!;
    const recorded = readJson(v2File.file).result;
    const tx = await xrpl.request({ command: 'tx', transaction: v2File.hash, api_version: 2 });
    expect(tx.result).toEqual(recorded);
    expect(tx.type).toBe('response');

    const ledger = await xrpl.request({ command: 'ledger', ledger_index: 'validated' });
    expect(ledger.result.ledger_index).toBe(newestIndex);
    expect(ledger.result.ledger.close_time_iso).toBe(isoOfRippleTime(newest.close_time));

    const account = recorded.tx_json.Account as string;
    const atx = await xrpl.request({ command: 'account_tx', account, api_version: 2 });
    expect(atx.result.transactions.map((t: Json) => t.hash)).toContain(v2File.hash);

    const info = await xrpl.request({ command: 'server_info' });
    expect(info.result.info.build_version).toBe(BUILD_VERSION);
    expect(await xrpl.getLedgerIndex()).toBe(newestIndex);
  });

  it('rejects with RippledError carrying rippled\'s error token', async () => {
    const promise = xrpl.request({ command: 'tx', transaction: 'C'.repeat(64), api_version: 2 });
    await expect(promise).rejects.toBeInstanceOf(RippledError);
    await expect(promise).rejects.toMatchObject({ data: { error: 'txnNotFound', error_code: 29 } });
  });
});

(HAS_SHARED ? describe : describe.skip)('every transaction of the team data set', () => {
  it('is answered by hash in API v1 and v2 (JSON) and v2 binary, without ever crashing the server', () => {
    const store = loadReplayData([SHARED_DIR], () => undefined);
    const outcomes = new Map<string, number>();
    for (const hash of store.transactions.keys()) {
      for (const [api_version, binary] of [[1, false], [2, false], [2, true]] as const) {
        {
          const { response, status } = processWebSocketMessage(store, JSON.stringify({ id: 1, command: 'tx', transaction: hash, api_version, binary }));
          outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
          if (status === 'success') expect((response.result as Json).hash).toBe(hash);
          // Only binary encoding of a few test-network transactions (fields newer than the codec) may fail.
          else expect([status, binary, store.getTransaction(hash)!.served]).toEqual(['internal', true, false]);
        }
      }
    }
    expect(outcomes.get('success')).toBeGreaterThan(store.transactions.size * 2);
  });
});
