/**
 * Entities shared by the API server and the front ends (spec §3). The API serves exactly these
 * shapes; the remotes read them through the RTK Query `baseApi`.
 */

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
export interface TransactionRaw {
  /** rippled's `tx_json` (or the API v1 fields) with `hash`. */
  tx: Record<string, unknown>;
  /** rippled's `meta`; null when the node sent none (not validated). */
  meta: Record<string, unknown> | null;
}

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
}

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
export interface AmountValue {
  value: string;
  /** `XRP`, a decoded 3-letter or 40-hex currency, or `MPT`. */
  currency: string;
  issuer?: string;
  /** MPT issuance id (48 hex) for an MPT amount. */
  mptIssuanceId?: string;
  /** MPT: the ledger's integer in the issuance's smallest unit (`value` is it ÷ 10^AssetScale). */
  mptUnits?: string;
  /** MPT: the issuance's `AssetScale` applied (0 when absent). */
  assetScale?: number;
  /** MPT: the issuance was not found (not in the metadata, not on the node): AssetScale 0 was assumed. */
  assetScaleUnknown?: boolean;
  /** A non-standard currency code that decodes to text looking like XRP: never shown as XRP. */
  lookalike?: boolean;
  display: string;
}

/** One part of a transaction's description: text, or a reference the front end links to its page. */
export type DescriptionPart =
  | { kind: 'text'; text: string }
  | { kind: 'account'; address: string; label?: string }
  | { kind: 'amount'; amount: AmountValue }
  /** A token; an MPT carries its `mptIssuanceId` (linked to `/mpt/{id}`), `issuer` being the account in the ID. */
  | { kind: 'token'; currency: string; issuer?: string; mptIssuanceId?: string; display: string }
  | { kind: 'nft'; id: string }
  | { kind: 'offer'; owner?: string; sequence?: number; index?: string }
  | { kind: 'ledger'; index: number }
  | { kind: 'transaction'; hash: string }
  /** An amendment: its ID (64 hex) and, when rippled's list has it, its name (`/amendment/{name or id}`). */
  | { kind: 'amendment'; id: string; name?: string };

/** Kinds of {@link SummaryField}: how the front end shows (and links) `value`. */
export type SummaryFieldKind = 'amount' | 'account' | 'currency' | 'hash' | 'time' | 'flags' | 'text' | 'percent' | 'number' | 'ledger' | 'nft' | 'transaction' | 'amendment';

/** One labelled field of a transaction's summary (e.g. `TakerGets`, kind `amount`). */
export interface SummaryField {
  /** Field label in the field's terms, e.g. `TakerGets`, `TradingFee`. */
  label: string;
  kind: SummaryFieldKind;
  /** Text form of the value (time: ISO 8601; flags: names joined; amount: `AmountValue.display`). */
  value: string;
  /** Structured value for `amount` fields. */
  amount?: AmountValue;
  /** Flag names for `flags` fields. */
  flags?: string[];
}

/** One account's signed change in one asset (exact decimal string; XRP in XRP). */
export interface BalanceChange {
  account: string;
  currency: string;
  issuer?: string;
  mptIssuanceId?: string;
  /** Signed exact decimal, e.g. `-12.000012`. For XRP this includes the fee when `account` paid it. MPT: ÷ 10^AssetScale. */
  value: string;
  /** The part of an XRP change that is the transaction fee (positive XRP decimal), on the fee payer's row. */
  fee?: string;
  /** MPT: the signed change in the issuance's smallest unit, as the ledger counts it. */
  mptUnits?: string;
  /** MPT: the AssetScale applied to `value` (0 when absent). */
  assetScale?: number;
  /** MPT: the issuance was not found (not in the metadata, not on the node): AssetScale 0 was assumed. */
  assetScaleUnknown?: boolean;
  /** MPT: the ledger field that changed (`MPTAmount`, `LockedAmount` of the holder's MPToken; `OutstandingAmount` of the issuance, issuer's side). */
  field?: string;
  /** MPT: how it came about, when it is not a plain transfer: `escrow lock`, `escrow unlock`, `issued`, `redeemed`. */
  note?: 'escrow lock' | 'escrow unlock' | 'issued' | 'redeemed';
}

