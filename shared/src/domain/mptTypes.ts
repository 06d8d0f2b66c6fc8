/**
 * Shapes of multi-purpose tokens (MPTokensV1, XLS-33) as the API gives them: the decoded
 * `MPTokenMetadata` (XLS-89) and the issuance page answer of `GET /api/mpts/{issuanceId}`.
 * Types only: the rules that build them live in `./mpt.ts` (Node side: API and replay).
 */

/** One link of XLS-89 `uris` (`us`): `href` is set only for a safe https URL (anything else is text). */
export interface MptMetadataUri {
  uri: string;
  category?: string;
  title?: string;
  /** The URL to link to, or null when `uri` is not a safe https URL (then shown as text only). */
  href: string | null;
}

/**
 * `MPTokenMetadata` of an MPTokenIssuance, decoded. The ledger stores hex bytes, at most 1024
 * (rippled `maxMPTokenMetadataLength`); they are untrusted: XLS-89 JSON when they decode as such
 * (long keys `ticker`, `name`, ... or compact `t`, `n`, ...), else UTF-8 text, else hex. Never HTML.
 */
export interface MptMetadata {
  /** The field as recorded (hex, upper case). */
  raw: string;
  /** Byte length of `raw`. */
  bytes: number;
  /**
   * What the bytes are: `xls89` (a JSON object with at least one XLS-89 key), `json` (a JSON
   * object without one), `text` (UTF-8 that is not a JSON object), `binary` (not UTF-8 text) or
   * `oversized` (longer than {@link MPT_METADATA_MAX_BYTES}; shown as truncated text or hex).
   */
  form: 'xls89' | 'json' | 'text' | 'binary' | 'oversized';
  /** `xls89` only: which key form the JSON uses (`mixed` when both appear). */
  keys?: 'long' | 'compact' | 'mixed';
  /** The JSON object with XLS-89 keys expanded to their long names (`t` → `ticker`, ...). */
  decoded?: Record<string, unknown>;
  ticker?: string;
  name?: string;
  desc?: string;
  /** `icon` as written (never fetched by the server). */
  icon?: string;
  /** `icon` when it is a safe https URL. */
  iconHref?: string;
  assetClass?: string;
  assetSubclass?: string;
  issuerName?: string;
  uris?: MptMetadataUri[];
  /** `additional_info` (`ai`): a string as is, an object as JSON text. */
  additionalInfo?: string;
  /** `text` / `oversized`: the UTF-8 text (truncated to {@link MPT_METADATA_TEXT_LIMIT} characters). */
  text?: string;
  /** True when `text` (or the shown hex) was cut. */
  truncated?: boolean;
}

/** Largest `MPTokenMetadata` rippled accepts, bytes (rippled `maxMPTokenMetadataLength`, XLS-89 §"1024 bytes"). */
export const MPT_METADATA_MAX_BYTES = 1024;
/** Characters of non-JSON metadata text shown before it is cut. */
export const MPT_METADATA_TEXT_LIMIT = 280;

/** MPTokenIssuance flags (rippled `lsfMPT*`), each with what it means to a holder. */
export interface MptFlags {
  /** lsfMPTLocked: the issuer has locked every balance of this issuance. */
  locked: boolean;
  /** lsfMPTCanLock: the issuer may lock balances (individually or all). */
  canLock: boolean;
  /** lsfMPTRequireAuth: holders need the issuer's authorization to hold it. */
  requireAuth: boolean;
  /** lsfMPTCanEscrow: holders may put it in escrow. */
  canEscrow: boolean;
  /** lsfMPTCanTrade: it may be traded on the DEX. */
  canTrade: boolean;
  /** lsfMPTCanTransfer: holders may send it to accounts other than the issuer. */
  canTransfer: boolean;
  /** lsfMPTCanClawback: the issuer may claw balances back. */
  canClawback: boolean;
}

/** An MPT quantity: the display value (÷ 10^AssetScale, exact) and the smallest-unit integer it came from. */
export interface MptQuantity {
  /** value ÷ 10^AssetScale, exact, with AssetScale fraction digits (e.g. `"1.00"`). */
  value: string;
  /** The ledger's integer string in the issuance's smallest unit (e.g. `"100"`). */
  units: string;
}

/** One holder of an MPT (an MPToken entry). */
export interface MptHolder {
  account: string;
  /** `MPTAmount` (spendable), scaled. */
  amount: MptQuantity;
  /** `LockedAmount` (in escrow), scaled; absent when zero. */
  locked?: MptQuantity;
  /** MPToken flags: lsfMPTLocked (0x1) and lsfMPTAuthorized (0x2). */
  frozen: boolean;
  authorized: boolean;
}

