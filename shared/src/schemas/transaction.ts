/** Schemas of the parts of transaction answers: description and summary parts, balance changes, affected objects, list pages and the raw JSON. */
import { Type, type TSchema } from '@sinclair/typebox';
import { Bool, Dict, Enum, Int, Nullable, Obj, Opt, RawTransactionJsonSchema, Ref, Str } from './common';

/** A value as the transaction registry describes it: `display` the exact text, `value` the exact decimal (XRP in XRP). */
export const AmountValueSchema = Obj({
  value: Str('Exact decimal (XRP in XRP, MPT ÷ 10^AssetScale).'),
  currency: Str('`XRP`, a decoded currency code, or `MPT`.'),
  issuer: Opt(Str()),
  mptIssuanceId: Opt(Str('MPTokenIssuanceID (48 hex).')),
  mptUnits: Opt(Str("MPT: the ledger's integer in the smallest unit.")),
  assetScale: Opt(Int('MPT: the AssetScale applied.')),
  assetScaleUnknown: Opt(Bool('MPT: the issuance was not found; AssetScale 0 assumed.')),
  lookalike: Opt(Bool('A non-standard code that reads like XRP: never shown as XRP.')),
  display: Str(),
});

const part = <K extends string, P extends Record<string, TSchema>>(kind: K, props: P) => Obj({ kind: Type.Literal(kind), ...props });

/** One part of a transaction's description: text, or a reference the front end links to its page. */
export const DescriptionPartSchema = Type.Union(
  [
    part('text', { text: Str() }),
    part('account', { address: Str(), label: Opt(Str()) }),
    part('amount', { amount: AmountValueSchema }),
    part('token', { currency: Str(), issuer: Opt(Str()), mptIssuanceId: Opt(Str()), display: Str() }),
    part('nft', { id: Str() }),
    part('offer', { owner: Opt(Str()), sequence: Opt(Int()), index: Opt(Str()) }),
    part('ledger', { index: Int() }),
    part('transaction', { hash: Str() }),
    part('amendment', { id: Str(), name: Opt(Str()) }),
  ],
  { description: 'Plain-language sentence part: `{kind:"text",text}` or a reference for the front end to link.' },
);

/** Kinds of a summary field: how the front end shows (and links) `value`. */
export const SUMMARY_FIELD_KINDS = ['amount', 'account', 'currency', 'hash', 'time', 'flags', 'text', 'percent', 'number', 'ledger', 'nft', 'transaction', 'amendment', 'object'] as const;

/** One labelled field of a transaction's summary (e.g. `TakerGets`, kind `amount`). */
export const SummaryFieldSchema = Obj({
  label: Str("Field label in the field's terms."),
  kind: Enum(SUMMARY_FIELD_KINDS),
  value: Str('Text form of the value (time: ISO 8601; flags: names joined; amount: `AmountValue.display`).'),
  amount: Opt(AmountValueSchema),
  flags: Opt(Type.Array(Str())),
});

/** One account's signed change in one asset (xrpl.js `getBalanceChanges`; MPToken deltas for MPTs). */
export const BalanceChangeSchema = Obj({
  account: Str(),
  currency: Str('`XRP`, a decoded token code, the hex code as recorded (e.g. LP tokens), or `MPT`.'),
  issuer: Opt(Str()),
  mptIssuanceId: Opt(Str()),
  value: Str('Signed exact decimal (XRP in XRP, fee included on the payer\'s row; MPT: ÷ 10^AssetScale).'),
  fee: Opt(Str('The fee part of this XRP change, positive XRP decimal (fee payer only).')),
  mptUnits: Opt(Str("MPT: the signed change in the issuance's smallest unit.")),
  assetScale: Opt(Int('MPT: the AssetScale applied.')),
  assetScaleUnknown: Opt(Bool('MPT: the issuance was not found; scale 0 assumed.')),
  field: Opt(Str("MPT: `MPTAmount` or `LockedAmount` (holder's MPToken), `OutstandingAmount` (issuance, issuer's side).")),
  note: Opt(Enum(['escrow lock', 'escrow unlock', 'issued', 'redeemed'], { description: 'MPT: how the change came about when it is not a transfer.' })),
});

/** One ledger entry a transaction created, modified or deleted (`meta.AffectedNodes`). */
export const AffectedObjectSchema = Obj({
  action: Enum(['created', 'modified', 'deleted']),
  type: Str('`LedgerEntryType`.'),
  index: Str('`LedgerIndex` (64 hex).'),
  fields: Dict(Type.String(), { description: 'Key fields as display text (modified entries also `<field> before`).' }),
});

/** One inner transaction of a Batch (XLS-56). */
export const BatchInnerTransactionSchema = Obj({ type: Str(), account: Opt(Str()), hash: Opt(Str()), result: Opt(Str()), recorded: Bool() });

/** `TransactionListPage`: body of `GET /api/transaction/{id}/balance-changes` and `/affected-objects`. */
export const TransactionListPageSchema = Obj(
  {
    hash: Str('64-character uppercase hex transaction hash.'),
    offset: Int('Position of the first item in the whole list (0-based), as asked.'),
    limit: Int('Most items asked for.'),
    total: Nullable(Int(), { description: 'Length of the whole list; null when the metadata does not allow the list (the `Transaction` field is null).' }),
    items: Nullable(Type.Array(Type.Union([BalanceChangeSchema, AffectedObjectSchema])), {
      description:
        'Items `offset` to `offset + limit - 1`: the same objects as in `Transaction.balanceChanges` / `Transaction.affectedObjects`. Null when `total` is null.',
    }),
  },
  { $id: 'TransactionListPage', description: "One page of a transaction's balance changes or affected objects, in the order of the full `Transaction` answer." },
);

