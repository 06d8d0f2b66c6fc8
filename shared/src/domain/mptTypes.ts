/**
 * Shapes of multi-purpose tokens (MPTokensV1, XLS-33) as the API gives them: the decoded
 * `MPTokenMetadata` (XLS-89) and the issuance page answer of `GET /api/mpts/{issuanceId}`.
 * Types only: the rules that build them live in `./mpt.ts` (Node side: API and replay).
 */

import type { Static } from '@sinclair/typebox';
import type { AccountMptSchema, AccountMptsSchema, MptFlagsSchema, MptHistoryItemSchema, MptHolderSchema, MptIssuanceDetailSchema, MptMetadataSchema, MptMetadataUriSchema, MptQuantitySchema } from '../schemas';

/** One link of XLS-89 `uris` (`us`): `href` is set only for a safe https URL (anything else is text). */
export type MptMetadataUri = Static<typeof MptMetadataUriSchema>;

/**
 * `MPTokenMetadata` of an MPTokenIssuance, decoded. The ledger stores hex bytes, at most 1024
 * (rippled `maxMPTokenMetadataLength`); they are untrusted: XLS-89 JSON when they decode as such
 * (long keys `ticker`, `name`, ... or compact `t`, `n`, ...), else UTF-8 text, else hex. Never HTML.
 */
export type MptMetadata = Static<typeof MptMetadataSchema>;

/** Largest `MPTokenMetadata` rippled accepts, bytes (rippled `maxMPTokenMetadataLength`, XLS-89 §"1024 bytes"). */
export const MPT_METADATA_MAX_BYTES = 1024;
/** Characters of non-JSON metadata text shown before it is cut. */
export const MPT_METADATA_TEXT_LIMIT = 280;

/** MPTokenIssuance flags (rippled `lsfMPT*`), each with what it means to a holder. */
export type MptFlags = Static<typeof MptFlagsSchema>;

/** An MPT quantity: the display value (÷ 10^AssetScale, exact) and the smallest-unit integer it came from. */
export type MptQuantity = Static<typeof MptQuantitySchema>;

/** One holder of an MPT (an MPToken entry). */
export type MptHolder = Static<typeof MptHolderSchema>;

/** One transaction that touched the issuance (newest first). */
export type MptHistoryItem = Static<typeof MptHistoryItemSchema>;

/** `GET /api/mpts/{issuanceId}`: one MPT issuance. */
export type MptIssuanceDetail = Static<typeof MptIssuanceDetailSchema>;

/** One MPT an account holds or issued (account page "MPTs" tab). */
export type AccountMpt = Static<typeof AccountMptSchema>;

/** `GET /api/accounts/{address}/mpts`: the MPTs an account holds (`account_objects` type `mptoken`) and issued (`mpt_issuance`). */
export type AccountMpts = Static<typeof AccountMptsSchema>;

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
