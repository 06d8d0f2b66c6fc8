/**
 * Transactions as the API answers them (spec §3 "Transaction"): the entity, its raw form, list pages, exact amounts, the description and summary parts, balance changes and affected ledger entries.
 */

import type { Static } from '@sinclair/typebox';
import type { AffectedObjectSchema, AmountValueSchema, BalanceChangeSchema, BatchInnerTransactionSchema, DescriptionPartSchema, SUMMARY_FIELD_KINDS, SummaryFieldSchema, TransactionRawSchema } from '../../schemas';

/** Category of a known address (spec §3 "Known address directory"). */
export type KnownAddressType = 'exchange' | 'service' | 'wallet' | 'institution' | 'other';

/** Identity shown next to an address: from the known-address directory or the ledger itself. */
export interface AddressDetails {
  /** Human label, e.g. "Bitstamp". */
  label: string;
  type: KnownAddressType;
  /** True when the label is confirmed (e.g. the account's Domain field and its xrp-ledger.toml). */
  verified: boolean;
}

/** One memo of a transaction, decoded from the hex `Memos[].Memo` fields. */
export interface TransactionMemo {
  /** MemoType decoded as UTF-8 text when printable, else the hex as recorded. */
  type?: string;
  /** MemoData decoded as UTF-8 text when printable, else the hex as recorded. */
  data?: string;
  /** MemoFormat decoded as UTF-8 text when printable, else the hex as recorded. */
  format?: string;
}

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
export interface Transaction {
  /** 64-character uppercase hex transaction hash. */
  hash: string;
  /**
   * Result code from `meta.TransactionResult` (e.g. `tesSUCCESS`, `tecPATH_DRY`), or `pending`
   * when the transaction is not in a validated ledger yet. Map with `transactionStatusOf`.
   */
  status: string;
  /** `TransactionType`, e.g. `Payment`. */
  type: string;
  /** Close time of the ledger that holds it, ISO 8601 UTC (converted from Ripple-epoch seconds). */
  timestamp: string | null;
  /** Sending account (`Account`). */
  from: string;
  /** `Destination`, or the type's counterparty (e.g. `Owner` for EscrowFinish/EscrowCancel). */
  to?: string;
  /**
   * For a Payment, what was delivered (`meta.delivered_amount`); otherwise the type's main amount.
   * XRP as an exact decimal string of drops / 1,000,000 (e.g. `"12.5"`); issued amounts as
   * `"<value> <currency>"` with the issuer in `amountIssuer`.
   */
  amount?: string;
  /** Issuer of an issued-currency or MPT `amount` (an MPT's: the account in its MPTokenIssuanceID). */
  amountIssuer?: string;
  /** MPT `amount`: its MPTokenIssuanceID (48 hex), for the `/mpt/{id}` link. */
  amountMptIssuanceId?: string;
  /** Transaction cost in XRP, exact decimal string (from `Fee` in drops). */
  fee: string;
  /** Ledger index of the ledger that holds it. */
  ledgerIndex: number | null;
  /** Hash of that ledger, when known. */
  ledgerHash?: string;
  /** Account `Sequence` of the sender (0 when a Ticket was used). */
  sequence: number;
  /** `meta.TransactionIndex`: position in the ledger. */
  transactionIndex: number | null;
  destinationTag?: number;
  sourceTag?: number;
  /** First memo's fields (spec §3); all memos are in `memos`. */
  memoType?: string;
  memoData?: string;
  memoFormat?: string;
  memos: TransactionMemo[];
  fromDetails?: AddressDetails;
  toDetails?: AddressDetails;
  /** The result code when it is not `tesSUCCESS`. */
  error?: string;
  /** Compact transaction identifier (16 uppercase hex), when ledger index, index and network are known. */
  ctid?: string;
  /** True when the ledger that holds it is validated. */
  validated: boolean;
  /** Plain-language sentence from the API's per-type registry (`api/src/transaction-types/`). */
  description?: DescriptionPart[];
  /** The type's own fields, labelled in the field's terms. */
  summary?: SummaryField[];
  /** Short one-line form for tables (ledger table, account history), plain text. */
  row?: string;
  /** Signed balance changes per account and asset (xrpl.js `getBalanceChanges`); null when the metadata does not allow them. */
  balanceChanges?: BalanceChange[] | null;
  /** Ledger entries the transaction created, modified or deleted (from the metadata's affected nodes). */
  affectedObjects?: AffectedObject[] | null;
  /**
   * In a page-sized answer (`?lists=n`): the full length of `balanceChanges`, which then holds only
   * its first n entries (null when the list is null). Absent in the whole answer.
   */
  balanceChangesTotal?: number | null;
  /** In a page-sized answer (`?lists=n`): the full length of `affectedObjects` (see `balanceChangesTotal`). */
  affectedObjectsTotal?: number | null;
  /** `Delegate`: the account that signed on behalf of `from` (XLS-75 permission delegation), when present. */
  delegate?: string;
  /** A Batch's inner transactions (`RawTransactions`), in order, with their own results when the node has them. */
  batchInner?: BatchInnerTransaction[];
}

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
