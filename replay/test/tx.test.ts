import path from 'node:path';
import { teamDataFile } from '../../fixtures/xrpl/teamData';
import { decodeCtid, encodeCtid, type ReplayServer } from '../src';
import { BUILTIN_DIR, builtinTxFiles, isoOfRippleTime, jsonFiles, readJson, startTestServer, type Json, type TestClient } from './helpers';

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

/** The recorded ledger index / transaction index of a built-in tx file, read without the loader. */
function recordedPosition(json: Json): { ledgerIndex: number; transactionIndex: number } {
  const body = json.result ?? json;
  const tx = body.tx_json ?? body.tx ?? body.transaction ?? body;
  return { ledgerIndex: Number(body.ledger_index ?? tx.ledger_index ?? tx.inLedger), transactionIndex: body.meta.TransactionIndex };
}

describe('tx by hash and by CTID', () => {
  it('answers every built-in transaction file identically by hash and by its CTID (API v1 and v2)', async () => {
    const files = builtinTxFiles();
    for (const { file, hash } of files) {
      const { ledgerIndex, transactionIndex } = recordedPosition(readJson(file));
      const ctid = encodeCtid(ledgerIndex, transactionIndex, 0)!;
      for (const api_version of [1, 2]) {
        const byHash = await client.result({ command: 'tx', transaction: hash, api_version });
        const byCtid = await client.result({ command: 'tx', ctid, api_version });
        expect(byCtid).toEqual(byHash);
        expect(byHash.ctid).toBe(ctid);
        expect(byHash.validated).toBe(true);
        expect(byHash.ledger_index).toBe(ledgerIndex);
        expect(byHash.meta.TransactionIndex).toBe(transactionIndex);
      }
    }
  });

  it('matches a transaction CTID case-insensitively and agrees with every CTID recorded in the files', async () => {
    let checked = 0;
    for (const { file, hash } of builtinTxFiles()) {
      const json = readJson(file);
      const body = json.result ?? json;
      const recordedCtid = body.ctid ?? (body.tx ?? body.tx_json ?? {}).ctid;
      if (!recordedCtid) continue;
      const result = await client.result({ command: 'tx', ctid: recordedCtid.toLowerCase() });
      expect(result.hash).toBe(hash);
      expect(result.ctid).toBe(recordedCtid);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('looks transactions up case-insensitively by hash', async () => {
    const { hash } = builtinTxFiles()[0]!;
    const result = await client.result({ command: 'tx', transaction: hash.toLowerCase() });
    expect(result.hash).toBe(hash);
  });
});

describe('tx answers rippled would give', () => {
  it('API v2: equals the recorded rippled v2 tx response field for field', async () => {
    const v2Files = builtinTxFiles().filter(({ file }) => readJson(file).result?.tx_json);
    expect(v2Files.length).toBeGreaterThan(0);
    for (const { file, hash } of v2Files) {
      const recorded = readJson(file).result;
      const ours = await client.result({ command: 'tx', transaction: hash, api_version: 2 });
      expect(ours).toEqual(recorded);
    }
  });

  it('API v1: every field of a recorded rippled v1 tx result has the same value in the answer', async () => {
    const v1Files = builtinTxFiles().filter(({ file }) => {
      const json = readJson(file);
      return typeof (json.result ?? json).TransactionType === 'string';
    });
    expect(v1Files.length).toBeGreaterThan(30);
    for (const { file, hash } of v1Files) {
      const json = readJson(file);
      const recorded = json.result ?? json;
      const ours = await client.result({ command: 'tx', transaction: hash });
      for (const [key, value] of Object.entries(recorded)) {
        if (key === 'status') continue; // JSON-RPC envelope field
        expect({ file: path.basename(file), key, value: ours[key] }).toEqual({ file: path.basename(file), key, value });
      }
    }
  });

  it('v1 vs v2: Amount+DeliverMax vs DeliverMax only, hash inside vs beside tx_json, date vs close_time_iso', async () => {
    const payments = builtinTxFiles().filter(({ hash }) => server.store.getTransaction(hash)!.tx.TransactionType === 'Payment');
    expect(payments.length).toBeGreaterThan(3);
    for (const { hash } of payments) {
      const v1 = await client.result({ command: 'tx', transaction: hash, api_version: 1 });
      const v2 = await client.result({ command: 'tx', transaction: hash, api_version: 2 });
      // API v1: transaction fields at the top level, Amount and DeliverMax both present and equal.
      expect(v1.TransactionType).toBe('Payment');
      expect(v1.DeliverMax).toEqual(v1.Amount);
      expect(v1.hash).toBe(hash);
      expect(v1.inLedger).toBe(v1.ledger_index);
      expect(v1.tx_json).toBeUndefined();
      // API v2: tx_json without hash or Amount; DeliverMax carries the v1 Amount.
      expect(v2.tx_json.Amount).toBeUndefined();
      expect(v2.tx_json.DeliverMax).toEqual(v1.Amount);
      expect(v2.tx_json.hash).toBeUndefined();
      expect(v2.tx_json.inLedger).toBeUndefined();
      expect(v2.hash).toBe(hash);
      expect(v2.TransactionType).toBeUndefined();
      // Same ledger facts, rendered per version.
      expect(typeof v2.ledger_index).toBe('number');
      expect(v2.ledger_index).toBe(v1.ledger_index);
      expect(v2.close_time_iso).toBe(isoOfRippleTime(v1.date));
      expect(v2.tx_json.date).toBe(v1.date);
      expect(v2.meta).toEqual(v1.meta);
      // rippled adds delivered_amount to successful payments only.
      expect('delivered_amount' in v2.meta).toBe(v2.meta.TransactionResult === 'tesSUCCESS');
    }
  });

  it('close time comes from the ledger: a transaction inside a recorded ledger file gets that ledger\'s close time and hash', async () => {
    const ledgerFile = jsonFiles(BUILTIN_DIR).find((f) => path.basename(f) === 'ledger-94084608-expanded.json')!;
    const ledger = readJson(ledgerFile).ledger ?? readJson(ledgerFile).result.ledger;
    const sample = ledger.transactions[0];
    const v2 = await client.result({ command: 'tx', transaction: sample.hash, api_version: 2 });
    expect(v2.close_time_iso).toBe(isoOfRippleTime(ledger.close_time));
    expect(v2.ledger_hash).toBe(ledger.ledger_hash);
    expect(v2.tx_json.date).toBe(ledger.close_time);
    expect(v2.meta.AffectedNodes).toEqual(sample.metaData.AffectedNodes);
  });

  it('adds nftoken_id to NFTokenAcceptOffer metadata exactly as the recorded rippled output has it', async () => {
    const accept = builtinTxFiles().find(({ file }) => readJson(file).meta?.nftoken_id !== undefined)!;
    expect(accept).toBeDefined();
    const recordedMeta = readJson(accept.file).meta;
    const record = server.store.getTransaction(accept.hash)!;
    // Recompute from the metadata alone (the recorded field removed).
    const { apiMeta } = await import('../src');
    const { nftoken_id: recordedId, ...withoutId } = recordedMeta;
    const recomputed = apiMeta(server.store, { ...record, meta: withoutId });
    expect(recomputed.nftoken_id).toBe(recordedId);
  });

  it('binary: tx_blob hashes to the transaction id', async () => {
    const { createHash } = await import('node:crypto');
    const { hash } = builtinTxFiles()[0]!;
    const v2 = await client.result({ command: 'tx', transaction: hash, api_version: 2, binary: true });
    const v1 = await client.result({ command: 'tx', transaction: hash, binary: true });
    const id = createHash('sha512').update(Buffer.from(`54584E00${v2.tx_blob}`, 'hex')).digest('hex').slice(0, 64).toUpperCase();
    expect(id).toBe(hash);
    expect(v1.tx).toBe(v2.tx_blob);
    expect(typeof v2.meta_blob).toBe('string');
    expect(v1.meta).toBe(v2.meta_blob);
  });
});

describe('tx errors', () => {
  const unknownHash = 'E08D6E9754025BA2534A78707605E0601F03ACE063687A0CA1BDDACFCD1698C7';

  it('unknown hash: txnNotFound (29) in rippled\'s error envelope, echoing id and request', async () => {
    const request = { id: 'abc', command: 'tx', transaction: unknownHash, api_version: 2 };
    const response = await client.request(request);
    expect(response).toEqual({
      id: 'abc',
      api_version: 2,
      type: 'response',
      status: 'error',
      error: 'txnNotFound',
      error_code: 29,
      error_message: 'Transaction not found.',
      request,
    });
  });

  it('matches the recorded rippled txnNotFound response for a min/max ledger search (searched_all)', async () => {
    const recorded = readJson(teamDataFile('tx-error-txnNotFound.json'));
    const response = await client.request(recorded.request);
    expect(response.error).toBe(recorded.error);
    expect(response.error_code).toBe(recorded.error_code);
    expect(response.error_message).toBe(recorded.error_message);
    expect(response.request).toEqual(recorded.request);
    expect(response.id).toBe(recorded.id);
    // None of those ledgers was recorded completely, so this node cannot claim it searched them all.
    expect(response.searched_all).toBe(false);
  });

  it('rejects bad parameters the way rippled does', async () => {
    const { hash } = builtinTxFiles()[0]!;
    const cases: Array<[Json, string, number]> = [
      [{ command: 'tx' }, 'invalidParams', 31],
      [{ command: 'tx', transaction: 'XYZ' }, 'notImpl', 74],
      [{ command: 'tx', transaction: hash, ctid: 'C000000000000000' }, 'invalidParams', 31],
      [{ command: 'tx', ctid: 'A000000100000000' }, 'invalidParams', 31],
      [{ command: 'tx', ctid: 'C00000010000' }, 'invalidParams', 31],
      [{ command: 'tx', ctid: encodeCtid(1, 0, 0)! }, 'txnNotFound', 29],
      [{ command: 'tx', transaction: hash, min_ledger: 10, max_ledger: 5 }, 'invalidLgrRange', 79],
      [{ command: 'tx', transaction: hash, min_ledger: 1, max_ledger: 5000 }, 'excessiveLgrRange', 78],
    ];
    for (const [request, error, code] of cases) {
      const response = await client.request(request);
      expect({ request, error: response.error, code: response.error_code, status: response.status }).toEqual({ request, error, code, status: 'error' });
    }
  });

  it('a found transaction is returned even outside min_ledger..max_ledger (the range only sets searched_all)', async () => {
    const { hash } = builtinTxFiles()[0]!;
    const result = await client.result({ command: 'tx', transaction: hash, min_ledger: 1, max_ledger: 2 });
    expect(result.hash).toBe(hash);
  });

  it('a CTID of another network: wrongNetwork naming that network', async () => {
    const { file } = builtinTxFiles()[0]!;
    const { ledgerIndex, transactionIndex } = recordedPosition(readJson(file));
    const ctid = encodeCtid(ledgerIndex, transactionIndex, 1)!;
    expect(decodeCtid(ctid)!.networkId).toBe(1);
    const response = await client.request({ command: 'tx', ctid });
    expect(response.error).toBe('wrongNetwork');
    expect(response.error_code).toBe(4);
    expect(response.error_message).toBe('Wrong network. You should submit this request to a node running on NetworkID: 1');
  });
});
