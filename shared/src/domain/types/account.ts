/**
 * Accounts as the API answers them (spec §3 "Account"): the account, its transactions, trust lines, objects, reserve items, known-address details and domain verification.
 */
import type { Static } from '@sinclair/typebox';
import type { AccountLinesSchema, AccountObjectsSchema, AccountSchema, AccountTransactionsPageSchema, DomainVerificationSchema, ReserveItemSchema, ReserveItemsSchema, TrustLineSchema } from '../../schemas';

/**
 * An account as `GET /api/account/{address}` returns it (spec §3 "Account"). Source: rippled
 * `account_info` (AccountRoot) with the account's activation from `account_tx`. Amounts in XRP
 * (decimal strings); ledger indexes as numbers.
 */
export type Account = Static<typeof AccountSchema>;

/** `GET /api/account/{address}/transactions-paginated` (spec §3 "Account transactions response"). Source: rippled `account_tx`. */
export type AccountTransactionsPage = Static<typeof AccountTransactionsPageSchema>;

/** One trust line of `GET /api/account/{address}/lines`. Source: rippled `account_lines`. */
export type TrustLine = Static<typeof TrustLineSchema>;

/** `GET /api/account/{address}/lines`. */
export type AccountLines = Static<typeof AccountLinesSchema>;

/** `GET /api/account/{address}/objects`. Source: rippled `account_objects`. */
export type AccountObjects = Static<typeof AccountObjectsSchema>;

/**
 * One kind of object that holds an account's owner reserve (`GET /api/account/{address}/reserve`):
 * `type` (rippled `LedgerEntryType`: `RippleState`, `Offer`, `Escrow`, …), `count` (objects of this
 * type the account owns), `units` (owner-reserve units they take, its `OwnerCount` share: one each,
 * except a SignerList without `lsfOneOwnerCount`, 2 + its signers).
 */
export type ReserveItem = Static<typeof ReserveItemSchema>;

/**
 * `GET /api/account/{address}/reserve`: what the owner reserve is tied up in, from one
 * `account_objects` request (validated ledger, `limit` 400): `ledgerIndex` (of that answer; null
 * when the node does not say), `read` (objects read, at most `limit`), `truncated` (the account has
 * more objects than were read: every count is then a lower bound, "400+"), `owned` (the objects the
 * account pays the owner reserve for, by type, most units first), `notOwned` (objects in its owner
 * directory whose reserve another account pays: escrows, checks and channels it is only the
 * destination of, trust lines whose reserve flag is on the peer's side).
 */
export type ReserveItems = Static<typeof ReserveItemsSchema>;

/** How many transactions `Account.txnCount` covers (see there). */
export type TxnCountStatus = 'exact' | 'capped' | 'incomplete';

/**
 * Whether a domain claimed on the ledger was verified by LedgerLens: the domain's
 * `https://{domain}/.well-known/xrp-ledger.toml` (XLS-26) lists the account (`[[ACCOUNTS]] address`)
 * or the validator (`[[VALIDATORS]] public_key`).
 * - `verified`: the file was read and lists it;
 * - `unverified`: the file was read and does not list it, or could not be read (see `reason`);
 * - `not-checked`: no check was possible (the offline replay network has no Internet), or the
 *   check was still running when the answer was sent (`pending` true).
 */
export type DomainVerification = Static<typeof DomainVerificationSchema>;
