/**
 * Reads recorded rippled JSON files into a {@link ReplayStore}. Each file's layout is detected from its
 * content (no manifest is read); files that match no known layout are skipped with one log line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readJson } from './fileReaders';
import { setFeeSettings } from './feeRecords';
import { skipped, type Context, type FileContent } from './records';
import { ReplayStore, type LoadedLedger, type ReplayStoreData } from './store';
import type { AccountInfoRecord, FileReport, TxRecord } from './types';
import { DEVNET_ID, MAINNET_ID, describeNetwork, parseReplayNetwork, type ReplayNetworkName } from './network';

/** Receives one human-readable line (startup summary, warnings, request log). */
export type LogFn = (line: string) => void;

/** The built-in mainnet data directory: `replay/data/mainnet` (recorded mainnet responses shipped with the package). */
export const BUILTIN_DATA_DIR = path.resolve(__dirname, '../data/mainnet');
/** The built-in devnet data directory: `replay/data/devnet` (recorded devnet responses, NetworkID 2). */
export const BUILTIN_DEVNET_DATA_DIR = path.resolve(__dirname, '../data/devnet');

/** The built-in data directory of a network (`REPLAY_NETWORK`). */
export function builtinDataDir(network: ReplayNetworkName): string {
  return network === 'devnet' ? BUILTIN_DEVNET_DATA_DIR : BUILTIN_DATA_DIR;
}

/**
 * The network id a data directory declares for records that carry no mark of their own: devnet
 * for the built-in `replay/data/devnet`, mainnet for every other (mainnet records carry no
 * `NetworkID`). Records with a mark (`NetworkID`, CTID, `network_id`) keep theirs.
 */
export function declaredNetwork(dir: string): number {
  return path.resolve(dir) === BUILTIN_DEVNET_DATA_DIR ? DEVNET_ID : MAINNET_ID;
}

/** Options of {@link loadReplayData}. */
export interface LoadOptions {
  /** Network id served (default 0, mainnet): records of any other network are left out and counted. */
  networkId?: number;
}

/**
 * Data directories to load, in order: the built-in one of `REPLAY_NETWORK` (`replay/data/mainnet`,
 * or `replay/data/devnet` for `devnet`; none with `REPLAY_BUILTIN_DATA=false`), then each entry of
 * the colon-separated `REPLAY_DATA_DIR` (resolved against the working directory). Later directories
 * override earlier ones.
 * @throws Error when `REPLAY_NETWORK` is neither `mainnet` nor `devnet`
 */
export function defaultDataDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  const dirs: string[] = [];
  const builtin = (env.REPLAY_BUILTIN_DATA ?? '').trim().toLowerCase();
  if (builtin !== 'false' && builtin !== '0' && builtin !== 'no') dirs.push(builtinDataDir(parseReplayNetwork(env.REPLAY_NETWORK)));
  for (const entry of (env.REPLAY_DATA_DIR ?? '').split(':')) {
    if (entry.trim() !== '') dirs.push(path.resolve(entry.trim()));
  }
  return dirs;
}


function listJsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/**
 * Loads every `*.json` file of `dirs` (in order; files of one directory in name order) and indexes it.
 *
 * - Layouts are detected from content: transaction files of all shapes ({@link TxShape}), ledger
 *   responses / bare ledger objects (header only, expanded, `-full` — whose `accountState` is ignored —
 *   and trimmed lists), `account_tx` pages, `account_info`, `server_info`, `server_state`, `fee`,
 *   `ledger_closed`, `ledger_current` and `ledgerClosed` stream messages. Error responses and anything
 *   else (including `provenance.json`) are skipped with one log line each.
 * - A record from a later file replaces an earlier one with the same key (transaction hash, ledger
 *   index); facts the later record lacks (ledger hash, close time, CTID) are kept from the earlier one.
 * - Missing directories are reported and skipped.
 * - Only records of the served network (`options.networkId`, default mainnet) are loaded; each
 *   record's network comes from its content (`src/network.ts`). Each directory with records of
 *   other networks logs how many it left out, once.
 *
 * @param dirs data directories, earliest first (see {@link defaultDataDirs})
 * @param log receives warning lines (default `console.log`)
 * @param options the network served
 */
