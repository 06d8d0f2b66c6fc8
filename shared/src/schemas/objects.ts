/** Schemas of ledger object answers (`GET /api/objects/{index}`): the states of an entry along its `PreviousTxnID` chain. */
import { Type } from '@sinclair/typebox';
import { Bool, Int, Enum, Nullable, Obj, Opt, RawLedgerJsonSchema, Ref, Str } from './common';

/** One state of a ledger object in its history. */
export const LedgerObjectVersionSchema = Obj({
  hash: Str('The transaction that left the object so.'),
  ledgerIndex: Int(),
  change: Enum(['created', 'modified', 'deleted']),
  fields: Ref(RawLedgerJsonSchema),
  previous: Ref(RawLedgerJsonSchema),
});

/** How a front end shows (and links) a value of a typed view (see `ObjectValueKind`). */
export const OBJECT_VALUE_KINDS = ['text', 'hex', 'account', 'object', 'nft', 'mpt', 'transaction', 'ledger', 'url', 'time', 'number', 'status'] as const;

/** One shown value of a typed view: its text and, for links, what it points to. */
export const ObjectValueSchema = Obj({
  kind: Enum(OBJECT_VALUE_KINDS),
  text: Str('What is shown (decoded ledger text is plain text, never markup).'),
  ref: Opt(Str('Link target: index, ID, hash, ledger index or a safe https URL.')),
  tone: Opt(Enum(['success', 'danger', 'warning', 'info', 'neutral'])),
  note: Opt(Str()),
});

/** One labelled row of a typed view. */
export const ObjectViewFieldSchema = Obj({ label: Str(), values: Type.Array(ObjectValueSchema) });

/** A table of a typed view (an oracle's prices, a signer list, an NFTokenPage's NFTs). */
export const ObjectViewTableSchema = Obj({
  caption: Str(),
  columns: Type.Array(Type.String()),
  rows: Type.Array(Type.Array(ObjectValueSchema)),
  note: Opt(Str()),
});

/** The typed view of one ledger object (`api/src/features/objects/views/`). */
export const ObjectViewSchema = Obj(
  {
    type: Str(),
    summary: Str(),
    status: Type.Array(ObjectValueSchema),
    fields: Type.Array(ObjectViewFieldSchema),
    tables: Type.Array(ObjectViewTableSchema),
  },
  { description: "Typed view of the entry, in the field's terms: labelled rows and tables (the raw `fields` stay beside it)." },
);

/** `GET /api/objects/{index}`: a ledger object and its history. */
export const LedgerObjectAnswerSchema = Obj({
  index: Str(),
  type: Str('LedgerEntryType'),
  deleted: Bool(),
  fields: Ref(RawLedgerJsonSchema),
  ledgerIndex: Int('Ledger of the state shown ("as of ledger N"); for a deleted object, the ledger that deleted it.'),
  history: Type.Array(LedgerObjectVersionSchema),
  moreBefore: Opt(Str()),
  historyEnd: Enum(['created', 'notRecorded', 'notThreaded', 'more']),
  view: Opt(ObjectViewSchema),
  closeTime: Opt(Str('Close time (ISO 8601) of `ledgerIndex`, what `view` judged an expiry against (types with an expiry only).')),
});

/** One entry of a group of `GET /api/account/{address}/identity`, with its typed view. */
export const IdentityEntrySchema = Obj({ index: Str(), view: ObjectViewSchema });

const entries = (description: string) => Type.Array(IdentityEntrySchema, { description });
const entryOrNull = (description: string) => Nullable(IdentityEntrySchema, { description });

/** `GET /api/account/{address}/identity`: the account's identity and permission objects. */
export const AccountIdentitySchema = Obj({
  address: Str(),
  ledgerIndex: Nullable(Int()),
  closeTime: Nullable(Str(), { description: 'Close time (ISO 8601) of `ledgerIndex`, when a credential needed it.' }),
  credentialsIssued: entries('Credentials whose Issuer is the account.'),
  credentialsHeld: entries('Credentials whose Subject is the account.'),
  did: entryOrNull("The account's DID."),
  delegations: entries('Delegate entries the account gave (Account → Authorize).'),
  signerList: entryOrNull("The account's SignerList."),
  depositPreauth: entries('DepositPreauth entries of the account.'),
  domains: entries('PermissionedDomain entries the account owns.'),
  truncated: Bool('True when a type had more entries than one listing reads.'),
});
