import path from 'node:path';
import { Wallet } from 'xrpl';
import { ACCOUNT_TX_LIMITS, type ReplayServer } from '../src';
import { BUILTIN_DIR, builtinLedgers, jsonFiles, readJson, startTestServer, type Json, type TestClient } from './helpers';

jest.setTimeout(30_000);

let server: ReplayServer;
let client: TestClient;
beforeAll(async () => {
  ({ server, client } = await startTestServer());
});
afterAll(async () => {
  client.close();
  await server.close();
});

/**
 * Every transaction recorded in the built-in files (standalone, in ledgers, in account_tx pages), read
 * directly from the JSON — independent of the loader: hash → { tx fields, meta, ledger index }.
 */
function recordedTransactions(): Map<string, { tx: Json; meta: Json; ledgerIndex: number }> {
  const out = new Map<string, { tx: Json; meta: Json; ledgerIndex: number }>();
  const add = (tx: Json, meta: Json, hash: string, ledgerIndex: number): void => {
    if (meta && hash) out.set(hash, { tx, meta, ledgerIndex: Number(ledgerIndex) });
  };
  for (const file of jsonFiles(BUILTIN_DIR)) {
    const json = readJson(file);
    const name = path.basename(file);
    const body = json.result ?? json;
    if (name.startsWith('tx-')) {
      const tx = body.tx_json ?? body.tx ?? body.transaction ?? body;
      add(tx, body.meta, body.hash ?? tx.hash, body.ledger_index ?? tx.ledger_index);
    } else if (name.startsWith('ledger-')) {
      const ledger = body.ledger ?? body;
      for (const t of ledger.transactions ?? []) add(t, t.metaData, t.hash, ledger.ledger_index);
    } else if (name.startsWith('account_tx-')) {
      for (const e of body.transactions) {
        const tx = e.tx_json ?? e.tx;
        add(tx, e.meta, e.hash ?? tx.hash, e.ledger_index ?? tx.ledger_index);
      }
    }
  }
  return out;
}

const recorded = recordedTransactions();

/** The account that sent the most recorded transactions. */
function busiestSender(): { account: string; sent: string[] } {
  const bySender = new Map<string, string[]>();
  for (const [hash, { tx }] of recorded) {
    if (tx.Account === 'rrrrrrrrrrrrrrrrrrrrrhoLvTp') continue;
    bySender.set(tx.Account, [...(bySender.get(tx.Account) ?? []), hash]);
  }
  const [account, sent] = [...bySender].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { account, sent };
}

async function allPages(request: Json): Promise<{ pages: Json[]; entries: Json[] }> {
  const pages: Json[] = [];
  let marker: Json | undefined;
  do {
    const result = await client.result({ ...request, ...(marker ? { marker } : {}) });
    pages.push(result);
    marker = result.marker;
  } while (marker && pages.length < 100);
  return { pages, entries: pages.flatMap((p) => p.transactions) };
}

