/**
 * SYNTHETIC benchmark transactions (`REPLAY_EXTRA_TX`): loaded only when the variable
 * names a file, only when the file says it is synthetic, answered by `tx` by hash and nowhere else;
 * a bad file stops the node's start with a clear message instead of failing requests later.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { extraTxFiles, loadExtraTransactions, readExtraTxFile } from '../src/extraTx';
import { builtinStore, builtinTxFiles, startTestServer } from './helpers';

jest.setTimeout(60_000);

const TAKER = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const hash = createHash('sha256').update('extra-tx-test').digest('hex').toUpperCase();
/** A small made-up rippled `tx` API v2 result (an OfferCreate with two affected nodes). */
const result = {
  tx_json: { TransactionType: 'OfferCreate', Account: TAKER, Fee: '12', Sequence: 4, Flags: 0, TakerGets: '2000000', TakerPays: { currency: 'USD', issuer: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe', value: '1' } },
  meta: {
    TransactionIndex: 1,
    TransactionResult: 'tesSUCCESS',
    AffectedNodes: [
      { ModifiedNode: { LedgerEntryType: 'AccountRoot', LedgerIndex: 'A'.repeat(64), FinalFields: { Account: TAKER, Balance: '9997999988', Sequence: 5, OwnerCount: 0, Flags: 0 }, PreviousFields: { Balance: '10000000000', Sequence: 4 } } },
    ],
  },
  hash,
  ledger_index: 99_000_000,
  close_time_iso: '2026-01-01T00:00:00Z',
  validated: true,
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'extra-tx-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

it('loads nothing unless REPLAY_EXTRA_TX names a file', () => {
  expect(extraTxFiles({})).toEqual([]);
  expect(loadExtraTransactions({})).toEqual([]);
  expect(loadExtraTransactions({ REPLAY_EXTRA_TX: ' : ' })).toEqual([]);
});

it('reads a file marked synthetic as a transaction that is not mainnet data', () => {
  const file = write('ok.json', { ledgerlens_synthetic: true, generator: 'test', result });
  const [record, ...rest] = loadExtraTransactions({ REPLAY_EXTRA_TX: file });
  expect(rest).toEqual([]);
  expect(record).toMatchObject({ hash, ledgerIndex: 99_000_000, served: false, file });
});

it('refuses, with the file and the reason, a file not marked synthetic, invalid JSON, a missing file or no transaction', () => {
  const unmarked = write('unmarked.json', { result });
  expect(() => readExtraTxFile(unmarked)).toThrow(`REPLAY_EXTRA_TX: ${unmarked}: not marked synthetic`);
  // A recorded mainnet file is refused too: recorded data is never loaded this way.
  const recorded = builtinTxFiles()[0]!.file;
  expect(() => readExtraTxFile(recorded)).toThrow('not marked synthetic');
  const broken = write('broken.json', '{"ledgerlens_synthetic": true, ');
  expect(() => readExtraTxFile(broken)).toThrow(`REPLAY_EXTRA_TX: ${broken}: invalid JSON`);
  expect(() => readExtraTxFile(path.join(dir, 'missing.json'))).toThrow('cannot read it');
  const empty = write('empty.json', { ledgerlens_synthetic: true, result: { validated: true } });
  expect(() => readExtraTxFile(empty)).toThrow('no transaction');
  const nohash = write('nometa.json', { ledgerlens_synthetic: true, result: { ...result, meta: undefined } });
  expect(() => readExtraTxFile(nohash)).toThrow('not a readable transaction');
  const file = write('twice.json', { ledgerlens_synthetic: true, result });
  expect(() => loadExtraTransactions({ REPLAY_EXTRA_TX: `${file}:${file}` })).toThrow(`is also in ${file}`);
});

it('never shadows a recorded transaction', () => {
  const recordedHash = builtinTxFiles()[0]!.hash;
  const store = builtinStore();
  const recorded = store.getTransaction(recordedHash);
  const file = write('shadow.json', { ledgerlens_synthetic: true, result: { ...result, hash: recordedHash } });
  expect(() => store.addSyntheticTransactions(loadExtraTransactions({ REPLAY_EXTRA_TX: file }))).toThrow('is recorded data');
  expect(store.getTransaction(recordedHash)).toBe(recorded);
});

it('answers tx by hash with the synthetic transaction, and keeps it out of the recorded ledgers and accounts', async () => {
  const store = builtinStore();
  const before = store.ledgerRange;
  store.addSyntheticTransactions(loadExtraTransactions({ REPLAY_EXTRA_TX: write('served.json', { ledgerlens_synthetic: true, result }) }));
  const { server, client } = await startTestServer(store);
  try {
    const answer = await client.result({ command: 'tx', transaction: hash.toLowerCase(), api_version: 2 });
    expect(answer).toMatchObject({ hash, ledger_index: 99_000_000, validated: true, tx_json: { TransactionType: 'OfferCreate', Account: TAKER } });
    expect(answer.meta.AffectedNodes).toHaveLength(1);
    // No mainnet CTID is made up for it, and no ledger or account history includes it.
    expect(answer.ctid).toBeUndefined();
    expect(store.ledgerRange).toEqual(before);
    expect(store.accountTransactions(TAKER).map((r) => r.hash)).not.toContain(hash);
  } finally {
    client.close();
    await server.close();
  }
});

it('stops the start with the reason when REPLAY_EXTRA_TX names a bad file (no request ever fails for it)', () => {
  const unmarked = write('cli-unmarked.json', { result });
  const main = path.resolve(__dirname, '../src/main.ts');
  const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
  const run = spawnSync(tsx, [main], { env: { ...process.env, REPLAY_EXTRA_TX: unmarked, REPLAY_PORT: '0', REPLAY_LOG: 'quiet' }, encoding: 'utf8', timeout: 30_000 });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`[replay] cannot start: REPLAY_EXTRA_TX: ${unmarked}: not marked synthetic`);
});
