/**
 * JSON schemas of the API's responses, registered as shared schemas (`$id`) so they appear as
 * named components in the OpenAPI document and drive Fastify's response serialisation.
 * The answers declared with TypeBox live in `@ledgerlens/shared/schemas` (one declaration: schema
 * and the `Static` type the front ends import); the rest here mirror `@ledgerlens/shared/domain`
 * types (`Transaction`, `Ledger`, `LedgerTransaction`, `ApiErrorBody`) field for field.
 */
import {
  AccountLinesSchema,
  AccountMptsSchema,
  AccountNftsSchema,
  AccountObjectsSchema,
  AccountSchema,
  AccountTransactionsPageSchema,
  AffectedObjectSchema,
  AmmPoolListSchema,
  AmmPoolSchema,
  BalanceChangeSchema,
  BatchInnerTransactionSchema,
  DescriptionPartSchema,
  DomainVerificationSchema,
  MptIssuanceDetailSchema,
  NftDetailSchema,
  NftUnknownSchema,
  RawLedgerJsonSchema,
  RawTransactionJsonSchema,
  SummaryFieldSchema,
  TokenDetailSchema,
  TransactionListPageSchema,
  TransactionRawSchema,
} from '@ledgerlens/shared/schemas';

const nullable = (type: string) => ({ type: [type, 'null'] });

/** `AddressDetails`: known-address badge. */
export const addressDetailsSchema = {
  $id: 'AddressDetails',
  type: 'object',
  description: 'Identity of an address from the built-in known-address directory (spec §3).',
  required: ['label', 'type', 'verified'],
  properties: {
    label: { type: 'string', description: 'Human label, e.g. "Bitstamp".' },
    type: { type: 'string', enum: ['exchange', 'service', 'wallet', 'institution', 'other'] },
    verified: { type: 'boolean' },
  },
} as const;

/** `TransactionMemo`: one decoded memo. */
export const transactionMemoSchema = {
  $id: 'TransactionMemo',
  type: 'object',
  description: 'One memo; each field is UTF-8 text when the hex decodes to printable text, else the hex as recorded.',
  properties: {
    type: { type: 'string', description: 'MemoType' },
    data: { type: 'string', description: 'MemoData' },
    format: { type: 'string', description: 'MemoFormat' },
  },
} as const;