describe('account_tx', () => {
  const { account, sent } = busiestSender();

  it('returns every recorded transaction the account sent, and only transactions that name the account', async () => {
    expect(sent.length).toBeGreaterThan(ACCOUNT_TX_LIMITS.min);
    const { entries } = await allPages({ command: 'account_tx', account, api_version: 2 });
    const hashes = entries.map((e) => e.hash);
    for (const hash of sent) expect(hashes).toContain(hash);
    for (const entry of entries) expect(JSON.stringify(entry)).toContain(account);
  });

  it('is newest first (ledger index, then TransactionIndex, descending); forward reverses it', async () => {
    const newestFirst = (await allPages({ command: 'account_tx', account, limit: 400 })).entries;
    const keys = newestFirst.map((e) => [e.tx.ledger_index, e.meta.TransactionIndex] as [number, number]);
    for (let i = 1; i < keys.length; i++) {
      const [l0, t0] = keys[i - 1]!;
      const [l1, t1] = keys[i]!;
      expect(l0 > l1 || (l0 === l1 && t0 > t1)).toBe(true);
    }
    const forward = (await allPages({ command: 'account_tx', account, limit: 400, forward: true })).entries;
    expect(forward.map((e) => e.tx.hash)).toEqual(newestFirst.map((e) => e.tx.hash).reverse());
  });

  it('clamps limit to [10, 400] (default 200) and pages with an opaque {ledger, seq} marker, no duplicates', async () => {
    const everything = (await client.result({ command: 'account_tx', account, limit: 400 })).transactions.map((e: Json) => e.tx.hash);
    expect(everything.length).toBeGreaterThan(ACCOUNT_TX_LIMITS.min);

    const small = await client.result({ command: 'account_tx', account, limit: 1 });
    expect(small.limit).toBe(ACCOUNT_TX_LIMITS.min);
    expect(small.transactions).toHaveLength(ACCOUNT_TX_LIMITS.min);
    expect(Object.keys(small.marker).sort()).toEqual(['ledger', 'seq']);

    expect((await client.result({ command: 'account_tx', account })).limit).toBe(ACCOUNT_TX_LIMITS.default);
    expect((await client.result({ command: 'account_tx', account, limit: 100000 })).limit).toBe(ACCOUNT_TX_LIMITS.max);

    for (const forward of [false, true]) {
      const { pages, entries } = await allPages({ command: 'account_tx', account, limit: 10, forward });
      const hashes = entries.map((e) => e.tx.hash);
      expect(new Set(hashes).size).toBe(hashes.length);
      expect([...hashes].sort()).toEqual([...everything].sort());
      expect(pages.length).toBe(Math.ceil(everything.length / 10));
      expect(pages[pages.length - 1]!.marker).toBeUndefined();
      // The marker names the first transaction of the next page.
      for (let i = 0; i + 1 < pages.length; i++) {
        const first = pages[i + 1]!.transactions[0];
        expect(pages[i]!.marker).toEqual({ ledger: first.tx.ledger_index, seq: first.meta.TransactionIndex });
      }
    }
  });

  it('API v1 entries {tx, meta, validated} vs API v2 {tx_json, hash, ledger_index, ledger_hash?, close_time_iso?, meta, validated}', async () => {
    const v1 = (await client.result({ command: 'account_tx', account, limit: 10 })).transactions;
    const v2 = (await client.result({ command: 'account_tx', account, limit: 10, api_version: 2 })).transactions;
    v1.forEach((e1: Json, i: number) => {
      const e2 = v2[i];
      expect(Object.keys(e1).sort()).toEqual(['meta', 'tx', 'validated']);
      expect(e2.hash).toBe(e1.tx.hash);
      expect(e2.tx_json.hash).toBeUndefined();
      expect(e2.ledger_index).toBe(e1.tx.ledger_index);
      expect(e2.tx_json.ledger_index).toBe(e1.tx.ledger_index);
      expect(e2.meta).toEqual(e1.meta);
      expect(e1.validated && e2.validated).toBe(true);
    });
  });

  it('answers like the recorded rippled API v2 account_tx page (same entries for the same transactions)', async () => {
    const page = readJson(jsonFiles(BUILTIN_DIR).find((f) => readJson(f).api_version === 2 && path.basename(f).startsWith('account_tx-'))!);
    const ours = await allPages({ command: 'account_tx', account: page.result.account, api_version: 2, limit: 400 });
    const byHash = new Map(ours.entries.map((e) => [e.hash, e]));
    for (const entry of page.result.transactions) expect(byHash.get(entry.hash)).toEqual(entry);
  });

  it('filters by ledger_index_min / ledger_index_max and by a single ledger', async () => {
    const all = (await allPages({ command: 'account_tx', account, limit: 400 })).entries;
    const middle = all[Math.floor(all.length / 2)].tx.ledger_index;
    const upper = await client.result({ command: 'account_tx', account, ledger_index_min: middle, limit: 400 });
    expect(upper.ledger_index_min).toBe(middle);
    expect(upper.transactions.map((e: Json) => e.tx.hash)).toEqual(all.filter((e) => e.tx.ledger_index >= middle).map((e) => e.tx.hash));
    const single = await client.result({ command: 'account_tx', account, ledger_index: middle, limit: 400 });
    expect(single.transactions.map((e: Json) => e.tx.hash)).toEqual(all.filter((e) => e.tx.ledger_index === middle).map((e) => e.tx.hash));
  });

  it('rejects bad parameters the way rippled does', async () => {
    const cases: Array<[Json, string, string?]> = [
      [{}, 'invalidParams', "Missing field 'account'."],
      [{ account: 42 }, 'invalidParams', "Invalid field 'account'."],
      [{ account: 'rNotAnAddress' }, 'actMalformed'],
      [{ account, marker: 'abc' }, 'invalidParams', 'invalid marker. Provide ledger index via ledger field, and transaction sequence number via seq field'],
      [{ account, marker: { ledger: 5 } }, 'invalidParams'],
      [{ account, limit: -3 }, 'invalidParams', "Invalid field 'limit', not unsigned integer."],
      [{ account, forward: 'yes', api_version: 2 }, 'invalidParams', "Invalid field 'forward'."],
      [{ account, ledger_index_min: 10, ledger_index_max: 5 }, 'lgrIdxsInvalid'],
      [{ account, ledger_index_min: 10, ledger_index_max: 5, api_version: 2 }, 'lgrIdxMalformed'],
    ];
    for (const [params, error, message] of cases) {
      const response = await client.request({ command: 'account_tx', ...params });
      expect({ params, error: response.error }).toEqual({ params, error });
      if (message) expect(response.error_message).toBe(message);
    }
  });
});

