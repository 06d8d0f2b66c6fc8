/**
 * Records the replay node builds from recorded rippled JSON. Everything here was read from a data
 * file; fields that no file recorded are absent (`undefined`), never filled with a guess.
 */
import type { JsonObject } from './json';

/**
 * Layout of a standalone transaction file (see the team data set's README, "Transaction file shapes"; `fixtures/xrpl/README.md`):
 * - `tx-result-v1`: rippled `tx` result, API v1 (tx fields at top level + hash, meta, ledger_index, date, ...);
 * - `response-tx-v1`: `{result: {...v1 tx result..., status}}`;
 * - `response-tx-v2`: `{result: {tx_json, meta, hash, ledger_index, ledger_hash, close_time_iso, ctid, validated}}`;
 * - `tx-result-v2`: `{tx_json, meta, ...}` without wrapper;
 * - `stream-transaction`: a `transaction` subscription message (`{transaction | tx_json, meta, engine_result, ...}`);
 * - `account_tx-entry`: one `account_tx` entry (`{tx, meta, validated}`);
 * - `explorer`: ripple/explorer `{tx, meta, hash, ledger_index, date}` (date ISO-8601 or Unix ms);
 * - `explorer-v2`: ripple/explorer `{tx, meta, hash, ctid, ledger_hash, ledger_index, close_time_iso, validated}`.
 */
export type TxShape =
  | 'tx-result-v1'
  | 'response-tx-v1'
  | 'response-tx-v2'
  | 'tx-result-v2'
  | 'stream-transaction'
  | 'account_tx-entry'
  | 'explorer'
  | 'explorer-v2';

/** Where a transaction record came from: a standalone file of some {@link TxShape}, or embedded in a `ledger` / `account_tx` response. */
export type TxOrigin = TxShape | 'ledger' | 'account_tx';

/** One validated transaction with its metadata, normalised from any recorded layout. */
export interface TxRecord {
  /** Transaction id, 64 upper-case hex digits (recorded `hash`, or recomputed from the transaction when a file has none). */
  readonly hash: string;
  /**
   * The transaction's own fields only (PascalCase names, exactly as recorded). API-only fields
   * (`hash`, `ledger_index`, `inLedger`, `date`, `ctid`, `DeliverMax`, `owner_funds`, ...) are removed;
   * a Payment always carries `Amount` (restored from `DeliverMax` when only that was recorded).
   */
  readonly tx: JsonObject;
  /** Transaction metadata as recorded (`meta` / `metaData`), including any API-added fields such as `delivered_amount`. */
  readonly meta: JsonObject;
  /** Ledger index (sequence) of the validated ledger that holds the transaction. */
  readonly ledgerIndex: number;
  /** `meta.TransactionIndex`: position of the transaction in its ledger. */
  readonly transactionIndex: number | undefined;
  /** Ledger hash recorded next to the transaction (not every layout has one). */
  readonly ledgerHash: string | undefined;
  /** Close time of the ledger, Ripple-epoch seconds, as recorded next to the transaction (`date`, `close_time_iso`). */
  readonly closeTime: number | undefined;
  /** `ctid` exactly as recorded next to the transaction, upper-case (not every layout has one). */
  readonly recordedCtid: string | undefined;
  /**
   * True when nothing marks the record as coming from another network: no non-zero `NetworkID`, no
   * recorded CTID with a non-zero network id, and a file name without `-testnet` / `-devnet` / `-altnet`.
   */
  readonly mainnet: boolean;
  /** Layout the record was read from. */
  readonly origin: TxOrigin;
  /** Absolute path of the file the record was read from. */
  readonly file: string;
}

/**
 * Ledger header fields as recorded. Hashes are 64 upper-case hex digits; times are Ripple-epoch
 * seconds; `total_coins` is XRP drops as a decimal string. Optional fields are absent in old fixtures.
 */
export interface LedgerHeader {
  ledger_index: number;
  ledger_hash: string;
  close_time: number;
  parent_hash?: string;
  account_hash?: string;
  transaction_hash?: string;
  total_coins?: string;
  parent_close_time?: number;
  close_time_resolution?: number;
  close_flags?: number;
}

/**
 * What is known about a ledger's transaction list:
 * - `complete`: the recorded list was proven complete (its SHAMap root equals `transaction_hash`);
 * - `partial`: a list was recorded but its root does not match (trimmed by the source);
 * - `unverified`: a list was recorded but could not be serialised to check it;
 * - `none`: only the header was recorded.
 */