export function loadReplayData(dirs: string[], log: LogFn = console.log, options: LoadOptions = {}): ReplayStore {
  const served = options.networkId ?? MAINNET_ID;
  const started = performance.now();
  const data: ReplayStoreData = {
    dataDirs: [...dirs],
    files: [],
    transactions: new Map(),
    ledgers: new Map(),
    accountInfos: [],
    serverInfos: [],
    serverStates: [],
    fees: [],
    feeCandidates: [],
    networkId: served,
    loadStartedAt: started,
  };

  const addTx = (record: TxRecord): void => {
    const previous = data.transactions.get(record.hash);
    if (previous && previous.ledgerIndex === record.ledgerIndex) {
      data.transactions.set(record.hash, {
        ...record,
        ledgerHash: record.ledgerHash ?? previous.ledgerHash,
        closeTime: record.closeTime ?? previous.closeTime,
        recordedCtid: record.recordedCtid ?? previous.recordedCtid,
      });
    } else {
      data.transactions.set(record.hash, record);
    }
  };

  const addLedger = (ledger: LoadedLedger): void => {
    const previous = data.ledgers.get(ledger.header.ledger_index);
    if (previous && previous.header.ledger_hash === ledger.header.ledger_hash && ledger.recordedTxHashes === undefined) {
      // Same ledger, header only: keep the transaction list an earlier file recorded.
      data.ledgers.set(ledger.header.ledger_index, { ...ledger, recordedTxHashes: previous.recordedTxHashes, entries: previous.entries });
    } else {
      data.ledgers.set(ledger.header.ledger_index, ledger);
    }
  };

  for (const dir of dirs) {
    let files: string[];
    try {
      files = listJsonFiles(dir);
    } catch (err) {
      log(`[replay] warning: data directory ${dir} not readable (${err instanceof Error ? err.message : String(err)}); skipped`);
      continue;
    }
    let foreign = 0;
    for (const file of files) {
      const ctx: Context = { file, served, declared: declaredNetwork(dir) };
      let content: FileContent;
      try {
        content = readJson(JSON.parse(readFileSync(file, 'utf8')), ctx);
      } catch (err) {
        content = skipped(`invalid JSON (${err instanceof Error ? err.message : String(err)})`);
      }
      for (const record of content.txs) addTx(record);
      if (content.ledger) addLedger(content.ledger);
      if (content.accountInfo) data.accountInfos.push(content.accountInfo);
      if (content.serverInfo) data.serverInfos.push(content.serverInfo);
      if (content.serverState) data.serverStates.push(content.serverState);
      if (content.fee) data.fees.push(content.fee);
      if (content.feeSettings) data.feeCandidates.push(content.feeSettings);
      const report: FileReport = {
        file,
        kind: content.kind,
        transactions: content.txs.map((t) => t.hash),
        ...(content.shape ? { shape: content.shape } : {}),
        ...(content.ledger ? { ledgerIndex: content.ledger.header.ledger_index } : {}),
        ...(content.reason ? { reason: content.reason } : {}),
        ...(content.otherNetwork ? { otherNetwork: content.otherNetwork } : {}),
      };
      data.files.push(report);
      if (content.otherNetwork) foreign += content.otherNetwork;
      else if (content.kind === 'skipped') log(`[replay] warning: skipped ${file}: ${content.reason}`);
      else if (content.reason) log(`[replay] warning: ${file}: ${content.reason}`);
    }
    if (foreign > 0) log(`[replay] ${dir}: skipped ${foreign} record(s) of other networks (serving ${describeNetwork(served)})`);
  }

  for (const record of data.transactions.values()) {
    const settings = setFeeSettings(record);
    if (settings) data.feeCandidates.push(settings);
  }
  // Account states from account_info files: keep one per (account, ledger); later files win.
  const infos = new Map<string, AccountInfoRecord>();
  for (const info of data.accountInfos) infos.set(`${info.account}:${info.ledgerIndex}`, info);
  data.accountInfos = [...infos.values()];

  return new ReplayStore(data);
}