/** `Transaction`: body of `GET /api/transaction/{id}`. */
export const transactionSchema = {
  $id: 'Transaction',
  type: 'object',
  description: 'A transaction (rippled `tx`, api_version 2) mapped for display.',
  required: ['hash', 'status', 'type', 'timestamp', 'from', 'fee', 'ledgerIndex', 'sequence', 'transactionIndex', 'memos', 'validated'],
  properties: {
    hash: { type: 'string', description: '64-character uppercase hex transaction hash.' },
    status: { type: 'string', description: '`meta.TransactionResult` (e.g. tesSUCCESS, tecPATH_DRY), or `pending` when not validated.' },
    type: { type: 'string', description: '`TransactionType`.' },
    timestamp: { ...nullable('string'), description: 'Ledger close time, ISO 8601 UTC (`close_time_iso`, else `date` + 946684800 s).' },
    from: { type: 'string', description: 'Sending account (`Account`).' },
    to: { type: 'string', description: '`Destination` or the type\'s counterparty (see README).' },
    amount: {
      type: 'string',
      description: 'Payment: delivered amount (`meta.delivered_amount`); other types: the main amount. XRP as exact decimal XRP; tokens as "<value> <currency>"; MPT as "<value ÷ 10^AssetScale> <XLS-89 ticker>" (or "<value> MPT <short issuance ID>" when the issuance is unknown).',
    },
    amountIssuer: { type: 'string', description: 'Issuer of a token amount; of an MPT amount, the account in its MPTokenIssuanceID.' },
    amountMptIssuanceId: { type: 'string', description: 'MPT amount: its MPTokenIssuanceID (48 hex).' },
    fee: { type: 'string', description: 'Transaction cost in XRP, exact decimal (from `Fee` drops).' },
    ledgerIndex: { ...nullable('integer'), description: 'Index of the ledger that holds it.' },
    ledgerHash: { type: 'string', description: 'Hash of that ledger, when known.' },
    sequence: { type: 'integer', description: '`Sequence` (0 when a Ticket was used).' },
    transactionIndex: { ...nullable('integer'), description: '`meta.TransactionIndex`.' },
    destinationTag: { type: 'integer' },
    sourceTag: { type: 'integer' },
    memoType: { type: 'string', description: 'First memo\'s MemoType (decoded).' },
    memoData: { type: 'string', description: 'First memo\'s MemoData (decoded).' },
    memoFormat: { type: 'string', description: 'First memo\'s MemoFormat (decoded).' },
    memos: { type: 'array', items: { $ref: 'TransactionMemo#' } },
    fromDetails: { $ref: 'AddressDetails#' },
    toDetails: { $ref: 'AddressDetails#' },
    error: { type: 'string', description: 'The result code when it is not tesSUCCESS.' },
    ctid: { type: 'string', description: 'Compact transaction identifier (16 uppercase hex).' },
    description: {
      type: 'array',
      description: 'Plain-language sentence as parts: `{kind:"text",text}` or a reference (`account`, `amount`, `token`, `nft`, `offer`, `ledger`, `transaction`, `amendment`) for the front end to link.',
      items: DescriptionPartSchema,
    },
    summary: {
      type: 'array',
      description: 'The type\'s own fields: `{label, kind, value}` with kind amount, account, currency, hash, time, flags, text, percent, number, ledger, nft, transaction, amendment or object (a ledger entry index, e.g. DomainID).',
      items: SummaryFieldSchema,
    },
    row: { type: 'string', description: 'Short one-line plain text for tables (ledger table, account history).' },
    delegate: { type: 'string', description: '`Delegate`: the account that signed on behalf of `from` (XLS-75).' },
    batchInner: {
      type: 'array',
      description: 'Batch only: its inner transactions (`RawTransactions`) in order, `{type, account?, hash?, result?, recorded}`; `result` is the inner transaction\'s own `meta.TransactionResult` from rippled `tx`, `recorded` false when the node has no such transaction.',
      items: BatchInnerTransactionSchema,
    },
    balanceChanges: {
      type: ['array', 'null'],
      description:
        'Signed balance changes per account and asset (xrpl.js `getBalanceChanges` over AccountRoot/RippleState deltas; MPToken deltas for MPTs): `{account, currency, issuer?, mptIssuanceId?, value, fee?}` (MPT: also `mptUnits`, `assetScale`, `field`, `note`: every MPToken `MPTAmount`/`LockedAmount` delta is its holder\'s, the issuance\'s `OutstandingAmount` delta the issuer\'s side, escrow locks and unlocks labelled), `value` an exact decimal (XRP in XRP) that includes the fee on the payer\'s XRP row, where `fee` repeats that part. Null when the metadata is missing or unreadable.',
      items: BalanceChangeSchema,
    },
    affectedObjects: {
      type: ['array', 'null'],
      description: 'Ledger entries created, modified or deleted (`meta.AffectedNodes`): `{action, type, index, fields}` with the entry\'s key fields as display text (modified entries also `<field> before`). Null without metadata.',
      items: AffectedObjectSchema,
    },
    validated: { type: 'boolean', description: 'True when the ledger that holds it is validated.' },
    balanceChangesTotal: {
      ...nullable('integer'),
      description:
        'Only with `?lists=n`: how many balance changes the transaction has (`balanceChanges` then holds the first n of them; the rest at `/api/transaction/{id}/balance-changes`). Null when `balanceChanges` is null.',
    },
    affectedObjectsTotal: {
      ...nullable('integer'),
      description:
        'Only with `?lists=n`: how many ledger objects the transaction affected (`affectedObjects` then holds the first n; the rest at `/api/transaction/{id}/affected-objects`). Null when `affectedObjects` is null.',
    },
  },
} as const;

/** `LedgerTransaction`: one row of a ledger's transaction table. */
export const ledgerTransactionSchema = {
  $id: 'LedgerTransaction',
  type: 'object',
  required: ['hash', 'status', 'type', 'fee', 'from'],
  properties: {
    hash: { type: 'string' },
    status: { type: 'string', description: '`meta.TransactionResult`.' },
    type: { type: 'string' },
    amount: { type: 'string', description: 'As `Transaction.amount`.' },
    fee: { type: 'string', description: 'XRP, exact decimal.' },
    from: { type: 'string' },
    to: { type: 'string' },
    transactionIndex: { type: 'integer', description: '`meta.TransactionIndex`: the position in the ledger; rows come in this order.' },
    ctid: { type: 'string', description: 'Compact transaction identifier (16 hex), computed from the ledger index, `meta.TransactionIndex` and the network id.' },
    row: { type: 'string', description: 'Short one-line description for tables.' },
  },
} as const;

