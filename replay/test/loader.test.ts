import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const readText = (file: string): string => readFileSync(file, 'utf8');
import os from 'node:os';
import path from 'node:path';
import { BUILTIN_DATA_DIR, defaultDataDirs, loadReplayData } from '../src';
import {
  BUILTIN_DIR,
  DEVNET_TX_FILE,
  HAS_SHARED,
  SHARED_DIR,
  SHARED_MANIFEST,
  builtinLedgers,
  builtinStore,
  builtinTxFiles,
  jsonFiles,
  ledgerObject,
  readJson,
} from './helpers';

jest.setTimeout(30_000);

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'replay-test-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('built-in data directory', () => {
  it('is the default directory, replay/data/mainnet', () => {
    expect(BUILTIN_DATA_DIR).toBe(BUILTIN_DIR);
    expect(defaultDataDirs({})).toEqual([BUILTIN_DIR]);
  });

  it('loads every file except provenance.json, which is skipped with exactly one warning line', () => {
    const lines: string[] = [];
    const store = loadReplayData([BUILTIN_DIR], (line) => lines.push(line));
    const skipped = store.files.filter((f) => f.kind === 'skipped');
    expect(skipped.map((f) => path.basename(f.file))).toEqual(['provenance.json']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('provenance.json');
    expect(store.files).toHaveLength(jsonFiles(BUILTIN_DIR).length);
  });

  it('indexes every tx-<HASH>.json file under the hash in its name, with that file as the source', () => {
    const store = builtinStore();
    const files = builtinTxFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const { file, hash } of files) {
      const record = store.getTransaction(hash);
      expect(record).toBeDefined();
      expect(record!.file).toBe(file);
    }
  });

  it('loads in under a second and a half', () => {
    const store = loadReplayData([BUILTIN_DIR], () => undefined);
    expect(store.loadMs).toBeLessThan(1500);
  });

  it('loads every recorded ledger header and proves complete, partial and header-only lists apart', () => {
    const store = builtinStore();
    const recorded = builtinLedgers();
    expect([...store.ledgerRecords.keys()].sort()).toEqual([...recorded.keys()].sort());
    for (const [index, { file, ledger }] of recorded) {
      const name = path.basename(file);
      const record = store.getLedger(index)!;
      expect(record.header.ledger_hash).toBe(ledger.ledger_hash ?? ledger.hash);
      expect(record.header.close_time).toBe(ledger.close_time);
      const status = store.txListStatus(index);
      if (name.endsWith('-partial.json')) expect(status).toBe('partial');
      else if (name.endsWith('-expanded.json') || name.endsWith('-full.json')) expect(status).toBe('complete');
      else expect(status).toBe('none');
      // Transactions of a ledger file are indexed, with the ledger's close time.
      for (const tx of ledger.transactions ?? []) {
        const rec = store.getTransaction(tx.hash)!;
        expect(rec.ledgerIndex).toBe(index);
        expect(store.closeTimeOf(rec)).toBe(ledger.close_time);
      }
    }
    expect(store.newestLedger!.header.ledger_index).toBe(Math.max(...recorded.keys()));
  });

  it('never serves accountState of -full ledgers (only headers and transactions are indexed)', () => {
    const store = builtinStore();
    for (const [index, { file }] of builtinLedgers()) {
      if (!file.endsWith('-full.json')) continue;
      expect(Object.keys(store.getLedger(index)!)).not.toContain('accountState');
    }
  });

  it('reads close times from Ripple-epoch numbers, ISO strings and Unix milliseconds alike', () => {
    const store = builtinStore();
    for (const { file, hash } of builtinTxFiles()) {
      const json = readJson(file);
      const record = store.getTransaction(hash)!;
      if (typeof json.date === 'string') expect(record.closeTime).toBe(Math.floor(Date.parse(json.date) / 1000) - 946684800);
      else if (typeof json.date === 'number' && json.date > 1e11) expect(record.closeTime).toBe(Math.floor(json.date / 1000) - 946684800);
      else if (typeof json.date === 'number') expect(record.closeTime).toBe(json.date);
    }
  });
});

