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
 * A transaction as `GET /api/transaction/{hash or CTID}` returns it (spec §3 "Transaction", plus
 * `ctid`, `amountIssuer`, `memos`, `raw`). Source: rippled `tx` (api_version 2).
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
  /** Issuer of an issued-currency `amount`. */
  amountIssuer?: string;
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
  /** The original transaction (`tx_json` with `hash`) and metadata, for the Raw JSON dialog. */
  raw: { tx: Record<string, unknown>; meta: Record<string, unknown> | null };
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
  reserveBaseXrp?: number;
  reserveIncrementXrp?: number;
  baseFeeXrp?: number;
  /** At most 250 rows (spec §9). */
  transactions: LedgerTransaction[];
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
  /** Base reserve + OwnerCount × owner reserve, XRP. */
  reserveBalance: string;
  txnCount: number;
  /** `AccountRoot.OwnerCount`. */
  ownerCount: number;
  /** `AccountRoot.Sequence`. */
  sequence: number;
  previousTxnLgrSeq?: number;
  previousTxnID?: string;
  activated: boolean;
  activatedBy?: string;
  activationAmount?: string;
  username?: string;
  usernameSource?: string;
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

/** Error body of every API failure: `error` is the human message (spec §5/§8 text where it has one). */
export interface ApiErrorBody {
  error: string;
  code?: string;
}