export type TxListStatus = 'complete' | 'partial' | 'unverified' | 'none';

/** One recorded ledger header, optionally with the transactions the file listed. */
export interface LedgerRecord {
  readonly header: LedgerHeader;
  /** Ids of the transactions the ledger file listed (any order), or `undefined` when it listed none. */
  readonly recordedTxHashes: readonly string[] | undefined;
  /** Absolute path of the file. */
  readonly file: string;
}

/** A recorded `account_info` result. */
export interface AccountInfoRecord {
  readonly account: string;
  /** `account_data` as recorded (an AccountRoot ledger entry; balances in XRP drops). */
  readonly accountData: JsonObject;
  readonly ledgerIndex: number;
  readonly ledgerHash: string | undefined;
  readonly file: string;
}

/**
 * The newest known state of an account:
 * - `state`: an AccountRoot, from a recorded `account_info` (`source: 'account_info'`) or from the
 *   final fields of the newest transaction metadata touching it (`source: 'metadata'`);
 * - `deleted`: the newest metadata deletes the AccountRoot (AccountDelete).
 */
export interface AccountState {
  readonly kind: 'state' | 'deleted';
  readonly source: 'account_info' | 'metadata';
  /** The AccountRoot entry (for `state`): `account_data` as rippled returns it. Balance in XRP drops. */
  readonly accountData: JsonObject | undefined;
  /** Ledger the state is from. */
  readonly ledgerIndex: number;
  /** Hash of that ledger, when recorded. */
  readonly ledgerHash: string | undefined;
  /** For `metadata` states: the transaction that produced the state. */
  readonly txHash: string | undefined;
  readonly file: string;
}

/** Base fee and reserves, all in XRP **drops**, with the ledger they were recorded at. */
export interface FeeSettings {
  readonly baseFeeDrops: number;
  readonly reserveBaseDrops: number;
  readonly reserveIncrementDrops: number;
  /** Ledger index the values are known for (SetFee ledger, or `validated_ledger.seq` of a server response). */
  readonly ledgerIndex: number;
  /** What recorded them: `SetFee <hash>`, `FeeSettings entry`, `server_info`, `server_state` or `ledgerClosed stream`, plus the file. */
  readonly source: string;
  /** The recorded file (absolute path). */
  readonly file?: string;
  /**
   * True when the record is a documentation example (data set file name ending `-doc`, e.g.
   * `setfee-92508417-doc.json`), not a recorded node answer: answers built from it say so.
   */
  readonly documentationExample?: boolean;
  /** True when the values were recorded in the XRPFees format (`BaseFeeDrops`, `ReserveBaseDrops`, `ReserveIncrementDrops`). */
  readonly xrpFeesFormat?: boolean;
  /** The transaction that set the values (SetFee hash), when known: the entry's `PreviousTxnID`. */
  readonly previousTxnId?: string;
  /** A recorded FeeSettings ledger entry (bare `ledger_entry` node), served as is by `ledger_entry`. */
  readonly entry?: JsonObject;
}

/** A recorded `server_info` (`result.info`) or `server_state` (`result.state`) object. */
export interface ServerStatusRecord {
  readonly status: JsonObject;
  /** `validated_ledger.seq` of the recording (0 when it had none). */
  readonly seq: number;
  /** True for a Clio server's `server_info` (used only when no rippled one was recorded). */
  readonly clio: boolean;
  readonly file: string;
}

/** A recorded `fee` result. */
export interface FeeRecord {
  readonly result: JsonObject;
  /** `ledger_current_index` of the recording. */
  readonly ledgerCurrentIndex: number;
  readonly file: string;
}

/** Kind of a loaded data file, as detected from its content. */
export type FileKind =
  | 'transaction'
  | 'ledger'
  | 'account_tx'
  | 'account_info'
  | 'server_info'
  | 'server_state'
  | 'fee'
  | 'ledger_closed'
  | 'ledger_current'
  | 'ledgerClosed_stream'
  | 'fee_settings'
  | 'skipped';

/** What the loader did with one file. */
export interface FileReport {
  /** Absolute path. */
  readonly file: string;
  readonly kind: FileKind;
  /** Layout, for standalone transaction files. */
  readonly shape?: TxShape;
  /** Ids of the transactions indexed from the file. */
  readonly transactions: readonly string[];
  /** Ledger index, for ledger files. */
  readonly ledgerIndex?: number;
  /** Why the file (or part of it) was skipped. */
  readonly reason?: string;
}

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
