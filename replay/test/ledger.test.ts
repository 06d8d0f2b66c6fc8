import path from 'node:path';
import { WARNING_INCOMPLETE_TRANSACTIONS, type ReplayServer } from '../src';
import { BUILTIN_DIR, HAS_SHARED, SHARED_DIR, builtinLedgers, isoOfRippleTime, readJson, startTestServer, type Json, type TestClient } from './helpers';

jest.setTimeout(30_000);

let server: ReplayServer;
let client: TestClient;
const recorded = builtinLedgers();
const newestIndex = Math.max(...recorded.keys());
const newest = recorded.get(newestIndex)!.ledger;
const byKind = (suffix: string): Array<[number, Json]> =>
  [...recorded].filter(([, { file }]) => path.basename(file).endsWith(suffix)).map(([i, { ledger }]) => [i, ledger]);

beforeAll(async () => {
  ({ server, client } = await startTestServer());
});
afterAll(async () => {
  client.close();
  await server.close();
});

describe('ledger selection', () => {
  it('validated, closed, current and no selector all mean the newest recorded ledger header', async () => {
    for (const selector of [{ ledger_index: 'validated' }, { ledger_index: 'closed' }, { ledger_index: 'current' }, {}]) {
      const result = await client.result({ command: 'ledger', ...selector });
      expect(result.ledger_index).toBe(newestIndex);
      expect(result.ledger_hash).toBe(newest.ledger_hash);
      expect(result.validated).toBe(true);
    }
    expect(await client.result({ command: 'ledger_closed' })).toEqual({ ledger_hash: newest.ledger_hash, ledger_index: newestIndex });
    expect(await client.result({ command: 'ledger_current' })).toEqual({ ledger_current_index: newestIndex });
  });

  it('finds every recorded ledger by number, numeric string and hash (any case)', async () => {
    for (const [index, { ledger }] of recorded) {
      const hash: string = ledger.ledger_hash ?? ledger.hash;
      for (const selector of [{ ledger_index: index }, { ledger_index: String(index) }, { ledger_hash: hash.toLowerCase() }]) {
        const result = await client.result({ command: 'ledger', ...selector });
        expect(result.ledger_index).toBe(index);
        expect(result.ledger_hash).toBe(hash);
      }
    }
  });
});

describe('ledger header', () => {
  it('returns the recorded header fields; ledger_index is a string in API v1 and a number in v2', async () => {
    for (const [index, { ledger }] of recorded) {
      const v1 = (await client.result({ command: 'ledger', ledger_index: index })).ledger;
      const v2 = (await client.result({ command: 'ledger', ledger_index: index, api_version: 2 })).ledger;
      expect(v1.ledger_index).toBe(String(index));
      expect(v2.ledger_index).toBe(index);
      for (const field of ['parent_hash', 'account_hash', 'transaction_hash', 'total_coins', 'close_time', 'parent_close_time', 'close_time_resolution', 'close_flags']) {
        expect({ index, field, value: v1[field] }).toEqual({ index, field, value: ledger[field] });
      }
      expect(v1.ledger_hash).toBe(ledger.ledger_hash ?? ledger.hash);
      expect(v1.closed).toBe(true);
      expect(v1.close_time_iso).toBe(isoOfRippleTime(ledger.close_time));
      expect(v1.transactions).toBeUndefined();
      expect(v1.accountState).toBeUndefined();
    }
  });
});