/** One transaction that touched the issuance (newest first). */
export interface MptHistoryItem {
  hash: string;
  type: string;
  ledgerIndex: number;
  account: string;
  result: string;
  /** ISO 8601 close time when the node gave it. */
  date?: string;
}

/** `GET /api/mpts/{issuanceId}`: one MPT issuance. */
export interface MptIssuanceDetail {
  /** MPTokenIssuanceID, 48 hex upper case. */
  id: string;
  /** The issuer (the AccountID in bytes 4–24 of the ID), classic address. */
  issuer: string;
  /** The issuer's Sequence at creation (bytes 0–4 of the ID). */
  sequence: number;
  /** `AssetScale` (0 when absent). */
  assetScale: number;
  /** Token name: the XLS-89 ticker, else `MPT` + a short issuance ID. */
  displayName: string;
  /** `MaximumAmount` (null: none set, the protocol limit 2^63−1 applies). */
  maximum: MptQuantity | null;
  /** `OutstandingAmount`: issued and not redeemed, escrowed amounts included. */
  outstanding: MptQuantity;
  /** `LockedAmount`: the part of `outstanding` held in escrows. */
  locked: MptQuantity;
  flags: MptFlags;
  /** `Flags` as recorded. */
  flagsValue: number;
  /** `TransferFee` in percent (ledger units of 0.001 %), null when absent. */
  transferFee: number | null;
  /** `MPTokenMetadata`, decoded; null when the issuance has none. */
  metadata: MptMetadata | null;
  holders: {
    /** Holders counted (MPToken entries), null when unknown. */
    count: number | null;
    /** Largest balances first. */
    top: MptHolder[];
    ledgerIndex: number | null;
    /** `mpt_holders` (Clio) or `ledger_entry` of the MPTokens the node knows: which the list comes from. */
    source: string;
  };
  /** Transactions of the issuer that touched this issuance (from `account_tx`), newest first. */
  history: MptHistoryItem[];
  /** Ledger of the MPTokenIssuance answer (`ledger_entry`). */
  ledgerIndex: number;
  /** Parts the node could not give (never a 5xx for a missing part). */
  missing: string[];
}

/** One MPT an account holds or issued (account page "MPTs" tab). */
export interface AccountMpt {
  id: string;
  issuer: string;
  displayName: string;
  assetScale: number;
  /** Held: `MPTAmount`; issued: `OutstandingAmount`. */
  amount: MptQuantity;
  /** Held: `LockedAmount`; issued: the issuance's `LockedAmount`. */
  locked: MptQuantity | null;
  /** Issued: `MaximumAmount`. */
  maximum?: MptQuantity | null;
}

/** `GET /api/accounts/{address}/mpts`: the MPTs an account holds (`account_objects` type `mptoken`) and issued (`mpt_issuance`). */
export interface AccountMpts {
  account: string;
  held: AccountMpt[];
  issued: AccountMpt[];
  ledgerIndex: number | null;
  /** True when a list stopped at its page limit. */
  truncated: boolean;
}

/** Each MPTokenIssuance flag in page order: its ledger name, a label, and what it means on and off to a holder. */
export const MPT_FLAG_MEANINGS: ReadonlyArray<{ key: keyof MptFlags; flag: string; label: string; on: string; off: string; risk: boolean }> = Object.freeze([
  { key: 'locked', flag: 'lsfMPTLocked', label: 'All balances locked', on: 'The issuer has locked every balance: no holder can send this token now.', off: 'Balances are not locked as a whole.', risk: true },
  { key: 'canLock', flag: 'lsfMPTCanLock', label: 'Can lock', on: 'The issuer can lock your balance, or every balance, so it cannot be sent.', off: 'The issuer can never lock balances.', risk: true },
  { key: 'requireAuth', flag: 'lsfMPTRequireAuth', label: 'Requires authorization', on: 'You can hold this token only after the issuer authorizes your account.', off: 'Anyone can hold this token without the issuer’s approval.', risk: false },
  { key: 'canEscrow', flag: 'lsfMPTCanEscrow', label: 'Can escrow', on: 'Holders can put this token in escrow (TokenEscrow).', off: 'This token cannot be escrowed.', risk: false },
  { key: 'canTrade', flag: 'lsfMPTCanTrade', label: 'Can trade', on: 'This token can be traded on the DEX.', off: 'This token cannot be traded on the DEX.', risk: false },
  { key: 'canTransfer', flag: 'lsfMPTCanTransfer', label: 'Can transfer', on: 'Holders can send this token to each other.', off: 'Holders can only send this token back to the issuer.', risk: false },
  { key: 'canClawback', flag: 'lsfMPTCanClawback', label: 'Can claw back', on: 'The issuer can take your balance back (Clawback).', off: 'The issuer can never claw balances back.', risk: true },
]);