/** One ledger entry a transaction created, modified or deleted (an affected node of its metadata). */
export interface AffectedObject {
  action: 'created' | 'modified' | 'deleted';
  /** `LedgerEntryType`, e.g. `Offer`, `RippleState`, `NFTokenPage`, `AMM`. */
  type: string;
  /** `LedgerIndex` (64 hex). */
  index: string;
  /** Key fields of the entry (e.g. `Account`, `Sequence`, `TakerGets`), as display text. */
  fields: Record<string, string>;
}

/** One row of a ledger's transaction table (spec §3 "Ledger ... transactions"). */
export interface LedgerTransaction {
  hash: string;
  /** Result code, as `Transaction.status`. */
  status: string;
  type: string;
  amount?: string;
  /** XRP decimal string. */
  fee: string;
  from: string;
  to?: string;
  /** Compact transaction identifier (16 hex) from the ledger index, `meta.TransactionIndex` and the network ID. */
  ctid?: string;
  /** `meta.TransactionIndex`; rows come in this order. */
  transactionIndex?: number;
  /** Short one-line form from the API's per-type registry. */
  row?: string;
}

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
export interface Ledger {
  ledgerIndex: number;
  hash: string;
  parentHash: string;
  transactionHash: string;
  /** Close time, Ripple-epoch seconds (`close_time`). */
  closeTime: number;
  /** Close time, ISO 8601 UTC. */
  closeTimeHuman: string;
  closed: boolean;
  validated: boolean;
  transactionCount: number;
  successfulTransactionCount: number;
  failedTransactionCount: number;
  /** Sum of fees, drops (decimal string). */
  totalFees: string;
  /** Sum of fees, XRP (decimal string). */
  totalFeesXrp: string;
  /** `total_coins`, drops (decimal string). */
  totalCoins: string;
  /** `total_coins`, XRP (decimal string). */
  totalCoinsXrp: string;
  /** Reserves and base fee in force at this ledger, XRP; absent when the node could not say. */
  reserveBaseXrp?: number;
  reserveIncrementXrp?: number;
  baseFeeXrp?: number;
  /** Where the fee figures come from: the ledger's FeeSettings entry, or `server_info` (latest only). */
  feesSource?: 'FeeSettings' | 'server_info';
  /**
   * Ledger from which these fee figures are in force (the FeeSettings entry's `PreviousTxnLgrSeq`,
   * or the replay node's `fee_settings_record`); absent when the node does not say.
   */
  feesSinceLedger?: number;
  /** True when the offline replay's only record of these fee figures is a documentation example (xrpl.org), not a node's answer. */
  feesDocumentationExample?: boolean;
  /** At most 250 rows (spec §9), in `meta.TransactionIndex` order. */
  transactions: LedgerTransaction[];
  /** True when the ledger has more transactions than rows (`transactionCount` is the full count). */
  truncated?: boolean;
  /** False when the node's recorded transaction list of this ledger is incomplete (replay data). */
  transactionsComplete?: boolean;
}

/**
 * The reserve rule an account's `reserveBalance` was computed with: the fees in force for the
 * state the API read (live: the validated ledger's, from `server_info`; offline: the replay's
 * newest recorded state stands for "now", so its newest recorded fees, `account_state_fees`).
 */
export interface ReservesInForce {
  /** Base reserve, XRP (decimal string). */
  baseXrp: string;
  /** Owner reserve per owned object (trust line, offer, escrow…), XRP (decimal string). */
  perObjectXrp: string;
  /** Ledger from which these values are in force, when the node says. */
  sinceLedger?: number;
  /** True when the offline replay's only record of these values is a documentation example (xrpl.org). */
  documentationExample?: boolean;
}

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
  /** Balance less the reserve, XRP. */
  availableBalance: string;
  /** Base reserve + OwnerCount × owner reserve, XRP, with the fees in {@link reserves}. */
  reserveBalance: string;
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

