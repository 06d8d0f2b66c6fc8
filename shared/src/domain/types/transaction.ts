/**
 * Transactions as the API answers them (spec §3 "Transaction"): the entity, its raw form, list pages, exact amounts, the description and summary parts, balance changes and affected ledger entries.
 */

import type { Static } from '@sinclair/typebox';
import type { AddressDetailsSchema, AffectedObjectSchema, AmountValueSchema, BalanceChangeSchema, BatchInnerTransactionSchema, DescriptionPartSchema, SUMMARY_FIELD_KINDS, SummaryFieldSchema, TransactionMemoSchema, TransactionRawSchema, TransactionSchema } from '../../schemas';

/** Category of a known address (spec §3 "Known address directory"). */
export type KnownAddressType = 'exchange' | 'service' | 'wallet' | 'institution' | 'other';

/** Identity shown next to an address: from the known-address directory or the ledger itself. */
export type AddressDetails = Static<typeof AddressDetailsSchema>;

/** One memo of a transaction, decoded from the hex `Memos[].Memo` fields. */
export type TransactionMemo = Static<typeof TransactionMemoSchema>;

/**
 * The node's original transaction and metadata, as `GET /api/transaction/{hash or CTID}/raw`
 * returns them for the Raw JSON dialog (not part of {@link Transaction}: the metadata would double
 * a large transaction's answer). Source: rippled `tx` (api_version 2).
 */
export type TransactionRaw = Static<typeof TransactionRawSchema>;

/**
 * A transaction as `GET /api/transaction/{hash or CTID}` returns it (spec §3 "Transaction", plus
 * `ctid`, `amountIssuer`, `memos`; the original JSON is at `…/raw`, {@link TransactionRaw}). Source: rippled `tx` (api_version 2).
 */
export type Transaction = Static<typeof TransactionSchema>;

/** One inner transaction of a Batch (XLS-56): each runs as a transaction of its own, with its own metadata. */
export type BatchInnerTransaction = Static<typeof BatchInnerTransactionSchema>;

/**
 * One page of a transaction's `balanceChanges` or `affectedObjects`
 * (`GET /api/transaction/{id}/balance-changes` or `/affected-objects` with `offset` and `limit`).
 */
export interface TransactionListPage<T> {
  hash: string;
  /** Position of `items[0]` in the whole list, 0-based. */
  offset: number;
  limit: number;
  /** Length of the whole list; null when the metadata does not allow it. */
  total: number | null;
  items: T[] | null;
}

/**
 * A value as the API's transaction registry describes it. `display` is the exact text to show
 * (full precision, currency decoded); `value` the exact decimal string (XRP in XRP, not drops).
 */
export type AmountValue = Static<typeof AmountValueSchema>;

/** One part of a transaction's description: text, or a reference the front end links to its page. */
export type DescriptionPart = Static<typeof DescriptionPartSchema>;

/** Kinds of {@link SummaryField}: how the front end shows (and links) `value`. */
/** `object`: a ledger entry by its index (64 hex), which the front end links to `/object/<index>` (e.g. a DomainID). */
export type SummaryFieldKind = (typeof SUMMARY_FIELD_KINDS)[number];

/** One labelled field of a transaction's summary (e.g. `TakerGets`, kind `amount`). */
export type SummaryField = Static<typeof SummaryFieldSchema>;

/** One account's signed change in one asset (exact decimal string; XRP in XRP). */
export type BalanceChange = Static<typeof BalanceChangeSchema>;

/** One ledger entry a transaction created, modified or deleted (an affected node of its metadata). */
export type AffectedObject = Static<typeof AffectedObjectSchema>;