/** `TransactionRaw`: body of `GET /api/transaction/{id}/raw`, the node's original JSON. */
export const TransactionRawSchema = Obj(
  { tx: Ref(RawTransactionJsonSchema), meta: Nullable(Ref(RawTransactionJsonSchema)) },
  { $id: 'TransactionRaw', description: "The node's transaction (`tx_json` plus `hash`) and metadata (rippled `tx`, api_version 2), as sent." },
);

/** `AddressDetails`: the known-address badge. */
export const AddressDetailsSchema = Obj(
  {
    label: Str('Human label, e.g. "Bitstamp".'),
    type: Enum(['exchange', 'service', 'wallet', 'institution', 'other']),
    verified: Bool('True when the label is confirmed (e.g. the account\'s Domain and its xrp-ledger.toml).'),
  },
  { $id: 'AddressDetails', description: 'Identity of an address from the built-in known-address directory (spec §3).' },
);

/** `TransactionMemo`: one decoded memo. */
export const TransactionMemoSchema = Obj(
  { type: Opt(Str('MemoType')), data: Opt(Str('MemoData')), format: Opt(Str('MemoFormat')) },
  { $id: 'TransactionMemo', description: 'One memo; each field is UTF-8 text when the hex decodes to printable text, else the hex as recorded.' },
);

/** `Transaction`: body of `GET /api/transaction/{id}` (rippled `tx`, api_version 2, mapped for display). */
export const TransactionSchema = Obj(
  {
    hash: Str('64-character uppercase hex transaction hash.'),
    status: Str('`meta.TransactionResult` (e.g. tesSUCCESS, tecPATH_DRY), or `pending` when not validated.'),
    type: Str('`TransactionType`.'),
    timestamp: Nullable(Str(), { description: 'Ledger close time, ISO 8601 UTC (`close_time_iso`, else `date` + 946684800 s).' }),
    from: Str('Sending account (`Account`).'),
    to: Opt(Str("`Destination` or the type's counterparty (see README).")),
    amount: Opt(
      Str(
        'Payment: delivered amount (`meta.delivered_amount`); other types: the main amount. XRP as exact decimal XRP; tokens as "<value> <currency>"; MPT as "<value ÷ 10^AssetScale> <XLS-89 ticker>" (or "<value> MPT <short issuance ID>" when the issuance is unknown).',
      ),
    ),
    amountIssuer: Opt(Str('Issuer of a token amount; of an MPT amount, the account in its MPTokenIssuanceID.')),
    amountMptIssuanceId: Opt(Str('MPT amount: its MPTokenIssuanceID (48 hex).')),
    fee: Str('Transaction cost in XRP, exact decimal (from `Fee` drops).'),
    ledgerIndex: Nullable(Int(), { description: 'Index of the ledger that holds it.' }),
    ledgerHash: Opt(Str('Hash of that ledger, when known.')),
    sequence: Int('`Sequence` (0 when a Ticket was used).'),
    transactionIndex: Nullable(Int(), { description: '`meta.TransactionIndex`.' }),
    destinationTag: Opt(Int()),
    sourceTag: Opt(Int()),
    memoType: Opt(Str("First memo's MemoType (decoded).")),
    memoData: Opt(Str("First memo's MemoData (decoded).")),
    memoFormat: Opt(Str("First memo's MemoFormat (decoded).")),
    memos: Type.Array(Ref(TransactionMemoSchema)),
    fromDetails: Opt(Ref(AddressDetailsSchema)),
    toDetails: Opt(Ref(AddressDetailsSchema)),
    error: Opt(Str('The result code when it is not tesSUCCESS.')),
    ctid: Opt(Str('Compact transaction identifier (16 uppercase hex).')),
    validated: Bool('True when the ledger that holds it is validated.'),
    description: Opt(Type.Array(DescriptionPartSchema, { description: "Plain-language sentence from the API's per-type registry, as parts." })),
    summary: Opt(Type.Array(SummaryFieldSchema, { description: "The type's own fields, labelled in the field's terms." })),
    row: Opt(Str('Short one-line plain text for tables (ledger table, account history).')),
    balanceChanges: Opt(
      Nullable(Type.Array(BalanceChangeSchema), {
        description:
          "Signed balance changes per account and asset (xrpl.js `getBalanceChanges` over AccountRoot/RippleState deltas; MPToken deltas for MPTs); `value` includes the fee on the payer's XRP row, where `fee` repeats that part. Null when the metadata is missing or unreadable.",
      }),
    ),
    affectedObjects: Opt(Nullable(Type.Array(AffectedObjectSchema), { description: 'Ledger entries created, modified or deleted (`meta.AffectedNodes`). Null without metadata.' })),
    balanceChangesTotal: Opt(
      Nullable(Int(), { description: 'Only with `?lists=n`: how many balance changes the transaction has (`balanceChanges` then holds the first n). Null when `balanceChanges` is null.' }),
    ),
    affectedObjectsTotal: Opt(
      Nullable(Int(), { description: 'Only with `?lists=n`: how many ledger objects the transaction affected (`affectedObjects` then holds the first n). Null when `affectedObjects` is null.' }),
    ),
    delegate: Opt(Str('`Delegate`: the account that signed on behalf of `from` (XLS-75).')),
    batchInner: Opt(Type.Array(BatchInnerTransactionSchema, { description: "Batch only: its inner transactions (`RawTransactions`) in order, with their own `meta.TransactionResult` when the node has them." })),
  },
  { $id: 'Transaction', description: 'A transaction (rippled `tx`, api_version 2) mapped for display.' },
);
