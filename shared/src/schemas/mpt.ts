/** Schemas of MPT answers (MPTokensV1, XLS-33; metadata XLS-89): `GET /api/mpts/{issuanceId}` and `GET /api/account/{address}/mpts`. */
import { Type } from '@sinclair/typebox';
import { Bool, Enum, Int, Nullable, Obj, Opt, RawLedgerJsonSchema, Ref, Str } from './common';

/** One link of XLS-89 `uris` (`us`): `href` only for a safe https URL. */
export const MptMetadataUriSchema = Obj({ uri: Str(), category: Opt(Str()), title: Opt(Str()), href: Nullable(Str(), { description: 'The URL to link to, or null when `uri` is not a safe https URL.' }) });

/** `MPTokenMetadata` decoded (untrusted ledger bytes, at most 1024; never HTML). */
export const MptMetadataSchema = Obj({
  raw: Str('The field as recorded (hex, upper case).'),
  bytes: Int('Byte length of `raw`.'),
  form: Enum(['xls89', 'json', 'text', 'binary', 'oversized']),
  keys: Opt(Enum(['long', 'compact', 'mixed'])),
  decoded: Opt(Ref(RawLedgerJsonSchema)),
  ticker: Opt(Str()),
  name: Opt(Str()),
  desc: Opt(Str()),
  icon: Opt(Str('As written (never fetched by the server).')),
  iconHref: Opt(Str('`icon` when it is a safe https URL.')),
  assetClass: Opt(Str()),
  assetSubclass: Opt(Str()),
  issuerName: Opt(Str()),
  uris: Opt(Type.Array(MptMetadataUriSchema)),
  additionalInfo: Opt(Str()),
  text: Opt(Str()),
  truncated: Opt(Bool()),
});

/** MPTokenIssuance flags (rippled `lsfMPT*`). */
export const MptFlagsSchema = Obj({ locked: Bool(), canLock: Bool(), requireAuth: Bool(), canEscrow: Bool(), canTrade: Bool(), canTransfer: Bool(), canClawback: Bool() });

/** An MPT quantity: the display value (÷ 10^AssetScale, exact) and the smallest-unit integer it came from. */
export const MptQuantitySchema = Obj({ value: Str('value ÷ 10^AssetScale, exact.'), units: Str("The ledger's integer string in the smallest unit.") });

/** One holder of an MPT (an MPToken entry). */
export const MptHolderSchema = Obj({ account: Str(), amount: MptQuantitySchema, locked: Opt(MptQuantitySchema), frozen: Bool(), authorized: Bool() });

/** One transaction that touched the issuance. */
export const MptHistoryItemSchema = Obj({ hash: Str(), type: Str(), ledgerIndex: Int(), account: Str(), result: Str(), date: Opt(Str()) });

/** `MptIssuanceDetail`: body of `GET /api/mpts/{issuanceId}`. */
export const MptIssuanceDetailSchema = Obj(
  {
    id: Str('MPTokenIssuanceID, 48 hex upper case.'),
    issuer: Str(),
    sequence: Int(),
    assetScale: Int('`AssetScale` (0 when absent).'),
    displayName: Str(),
    maximum: Nullable(MptQuantitySchema, { description: '`MaximumAmount` (null: none set).' }),
    outstanding: MptQuantitySchema,
    locked: MptQuantitySchema,
    flags: MptFlagsSchema,
    flagsValue: Int(),
    transferFee: Nullable(Type.Number(), { description: '`TransferFee` in percent.' }),
    metadata: Nullable(MptMetadataSchema),
    holders: Obj({ count: Nullable(Int()), top: Type.Array(MptHolderSchema), ledgerIndex: Nullable(Int()), source: Str() }),
    history: Type.Array(MptHistoryItemSchema),
    ledgerIndex: Int('Ledger of the MPTokenIssuance answer (`ledger_entry`).'),
    missing: Type.Array(Str()),
  },
  { $id: 'MptIssuanceDetail', description: 'One MPT issuance (`ledger_entry`, `mpt_holders` or MPTokens, `account_tx`).' },
);

/** One MPT an account holds or issued. */
export const AccountMptSchema = Obj({
  id: Str(),
  issuer: Str(),
  displayName: Str(),
  assetScale: Int(),
  amount: MptQuantitySchema,
  locked: Nullable(MptQuantitySchema),
  maximum: Opt(Nullable(MptQuantitySchema)),
});

/** `AccountMpts`: body of `GET /api/account/{address}/mpts`. */
export const AccountMptsSchema = Obj(
  { account: Str(), held: Type.Array(AccountMptSchema), issued: Type.Array(AccountMptSchema), ledgerIndex: Nullable(Int()), truncated: Bool() },
  { $id: 'AccountMpts', description: 'The MPTs an account holds (`account_objects` type mptoken) and issued (`mpt_issuance`).' },
);