/**
 * XRP market data as `GET /api/market/data` returns it (spec §3 "Market data"), computed by
 * LedgerLens from the XRPL DEX (offers and AMM swaps between XRP and configured USD stablecoins in
 * validated ledgers' metadata): no third-party price API.
 */
export interface MarketData {
  /** Volume-weighted XRP price in USD; null when no trade was seen. */
  price: number | null;
  /** Percent change against the stored sample 24 h older; null (shown "N/A") when there is none. */
  change24h: number | null;
  /** DEX volume over the configured books in the last 24 h, USD; null when unknown. */
  volume24h: number | null;
  /** `price` × circulating supply, USD; null without a price. */
  marketCap: number | null;
  /** ISO 8601 time of the newest ledger with trades the price comes from; null without a price. */
  lastUpdated: string | null;
  /** False on the offline replay network: the card names the ledger and date instead of "Live". */
  live: boolean;
  /** Ledger range the price covers. */
  ledgerRange?: { first: number; last: number } | null;
  /** The books the price was computed from. */
  sources?: Array<{ currency: string; issuer: string; label: string; volumeXrp: string; trades: number }>;
  /** The ledgers `volume24h` (and the price) cover: label the volume from it, never "24h" unless `full24h`. */
  volumeWindow?: FigureWindow | null;
  /** Circulating supply, XRP (decimal string): `total_coins` − escrowed XRP of the ledger-state index; null before the first index run. */
  circulatingSupply?: string | null;
  /** The ledger the circulating supply describes (the index run's ledger); null with it. */
  supplyLedger?: IndexedLedger | null;
}

/**
 * The validated ledgers a volume, price or price-change figure was counted over (`GET
 * /api/market/data` `volumeWindow`, `GET /api/tokens` `window`).
 */
export interface FigureWindow {
  /** First and last ledger index counted. */
  firstLedger: number;
  lastLedger: number;
  /** ISO 8601 close times of the first and last ledger counted. */
  start: string;
  end: string;
  /** Ledgers counted (fewer than last − first + 1 when closes were missed, e.g. while the API was down). */
  ledgers: number;
  /** True only when the counted closes reach back a full 24 h from `end`. */
  full24h: boolean;
  /**
   * `closes`: every validated close the API followed (stored per close in its database), within 24 h
   * of the newest; `recorded`: the offline network's recorded ledgers with trades (not a 24 h window).
   */
  kind: 'closes' | 'recorded';
}

/**
 * Network statistics as `GET /api/network/stats` returns them (spec §3 "Network stats"), from the
 * node's `server_info`, `fee` and the latest validated ledger. XRP amounts are decimal strings.
 */
