/**
 * Typed views of ledger objects, computed once by the API (`api/src/features/objects/views/`, one
 * module per `LedgerEntryType`) and drawn by the object page (`/object/{index}`) and the account
 * page's "Identity & permissions" section. Plain data: every value is text the front end shows as
 * text (never HTML) and links by its `kind`. Declared once with TypeBox in
 * `@ledgerlens/shared/schemas` (`objects.ts`: the API's response schemas); these are their types.
 */
import type { Static } from '@sinclair/typebox';
import type { AccountIdentitySchema, IdentityEntrySchema, ObjectValueSchema, ObjectViewFieldSchema, ObjectViewSchema, ObjectViewTableSchema } from '../schemas/objects';

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
export type ObjectValueKind = ObjectValue['kind'];

/**
 * One shown value: `kind` ({@link ObjectValueKind}), `text` (what is shown; for `hex` the hex digits,
 * for `time` ISO 8601), `ref` (link target: the index, ID, hash, ledger index or https URL; defaults
 * to `text`), `tone` (for `status`: the badge colour), `note` (a short explanation shown after the
 * value, e.g. "Unix time", "as hex: not printable UTF-8").
 */
export type ObjectValue = Static<typeof ObjectValueSchema>;

/** One labelled row of a typed view; `label` uses the field's term, e.g. `CredentialType`; `values`: one value, or several (a list of accounts, a status and a time). */
export type ObjectViewField = Static<typeof ObjectViewFieldSchema>;

/** A table of a typed view (an oracle's prices, a signer list, an NFTokenPage's NFTs): `caption` (e.g. "PriceDataSeries"), `columns`, `rows`, and `note`, a sentence under the table (e.g. how a price is computed). */
export type ObjectViewTable = Static<typeof ObjectViewTableSchema>;

/**
 * The typed view of one ledger object (the raw fields are shown below it): `type`
 * (`LedgerEntryType`), `summary` (one plain-text line, e.g. "Credential KYC issued by rA… to rB…"),
 * `status` (states shown as badges beside the title: accepted, expired, deleted…), `fields`, `tables`.
 */
export type ObjectView = Static<typeof ObjectViewSchema>;

/** `GET /api/account/{address}/identity`: one entry of a group: its ledger object `index` (`/object/{index}`) and typed `view`. */
export type IdentityEntry = Static<typeof IdentityEntrySchema>;

/**
 * `GET /api/account/{address}/identity`: the account's identity and permission objects from one
 * `account_objects` listing per type (rippled types `credential`, `did`, `delegate`,
 * `signer_list`, `deposit_preauth`, `permissioned_domain`) at the validated ledger: `ledgerIndex`
 * (of those answers), `closeTime` (of that ledger, ISO 8601: what credentials' expiry is judged
 * against; null when unknown), `credentialsIssued` (Issuer is the account), `credentialsHeld`
 * (Subject is the account, accepted or not), `did`, `delegations` (Delegate entries the account gave
 * to another account, `Authorize`), `signerList`, `depositPreauth` (accounts or credentials it
 * preauthorized), `domains` (PermissionedDomain entries it owns), `truncated` (a listing had more
 * entries than were read: one page of 400 per type).
 */
export type AccountIdentity = Static<typeof AccountIdentitySchema>;
