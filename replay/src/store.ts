/**
 * The in-memory index of everything the replay node recorded, with the lookups the RPC handlers need.
 * Built once by {@link loadReplayData}; immutable afterwards (only memoised verification results change).
 */
import { encodeRippledCtid } from '@ledgerlens/shared/domain';
import { ACCOUNT_ID_FIELDS, ACCOUNT_ZERO, addressFromAccountIdHex, encodeWithNegativeXrp } from './codec';
import { isObject, type JsonObject } from './json';
import { transactionTreeHash } from './shamap';
import type {
  AccountInfoRecord,
  AccountState,
  FeeRecord,
  FeeSettings,
  FileReport,
  LedgerRecord,
  ServerStatusRecord,
  TxListStatus,
  TxRecord,
} from './types';

/** Network id this node claims: 0, XRPL mainnet. */
export const NETWORK_ID = 0;

/** One transaction as listed by a ledger file (kept to prove the list complete). */
export interface LedgerTxEntry {
  hash: string;
  tx: JsonObject;
  meta: JsonObject | undefined;
}

/** A ledger as the loader hands it to the store: the record plus the entries its file listed. */
export interface LoadedLedger extends LedgerRecord {
  /** Transactions the file listed with their metadata; `undefined` when only ids (or nothing) were listed. */
  readonly entries: readonly LedgerTxEntry[] | undefined;
}

/** Everything the loader read, handed to the {@link ReplayStore} constructor. */
export interface ReplayStoreData {
  dataDirs: string[];
  files: FileReport[];
  transactions: Map<string, TxRecord>;
  ledgers: Map<number, LoadedLedger>;
  accountInfos: AccountInfoRecord[];
  serverInfos: ServerStatusRecord[];
  serverStates: ServerStatusRecord[];
  fees: FeeRecord[];
  feeCandidates: FeeSettings[];
  /** `performance.now()` when loading started (the store reports the total load time). */
  loadStartedAt: number;
}

/** Inclusive ledger index range. */
export interface LedgerRange {
  min: number;
  max: number;
}

/** Newest first: ledger index, then transaction index, then id (all descending). */
function compareNewestFirst(a: TxRecord, b: TxRecord): number {
  return (
    b.ledgerIndex - a.ledgerIndex ||
    (b.transactionIndex ?? -1) - (a.transactionIndex ?? -1) ||
    (a.hash < b.hash ? 1 : a.hash > b.hash ? -1 : 0)
  );
}

function sortKeys(obj: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(obj).sort()) out[key] = obj[key];
  return out;
}

function nodeBody(wrapper: unknown): { type: string; node: JsonObject } | undefined {
  if (!isObject(wrapper)) return undefined;
  for (const type of ['CreatedNode', 'ModifiedNode', 'DeletedNode']) {
    const node = wrapper[type];
    if (isObject(node)) return { type, node };
  }
  return undefined;
}

/** Fields rippled's `TxMeta::getAffectedAccounts` reads: NewFields of created nodes, FinalFields otherwise. */
function nodeFields(type: string, node: JsonObject): JsonObject | undefined {
  const fields = type === 'CreatedNode' ? node.NewFields : node.FinalFields;
  return isObject(fields) ? fields : undefined;
}

/**
 * Accounts a transaction affected, as rippled indexes them for `account_tx`: the sender and
 * destination, every AccountID field in the created/final fields of each affected ledger entry, the
 * issuers of `LowLimit` / `HighLimit` / `TakerPays` / `TakerGets`, and the issuer inside an
 * `MPTokenIssuanceID`. The zero account is never included.
 */