export interface NetworkStats {
  /** Latest validated ledger index. */
  ledgerIndex: number;
  /** Its close time, ISO 8601 UTC. */
  ledgerCloseTime: string;
  /** From the load factor and the age of the last validated ledger (thresholds in api/README.md). */
  networkHealth: 'healthy' | 'warning' | 'critical';
  /** `server_info.load_factor`. */
  loadFactor: number;
  /** Transactions in the latest validated ledger. */
  transactions: number;
  /** `server_info.peers`; null when the node does not say. */
  peerCount: number | null;
  baseFeeXrp: string;
  reserveBaseXrp: string;
  reserveIncrementXrp: string;
  /** `total_coins` of the latest validated ledger, XRP. */
  totalSupply: string;
  /** Total supply less escrowed XRP when known (ledger-state indexer), else null. */
  circulatingSupply: string | null;
  /** The ledger `circulatingSupply` describes (the ledger-state index run's ledger); null with it. */
  circulatingSupplyLedger?: IndexedLedger | null;
  /** True when the node is the LedgerLens offline replay (`server_info.build_version`). */
  replay?: boolean;
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

/** One validator of `GET /api/validators` (spec §3 "Validator"). */
export interface Validator {
  /** Validator master public key (`nH…`, base58). */
  pubkey: string;
  /** Current ephemeral signing key, when known from the manifest. */
  signingKey?: string;
  /** Domain from the validator's manifest (text, never HTML): declared, not proven. */
  domain?: string;
  /** Whether `domain` was verified (its `xrp-ledger.toml` lists this validator's master key); absent without a domain. */
  domainVerification?: DomainVerification;
  /** Account that verified the domain, when known. */
  account?: string;
  status: 'active' | 'inactive';
  /** Percentage 0–100 over the 24 h window (validated / (validated + missed)); null without data. */
  agreementScore: number | null;
  /** Percentage over the 1 h window; null without data. */
  agreement1h?: number | null;
  /** Validated and missed ledger counts of the 24 h window. */
  validated24h?: number;
  missed24h?: number;
  /** On the publisher's UNL. */
  unl: boolean;
}

/** `GET /api/validators`: the list and where it came from, one snapshot. */
export interface ValidatorsResponse {
  validators: Validator[];
  total: number;
  active: number;
  /** Mean agreement of validators with data, percent; null without data. */
  averageAgreement: number | null;
  /** The signed list used: publisher key, sequence, expiration (ISO). */
  list: { publisherKey: string; sequence: number; expiration: string | null; source: string } | null;
  /** True when agreement figures are simulated (offline replay network). */
  simulated: boolean;
  /** ISO time of this snapshot. */
  updatedAt: string;
  /**
   * The span the 24 h figures (`agreementScore`, `validated24h`, `missed24h`, `averageAgreement`)
   * cover: shorter than 24 h until the API has followed ledgers for a day.
   */
  window?: AgreementWindow;
  /** The span the 1 h figures (`agreement1h`) cover. */
  window1h?: AgreementWindow;
}

/**
 * The span an agreement figure covers (`GET /api/validators` `window`, `window1h`): the validated
 * ledgers the API followed within the window (stored in its database, so shared by its instances).
 */
export interface AgreementWindow {
  /** ISO 8601 time the oldest counted ledger was seen validated (the snapshot's time when none). */
  since: string;
  /** Seconds from `since` to the snapshot, at most the window's length (3,600 or 86,400). */
  seconds: number;
  /** Validated ledgers counted. */
  ledgers: number;
}

/**
 * Whose view a figure is when it lives in one API process's memory, not in the shared store: with
 * many API instances behind a load balancer, each one counts the closes it has read itself.
 */
export interface InstanceView {
  scope: 'instance';
  /** Opaque name of the API instance (random per process start; not a host name). */
  instance: string;
  /** ISO time this instance started counting (its first pulse or popular-addresses request). */
  since: string;
}

/** `GET /api/network/pulse`: rolling metrics over the ledgers the API has seen close. */
export interface NetworkPulse {
  /** The answering API instance's own count (see {@link InstanceView}); absent from older APIs. */
  view?: InstanceView;
  /** Ledgers in the window. */
  ledgers: number;
  firstLedger: number | null;
  lastLedger: number | null;
  transactionsPerSecond: number | null;
  transactionsPerLedger: number | null;
  /** Mean seconds between closes. */
  averageLedgerIntervalSeconds: number | null;
  /** Mean fee per transaction, XRP decimal string. */
  averageFeeXrp: string | null;
  /** Transaction count per type in the window. */
  typeMix: Record<string, number>;
  /** Sum of XRP delivered by Payments in the window, XRP decimal string. */
  volumeXrp?: string | null;
}

/** One row of `GET /api/addresses/popular`. */
export interface PopularAddress {
  address: string;
  /** Transactions that touched it in the window. */
  count: number;
  label?: string;
}

/** One stored price sample of `GET /api/market/history/{24h|7d|30d}`. */
export interface PriceSample {
  /** ISO 8601 time of the ledger close. */
  time: string;
  ledgerIndex: number;
  /** XRP price in USD. */
  price: number;
  /** Volume of the sample, USD. */
  volumeUsd?: number;
}

/** One issued token of `GET /api/tokens` (spec §3 "Token"). */
export interface Token {
  currency: string;
  issuer: string;
  /** Display name (decoded currency, known issuer name). */
  name: string;
  /** Issuer's AccountRoot Domain, decoded text. */
  domain?: string;
  priceUsd: number | null;
  priceChange24h: number | null;
  volume24h: number | null;
  marketCapUsd: number | null;
  /** Trust lines to this issuer in this currency. */
  trustlines: number;
  /** Lines with a non-zero balance. */
  holders: number;
  /** Obligations (issued amount), exact decimal string. */
  totalSupply: string;
}

/** The ledger a ledger-state index result describes. */
export interface IndexedLedger {
  ledgerIndex: number;
  /** ISO 8601 close time. */
  closeTimeHuman: string;
  /** True when built from the synthetic benchmark state (never on `npm start`). */
  synthetic?: boolean;
}

/** `GET /api/tokens`. */
export interface TokensResponse {
  tokens: Token[];
  total: number;
  ledger: IndexedLedger | null;
  /** The ledgers `priceUsd` and `volume24h` were counted over; null when no window is known (no closes stored). */
  window?: FigureWindow | null;
}

/** `GET /api/rich-list` (spec §3 "Rich list"). XRP amounts are decimal strings. */
export interface RichList {
  summary: {
    circulatingSupply: string;
    escrowedSupply: string;
    burnedSupply: string;
    totalSupply: string;
    topAccounts: number;
    lastUpdatedISO: string;
    accounts?: number;
    ledger: IndexedLedger;
  };
  accounts: Array<{
    rank: number;
    account: string;
    verified: boolean;
    domain?: string;
    displayName?: string;
    label?: string;
    username?: string;
    balanceXrp: string;
    escrowXrp: string | null;
    supplyXrp: string;
    /** Percent of circulating supply. */
    shareOfCirculating: number;
  }>;
  distribution: Array<{ label: string; totalXrp: string; percentageOfCirculating: number; accountCount: number }>;
}

/** `GET /api/index/status`: the ledger-state indexer's progress. */
export interface IndexStatus {
  state: 'idle' | 'running' | 'failed';
  ledger: IndexedLedger | null;
  /** Objects per second of the current or last run. */
  objectsPerSecond: number | null;
  /** Percent of pages done (estimate), 0–100; null when unknown. */
  percent: number | null;
  objects: number;
  lastError?: string | null;
  lastCompleted?: string | null;
  /** Id of the current or last run (the same on every API instance: the run state is stored in the database). */
  runId?: string | null;
  /** The API instance that runs or ran it (the index lease's holder). */
  instance?: string | null;
  /** When that run started, ISO 8601. */
  startedAt?: string | null;
}

/** Error body of every API failure: `error` is the human message (spec §5/§8 text where it has one). */
export interface ApiErrorBody {
  error: string;
  code?: string;
}

/** Status of an amendment in `GET /api/amendments`: in the ledger's `Amendments`, in its `Majorities`, or only in rippled's list. */
export type AmendmentStatus = 'enabled' | 'majority' | 'known';

/** One amendment of `GET /api/amendments` (source: rippled `ledger_entry` Amendments, rippled's name list). */
export interface AmendmentSummary {
  /** SHA-512Half of the name, 64 upper-case hex. */
  id: string;
  /** Name from rippled's list; null when no name of the list hashes to the ID. */
  name: string | null;
  status: AmendmentStatus;
  /** Ledger of the recorded EnableAmendment transaction that enabled it, when recorded. */
  enabledLedger?: number;
  /** When it gained majority (the `Majorities` entry's `CloseTime`), ISO-8601. */
  majoritySince?: string;
  /** `majoritySince` + the two-week majority period (ledger time), ISO-8601: the earliest activation. */
  expectedAt?: string;
  /**
   * Live only, on amendments not enabled: the trusted validators voting for it, from their
   * validations of the voting ledger before flag ledger `votes.ledgerIndex` (validations stream,
   * `amendments` field). Absent offline (the replay node's validations carry no votes).
   */
  votes?: AmendmentVoteCount;
}

/** The validator count a vote is taken against (live only). */
export interface AmendmentVoteTally {
  /** The flag ledger the count is for (its votes are in validations of ledger `ledgerIndex - 1`). */
  ledgerIndex: number;
  /** Validators on the verified signed list (UNL). */
  trusted: number;
  /** Trusted validators whose validation of the voting ledger was seen. */
  counted: number;
  /** Yes votes needed: more than 80 % of `trusted`, i.e. floor(trusted × 0.8) + 1. */
  threshold: number;
}

/** One amendment's votes (live only). */
export interface AmendmentVoteCount extends AmendmentVoteTally {
  /** Trusted validators voting for it. */
  yes: number;
}

/** The tally of all amendments at one flag ledger (what the API counts). */
export interface AmendmentVotes extends AmendmentVoteTally {
  /** Amendment ID (upper-case hex) → trusted validators voting for it. */
  byAmendment: Record<string, number>;
}

/** Where the amendment name list comes from. */
export interface AmendmentListSource {
  repository: string;
  path: string;
  commit: string;
}

/** `GET /api/amendments`. */
export interface AmendmentsAnswer {
  /** Ledger of the `Amendments` entry read (offline: the newest recorded state). */
  ledgerIndex: number;
  source: AmendmentListSource;
  /** True on the offline replay network (validator votes are not recorded there). */
  offline: boolean;
  /** Live only: the tally the entries' `votes` come from; absent offline or before the first flag ledger seen. */
  votes?: AmendmentVoteTally;
  amendments: AmendmentSummary[];
}

/** One recorded EnableAmendment transaction about an amendment. */
export interface AmendmentEvent {
  hash: string;
  ledgerIndex: number;
  /** `tfGotMajority` → gotMajority, `tfLostMajority` → lostMajority, no flag → enabled. */
  event: 'gotMajority' | 'lostMajority' | 'enabled';
}

/** `GET /api/amendments/{name or id}`. */
export interface AmendmentDetail extends AmendmentSummary {
  ledgerIndex: number;
  source: AmendmentListSource;
  /** True on the offline replay network (votes and unrecorded history are not known there). */
  offline: boolean;
  /** Oldest first, from the EnableAmendment transactions the node has (offline: the recorded ones). */
  history: AmendmentEvent[];
}

/** One state of a ledger object in `GET /api/objects/{index}` history. */
export interface LedgerObjectVersion {
  /** The transaction that left the object so. */
  hash: string;
  ledgerIndex: number;
  change: 'created' | 'modified' | 'deleted';
  /** The entry after the transaction (`NewFields` / `FinalFields` of its affected node). */
  fields: Record<string, unknown>;
  /** The changed fields before it (`PreviousFields`); empty for created and most deleted entries. */
  previous: Record<string, unknown>;
}

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
}

/** `GET /api/resolve/{hex64}`: what a 64-hex identifier names. */
export interface ResolveAnswer {
  /** `mpt`: a 48-hex MPTokenIssuanceID the node has an MPTokenIssuance for (`/mpt/{id}`). */
  kind: 'transaction' | 'ledger' | 'nft' | 'object' | 'mpt';
  /** The identifier, upper-case. */
  id: string;
  /** The page path, e.g. `/transaction/{hash}`, `/ledger/{hash}`, `/object/{index}`. */
  path: string;
  /** For `kind: 'ledger'`: the ledger index of that hash (rippled `ledger` `ledger_index`). */
  ledgerIndex?: number;
}
