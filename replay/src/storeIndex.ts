/**
 * How the {@link ReplayStore} indexes what was recorded (pure functions, run once at load): the
 * transactions by ledger, position and account, the accounts' states and owned entries from the
 * recorded metadata, the fee settings in force at a ledger, and the proof that a ledger's
 * transaction list is complete.
 */
import { affectedNodesOf, encodeRippledCtid } from '@ledgerlens/shared/domain';
import { ACCOUNT_ID_FIELDS, ACCOUNT_ZERO, addressFromAccountIdHex, encodeWithNegativeXrp } from './codec';
import { isObject, type JsonObject } from './json';
import { transactionTreeHash } from './shamap';
import type { AccountInfoRecord, AccountState, FeeSettings, LoadedLedger, TxListStatus, TxRecord } from './types';

/** Network id this node claims: 0, XRPL mainnet. */
export const NETWORK_ID = 0;

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
  // The fields rippled's `TxMeta::getAffectedAccounts` reads: NewFields of created nodes, FinalFields otherwise.
  for (const node of affectedNodesOf(record.meta)) {
    if (!node.hasFields) continue;
    for (const [name, value] of Object.entries(node.fields)) {
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
export function newestOf<T>(items: readonly T[], key: (item: T) => number): T | undefined {
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

/** An account state with its order inside its ledger (transaction index × 2; recorded `account_info` last). */
export interface StateEntry extends AccountState {
  readonly order: number;
}

/**
 * The mainnet transactions by ledger (sorted by id, rippled's SHAMap order), by position
 * (`ledger:TransactionIndex`, what a CTID names) and by affected account (newest first), with the
 * lowest and highest ledger index among them (±Infinity when none).
 */
export function indexTransactions(txs: Iterable<TxRecord>): {
  byLedger: Map<number, TxRecord[]>;
  byPosition: Map<string, TxRecord>;
  byAccount: Map<string, TxRecord[]>;
  min: number;
  max: number;
} {
  const byLedger = new Map<number, TxRecord[]>();
  const byPosition = new Map<string, TxRecord>();
  const byAccount = new Map<string, TxRecord[]>();
  let min = Infinity;
  let max = -Infinity;
  for (const record of txs) {
    // Records from other networks are served by hash only: they never enter the ledger, CTID or
    // account indexes of this (mainnet) node.
    if (!record.mainnet) continue;
    min = Math.min(min, record.ledgerIndex);
    max = Math.max(max, record.ledgerIndex);
    const inLedger = byLedger.get(record.ledgerIndex);
    if (inLedger) inLedger.push(record);
    else byLedger.set(record.ledgerIndex, [record]);
    if (record.mainnet && record.transactionIndex !== undefined) {
      const key = `${record.ledgerIndex}:${record.transactionIndex}`;
      if (!byPosition.has(key)) byPosition.set(key, record);
    }
    for (const account of affectedAccounts(record)) {
      const list = byAccount.get(account);
      if (list) list.push(record);
      else byAccount.set(account, [record]);
    }
  }
  for (const list of byAccount.values()) list.sort(compareNewestFirst);
  for (const list of byLedger.values()) list.sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  return { byLedger, byPosition, byAccount, min, max };
}

/**
 * The ledger entries each account owns, as the recorded metadata leaves them (oldest transaction
 * first, so the newest state of an entry wins): owner → entry index → state.
 */
export function indexOwnedEntries(txs: Iterable<TxRecord>): Map<string, Map<string, EntryState>> {
  const entriesByOwner = new Map<string, Map<string, EntryState>>();
  const records = [...txs]
    .filter((r) => r.mainnet)
    .sort((a, b) => a.ledgerIndex - b.ledgerIndex || (a.transactionIndex ?? 0) - (b.transactionIndex ?? 0));
  for (const record of records) {
    for (const node of affectedNodesOf(record.meta)) {
      const type = node.node.LedgerEntryType;
      const index = node.node.LedgerIndex;
      if (typeof type !== 'string' || typeof index !== 'string' || UNOWNED_ENTRY_TYPES.has(type)) continue;
      const fields = node.fields;
      const state: EntryState = { type, index: index.toUpperCase(), fields, ledgerIndex: record.ledgerIndex, deleted: node.kind === 'DeletedNode', txHash: record.hash };
      for (const owner of ownersOf(type, fields, state.index)) {
        let map = entriesByOwner.get(owner);
        if (!map) entriesByOwner.set(owner, (map = new Map()));
        map.set(state.index, state);
      }
    }
  }
  return entriesByOwner;
}

/**
 * Each account's states in ledger order: from the AccountRoot nodes of the recorded metadata (the
 * entry after each transaction) and from recorded `account_info` answers (the state at the end of
 * their ledger). `ledgerHashOf` / `headerHashOf` name the ledger of a transaction / a ledger index.
 */
export function indexAccountStates(
  txs: Iterable<TxRecord>,
  accountInfos: readonly AccountInfoRecord[],
  ledgerHashOf: (record: TxRecord) => string | undefined,
  headerHashOf: (ledgerIndex: number) => string | undefined,
): Map<string, StateEntry[]> {
  const statesByAccount = new Map<string, StateEntry[]>();
  const push = (account: string, entry: StateEntry): void => {
    const list = statesByAccount.get(account);
    if (list) list.push(entry);
    else statesByAccount.set(account, [entry]);
  };
  for (const record of txs) {
    if (!record.mainnet) continue;
    for (const node of affectedNodesOf(record.meta)) {
      if (node.node.LedgerEntryType !== 'AccountRoot') continue;
      const fields = node.fields;
      const account = fields.Account;
      if (typeof account !== 'string') continue;
      const order = (record.transactionIndex ?? 0) * 2;
      const base = {
        source: 'metadata' as const,
        ledgerIndex: record.ledgerIndex,
        ledgerHash: ledgerHashOf(record),
        txHash: record.hash,
        file: record.file,
        order,
      };
      if (node.kind === 'DeletedNode') {
        push(account, { ...base, kind: 'deleted', accountData: undefined });
        continue;
      }
      // The entry after this transaction: its final (or new) fields, threaded to this transaction
      // (rippled sets PreviousTxnID/PreviousTxnLgrSeq on every AccountRoot a transaction touches).
      const data: JsonObject = { ...fields, LedgerEntryType: 'AccountRoot', PreviousTxnID: record.hash, PreviousTxnLgrSeq: record.ledgerIndex };
      if (typeof node.node.LedgerIndex === 'string') data.index = node.node.LedgerIndex;
      if (node.kind === 'CreatedNode') {
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
      ledgerHash: info.ledgerHash ?? headerHashOf(info.ledgerIndex),
      txHash: undefined,
      file: info.file,
      order: Number.MAX_SAFE_INTEGER,
    });
  }
  for (const list of statesByAccount.values()) list.sort((a, b) => a.ledgerIndex - b.ledgerIndex || a.order - b.order);
  return statesByAccount;
}

/** See `ReplayStore.feeSettingsAt`: the setting in force at `ledgerIndex` from `history` (oldest ledger first). */
export function feeSettingsIn(history: readonly FeeSettings[], ledgerIndex: number): FeeSettings | undefined {
  let pos = -1;
  for (let i = 0; i < history.length && history[i]!.ledgerIndex <= ledgerIndex; i++) pos = i;
  if (pos < 0) return undefined;
  const newest = history[pos]!;
  const same = (a: FeeSettings) =>
    a.baseFeeDrops === newest.baseFeeDrops && a.reserveBaseDrops === newest.reserveBaseDrops && a.reserveIncrementDrops === newest.reserveIncrementDrops;
  for (let i = pos; i >= 0 && same(history[i]!); i--) if (history[i]!.previousTxnId !== undefined) return history[i];
  return newest;
}

/**
 * Whether a ledger's recorded transaction list is complete (see {@link TxListStatus}): every entry
 * serialised (transaction and metadata) and the SHAMap root compared with the header's
 * `transaction_hash`. `none` without a listed ledger; `unverified` when the list cannot be proven.
 */
export function proveTxList(ledger: LoadedLedger | undefined): TxListStatus {
  if (ledger?.entries) {
    const expected = ledger.header.transaction_hash;
    const leaves = [];
    for (const entry of ledger.entries) {
      const txBlob = encodeWithNegativeXrp(entry.tx);
      const metaBlob = entry.meta ? encodeWithNegativeXrp(entry.meta) : undefined;
      if (txBlob === undefined || metaBlob === undefined) break;
      leaves.push({ hash: entry.hash, txBlob, metaBlob });
    }
    if (expected && leaves.length === ledger.entries.length) return transactionTreeHash(leaves) === expected ? 'complete' : 'partial';
    return 'unverified';
  }
  return ledger?.recordedTxHashes ? 'unverified' : 'none';
}

/** Ascending ledger indexes as rippled's `complete_ledgers` ranges (`"38129,309936-309937"`), `"empty"` when none. */
export function formatLedgerRanges(complete: readonly number[]): string {
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

/** See `ReplayStore.ctidOf`: the CTID rippled would print for a transaction, if any. */
export function ctidOfRecord(record: TxRecord): string | undefined {
  if (record.transactionIndex === undefined) return record.mainnet ? undefined : record.recordedCtid;
  if (record.mainnet) return encodeRippledCtid(record.ledgerIndex, record.transactionIndex, NETWORK_ID);
  if (record.recordedCtid) return record.recordedCtid;
  const networkId = record.tx.NetworkID;
  return typeof networkId === 'number' ? encodeRippledCtid(record.ledgerIndex, record.transactionIndex, networkId) : undefined;
}
