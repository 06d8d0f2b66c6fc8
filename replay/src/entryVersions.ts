/**
 * The replay node's one index of ledger-entry versions, built once at load from every recorded
 * mainnet transaction's affected nodes (oldest first: ledger index, then `TransactionIndex`):
 *
 * - `versions`: each entry's recorded states, oldest first: what `ledger_entry`, `account_offers`,
 *   `account_channels` and `feature` answer from (`methods/objects.ts`);
 * - `newest`: the newest state of each Offer, AMM, AccountRoot and RippleState as the metadata
 *   wrote it (no threading added): what `book_offers` and `amm_info` answer from (`methods/book.ts`).
 */
import { affectedNodesOf, CHANGE_OF_KIND } from '@ledgerlens/shared/domain';
import type { JsonObject } from './json';
import type { TxRecord } from './types';

/**
 * Entries rippled did not thread before fixPreviousTxnID (no `PreviousTxnID` on them). A created one of
 * these gets none; a modified or deleted one gets one only when its recorded node carries it.
 */
const UNTHREADED = new Set(['DirectoryNode', 'Amendments', 'FeeSettings', 'LedgerHashes', 'NegativeUNL', 'AMM']);

/** The entry types the order-book methods read ({@link EntryVersionIndex.newest}). */
const BOOK_ENTRY_TYPES = new Set(['Offer', 'AMM', 'AccountRoot', 'RippleState']);

/** One recorded state of a ledger entry: what a transaction left it as. */
export interface EntryVersion {
  /** `LedgerEntryType`. */
  readonly type: string;
  /** Entry key (64 upper-case hex). */
  readonly index: string;
  /** The entry after the transaction (NewFields / FinalFields), without `LedgerEntryType` / `index`. */
  readonly fields: JsonObject;
  /** `PreviousFields` of a modified entry (the changed fields before the transaction). */
  readonly previous: JsonObject;
  readonly change: 'created' | 'modified' | 'deleted';
  readonly ledgerIndex: number;
  readonly transactionIndex: number;
  readonly txHash: string;
}

/** The newest recorded state of an Offer or AMM-related entry, its fields as the metadata wrote them. */
export interface EntryView {
  type: string;
  index: string;
  fields: JsonObject;
  ledgerIndex: number;
  deleted: boolean;
}

/** See the module comment. */
export interface EntryVersionIndex {
  /** Entry key (upper-case) → its recorded states, oldest first. */
  readonly versions: ReadonlyMap<string, readonly EntryVersion[]>;
  /** Entry key (upper-case) → the newest state of an Offer, AMM, AccountRoot or RippleState. */
  readonly newest: ReadonlyMap<string, EntryView>;
}

/** The version a node records, with `PreviousTxnID` / `PreviousTxnLgrSeq` set as rippled threads the entry. */
function versionOf(record: TxRecord, node: ReturnType<typeof affectedNodesOf>[number], type: string, index: string): EntryVersion {
  const fields: JsonObject = { ...node.fields };
  const threaded = node.kind === 'CreatedNode' ? !UNTHREADED.has(type) : 'PreviousTxnID' in node.node || 'PreviousTxnID' in fields;
  if (threaded) {
    fields.PreviousTxnID = record.hash;
    fields.PreviousTxnLgrSeq = record.ledgerIndex;
  }
  return {
    type,
    index,
    fields,
    previous: node.previous,
    change: CHANGE_OF_KIND[node.kind],
    ledgerIndex: record.ledgerIndex,
    transactionIndex: record.transactionIndex ?? 0,
    txHash: record.hash,
  };
}

/** Builds the {@link EntryVersionIndex} of the mainnet records among `txs`. */
export function indexEntryVersions(txs: Iterable<TxRecord>): EntryVersionIndex {
  const versions = new Map<string, EntryVersion[]>();
  const newest = new Map<string, EntryView>();
  const records = [...txs]
    .filter((r) => r.mainnet)
    .sort((a, b) => a.ledgerIndex - b.ledgerIndex || (a.transactionIndex ?? 0) - (b.transactionIndex ?? 0));
  for (const record of records) {
    for (const node of affectedNodesOf(record.meta)) {
      const type = node.node.LedgerEntryType;
      const key = node.node.LedgerIndex;
      if (typeof type !== 'string' || typeof key !== 'string') continue;
      const index = key.toUpperCase();
      const version = versionOf(record, node, type, index);
      const list = versions.get(index);
      if (list) list.push(version);
      else versions.set(index, [version]);
      if (BOOK_ENTRY_TYPES.has(type) && node.hasFields) {
        newest.set(index, { type, index, fields: node.fields, ledgerIndex: record.ledgerIndex, deleted: node.kind === 'DeletedNode' });
      }
    }
  }
  return { versions, newest };
}