describe('data directories', () => {
  it('REPLAY_DATA_DIR appends colon-separated directories after the built-in one; REPLAY_BUILTIN_DATA=false drops it', () => {
    expect(defaultDataDirs({ REPLAY_DATA_DIR: '/a:/b' })).toEqual([BUILTIN_DIR, '/a', '/b']);
    expect(defaultDataDirs({ REPLAY_DATA_DIR: '/a', REPLAY_BUILTIN_DATA: 'false' })).toEqual(['/a']);
    expect(defaultDataDirs({ REPLAY_BUILTIN_DATA: 'false' })).toEqual([]);
  });

  it('reports an unreadable directory with one warning and loads the others', () => {
    const lines: string[] = [];
    const store = loadReplayData([path.join(os.tmpdir(), 'replay-no-such-dir'), BUILTIN_DIR], (l) => lines.push(l));
    expect(lines.filter((l) => l.includes('replay-no-such-dir'))).toHaveLength(1);
    expect(store.counts.transactions).toBe(builtinStore().counts.transactions);
  });

  (HAS_SHARED ? it : it.skip)('a REPLAY_DATA_DIR directory adds only the records of the network served, and says how many it skipped', () => {
    const dir = tempDir();
    // A devnet transaction whose content says so (its CTID's network bits: 2), under a neutral name.
    const name = jsonFiles(SHARED_DIR)
      .map((f) => path.basename(f))
      .find((f) => DEVNET_TX_FILE.test(f) && /"ctid":\s*"C[0-9A-F]{11}0002"/.test(readText(path.join(SHARED_DIR, f))))!;
    expect(name).toBeDefined();
    const hash = name.slice(3, 67);
    copyFileSync(path.join(SHARED_DIR, name), path.join(dir, `tx-${hash}.json`));
    const lines: string[] = [];
    const store = loadReplayData(defaultDataDirs({ REPLAY_DATA_DIR: dir }), (l) => lines.push(l));
    expect(store.getTransaction(hash)).toBeUndefined();
    expect(store.counts.transactions).toBe(builtinStore().counts.transactions);
    expect(lines.filter((l) => l.includes(dir))).toEqual([`[replay] ${dir}: skipped 1 record(s) of other networks (serving mainnet (network id 0))`]);

    const devnet = loadReplayData(defaultDataDirs({ REPLAY_DATA_DIR: dir, REPLAY_NETWORK: 'devnet' }), () => undefined, { networkId: 2 });
    expect(devnet.getTransaction(hash)!.file).toBe(path.join(dir, `tx-${hash}.json`));
    expect(devnet.getTransaction(hash)!.served).toBe(true);
  });

  (HAS_SHARED ? it : it.skip)('a record from a later directory replaces an earlier one with the same hash', () => {
    // transaction_entry-<hash>.json records the same transaction as the built-in tx-<hash>.json.
    const name = jsonFiles(SHARED_DIR)
      .map((f) => path.basename(f))
      .find((f) => f.startsWith('transaction_entry-'))!;
    const hash = name.slice('transaction_entry-'.length, -'.json'.length);
    const dir = tempDir();
    copyFileSync(path.join(SHARED_DIR, name), path.join(dir, name));
    expect(builtinStore().getTransaction(hash)!.file).toBe(path.join(BUILTIN_DIR, `tx-${hash}.json`));
    const store = loadReplayData([BUILTIN_DIR, dir], () => undefined);
    expect(store.getTransaction(hash)!.file).toBe(path.join(dir, name));
    const reversed = loadReplayData([dir, BUILTIN_DIR], () => undefined);
    expect(reversed.getTransaction(hash)!.file).toBe(path.join(BUILTIN_DIR, `tx-${hash}.json`));
  });
});

