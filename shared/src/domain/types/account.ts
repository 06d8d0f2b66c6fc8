/**
 * Accounts as the API answers them (spec §3 "Account"): the account, its transactions, trust lines, objects, reserve items, known-address details and domain verification.
 */
import type { ReservesInForce } from './ledger';
import type { Transaction } from './transaction';

/**
 * An account as `GET /api/account/{address}` returns it (spec §3 "Account"). Source: rippled
 * `account_info` (AccountRoot) with the account's activation from `account_tx`. Amounts in XRP
 * (decimal strings); ledger indexes as numbers.
 */
export interface Account {
  /** Classic address (`r…`). */
  address: string;
  /** `AccountRoot.Balance`, XRP. */
  balance: string;
  /** Balance less the reserve, XRP. Absent when the node reports no reserves (`server_info`; the devnet replay records none). */
  availableBalance?: string;
  /** Base reserve + OwnerCount × owner reserve, XRP, with the fees in {@link reserves}. Absent with {@link availableBalance}. */
  reserveBalance?: string;
  /** The base and owner reserve `reserveBalance` was computed with, and where they come from. */
  reserves?: ReservesInForce;
  /**
   * Transactions counted in the account's history (`account_tx`), at most {@link TXN_COUNT_CAP}.
   * Read it with `txnCountStatus`: only `exact` is the full count.
   */
  txnCount: number;
  /**
   * - `exact`: every recorded transaction was counted;
   * - `capped`: counting stopped at the cap (1,200) and more exist: show "1,200+";
   * - `incomplete`: an `account_tx` page failed, so the count is a lower bound: show "{n}+".
   */
  txnCountStatus: TxnCountStatus;
  /** `AccountRoot.OwnerCount`. */
  ownerCount: number;
  /** `AccountRoot.Sequence`. */
  sequence: number;
  previousTxnLgrSeq?: number;
  previousTxnID?: string;
  activated: boolean;
  /** Sender of the transaction that created the AccountRoot (its earliest recorded transaction). */
  activatedBy?: string;
  /** XRP that transaction delivered to the new account, exact decimal string (Payment `delivered_amount`). */
  activationAmount?: string;
  /** Close time of the activating transaction's ledger, ISO 8601 UTC. */
  activationDate?: string;
  /** Index of the ledger that holds the activating transaction. */
  activationLedger?: number;
  /** Hash of the activating transaction (64 uppercase hex). */
  activationTxHash?: string;
  username?: string;
  /** `directory` (the built-in known-address directory) or `domain` (the account's own Domain field). */
  usernameSource?: string;
  /**
   * True only when `username` comes from a directory entry marked verified (label backed by the
   * account's Domain or official documentation). Absent or false: show no verified mark.
   */
  usernameVerified?: boolean;
  /** Whether `domain` was verified (its `xrp-ledger.toml` lists this account); absent without a domain. */
  domainVerification?: DomainVerification;
  /** `AccountRoot.Domain` decoded to text: ledger data, never HTML. */
  domain?: string;
  messageKey?: string;
  emailHash?: string;
  walletLocator?: string;
  walletSize?: number;
  accountRoot?: Record<string, unknown>;
  /** Names of the AccountRoot flags that are set, e.g. `lsfRequireDestTag`. */
  flags: string[];
  requireDestinationTag: boolean;
  depositAuth: boolean;
  disallowXRP: boolean;
  globalFreeze: boolean;
  requireAuth: boolean;
  noFreeze: boolean;
  passwordSpent: boolean;
}

/** `GET /api/account/{address}/transactions-paginated` (spec §3 "Account transactions response"). Source: rippled `account_tx`. */
export interface AccountTransactionsPage {
  /** Newest first; Transaction entities shaped like `GET /api/transaction/{hash}`'s. */
  transactions: Transaction[];
  /** Opaque cursor for the next page; null on the last page. */
  marker: string | null;
  hasMore: boolean;
}

/** One trust line of `GET /api/account/{address}/lines`. Source: rippled `account_lines`. */
export interface TrustLine {
  /** Decoded currency code (3 letters or text of a 40-hex code); `currencyHex` keeps the raw 40-hex code. */
  currency: string;
  currencyHex?: string;
  /** The counterparty of the line (issuer from this account's view). */
  issuer: string;
  /** Signed exact decimal from this account's view. */
  balance: string;
  limit: string;
  limitPeer: string;
  noRipple: boolean;
  noRipplePeer: boolean;
  freeze: boolean;
  freezePeer: boolean;
  /** This account deep-froze the line (rippled `account_lines` `deep_freeze`; DeepFreeze amendment): the peer can neither send nor receive the token on it. */
  deepFreeze?: boolean;
  /** The peer deep-froze the line (`deep_freeze_peer`): this account can only send the token back to the peer. */
  deepFreezePeer?: boolean;
  authorized?: boolean;
}

/** `GET /api/account/{address}/lines`. */
export interface AccountLines {
  account: string;
  /** Ledger the answer describes. */
  ledgerIndex: number | null;
  lines: TrustLine[];
  /** More lines exist than returned. */
  truncated: boolean;
}

/** `GET /api/account/{address}/objects`. Source: rippled `account_objects`. */
export interface AccountObjects {
  account: string;
  ledgerIndex: number | null;
  /** Count per `LedgerEntryType` over the returned page (e.g. `{ Offer: 2, Escrow: 1 }`). */
  counts: Record<string, number>;
  /** First page of objects, with key fields as display text. */
  objects: Array<{ type: string; index: string; fields: Record<string, string> }>;
  truncated: boolean;
}

/** One kind of object that holds an account's owner reserve (`GET /api/account/{address}/reserve`). */
export interface ReserveItem {
  /** rippled `LedgerEntryType` (`RippleState`, `Offer`, `Escrow`, …). */
  type: string;
  /** Objects of this type the account owns. */
  count: number;
  /** Owner-reserve units they take (`OwnerCount` share): one each, except a SignerList without `lsfOneOwnerCount` (2 + its signers). */
  units: number;
}

/**
 * `GET /api/account/{address}/reserve`: what the owner reserve is tied up in, from one
 * `account_objects` request (validated ledger, `limit` {@link ReserveItems.limit}).
 */
export interface ReserveItems {
  account: string;
  /** Ledger of the `account_objects` answer; null when the node does not say. */
  ledgerIndex: number | null;
  /** Objects read (at most `limit`). */
  read: number;
  /** The `limit` asked for (400). */
  limit: number;
  /** True when the account has more objects than were read: every count is then a lower bound ("400+"). */
  truncated: boolean;
  /** The objects the account pays the owner reserve for, by type, most units first. */
  owned: ReserveItem[];
  /**
   * Objects in its owner directory whose reserve another account pays: escrows, checks and
   * channels it is only the destination of, trust lines whose reserve flag is on the peer's side.
   */
  notOwned: number;
}

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
export interface DomainVerification {
  status: 'verified' | 'unverified' | 'not-checked';
  /** One sentence for people, e.g. "Offline network: the domain cannot be checked". */
  reason: string;
  /** The file that was (or would be) read. */
  source?: string;
  /** ISO 8601 time of the check, when one was made. */
  checkedAt?: string;
  /** True when the check was started but had not finished in time; a later request has the result. */
  pending?: boolean;
}