export function affectedAccounts(record: Pick<TxRecord, 'tx' | 'meta'>): Set<string> {
  const accounts = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === 'string' && value.startsWith('r') && value !== ACCOUNT_ZERO) accounts.add(value);
  };
  add(record.tx.Account);
  add(record.tx.Destination);
  const nodes = record.meta.AffectedNodes;
  if (!Array.isArray(nodes)) return accounts;
  for (const wrapper of nodes) {
    const body = nodeBody(wrapper);
    if (!body) continue;
    const fields = nodeFields(body.type, body.node);
    if (!fields) continue;
    for (const [name, value] of Object.entries(fields)) {
      if (ACCOUNT_ID_FIELDS.has(name)) add(value);
      else if (name === 'LowLimit' || name === 'HighLimit' || name === 'TakerPays' || name === 'TakerGets') {
        if (isObject(value)) add(value.issuer);
      } else if (name === 'MPTokenIssuanceID' && typeof value === 'string' && value.length === 48) {
        const issuer = addressFromAccountIdHex(value.slice(8));
        if (issuer) add(issuer);
      }
    }
  }
  return accounts;
}

/** The item with the largest key; on a tie the later one (later files override earlier ones). */
function newestOf<T>(items: readonly T[], key: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>((best, item) => (best === undefined || key(item) >= key(best) ? item : best), undefined);
}

/**
 * A ledger entry (other than an AccountRoot) as the newest recorded metadata leaves it: the
 * `NewFields` of its creation or the `FinalFields` of its newest modification or deletion.
 */
export interface EntryState {
  /** `LedgerEntryType`, e.g. `RippleState`, `Offer`, `Escrow`. */
  readonly type: string;
  /** `LedgerIndex` (64 hex). */
  readonly index: string;
  readonly fields: JsonObject;
  /** Ledger of the transaction that left it so. */
  readonly ledgerIndex: number;
  readonly deleted: boolean;
  readonly txHash: string;
}

/** Singleton and directory entries: never owned by an account's object list. */
const UNOWNED_ENTRY_TYPES = new Set(['AccountRoot', 'DirectoryNode', 'LedgerHashes', 'Amendments', 'FeeSettings', 'NegativeUNL']);

/**
 * Accounts in whose owner directory rippled lists an entry (`account_objects` / `account_lines`):
 * both sides of a RippleState (`LowLimit`/`HighLimit` issuers), `Account` and `Destination` of
 * escrows, checks and payment channels, `Owner` (NFToken offers, oracles, vaults), `Account`
 * (offers, tickets, deposit preauthorizations, DIDs, MPTokens), `Issuer` (MPT issuances) and the
 * owner an NFTokenPage key starts with.
 */
function ownersOf(type: string, fields: JsonObject, index: string): string[] {
  const owners = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith('r') && value !== ACCOUNT_ZERO) owners.add(value);
  };
  if (type === 'RippleState') {
    add(isObject(fields.LowLimit) ? fields.LowLimit.issuer : undefined);
    add(isObject(fields.HighLimit) ? fields.HighLimit.issuer : undefined);
  } else if (type === 'NFTokenPage') {
    add(addressFromAccountIdHex(index.slice(0, 40)));
  } else {
    for (const field of ['Account', 'Owner', 'Destination', 'Issuer']) add(fields[field]);
  }
  return [...owners];
}

interface StateEntry extends AccountState {
  readonly order: number;
}

/**
 * All recorded data, indexed by transaction hash, ledger index, ledger hash, CTID and account.
 * Obtain one with {@link loadReplayData}.
 */
export class ReplayStore {
  /** Data directories read, in load order. */
  readonly dataDirs: readonly string[];
  /** One report per JSON file seen. */
  readonly files: readonly FileReport[];
  /** Milliseconds spent loading and indexing. */
  readonly loadMs: number;
  /** Base fee and reserves (drops) from the newest recording of them, if any. */
  readonly feeSettings: FeeSettings | undefined;
  /** Newest recorded rippled `server_info.info` (a Clio one only when no rippled one was recorded). */
  readonly serverInfo: ServerStatusRecord | undefined;
  /** Newest recorded `server_state.state`. */
  readonly serverState: ServerStatusRecord | undefined;
  /** Newest recorded `fee` result. */
  readonly fee: FeeRecord | undefined;

