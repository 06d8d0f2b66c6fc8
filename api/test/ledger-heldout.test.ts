/**
 * "How it is checked" for the ledger endpoint: real expanded mainnet ledgers that are not in the
 * bundled replay data's tests, served through REPLAY_DATA_DIR (here: the team data set,
 * vendored in fixtures/xrpl and laid out as one folder, with the built-in data left out), must give the right counts, fees,
 * hashes, parent hash, close time and per-row CTIDs, by index and by hash. Every expected value is
 * recomputed here from the files, independently of the API's mapping.
 */
import { teamDataDir } from '../../fixtures/xrpl/teamData';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { buildApp } from '../src/app';

type Json = Record<string, any>;
const SHARED_DIR = teamDataDir();
const HAS_SHARED = existsSync(SHARED_DIR);

jest.setTimeout(30_000);

/** Every recorded ledger with all its transactions (expanded or full), with what its file says. */
function expandedLedgers() {
  return readdirSync(SHARED_DIR)
    .filter((f) => /^ledger-\d+-(expanded|full)\.json$/.test(f))
    .map((f) => {
      const json = JSON.parse(readFileSync(path.join(SHARED_DIR, f), 'utf8')) as Json;
      const root = json.result ?? json;
      const ledger = root.ledger ?? root;
      const txs = (ledger.transactions ?? []) as Json[];
      const meta = (t: Json) => (t.metaData ?? t.meta) as Json;
      const ordered = [...txs].sort((a, b) => meta(a).TransactionIndex - meta(b).TransactionIndex);
      const index = Number(ledger.ledger_index);
      return {
        file: f,
        index,
        hash: String(root.ledger_hash ?? ledger.ledger_hash ?? ledger.hash).toUpperCase(),
        parentHash: String(ledger.parent_hash).toUpperCase(),
        closeTime: Number(ledger.close_time),
        closeTimeHuman: new Date((Number(ledger.close_time) + 946_684_800) * 1000).toISOString().replace('.000Z', 'Z'),
        count: txs.length,
        successful: txs.filter((t) => meta(t).TransactionResult === 'tesSUCCESS').length,
        fees: txs.reduce((sum, t) => sum + BigInt(t.Fee), 0n).toString(),
        rows: ordered.map((t) => ({
          hash: String(t.hash).toUpperCase(),
          transactionIndex: meta(t).TransactionIndex as number,
          // XLS-37: 0xC, 28-bit ledger index, 16-bit transaction index, 16-bit network id (mainnet 0).
          ctid: ((0xcn << 60n) | (BigInt(index) << 32n) | (BigInt(meta(t).TransactionIndex) << 16n)).toString(16).toUpperCase(),
        })),
      };
    });
}

(HAS_SHARED ? describe : describe.skip)('ledgers of the team data set through REPLAY_DATA_DIR', () => {
  let node: ReplayServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    node = await startReplayServer({ port: 0, dataDirs: [SHARED_DIR], log: () => undefined, verifyInBackground: false });
    app = await buildApp({ nodeUrl: node.url, rateLimit: false });
  });
  afterAll(async () => {
    await app.close();
    await node.close();
  });

  const ledgers = HAS_SHARED ? expandedLedgers() : [];

  it('finds the expanded ledgers to check', () => {
    expect(ledgers.length).toBeGreaterThanOrEqual(5);
  });

  it.each(ledgers.map((l) => [l.file, l] as const))('%s: counts, fees, hashes, close time and row CTIDs, by index and by hash', async (_file, expected) => {
    for (const id of [String(expected.index), expected.hash.toLowerCase()]) {
      const res = await app.inject({ method: 'GET', url: `/api/ledger/${id}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        ledgerIndex: expected.index,
        hash: expected.hash,
        parentHash: expected.parentHash,
        closeTime: expected.closeTime,
        closeTimeHuman: expected.closeTimeHuman,
        transactionCount: expected.count,
        successfulTransactionCount: expected.successful,
        failedTransactionCount: expected.count - expected.successful,
        totalFees: expected.fees,
        transactionsComplete: true,
        truncated: false,
      });
      expect(body.transactions.map((r: Json) => ({ hash: r.hash, transactionIndex: r.transactionIndex, ctid: r.ctid }))).toEqual(expected.rows);
    }
  });
});

describe('bad ledger identifiers', () => {
  let node: ReplayServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    node = await startReplayServer({ port: 0, log: () => undefined, verifyInBackground: false });
    app = await buildApp({ nodeUrl: node.url, rateLimit: false });
  });
  afterAll(async () => {
    await app.close();
    await node.close();
  });

  it.each(['0', '-1', '4294967296', '1e6', '0x10', 'A'.repeat(63), 'A'.repeat(65), '١٢٣', '１２３', '12.0', 'lat est'])('%s: a clear 400, never a 5xx', async (id) => {
    const res = await app.inject({ method: 'GET', url: `/api/ledger/${encodeURIComponent(id)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/ledger/i);
  });

  it.each(['latest ', ' latest', 'LATEST', 'Latest'])('%j: the latest validated ledger', async (id) => {
    const res = await app.inject({ method: 'GET', url: `/api/ledger/${encodeURIComponent(id)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().ledgerIndex).toBe(Math.max(...node.store.ledgerRecords.keys()));
  });

  it('an unknown ledger is a 404; a ledger whose recorded list is incomplete says so with a 200', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ledger/5' })).statusCode).toBe(404);
    const partial = await app.inject({ method: 'GET', url: '/api/ledger/84206081' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().transactionsComplete).toBe(false);
  });
});