/** `Ledger`: body of `GET /api/ledger/{id}`. */
export const ledgerSchema = {
  $id: 'Ledger',
  type: 'object',
  description: 'A ledger (rippled `ledger` with transactions expanded).',
  required: [
    'ledgerIndex', 'hash', 'parentHash', 'transactionHash', 'closeTime', 'closeTimeHuman', 'closed', 'validated',
    'transactionCount', 'successfulTransactionCount', 'failedTransactionCount', 'totalFees', 'totalFeesXrp',
    'totalCoins', 'totalCoinsXrp', 'transactions',
  ],
  properties: {
    ledgerIndex: { type: 'integer' },
    hash: { type: 'string' },
    parentHash: { type: 'string' },
    transactionHash: { type: 'string' },
    closeTime: { type: 'integer', description: '`close_time`, Ripple-epoch seconds.' },
    closeTimeHuman: { type: 'string', description: 'Close time, ISO 8601 UTC.' },
    closed: { type: 'boolean' },
    validated: { type: 'boolean' },
    transactionCount: { type: 'integer', description: 'All transactions of the ledger.' },
    successfulTransactionCount: { type: 'integer' },
    failedTransactionCount: { type: 'integer' },
    totalFees: { type: 'string', description: 'Sum of all `Fee` fields, drops.' },
    totalFeesXrp: { type: 'string', description: 'Sum of all fees, XRP (exact decimal).' },
    totalCoins: { type: 'string', description: '`total_coins`, drops.' },
    totalCoinsXrp: { type: 'string', description: '`total_coins`, XRP (exact decimal).' },
    reserveBaseXrp: { type: 'number', description: 'Account reserve in force at this ledger, XRP (see `feesSource`); absent when the node cannot say.' },
    reserveIncrementXrp: { type: 'number', description: 'Owner reserve per object in force at this ledger, XRP.' },
    baseFeeXrp: { type: 'number', description: 'Reference transaction cost in force at this ledger, XRP.' },
    feesSource: {
      type: 'string',
      enum: ['FeeSettings', 'server_info'],
      description: '`FeeSettings`: the ledger\'s FeeSettings entry (`ledger_entry` at that ledger); `server_info`: the node\'s current values (latest only).',
    },
    feesSinceLedger: {
      type: 'integer',
      description: 'Ledger from which the fee figures are in force: the FeeSettings entry\'s `PreviousTxnLgrSeq`, or the LedgerLens replay\'s `fee_settings_record`; absent when the node does not say.',
    },
    feesDocumentationExample: {
      type: 'boolean',
      description: 'True when the offline replay\'s only record of these fee figures is an xrpl.org documentation example, not a node\'s answer (since ledger 92508417 offline).',
    },
    transactions: { type: 'array', maxItems: 250, items: { $ref: 'LedgerTransaction#' }, description: 'At most 250 rows, in execution order.' },
    truncated: { type: 'boolean', description: 'True when the ledger has more transactions than the 250 rows (`transactionCount` is the full count).' },
    transactionsComplete: {
      type: 'boolean',
      description: 'False when the node said its transaction list of this ledger is incomplete (recorded replay data); counts and fees then cover the listed transactions only.',
    },
  },
} as const;

/** `ApiErrorBody`: body of every failure. */
export const errorSchema = {
  $id: 'ApiError',
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'Human-readable message (spec §5/§8 text where it has one).' },
    code: { type: 'string', description: 'Machine-readable code, e.g. rippled\'s `txnNotFound`.' },
  },
} as const;

/** Body of `GET /api/health`. */
export const healthSchema = {
  $id: 'Health',
  type: 'object',
  required: ['status', 'node'],
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    node: {
      type: 'object',
      required: ['url', 'connected'],
      properties: {
        url: { type: 'string', description: 'Upstream rippled/Clio WebSocket URL.' },
        connected: { type: 'boolean', description: 'True when the node answered `server_info`.' },
        networkId: { type: 'integer', description: '`server_info` `network_id` (mainnet 0).' },
        validatedLedger: { type: 'integer', description: '`server_info` `validated_ledger.seq`.' },
      },
    },
  },
} as const;

/** Body of `GET /api/network`. */
export const networkSchema = {
  $id: 'Network',
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer', description: '`server_info` `network_id` of the node (0 mainnet, 1 testnet, 2 devnet; 0 when the node reports none).' },
    name: { type: 'string', description: '`mainnet`, `testnet`, `devnet`, or `Network <id>` for any other id.' },
  },
} as const;

/** Every shared schema, in registration order. */
export const sharedSchemas = [
  RawLedgerJsonSchema,
  RawTransactionJsonSchema,
  addressDetailsSchema,
  transactionMemoSchema,
  transactionSchema,
  TransactionListPageSchema,
  TransactionRawSchema,
  ledgerTransactionSchema,
  ledgerSchema,
  DomainVerificationSchema,
  AccountSchema,
  AccountTransactionsPageSchema,
  AccountLinesSchema,
  AccountObjectsSchema,
  AccountNftsSchema,
  AccountMptsSchema,
  AmmPoolListSchema,
  AmmPoolSchema,
  TokenDetailSchema,
  NftDetailSchema,
  NftUnknownSchema,
  MptIssuanceDetailSchema,
  errorSchema,
  healthSchema,
  networkSchema,
] as const;

/** `$id` of every shared schema. */
export type SharedSchemaId = NonNullable<(typeof sharedSchemas)[number]['$id']>;

/** `$ref` to a shared schema by `$id` (the TypeBox ones: `Ref(XSchema)` of `@ledgerlens/shared/schemas`, typed). */
export const ref = (id: SharedSchemaId) => ({ $ref: `${id}#` });