describe('account_info', () => {
  /** Newest AccountRoot final/new fields per account in the recorded metadata, read without the loader. */
  function newestMetadataStates(): Map<string, { ledgerIndex: number; txIndex: number; kind: string; fields: Json }> {
    const out = new Map<string, { ledgerIndex: number; txIndex: number; kind: string; fields: Json }>();
    for (const { meta, ledgerIndex } of recorded.values()) {
      for (const wrapper of meta.AffectedNodes ?? []) {
        const kind = Object.keys(wrapper)[0]!;
        const node = wrapper[kind];
        if (node.LedgerEntryType !== 'AccountRoot') continue;
        const fields = kind === 'CreatedNode' ? node.NewFields : node.FinalFields;
        if (!fields?.Account) continue;
        const prev = out.get(fields.Account);
        const key = [ledgerIndex, meta.TransactionIndex];
        if (!prev || key[0]! > prev.ledgerIndex || (key[0] === prev.ledgerIndex && key[1]! > prev.txIndex)) {
          out.set(fields.Account, { ledgerIndex, txIndex: meta.TransactionIndex, kind, fields });
        }
      }
    }
    return out;
  }
  const states = newestMetadataStates();
  const recordedInfos = jsonFiles(BUILTIN_DIR)
    .filter((f) => path.basename(f).startsWith('account_info-'))
    .map((f) => (readJson(f).result ?? readJson(f)));

  it('derives account_info from the newest metadata, reporting the ledger index and hash of that state', async () => {
    const ledgers = builtinLedgers();
    const candidates = [...states].filter(([account, s]) => s.kind === 'ModifiedNode' && !recordedInfos.some((i) => i.account_data.Account === account));
    expect(candidates.length).toBeGreaterThan(20);
    for (const [account, state] of candidates.slice(0, 40)) {
      const result = await client.result({ command: 'account_info', account, api_version: 2 });
      expect(result.ledger_index).toBe(state.ledgerIndex);
      expect(result.validated).toBe(true);
      const header = ledgers.get(state.ledgerIndex);
      if (header) expect(result.ledger_hash).toBe(header.ledger.ledger_hash ?? header.ledger.hash);
      for (const [field, value] of Object.entries(state.fields)) expect(result.account_data[field]).toEqual(value);
      expect(result.account_data.LedgerEntryType).toBe('AccountRoot');
      expect(result.account_flags.disableMasterKey).toBe((state.fields.Flags & 0x00100000) !== 0);
    }
  });

  it('answers a recorded account_info as recorded when nothing newer is known', async () => {
    let checked = 0;
    for (const info of recordedInfos) {
      const account = info.account_data.Account;
      const newerMeta = states.get(account);
      if (newerMeta && newerMeta.ledgerIndex > Number(info.ledger_index)) continue;
      const result = await client.result({ command: 'account_info', account });
      expect(result.account_data).toEqual(info.account_data);
      expect(result.ledger_index).toBe(Number(info.ledger_index));
      if (info.ledger_hash) expect(result.ledger_hash).toBe(info.ledger_hash);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('a deleted account (AccountDelete) is actNotFound, with rippled\'s extra fields', async () => {
    const deleted = [...states].filter(([, s]) => s.kind === 'DeletedNode');
    expect(deleted.length).toBeGreaterThan(0);
    for (const [account] of deleted) {
      const response = await client.request({ command: 'account_info', account });
      expect(response).toMatchObject({ status: 'error', error: 'actNotFound', error_code: 19, error_message: 'Account not found.', account, validated: true });
      expect(response.ledger_index).toBe(server.store.newestLedger!.header.ledger_index);
    }
  });

  it('unknown and malformed accounts, a ledger without recorded state, the queue', async () => {
    const unknown = Wallet.generate().classicAddress;
    expect((await client.request({ command: 'account_info', account: unknown })).error).toBe('actNotFound');
    const malformed = await client.request({ command: 'account_info', account: 'rBadAddress' });
    expect([malformed.error, malformed.error_code]).toEqual(['actMalformed', 35]);
    expect((await client.request({ command: 'account_info' })).error_message).toBe("Missing field 'account'.");
    const [account, state] = [...states].find(([, s]) => s.kind === 'ModifiedNode')!;
    const exact = await client.result({ command: 'account_info', account, ledger_index: state.ledgerIndex });
    expect(exact.ledger_index).toBe(state.ledgerIndex);
    const other = await client.request({ command: 'account_info', account, ledger_index: state.ledgerIndex - 1 });
    expect(other.error).toBe('lgrNotFound');
    expect((await client.request({ command: 'account_info', account, queue: true })).error).toBe('invalidParams');
  });
});
