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
