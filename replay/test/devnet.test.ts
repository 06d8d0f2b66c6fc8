/**
 * The devnet network (`REPLAY_NETWORK=devnet`): the built-in `replay/data/devnet` records (NetworkID 2)
 * served alone, with `server_info` `network_id` 2, devnet CTIDs, and mainnet records not found; every
 * record's network read from its content (not its file name).
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILTIN_DEVNET_DATA_DIR, couldBeMainnetLedger, decodeCtid, defaultDataDirs, encodeCtid, loadReplayData, type ReplayServer, type ReplayStore } from '../src';
import { BUILTIN_DIR, DEVNET_TX_FILE, builtinTxFiles, jsonFiles, readJson, startTestServer, type TestClient } from './helpers';

jest.setTimeout(30_000);

const LEDGER_FILE = path.join(BUILTIN_DEVNET_DATA_DIR, 'ledger-3918590-expanded-devnet.json');
const LEDGER = readJson(LEDGER_FILE);
const TX_FILES = jsonFiles(BUILTIN_DEVNET_DATA_DIR).filter((f) => DEVNET_TX_FILE.test(path.basename(f)));

let lines: string[];
let store: ReplayStore;
let server: ReplayServer;
let client: TestClient;
beforeAll(async () => {
  lines = [];
  store = loadReplayData(defaultDataDirs({ REPLAY_NETWORK: 'devnet' }), (l) => lines.push(l), { networkId: 2 });
  ({ server, client } = await startTestServer(store));
});
afterAll(async () => {
  client.close();
  await server.close();
});

describe('REPLAY_NETWORK=devnet', () => {
  it('loads the built-in devnet directory instead of the mainnet one, and rejects other values', () => {
    expect(defaultDataDirs({ REPLAY_NETWORK: 'devnet' })).toEqual([BUILTIN_DEVNET_DATA_DIR]);
    expect(defaultDataDirs({ REPLAY_NETWORK: 'DevNet', REPLAY_DATA_DIR: '/x' })).toEqual([BUILTIN_DEVNET_DATA_DIR, '/x']);
    expect(defaultDataDirs({ REPLAY_NETWORK: 'mainnet' })).toEqual([BUILTIN_DIR]);
    expect(() => defaultDataDirs({ REPLAY_NETWORK: 'testnet' })).toThrow('REPLAY_NETWORK must be "mainnet" or "devnet", got "testnet"');
  });

  it('serves all 34 recorded devnet transactions and the 54 of ledger 3918590, nothing skipped but provenance.json', () => {
    expect(TX_FILES).toHaveLength(34);
    expect(lines).toEqual([`[replay] warning: skipped ${path.join(BUILTIN_DEVNET_DATA_DIR, 'provenance.json')}: unrecognised layout`]);
    for (const file of TX_FILES) expect(store.getTransaction(path.basename(file).slice(3, 67))).toBeDefined();
    const hashes: string[] = LEDGER.transactions.map((t: { hash: string }) => t.hash);
    expect(hashes).toHaveLength(54);
    for (const hash of hashes) expect(store.getTransaction(hash)!.ledgerIndex).toBe(3918590);
    // One file holds both a standalone record and the ledger's copy of the Batch 164755DA…
    expect(store.counts.transactions).toBe(34 + 54 - 1);
    expect(store.counts.ledgers).toBe(1);
    expect(store.txListStatus(3918590)).toBe('complete');
  });

  it('reports network_id 2 and the devnet ledger as validated, with nothing from the mainnet recordings', async () => {
    const info = (await client.result({ command: 'server_info' })).info;
    expect(info.network_id).toBe(2);
    expect(info.build_version).toBe('ledgerlens-replay');
    expect(info.validated_ledger).toMatchObject({ seq: 3918590, hash: LEDGER.ledger_hash });
    expect(info.complete_ledgers).toBe('3918590');
    // No field of a recorded mainnet server_info (its node key, its peers) is reused.
    expect(info.pubkey_node).toBeUndefined();
    expect(info.peers).toBeUndefined();
    const state = (await client.result({ command: 'server_state' })).state;
    expect(state.network_id).toBe(2);
    expect(state.validated_ledger).toMatchObject({ seq: 3918590 });
  });

  it('answers a transaction of ledger 3918590 by hash and by its devnet CTID (network bits 2); a mainnet CTID is the wrong network', async () => {
    const batch = LEDGER.transactions.find((t: { TransactionType: string }) => t.TransactionType === 'Batch');
    const ctid = encodeCtid(3918590, batch.metaData.TransactionIndex, 2)!;
    expect(decodeCtid(ctid)!.networkId).toBe(2);
    const byHash = await client.result({ command: 'tx', transaction: batch.hash, api_version: 2 });
    const byCtid = await client.result({ command: 'tx', ctid, api_version: 2 });
    expect(byCtid).toEqual(byHash);
    expect(byHash.ctid).toBe(ctid);
    expect(byHash.ledger_hash).toBe(LEDGER.ledger_hash);
    const wrong = await client.request({ command: 'tx', ctid: encodeCtid(3918590, batch.metaData.TransactionIndex, 0) });
    expect(wrong.error).toBe('wrongNetwork');
  });

  it('keeps the CTID recorded with a devnet transaction outside the recorded ledger', async () => {
    const file = TX_FILES.find((f) => f.includes('58AA4289'))!;
    const recorded = readJson(file);
    const result = await client.result({ command: 'tx', transaction: recorded.hash ?? path.basename(file).slice(3, 67) });
    expect(result.ctid).toBe('C0036A2600000002');
  });

  it('does not know mainnet transactions', async () => {
    const { hash } = builtinTxFiles()[0]!;
    expect((await client.request({ command: 'tx', transaction: hash })).error).toBe('txnNotFound');
  });
});

describe('network from content, never from the file name', () => {
  it('every devnet record carries devnet evidence or is ruled out of mainnet by its ledger index and date', () => {
    // Copied under neutral names into a directory that declares nothing (mainnet by default).
    const dir = mkdtempSync(path.join(os.tmpdir(), 'replay-devnet-'));
    try {
      for (const name of readdirSync(BUILTIN_DEVNET_DATA_DIR).filter((n) => n.endsWith('.json') && n !== 'provenance.json')) {
        copyFileSync(path.join(BUILTIN_DEVNET_DATA_DIR, name), path.join(dir, name.replace('-devnet', '')));
      }
      const logs: string[] = [];
      const mainnet = loadReplayData([dir], (l) => logs.push(l));
      expect(mainnet.counts).toEqual({ transactions: 0, ledgers: 0, accounts: 0 });
      expect(logs).toEqual([`[replay] ${dir}: skipped ${34 + 1 + 54} record(s) of other networks (serving mainnet (network id 0))`]);
      // Those with a devnet CTID are devnet wherever they lie; the DIDSet 382DC228… (no CTID) and the
      // ledger's transactions (no CTID) have no network known outside the built-in devnet directory.
      const devnet = loadReplayData([dir], () => undefined, { networkId: 2 });
      expect(devnet.counts.transactions).toBe(33);
      expect(devnet.getTransaction('382DC2286F1B4425C6808FD32D6F0B12805797286A29B36D19BF71B512E06768')).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the mainnet chronology bound holds for every recorded mainnet ledger header, and rules out devnet ledger 3918590', () => {
    const mainnet = loadReplayData([BUILTIN_DIR], () => undefined);
    expect(mainnet.ledgerRecords.size).toBeGreaterThan(10);
    for (const ledger of mainnet.ledgerRecords.values()) expect(couldBeMainnetLedger(ledger.header.ledger_index, ledger.header.close_time)).toBe(true);
    expect(couldBeMainnetLedger(3918590, LEDGER.close_time)).toBe(false);
  });
});
