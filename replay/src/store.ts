/**
 * The in-memory index of everything the replay node recorded, with the lookups the RPC handlers need.
 * Built once by {@link loadReplayData}; immutable afterwards (only memoised verification results change).
 */
import { indexEntryVersions, type EntryVersionIndex } from './entryVersions';
import { ctidOfRecord, feeSettingsIn, formatLedgerRanges, indexAccountStates, indexOwnedEntries, indexTransactions, newestOf, proveTxList, type EntryState, type StateEntry } from './storeIndex';
import type { AccountState, FeeRecord, FeeSettings, FileReport, LedgerRange, LedgerRecord, LoadedLedger, ReplayStoreData, ServerStatusRecord, TxListStatus, TxRecord } from './types';

export { NETWORK_ID, affectedAccounts, type EntryState } from './storeIndex';
export type { LedgerRange, LedgerTxEntry, LoadedLedger, ReplayStoreData } from './types';

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
  /** Every recorded state of each ledger entry, from the mainnet metadata (built at load; see `./entryVersions`). */
  readonly entryVersions: EntryVersionIndex;

  private readonly txs: Map<string, TxRecord>;
  /** SYNTHETIC benchmark transactions (`REPLAY_EXTRA_TX`, see `extraTx.ts`): found by `tx` by hash only. */
  private readonly syntheticTxs = new Map<string, TxRecord>();
  private readonly ledgers: Map<number, LoadedLedger>;
  private readonly ledgerIndexByHash = new Map<string, number>();
  private readonly txsByLedger: Map<number, TxRecord[]>;
  private readonly txByPosition: Map<string, TxRecord>;
  private readonly txsByAccount: Map<string, TxRecord[]>;
  private readonly statesByAccount: Map<string, StateEntry[]>;
  /** Owner address → entry key → newest recorded state of that entry (see {@link ownedEntries}). */
  private readonly entriesByOwner: Map<string, Map<string, EntryState>>;
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

    const indexed = indexTransactions(this.txs.values());
    this.txsByLedger = indexed.byLedger;
    this.txByPosition = indexed.byPosition;
    this.txsByAccount = indexed.byAccount;
    min = Math.min(min, indexed.min);
    max = Math.max(max, indexed.max);

    for (const info of data.accountInfos) [min, max] = [Math.min(min, info.ledgerIndex), Math.max(max, info.ledgerIndex)];
    this.range = Number.isFinite(min) ? { min, max } : undefined;

    this.statesByAccount = indexAccountStates(this.txs.values(), data.accountInfos, (record) => this.ledgerHashOf(record), (index) => this.ledgers.get(index)?.header.ledger_hash);
    this.entriesByOwner = indexOwnedEntries(this.txs.values());
    this.entryVersions = indexEntryVersions(this.txs.values());

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
    return feeSettingsIn(this.feeHistory, ledgerIndex);
  }

  /** Number of recorded transactions of a ledger (all of them when its list is complete). */
  recordedTransactionCount(ledgerIndex: number): number {
    const ledger = this.ledgers.get(ledgerIndex);
    return ledger?.recordedTxHashes?.length ?? this.txsByLedger.get(ledgerIndex)?.length ?? 0;
  }

  /** Transaction by id (case-insensitive). */
  getTransaction(hash: string): TxRecord | undefined {
    const key = hash.toUpperCase();
    return this.txs.get(key) ?? this.syntheticTxs.get(key);
  }

  /**
   * Adds SYNTHETIC benchmark transactions (read by `loadExtraTransactions`, `REPLAY_EXTRA_TX`). They
   * are held apart from the recorded data: {@link getTransaction} finds them, nothing else does (no
   * ledger, account history, CTID, index or range includes them).
   *
   * @throws {Error} when one has the hash of a recorded transaction (recorded data is never shadowed)
   */
  addSyntheticTransactions(records: readonly TxRecord[]): void {
    for (const record of records) {
      if (this.txs.has(record.hash)) throw new Error(`REPLAY_EXTRA_TX: ${record.file}: transaction ${record.hash} is recorded data; a synthetic transaction needs a hash of its own`);
    }
    for (const record of records) this.syntheticTxs.set(record.hash, record);
  }

  /** Number of SYNTHETIC benchmark transactions added with {@link addSyntheticTransactions}. */
  get syntheticTransactionCount(): number {
    return this.syntheticTxs.size;
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
    const status = proveTxList(this.ledgers.get(ledgerIndex));
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
    return formatLedgerRanges(complete);
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
    return ctidOfRecord(record);
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
   * {@link accountState}, from every recorded transaction's affected nodes: an entry no recorded
   * transaction touched is not known.
   */
  ownedEntries(account: string): { entries: EntryState[]; ledgerIndex: number | undefined } {
    const map = this.entriesByOwner.get(account);
    if (!map) return { entries: [], ledgerIndex: undefined };
    const all = [...map.values()];
    const entries = all.filter((e) => !e.deleted).sort((a, b) => (a.type === b.type ? (a.index < b.index ? -1 : 1) : a.type < b.type ? -1 : 1));
    return { entries, ledgerIndex: Math.max(...all.map((e) => e.ledgerIndex)) };
  }


}