(HAS_SHARED ? describe : describe.skip)('the whole team data set (vendored: fixtures/xrpl)', () => {
  const manifest = HAS_SHARED ? readJson(SHARED_MANIFEST) : { files: [], transactions_index: {} };

  it('loads, and detects the shape of every transaction file as the manifest records it', () => {
    const lines: string[] = [];
    const store = loadReplayData([SHARED_DIR], (l) => lines.push(l));
    const reports = new Map(store.files.map((r) => [path.basename(r.file), r]));
    const txEntries = manifest.files.filter((f: any) => f.kind === 'transaction');
    expect(txEntries.length).toBeGreaterThan(100);
    for (const entry of txEntries) {
      const report = reports.get(path.basename(entry.file))!;
      expect({ file: entry.file, shape: report.shape }).toEqual({ file: entry.file, shape: entry.shape });
      // Served on mainnet exactly when the manifest says mainnet (the loader reads content, not the manifest).
      if (entry.network === 'mainnet') expect(store.getTransaction(entry.hash)).toBeDefined();
      if (['devnet', 'altnet', 'testnet'].includes(entry.network)) expect({ file: entry.file, loaded: store.getTransaction(entry.hash) !== undefined }).toEqual({ file: entry.file, loaded: false });
    }
    // One warning line per file skipped for another reason than its network, and one line counting those.
    const foreign = store.files.filter((f) => f.otherNetwork);
    expect(foreign.length).toBeGreaterThan(50);
    expect(lines).toHaveLength(store.files.filter((f) => !f.otherNetwork && (f.kind === 'skipped' || f.reason !== undefined)).length + 1);
  });

  it('indexes every transaction with metadata listed in the manifest, wherever it is embedded', () => {
    const store = loadReplayData([SHARED_DIR], () => undefined);
    const withMeta = Object.entries(manifest.transactions_index).filter(([, v]: [string, any]) => v.with_meta === true);
    expect(withMeta.length).toBeGreaterThan(300);
    for (const [hash, entry] of withMeta as Array<[string, any]>) {
      if (entry.network === 'mainnet') expect(store.getTransaction(hash)).toBeDefined();
      else expect({ hash, loaded: store.getTransaction(hash) !== undefined }).toEqual({ hash, loaded: false });
    }
  });

  it('also detects the two layouts that have no file in the data set (tx-result-v2, account_tx-entry)', () => {
    // Re-lay real recordings into those layouts: the `result` of a v2 tx response without its wrapper,
    // and one entry of a recorded account_tx page.
    const dir = tempDir();
    const v2 = manifest.files.find((f: any) => f.shape === 'response-tx-v2');
    const v2Result = readJson(path.join(SHARED_DIR, '..', v2.file)).result;
    writeFileSync(path.join(dir, 'unwrapped-v2.json'), JSON.stringify(v2Result));
    const page = jsonFiles(SHARED_DIR).find((f) => path.basename(f).startsWith('account_tx-r') && readJson(f).result.transactions[0].tx)!;
    const entry = readJson(page).result.transactions[0];
    writeFileSync(path.join(dir, 'entry.json'), JSON.stringify(entry));

    const store = loadReplayData([dir], () => undefined);
    const shapes = Object.fromEntries(store.files.map((r) => [path.basename(r.file), r.shape]));
    expect(shapes).toEqual({ 'entry.json': 'account_tx-entry', 'unwrapped-v2.json': 'tx-result-v2' });
    expect(store.getTransaction(v2Result.hash)).toBeDefined();
    expect(store.getTransaction(entry.tx.hash)!.ledgerIndex).toBe(entry.tx.ledger_index);
  });

  it('skips error responses', () => {
    const store = loadReplayData([SHARED_DIR], () => undefined);
    for (const report of store.files.filter((r) => /(^|-)error-|^error-/.test(path.basename(r.file)))) {
      expect(report.kind).toBe('skipped');
    }
  });
});

describe('every recorded ledger layout', () => {
  it('reads a bare header object with a string ledger_index, Clio responses with warnings and wrapped responses', () => {
    const store = builtinStore();
    for (const [index, { file }] of builtinLedgers()) {
      const json = readJson(file);
      const ledger = ledgerObject(json);
      expect(store.getLedger(index)!.header.parent_hash).toBe(ledger.parent_hash);
      expect(store.getLedgerByHash((ledger.ledger_hash ?? ledger.hash).toLowerCase())!.header.ledger_index).toBe(index);
    }
  });
});