  private readonly txs: Map<string, TxRecord>;
  private readonly ledgers: Map<number, LoadedLedger>;
  private readonly ledgerIndexByHash = new Map<string, number>();
  private readonly txsByLedger = new Map<number, TxRecord[]>();
  private readonly txByPosition = new Map<string, TxRecord>();
  private readonly txsByAccount = new Map<string, TxRecord[]>();
  private readonly statesByAccount = new Map<string, StateEntry[]>();
  /** Owner address → entry key → newest recorded state of that entry (see {@link ownedEntries}). */
  private readonly entriesByOwner = new Map<string, Map<string, EntryState>>();
  private readonly listStatus = new Map<number, TxListStatus>();
  private readonly newest: LoadedLedger | undefined;
  private readonly range: LedgerRange | undefined;
  /** Every recorded fee setting, oldest ledger first (for {@link feeSettingsAt}). */
  private readonly feeHistory: readonly FeeSettings[];
  /** Advance mode: the recorded ledgers in ascending order and the position of the validated one. */
  private advanceOrder: LoadedLedger[] | undefined;
  private advancePos = 0;
  private revealedAt = 0;

  constructor(data: ReplayStoreData) {
    this.dataDirs = data.dataDirs;
    this.files = data.files;
    this.txs = data.transactions;
    this.ledgers = data.ledgers;

    let newest: LoadedLedger | undefined;
    let min = Infinity;
    let max = -Infinity;
    for (const ledger of this.ledgers.values()) {
      this.ledgerIndexByHash.set(ledger.header.ledger_hash, ledger.header.ledger_index);
      if (!newest || ledger.header.ledger_index > newest.header.ledger_index) newest = ledger;
      min = Math.min(min, ledger.header.ledger_index);
      max = Math.max(max, ledger.header.ledger_index);
    }
    this.newest = newest;

    for (const record of this.txs.values()) {
      // Records from other networks are served by hash only: they never enter the ledger, CTID or
      // account indexes of this (mainnet) node.
      if (!record.mainnet) continue;
      min = Math.min(min, record.ledgerIndex);
      max = Math.max(max, record.ledgerIndex);
      const inLedger = this.txsByLedger.get(record.ledgerIndex);
      if (inLedger) inLedger.push(record);
      else this.txsByLedger.set(record.ledgerIndex, [record]);
      if (record.mainnet && record.transactionIndex !== undefined) {
        const key = `${record.ledgerIndex}:${record.transactionIndex}`;
        if (!this.txByPosition.has(key)) this.txByPosition.set(key, record);
      }
      for (const account of affectedAccounts(record)) {
        const list = this.txsByAccount.get(account);
        if (list) list.push(record);
        else this.txsByAccount.set(account, [record]);
      }
    }
    for (const list of this.txsByAccount.values()) list.sort(compareNewestFirst);
    for (const list of this.txsByLedger.values()) list.sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));

    for (const info of data.accountInfos) {
      min = Math.min(min, info.ledgerIndex);
      max = Math.max(max, info.ledgerIndex);
    }
    this.range = Number.isFinite(min) ? { min, max } : undefined;

    this.indexAccountStates(data.accountInfos);
    this.indexOwnedEntries();

    const rippledInfos = data.serverInfos.filter((info) => !info.clio);
    this.serverInfo = newestOf(rippledInfos.length > 0 ? rippledInfos : data.serverInfos, (s) => s.seq);
    this.serverState = newestOf(data.serverStates, (s) => s.seq);
    this.fee = newestOf(data.fees, (f) => f.ledgerCurrentIndex);
    // Oldest ledger first; of two records for one ledger, a recorded FeeSettings entry last (it wins:
    // `ledger_entry` serves it as recorded).
    this.feeHistory = [...data.feeCandidates].sort((a, b) => a.ledgerIndex - b.ledgerIndex || Number(a.entry !== undefined) - Number(b.entry !== undefined));
    this.feeSettings = this.feeSettingsAt(Number.MAX_SAFE_INTEGER);
    this.loadMs = performance.now() - data.loadStartedAt;
  }

  /** Numbers for the startup line: distinct transactions, ledger headers and accounts. */
  get counts(): { transactions: number; ledgers: number; accounts: number } {
    const accounts = new Set([...this.txsByAccount.keys(), ...this.statesByAccount.keys()]);
    return { transactions: this.txs.size, ledgers: this.ledgers.size, accounts: accounts.size };
  }

  /** Every transaction record, keyed by upper-case hash. */
  get transactions(): ReadonlyMap<string, TxRecord> {
    return this.txs;
  }

  /** Every ledger record, keyed by ledger index. */
  get ledgerRecords(): ReadonlyMap<number, LedgerRecord> {
    return this.ledgers;
  }

  /** Lowest and highest ledger index of anything recorded (transactions, headers, account_info). */
  get ledgerRange(): LedgerRange | undefined {
    return this.range;
  }

  /**
   * What this node reports as its validated, closed and current ledger: the newest recorded ledger
   * header, or in advance mode ({@link startAdvance}) the ledger revealed last.
   */
  get newestLedger(): LedgerRecord | undefined {
    return this.advanceOrder ? this.advanceOrder[this.advancePos] : this.newest;
  }

  /** True in advance mode (`REPLAY_ADVANCE_MS`). */
  get advancing(): boolean {
    return this.advanceOrder !== undefined;
  }

  /** Unix ms at which the validated ledger was revealed (advance mode; 0 otherwise). */
  get validatedRevealedAt(): number {
    return this.revealedAt;
  }

  /**
   * Starts advance mode: the recorded ledgers are revealed one at a time in ascending order, the
   * first one now. Only the pointer to the newest validated ledger moves: every recorded
   * transaction, ledger and account stays queryable (an archive node whose tip advances).
   *
   * @returns the ledger now validated, or undefined when no ledger was recorded.
   */
  startAdvance(now: number = Date.now()): LedgerRecord | undefined {
    const order = [...this.ledgers.values()].sort((a, b) => a.header.ledger_index - b.header.ledger_index);
    if (order.length === 0) return undefined;
    this.advanceOrder = order;
    this.advancePos = 0;
    this.revealedAt = now;
    return order[0];
  }

  /**
   * Advance mode: reveals the next recorded ledger as the newest validated one; after the last it
   * starts again from the first (`wrapped: true`).
   *
   * @throws Error when advance mode was not started.
   */
  advance(now: number = Date.now()): { ledger: LedgerRecord; wrapped: boolean } {
    const order = this.advanceOrder;
    if (!order) throw new Error('advance mode is off');
    const wrapped = this.advancePos + 1 >= order.length;
    this.advancePos = wrapped ? 0 : this.advancePos + 1;
    this.revealedAt = now;
    return { ledger: order[this.advancePos]!, wrapped };
  }

  /**
   * Base fee and reserves in force at `ledgerIndex`: the newest recorded setting at or before it.
   * Of a run of records with the same values (a SetFee, then servers reporting them), the newest
   * that records the change itself (a SetFee or a FeeSettings entry, `previousTxnId` set) is
   * returned, so answers name the ledger the values took effect and the record that set them
   * rather than a later observation. Undefined before the first recorded one (the data does not say
   * what was in force then, and the values did change: 200/50 XRP reserves in 2013, 20/5, 10/2,
   * 1/0.2 since December 2024).
   */
  feeSettingsAt(ledgerIndex: number): FeeSettings | undefined {
    const history = this.feeHistory;
    let pos = -1;
    for (let i = 0; i < history.length && history[i]!.ledgerIndex <= ledgerIndex; i++) pos = i;
    if (pos < 0) return undefined;
    const newest = history[pos]!;
    const same = (a: FeeSettings) =>
      a.baseFeeDrops === newest.baseFeeDrops && a.reserveBaseDrops === newest.reserveBaseDrops && a.reserveIncrementDrops === newest.reserveIncrementDrops;
    for (let i = pos; i >= 0 && same(history[i]!); i--) if (history[i]!.previousTxnId !== undefined) return history[i];
    return newest;
  }

  /** Number of recorded transactions of a ledger (all of them when its list is complete). */
  recordedTransactionCount(ledgerIndex: number): number {
    const ledger = this.ledgers.get(ledgerIndex);
    return ledger?.recordedTxHashes?.length ?? this.txsByLedger.get(ledgerIndex)?.length ?? 0;
  }

  /** Transaction by id (case-insensitive). */
  getTransaction(hash: string): TxRecord | undefined {
    return this.txs.get(hash.toUpperCase());
  }

  /** Mainnet transaction at (`ledgerIndex`, `meta.TransactionIndex`) — what a CTID with network id 0 names. */
  getTransactionByPosition(ledgerIndex: number, transactionIndex: number): TxRecord | undefined {
    return this.txByPosition.get(`${ledgerIndex}:${transactionIndex}`);
  }

  /** Ledger by index; only recorded headers (never a fabricated one). */
  getLedger(ledgerIndex: number): LedgerRecord | undefined {
    return this.ledgers.get(ledgerIndex);
  }

  /** Ledger by hash (case-insensitive). */
  getLedgerByHash(hash: string): LedgerRecord | undefined {
    const index = this.ledgerIndexByHash.get(hash.toUpperCase());
    return index === undefined ? undefined : this.ledgers.get(index);
  }

  /** Recorded transactions of a ledger, sorted by id (rippled's SHAMap order). */
  transactionsInLedger(ledgerIndex: number): readonly TxRecord[] {
    return this.txsByLedger.get(ledgerIndex) ?? [];
  }

  /**
   * Whether the ledger's recorded transaction list is proven complete (see {@link TxListStatus}).
   * The proof (serialising every transaction and metadata and hashing the SHAMap) costs about 1 ms per
   * 3 KB of JSON, so it runs on first use and is memoised; {@link verifyAllLedgers} runs it for all.
   */
  txListStatus(ledgerIndex: number): TxListStatus {
    const known = this.listStatus.get(ledgerIndex);
    if (known) return known;
    const ledger = this.ledgers.get(ledgerIndex);
    let status: TxListStatus = 'none';
    if (ledger?.entries) {
      status = 'unverified';
      const expected = ledger.header.transaction_hash;
      const leaves = [];
      for (const entry of ledger.entries) {
        const txBlob = encodeWithNegativeXrp(entry.tx);
        const metaBlob = entry.meta ? encodeWithNegativeXrp(entry.meta) : undefined;
        if (txBlob === undefined || metaBlob === undefined) break;
        leaves.push({ hash: entry.hash, txBlob, metaBlob });
      }
      if (expected && leaves.length === ledger.entries.length) {
        status = transactionTreeHash(leaves) === expected ? 'complete' : 'partial';
      }
    } else if (ledger?.recordedTxHashes) {
      status = 'unverified';
    }
    this.listStatus.set(ledgerIndex, status);
    return status;
  }

  /** Runs the completeness proof of every recorded ledger now (see {@link txListStatus}). */
  verifyAllLedgers(): void {
    for (const index of this.ledgers.keys()) this.txListStatus(index);
  }

  /**
   * rippled's `complete_ledgers` for this node: the ledgers whose header was recorded AND whose whole
   * transaction list is proven complete, as comma-separated ranges (`"38129,309936-309937"`), or
   * `"empty"` when there are none.
   */
  completeLedgers(): string {
    const tip = this.advanceOrder ? this.newestLedger?.header.ledger_index ?? 0 : Infinity;
    const complete = [...this.ledgers.keys()].filter((i) => i <= tip && this.txListStatus(i) === 'complete').sort((a, b) => a - b);
    if (complete.length === 0) return 'empty';
    const parts: string[] = [];
    let start = complete[0]!;
    let prev = start;
    for (const index of complete.slice(1).concat([NaN])) {
      if (index === prev + 1) {
        prev = index;
        continue;
      }
      parts.push(start === prev ? String(start) : `${start}-${prev}`);
      start = index;
      prev = index;
    }
    return parts.join(',');
  }

  /** Close time (Ripple-epoch seconds) of a transaction's ledger: the recorded header's, else the one recorded with the transaction. */
  closeTimeOf(record: TxRecord): number | undefined {
    return this.ledgers.get(record.ledgerIndex)?.header.close_time ?? record.closeTime;
  }

  /** Hash of a transaction's ledger: the recorded header's, else the one recorded with the transaction. */
  ledgerHashOf(record: TxRecord): string | undefined {
    return this.ledgers.get(record.ledgerIndex)?.header.ledger_hash ?? record.ledgerHash;
  }

  /**
   * The CTID rippled would print for a transaction. Mainnet records: computed from the ledger index,
   * `TransactionIndex` and network id 0. Records from other networks: the recorded CTID, else one
   * computed with the transaction's own `NetworkID`, else none.
   */
  ctidOf(record: TxRecord): string | undefined {
    if (record.transactionIndex === undefined) return record.mainnet ? undefined : record.recordedCtid;
    if (record.mainnet) return encodeRippledCtid(record.ledgerIndex, record.transactionIndex, NETWORK_ID);
    if (record.recordedCtid) return record.recordedCtid;
    const networkId = record.tx.NetworkID;
    return typeof networkId === 'number' ? encodeRippledCtid(record.ledgerIndex, record.transactionIndex, networkId) : undefined;
  }

  /** Every recorded transaction that affected `account` (see {@link affectedAccounts}), newest first. */
  accountTransactions(account: string): readonly TxRecord[] {
    return this.txsByAccount.get(account) ?? [];
  }

  /** Newest known state of an account (recorded `account_info` or transaction metadata, whichever is newer). */
  accountState(account: string): AccountState | undefined {
    const states = this.statesByAccount.get(account);
    return states?.[states.length - 1];
  }

  /** The account's state at the end of exactly `ledgerIndex`, when one was recorded or derived there. */
  accountStateAt(account: string, ledgerIndex: number): AccountState | undefined {
    const states = this.statesByAccount.get(account) ?? [];
    for (let i = states.length - 1; i >= 0; i--) {
      const state = states[i]!;
      if (state.ledgerIndex === ledgerIndex) return state;
      if (state.ledgerIndex < ledgerIndex) break;
    }
    return undefined;
  }

  /** True when anything (header, transaction, account_info) was recorded for this ledger index. */
  knowsLedger(ledgerIndex: number): boolean {
    return this.ledgers.has(ledgerIndex) || this.txsByLedger.has(ledgerIndex);
  }

  /**
   * The ledger entries in `account`'s owner directory as the newest recorded metadata leaves them
   * (deleted ones left out), with the newest ledger index among them. Derived, like
   * {@link accountState}, from every recorded transaction's `AffectedNodes`: an entry no recorded
   * transaction touched is not known.
   */
  ownedEntries(account: string): { entries: EntryState[]; ledgerIndex: number | undefined } {
    const map = this.entriesByOwner.get(account);
    if (!map) return { entries: [], ledgerIndex: undefined };
    const all = [...map.values()];
    const entries = all.filter((e) => !e.deleted).sort((a, b) => (a.type === b.type ? (a.index < b.index ? -1 : 1) : a.type < b.type ? -1 : 1));
    return { entries, ledgerIndex: Math.max(...all.map((e) => e.ledgerIndex)) };
  }

  private indexOwnedEntries(): void {
    const records = [...this.txs.values()]
      .filter((r) => r.mainnet)
      .sort((a, b) => a.ledgerIndex - b.ledgerIndex || (a.transactionIndex ?? 0) - (b.transactionIndex ?? 0));
    for (const record of records) {
      const nodes = record.meta.AffectedNodes;
      if (!Array.isArray(nodes)) continue;
      for (const wrapper of nodes) {
        const body = nodeBody(wrapper);
        const type = body?.node.LedgerEntryType;
        const index = body?.node.LedgerIndex;
        if (!body || typeof type !== 'string' || typeof index !== 'string' || UNOWNED_ENTRY_TYPES.has(type)) continue;
        const fields = nodeFields(body.type, body.node) ?? {};
        const state: EntryState = { type, index: index.toUpperCase(), fields, ledgerIndex: record.ledgerIndex, deleted: body.type === 'DeletedNode', txHash: record.hash };
        for (const owner of ownersOf(type, fields, state.index)) {
          let map = this.entriesByOwner.get(owner);
          if (!map) this.entriesByOwner.set(owner, (map = new Map()));
          map.set(state.index, state);
        }
      }
    }
  }

  private indexAccountStates(accountInfos: AccountInfoRecord[]): void {
    const push = (account: string, entry: StateEntry): void => {
      const list = this.statesByAccount.get(account);
      if (list) list.push(entry);
      else this.statesByAccount.set(account, [entry]);
    };
    for (const record of this.txs.values()) {
      if (!record.mainnet) continue;
      const nodes = record.meta.AffectedNodes;
      if (!Array.isArray(nodes)) continue;
      for (const wrapper of nodes) {
        const body = nodeBody(wrapper);
        if (!body || body.node.LedgerEntryType !== 'AccountRoot') continue;
        const fields = nodeFields(body.type, body.node);
        const account = fields?.Account;
        if (typeof account !== 'string') continue;
        const order = (record.transactionIndex ?? 0) * 2;
        const base = {
          source: 'metadata' as const,
          ledgerIndex: record.ledgerIndex,
          ledgerHash: this.ledgerHashOf(record),
          txHash: record.hash,
          file: record.file,
          order,
        };
        if (body.type === 'DeletedNode') {
          push(account, { ...base, kind: 'deleted', accountData: undefined });
          continue;
        }
        // The entry after this transaction: its final (or new) fields, threaded to this transaction
        // (rippled sets PreviousTxnID/PreviousTxnLgrSeq on every AccountRoot a transaction touches).
        const data: JsonObject = { ...fields, LedgerEntryType: 'AccountRoot', PreviousTxnID: record.hash, PreviousTxnLgrSeq: record.ledgerIndex };
        if (typeof body.node.LedgerIndex === 'string') data.index = body.node.LedgerIndex;
        if (body.type === 'CreatedNode') {
          // Required AccountRoot fields that metadata omits when they hold their default (0).
          if (data.Flags === undefined) data.Flags = 0;
          if (data.OwnerCount === undefined) data.OwnerCount = 0;
        }
        push(account, { ...base, kind: 'state', accountData: sortKeys(data) });
      }
    }
    for (const info of accountInfos) {
      // A recorded account_info is the state at the END of its ledger: after every transaction in it.
      push(info.account, {
        kind: 'state',
        source: 'account_info',
        accountData: info.accountData,
        ledgerIndex: info.ledgerIndex,
        ledgerHash: info.ledgerHash ?? this.ledgers.get(info.ledgerIndex)?.header.ledger_hash,
        txHash: undefined,
        file: info.file,
        order: Number.MAX_SAFE_INTEGER,
      });
    }
    for (const list of this.statesByAccount.values()) list.sort((a, b) => a.ledgerIndex - b.ledgerIndex || a.order - b.order);
  }
}