describe('ledger transactions', () => {
  it('lists the ids of a complete ledger (sorted, as rippled does) with no warning', async () => {
    for (const [index, ledger] of [...byKind('-expanded.json'), ...byKind('-full.json')]) {
      const response = await client.request({ command: 'ledger', ledger_index: index, transactions: true });
      const ids = ledger.transactions.map((t: Json) => t.hash).sort();
      expect(response.result.ledger.transactions).toEqual(ids);
      expect(response.warnings).toBeUndefined();
    }
  });

  it('API v1 expanded: every recorded field of every transaction comes back with the same value', async () => {
    for (const [index, ledger] of byKind('-expanded.json')) {
      const result = await client.result({ command: 'ledger', ledger_index: index, transactions: true, expand: true });
      const ours = new Map<string, Json>(result.ledger.transactions.map((t: Json) => [t.hash, t]));
      expect(ours.size).toBe(ledger.transactions.length);
      for (const tx of ledger.transactions) {
        const mine = ours.get(tx.hash)!;
        for (const [key, value] of Object.entries(tx)) {
          if (key === 'metaData') {
            for (const [mk, mv] of Object.entries(value as Json)) expect(mine.metaData[mk]).toEqual(mv);
          } else {
            expect({ hash: tx.hash, key, value: mine[key] }).toEqual({ hash: tx.hash, key, value });
          }
        }
        if (mine.TransactionType === 'Payment') expect(mine.DeliverMax).toEqual(mine.Amount);
      }
    }
  });

  it('API v1 expanded equals a ledger recorded from rippled 2.x (Payments with DeliverMax) exactly', async () => {
    const modern = byKind('-expanded.json').filter(([, l]) => l.transactions.some((t: Json) => 'DeliverMax' in t));
    expect(modern.length).toBeGreaterThan(0);
    for (const [index, ledger] of modern) {
      const result = await client.result({ command: 'ledger', ledger_index: index, transactions: true, expand: true });
      const sorted = [...ledger.transactions].sort((a: Json, b: Json) => (a.hash < b.hash ? -1 : 1));
      expect(result.ledger.transactions).toEqual(sorted);
    }
  });

  it('API v2 expanded: {tx_json, meta, hash, ledger_index, ledger_hash, close_time_iso, validated}', async () => {
    const [index, ledger] = byKind('-expanded.json').sort((a, b) => b[1].transactions.length - a[1].transactions.length)[0]!;
    const result = await client.result({ command: 'ledger', ledger_index: index, transactions: true, expand: true, api_version: 2 });
    const recordedById = new Map<string, Json>(ledger.transactions.map((t: Json) => [t.hash, t]));
    for (const entry of result.ledger.transactions) {
      const source = recordedById.get(entry.hash)!;
      expect(Object.keys(entry).sort()).toEqual(['close_time_iso', 'hash', 'ledger_hash', 'ledger_index', 'meta', 'tx_json', 'validated']);
      expect(entry.ledger_index).toBe(index);
      expect(entry.ledger_hash).toBe(ledger.ledger_hash);
      expect(entry.close_time_iso).toBe(isoOfRippleTime(ledger.close_time));
      expect(entry.tx_json.hash).toBeUndefined();
      expect(entry.tx_json.Account).toBe(source.Account);
      expect(entry.meta.AffectedNodes).toEqual(source.metaData.AffectedNodes);
      if (entry.tx_json.TransactionType === 'Payment') {
        expect(entry.tx_json.Amount).toBeUndefined();
        expect(entry.tx_json.DeliverMax).toEqual(source.Amount);
      }
    }
  });

  it('never claims a trimmed (-partial) list is complete: warning, and only the recorded transactions', async () => {
    const partial = byKind('-partial.json');
    expect(partial.length).toBeGreaterThan(0);
    for (const [index, ledger] of partial) {
      const response = await client.request({ command: 'ledger', ledger_index: index, transactions: true });
      expect(response.warnings).toEqual([WARNING_INCOMPLETE_TRANSACTIONS]);
      for (const tx of ledger.transactions) expect(response.result.ledger.transactions).toContain(tx.hash);
      const info = await client.result({ command: 'server_info' });
      expect(info.info.complete_ledgers.split(',')).not.toContain(String(index));
    }
  });

  it('a header-only ledger asked for transactions: warning, and no invented list', async () => {
    for (const [index] of byKind('header.json')) {
      const response = await client.request({ command: 'ledger', ledger_index: index, transactions: true, expand: true });
      expect(response.warnings).toEqual([WARNING_INCOMPLETE_TRANSACTIONS]);
      const knownThere = [...server.store.transactions.values()].filter((t) => t.served && t.ledgerIndex === index).length;
      expect(response.result.ledger.transactions).toHaveLength(knownThere);
    }
  });
});

