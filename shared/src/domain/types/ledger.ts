/**
 * Ledgers and ledger objects as the API answers them (spec §3 "Ledger"): the ledger with its transaction table, the reserves in force, a ledger object with its history, and what a 64-hex identifier resolves to.
 */
import type { Static } from '@sinclair/typebox';
import type { LedgerObjectVersionSchema, LedgerSchema, LedgerTransactionSchema, ReservesInForceSchema, ResolveAnswerSchema } from '../../schemas';
import type { ObjectView } from '../objectViews';

/** One row of a ledger's transaction table (spec §3 "Ledger ... transactions"). */
export type LedgerTransaction = Static<typeof LedgerTransactionSchema>;

/**
 * One validated ledger close, as `GET /api/stream/ledgers` sends it (Server-Sent Events, event
 * `ledgerClosed`, one JSON object per event; the current latest is sent on connect). Source:
 * rippled `subscribe` `ledger` stream (`ledgerClosed` messages).
 */
export interface LedgerClose {
  ledgerIndex: number;
  ledgerHash: string;
  /** Close time, Ripple-epoch seconds (`ledger_time`). */
  closeTime: number;
  /** Close time, ISO 8601 UTC. */
  closeTimeHuman: string;
  /** Transactions in the ledger (`txn_count`). */
  txnCount: number;
  /**
   * Base fee, reserve base and owner reserve in force, XRP decimal strings (`fee_base`,
   * `reserve_base`, `reserve_inc` drops / 1e6); null when the node did not say.
   */
  baseFeeXrp: string | null;
  reserveBaseXrp: string | null;
  reserveIncrementXrp: string | null;
  /** `validated_ledgers` range text, e.g. `94084600-94084700`. */
  validatedLedgers?: string;
}

/** A ledger as `GET /api/ledger/{index | hash | latest}` returns it (spec §3 "Ledger"). Source: rippled `ledger`. */
export type Ledger = Static<typeof LedgerSchema>;

/**
 * The reserve rule an account's `reserveBalance` was computed with: the fees in force for the
 * state the API read (live: the validated ledger's, from `server_info`; offline: the replay's
 * newest recorded state stands for "now", so its newest recorded fees, `account_state_fees`).
 */
export type ReservesInForce = Static<typeof ReservesInForceSchema>;

/** One state of a ledger object in `GET /api/objects/{index}` history. */
export type LedgerObjectVersion = Static<typeof LedgerObjectVersionSchema>;

/** `GET /api/objects/{index}`: a ledger object and its history (rippled `ledger_entry`, then `tx` along `PreviousTxnID`). */
export interface LedgerObjectAnswer {
  index: string;
  /** `LedgerEntryType`. */
  type: string;
  /** True when the object no longer exists; `fields` is then its last state. */
  deleted: boolean;
  /** The entry as the node returned it (or its last state). */
  fields: Record<string, unknown>;
  /** Ledger the state is from ("as of ledger N"). */
  ledgerIndex: number;
  /** Oldest first; at most 50 per answer. */
  history: LedgerObjectVersion[];
  /** Set when older states exist: ask again with `before` = this hash. */
  moreBefore?: string;
  /** Why the history stops before the creation: `notRecorded` (a transaction of the chain is not on the node), `notThreaded` (the entry carries no `PreviousTxnID`). */
  historyEnd: 'created' | 'notRecorded' | 'notThreaded' | 'more';
  /** The typed view of the entry (`api/src/features/objects/views/`), for the types that have one. */
  view?: ObjectView;
  /** Close time of `ledgerIndex` (ISO 8601) when it was needed (expiry) and known; what `view` judged expiry against. */
  closeTime?: string;
}

/** `GET /api/resolve/{hex64}`: what a 64-hex identifier (or a 48-hex MPTokenIssuanceID) names, with the page path. */
export type ResolveAnswer = Static<typeof ResolveAnswerSchema>;
