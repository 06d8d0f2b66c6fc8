/**
 * Typed views of ledger objects, computed once by the API (`api/src/features/objects/views/`, one
 * module per `LedgerEntryType`) and drawn by the object page (`/object/{index}`) and the account
 * page's "Identity & permissions" section. Plain data: every value is text the front end shows as
 * text (never HTML) and links by its `kind`.
 */

/**
 * How a front end shows (and links) an {@link ObjectValue}:
 * - `text`: plain text (decoded ledger text, names, sentences);
 * - `hex`: bytes that are not printable UTF-8, shown as hex (monospace);
 * - `account`: a classic address (`/account/{text}`);
 * - `object`: a ledger object index (`/object/{ref}`);
 * - `nft`: an NFTokenID (`/nft/{ref}`);
 * - `mpt`: an MPTokenIssuanceID (`/mpt/{ref}`);
 * - `transaction`: a transaction hash (`/transaction/{ref}`);
 * - `ledger`: a ledger index (`/ledger/{ref}`);
 * - `url`: a safe `https:` URL (`ref`), opened as an external link; anything else is `text` or `hex`;
 * - `time`: ISO 8601 UTC in `text`;
 * - `number`: a number as text (exact, grouped by the front end when it is an integer);
 * - `status`: a short state with a `tone` (a badge).
 */
export type ObjectValueKind = 'text' | 'hex' | 'account' | 'object' | 'nft' | 'mpt' | 'transaction' | 'ledger' | 'url' | 'time' | 'number' | 'status';

/** One shown value: its text and, for links, what it points to. */
export interface ObjectValue {
  kind: ObjectValueKind;
  /** What is shown. For `hex`, the hex digits; for `time`, ISO 8601. */
  text: string;
  /** Link target: the index, ID, hash, ledger index or https URL (defaults to `text`). */
  ref?: string;
  /** For `status`: the badge colour. */
  tone?: 'success' | 'danger' | 'warning' | 'info' | 'neutral';
  /** A short explanation shown after the value (e.g. "Unix time", "as hex: not printable UTF-8"). */
  note?: string;
}

/** One labelled row of a typed view; `label` uses the field's term, e.g. `CredentialType`. */
export interface ObjectViewField {
  label: string;
  /** One value, or several (a list of accounts, a status and a time). */
  values: ObjectValue[];
}

/** A table of a typed view (an oracle's prices, a signer list, an NFTokenPage's NFTs). */
export interface ObjectViewTable {
  /** Caption, e.g. "PriceDataSeries". */
  caption: string;
  columns: string[];
  rows: ObjectValue[][];
  /** A sentence under the table (e.g. how a price is computed). */
  note?: string;
}

/** The typed view of one ledger object (the raw fields are shown below it). */
export interface ObjectView {
  /** `LedgerEntryType`. */
  type: string;
  /** A one-line plain-text summary, e.g. "Credential KYC issued by rA… to rB…". */
  summary: string;
  /** States shown as badges beside the title (accepted, expired, deleted…). */
  status: ObjectValue[];
  fields: ObjectViewField[];
  tables: ObjectViewTable[];
}

/** `GET /api/account/{address}/identity`: one entry of a group, with its typed view. */
export interface IdentityEntry {
  /** Ledger object index (`/object/{index}`). */
  index: string;
  view: ObjectView;
}

/**
 * `GET /api/account/{address}/identity`: the account's identity and permission objects from one
 * `account_objects` listing per type (rippled types `credential`, `did`, `delegate`,
 * `signer_list`, `deposit_preauth`, `permissioned_domain`) at the validated ledger.
 */
export interface AccountIdentity {
  address: string;
  /** Ledger of the `account_objects` answers. */
  ledgerIndex: number | null;
  /** Close time of that ledger (ISO 8601), the time credentials' expiry is judged against; null when unknown. */
  closeTime: string | null;
  /** Credentials whose `Issuer` is the account. */
  credentialsIssued: IdentityEntry[];
  /** Credentials whose `Subject` is the account (accepted or not). */
  credentialsHeld: IdentityEntry[];
  /** The account's DID, if any. */
  did: IdentityEntry | null;
  /** Delegate entries the account (`Account`) gave to another account (`Authorize`). */
  delegations: IdentityEntry[];
  /** The account's SignerList, if any. */
  signerList: IdentityEntry | null;
  /** DepositPreauth entries of the account (accounts or credentials it preauthorised). */
  depositPreauth: IdentityEntry[];
  /** PermissionedDomain entries the account owns. */
  domains: IdentityEntry[];
  /** True when a listing had more entries than were read (one page of 400 per type). */
  truncated: boolean;
}