describe('ledger errors', () => {
  (HAS_SHARED ? it : it.skip)('an unrecorded ledger: the same lgrNotFound answer as the recorded rippled one', async () => {
    const recordedError = readJson(path.join(SHARED_DIR, 'error-ledger-lgrNotFound.json')).result;
    const response = await client.request(recordedError.request);
    expect(response.status).toBe('error');
    expect(response.error).toBe(recordedError.error);
    expect(response.error_code).toBe(recordedError.error_code);
    expect(response.error_message).toBe(recordedError.error_message);
    expect(response.request).toEqual(recordedError.request);
  });

  it('rejects malformed selectors and state dumps', async () => {
    const cases: Array<[Json, string, number, string?]> = [
      [{ ledger_index: 'foo' }, 'invalidParams', 31, "Invalid field 'ledger_index', not string or number."],
      [{ ledger_index: -5 }, 'invalidParams', 31, "Invalid field 'ledger_index', not string or number."],
      [{ ledger_hash: 'ABC' }, 'invalidParams', 31, "Invalid field 'ledger_hash', not hex string."],
      [{ ledger_hash: 'A'.repeat(64) }, 'lgrNotFound', 21, 'ledgerNotFound'],
      [{ ledger_index: newestIndex, ledger_hash: newest.ledger_hash }, 'invalidParams', 31],
      [{ ledger_index: newestIndex, full: true }, 'noPermission', 6],
      [{ ledger_index: newestIndex, accounts: true }, 'noPermission', 6],
    ];
    for (const [params, error, code, message] of cases) {
      const response = await client.request({ command: 'ledger', ...params });
      expect({ params, error: response.error, code: response.error_code }).toEqual({ params, error, code });
      if (message) expect(response.error_message).toBe(message);
    }
  });
});

describe('ledger_entry: the FeeSettings entry in force at a recorded ledger', () => {
  const FEE_SETTINGS = '4BC50C9B0D8515D3EAAE1E74B29A95804346C491EE1A95BF25E4AAB854A6A651';
  // The December 2024 change (ledger 92508417, documentation example of the FeeSettings entry) is in force at 94084608.
  const entry = readJson(`${BUILTIN_DIR}/ledger_entry-feesettings-92508417-doc.json`) as Json;
  let ctx: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    ctx = await startTestServer();
  });
  afterAll(async () => {
    ctx.client.close();
    await ctx.server.close();
  });

  it('answers the reserves and base fee of the newest recorded setting at or before the ledger', async () => {
    const result = await ctx.client.result({ command: 'ledger_entry', index: FEE_SETTINGS, ledger_index: 94084608 });
    expect(result.ledger_index).toBe(94084608);
    expect(result.node).toEqual(
      expect.objectContaining({
        LedgerEntryType: 'FeeSettings',
        ReserveBaseDrops: entry.ReserveBaseDrops,
        ReserveIncrementDrops: entry.ReserveIncrementDrops,
        BaseFeeDrops: entry.BaseFeeDrops,
      }),
    );
  });

  it('does not guess: ledgers before the first recorded setting are notSupported, entries never recorded entryNotFound', async () => {
    expect((await ctx.client.request({ command: 'ledger_entry', index: FEE_SETTINGS, ledger_index: 309936 })).error).toBe('notSupported');
    expect((await ctx.client.request({ command: 'ledger_entry', index: 'A'.repeat(64), ledger_index: 94084608 })).error).toBe('entryNotFound');
    expect((await ctx.client.request({ command: 'ledger_entry', index: FEE_SETTINGS, ledger_index: 5 })).error).toBe('lgrNotFound');
  });
});
