/**
 * Ledgers and ledger objects as the API answers them (spec §3 "Ledger"): the ledger with its transaction table, the reserves in force, a ledger object with its history, and what a 64-hex identifier resolves to.
 */
import type { Static } from '@sinclair/typebox';
import type { LedgerObjectAnswerSchema, LedgerObjectVersionSchema, LedgerSchema, LedgerTransactionSchema, ReservesInForceSchema, ResolveAnswerSchema } from '../../schemas';

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

/**
 * `GET /api/objects/{index}`: a ledger object and its history (rippled `ledger_entry`, then `tx`
 * along `PreviousTxnID`): `type` (`LedgerEntryType`), `deleted` (the object no longer exists;
 * `fields` is then its last state), `fields` (the entry as the node returned it), `ledgerIndex` (the
 * ledger the state is from, "as of ledger N"), `history` (oldest first, at most 50 per answer),
 * `moreBefore` (older states exist: ask again with `before` = this hash), `historyEnd` (why the
 * history stops before the creation: `notRecorded`, a transaction of the chain is not on the node;
 * `notThreaded`, the entry carries no `PreviousTxnID`), `view` (the typed view, for the types that
 * have one), `closeTime` (of `ledgerIndex`, ISO 8601, when expiry needed it: what `view` judged
 * expiry against).
 */
export type LedgerObjectAnswer = Static<typeof LedgerObjectAnswerSchema>;

/** `GET /api/resolve/{hex64}`: what a 64-hex identifier (or a 48-hex MPTokenIssuanceID) names, with the page path. */
export type ResolveAnswer = Static<typeof ResolveAnswerSchema>;
