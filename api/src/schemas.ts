/**
 * JSON schemas of the API's responses, registered as shared schemas (`$id`) so they appear as
 * named components in the OpenAPI document and drive Fastify's response serialisation.
 * They mirror `@ledgerlens/shared/domain` types (`Transaction`, `Ledger`, `LedgerTransaction`,
 * `ApiErrorBody`) field for field.
 */

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
      description: 'Plain-language sentence as parts: `{kind:"text",text}` or a reference (`account`, `amount`, `token`, `nft`, `offer`, `ledger`, `transaction`) for the front end to link.',
      items: { type: 'object', additionalProperties: true, required: ['kind'], properties: { kind: { type: 'string' } } },
    },
    summary: {
      type: 'array',
      description: 'The type\'s own fields: `{label, kind, value}` with kind amount, account, currency, hash, time, flags, text, percent, number, ledger, nft, transaction, amendment or object (a ledger entry index, e.g. DomainID).',
      items: { type: 'object', additionalProperties: true, required: ['label', 'kind', 'value'], properties: { label: { type: 'string' }, kind: { type: 'string' }, value: { type: 'string' } } },
    },
    row: { type: 'string', description: 'Short one-line plain text for tables (ledger table, account history).' },
    delegate: { type: 'string', description: '`Delegate`: the account that signed on behalf of `from` (XLS-75).' },
    batchInner: {
      type: 'array',
      description: 'Batch only: its inner transactions (`RawTransactions`) in order, `{type, account?, hash?, result?, recorded}`; `result` is the inner transaction\'s own `meta.TransactionResult` from rippled `tx`, `recorded` false when the node has no such transaction.',
      items: {
        type: 'object',
        required: ['type', 'recorded'],
        properties: { type: { type: 'string' }, account: { type: 'string' }, hash: { type: 'string' }, result: { type: 'string' }, recorded: { type: 'boolean' } },
      },
    },
    balanceChanges: {
      type: ['array', 'null'],
      description:
        'Signed balance changes per account and asset (xrpl.js `getBalanceChanges` over AccountRoot/RippleState deltas; MPToken deltas for MPTs): `{account, currency, issuer?, mptIssuanceId?, value, fee?}` (MPT: also `mptUnits`, `assetScale`, `field`, `note`: every MPToken `MPTAmount`/`LockedAmount` delta is its holder\'s, the issuance\'s `OutstandingAmount` delta the issuer\'s side, escrow locks and unlocks labelled), `value` an exact decimal (XRP in XRP) that includes the fee on the payer\'s XRP row, where `fee` repeats that part. Null when the metadata is missing or unreadable.',
      items: {
        type: 'object',
        required: ['account', 'currency', 'value'],
        properties: {
          account: { type: 'string' },
          currency: { type: 'string', description: '`XRP`, a decoded token code, the hex code as recorded (e.g. LP tokens), or `MPT`.' },
          issuer: { type: 'string' },
          mptIssuanceId: { type: 'string' },
          value: { type: 'string', description: 'Signed exact decimal (MPT: ÷ 10^AssetScale).' },
          fee: { type: 'string', description: 'The fee part of this XRP change, positive XRP decimal (fee payer only).' },
          mptUnits: { type: 'string', description: 'MPT: the signed change in the issuance\'s smallest unit.' },
          assetScale: { type: 'integer', description: 'MPT: the AssetScale applied.' },
          assetScaleUnknown: { type: 'boolean', description: 'MPT: the issuance was not found; scale 0 assumed.' },
          field: { type: 'string', description: 'MPT: `MPTAmount` or `LockedAmount` (holder\'s MPToken), `OutstandingAmount` (issuance, issuer\'s side).' },
          note: { type: 'string', enum: ['escrow lock', 'escrow unlock', 'issued', 'redeemed'], description: 'MPT: how the change came about when it is not a transfer.' },
        },
      },
    },
    affectedObjects: {
      type: ['array', 'null'],
      description: 'Ledger entries created, modified or deleted (`meta.AffectedNodes`): `{action, type, index, fields}` with the entry\'s key fields as display text (modified entries also `<field> before`). Null without metadata.',
      items: {
        type: 'object',
        required: ['action', 'type', 'index', 'fields'],
        properties: {
          action: { type: 'string', enum: ['created', 'modified', 'deleted'] },
          type: { type: 'string', description: '`LedgerEntryType`.' },
          index: { type: 'string', description: '`LedgerIndex` (64 hex).' },
          fields: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
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

/**
 * `TransactionListPage`: body of `GET /api/transaction/{id}/balance-changes` and
 * `/affected-objects`, one page of the transaction's `balanceChanges` or `affectedObjects`.
 */
export const transactionListPageSchema = {
  $id: 'TransactionListPage',
  type: 'object',
  description: "One page of a transaction's balance changes or affected objects, in the order of the full `Transaction` answer.",
  required: ['hash', 'offset', 'limit', 'total', 'items'],
  properties: {
    hash: { type: 'string', description: '64-character uppercase hex transaction hash.' },
    offset: { type: 'integer', description: 'Position of the first item in the whole list (0-based), as asked.' },
    limit: { type: 'integer', description: 'Most items asked for.' },
    total: { ...nullable('integer'), description: 'Length of the whole list; null when the metadata does not allow the list (the `Transaction` field is null).' },
    items: {
      type: ['array', 'null'],
      description: 'Items `offset` to `offset + limit - 1` (fewer at the end of the list): the same objects as in `Transaction.balanceChanges` / `Transaction.affectedObjects`. Null when `total` is null.',
      items: { type: 'object', additionalProperties: true },
    },
  },
} as const;

/** `TransactionRaw`: body of `GET /api/transaction/{id}/raw`, the node's original JSON. */
export const transactionRawSchema = {
  $id: 'TransactionRaw',
  type: 'object',
  description: 'The node\'s transaction (`tx_json` plus `hash`) and metadata (rippled `tx`, api_version 2), as sent.',
  required: ['tx', 'meta'],
  properties: {
    tx: { type: 'object', additionalProperties: true },
    meta: { type: ['object', 'null'], additionalProperties: true },
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

/** `DomainVerification`: whether a declared domain was verified through its xrp-ledger.toml. */
export const domainVerificationSchema = {
  $id: 'DomainVerification',
  type: 'object',
  description:
    'Whether a domain declared on the ledger (an AccountRoot `Domain`, a validator manifest domain) was verified: `https://{domain}/.well-known/xrp-ledger.toml` ' +
    '(XLS-26) lists the account (`[[ACCOUNTS]] address`) or the validator master key (`[[VALIDATORS]] public_key`). Checked in live mode only (timeout 4 s, ' +
    'cached 1 h, failures 10 min); on the offline replay network `not-checked`.',
  required: ['status', 'reason'],
  properties: {
    status: { type: 'string', enum: ['verified', 'unverified', 'not-checked'] },
    reason: { type: 'string', description: 'One sentence for people.' },
    source: { type: 'string', description: 'The xrp-ledger.toml URL read (or that would be read).' },
    checkedAt: { type: 'string', description: 'ISO 8601 time of the check.' },
    pending: { type: 'boolean', description: 'The check had not finished when the answer was sent (status `not-checked`); a later request has it.' },
  },
} as const;

/** `Account`: body of `GET /api/account/{address}`. */
export const accountSchema = {
  $id: 'Account',
  type: 'object',
  description: 'An account (rippled `account_info`, validated) with its activation and transaction count from `account_tx` (spec §3 "Account"). XRP amounts are exact decimal strings.',
  additionalProperties: true,
  required: [
    'address', 'balance', 'txnCount', 'txnCountStatus', 'ownerCount', 'sequence', 'activated', 'flags',
    'requireDestinationTag', 'depositAuth', 'disallowXRP', 'globalFreeze', 'requireAuth', 'noFreeze', 'passwordSpent',
  ],
  properties: {
    address: { type: 'string', description: 'Classic address.' },
    balance: { type: 'string', description: '`AccountRoot.Balance`, XRP.' },
    availableBalance: { type: 'string', description: 'Balance less the reserve, XRP (never below 0). Absent when the node reports no reserves (`server_info`).' },
    reserveBalance: { type: 'string', description: 'Base reserve + OwnerCount × owner reserve, XRP. Absent when the node reports no reserves (`server_info`).' },
    txnCount: { type: 'integer', description: 'Transactions counted in `account_tx`, at most 1,200; read with `txnCountStatus`.' },
    txnCountStatus: {
      type: 'string',
      enum: ['exact', 'capped', 'incomplete'],
      description: '`exact`: the full count; `capped`: counting stopped at 1,200 and more exist ("1,200+"); `incomplete`: an `account_tx` page failed, the count is a lower bound.',
    },
    ownerCount: { type: 'integer', description: '`AccountRoot.OwnerCount`.' },
    sequence: { type: 'integer', description: '`AccountRoot.Sequence`.' },
    previousTxnLgrSeq: { type: 'integer' },
    previousTxnID: { type: 'string' },
    activated: { type: 'boolean', description: 'True: the AccountRoot exists.' },
    activatedBy: { type: 'string', description: 'Sender of the transaction that created the AccountRoot (its earliest recorded transaction); absent when the recorded history does not reach it.' },
    activationAmount: { type: 'string', description: 'XRP that transaction delivered (`delivered_amount`), exact decimal.' },
    activationDate: { type: 'string', description: 'Close time of its ledger, ISO 8601 UTC.' },
    activationLedger: { type: 'integer', description: 'Index of its ledger.' },
    activationTxHash: { type: 'string', description: 'Its hash.' },
    username: { type: 'string', description: 'Known-address directory name, else the decoded Domain.' },
    usernameSource: { type: 'string', enum: ['directory', 'domain'] },
    usernameVerified: { type: 'boolean', description: 'True only for a directory entry marked verified; show a verified mark only then.' },
    domain: { type: 'string', description: '`AccountRoot.Domain` decoded to text (ledger data, never HTML).' },
    domainVerification: { $ref: 'DomainVerification#' },
    messageKey: { type: 'string' },
    emailHash: { type: 'string' },
    walletLocator: { type: 'string' },
    walletSize: { type: 'integer' },
    accountRoot: { type: 'object', additionalProperties: true, description: 'The AccountRoot as the node returned it.' },
    flags: { type: 'array', items: { type: 'string' }, description: 'Names of the set lsf flags.' },
    requireDestinationTag: { type: 'boolean' },
    depositAuth: { type: 'boolean' },
    disallowXRP: { type: 'boolean' },
    globalFreeze: { type: 'boolean' },
    requireAuth: { type: 'boolean' },
    noFreeze: { type: 'boolean' },
    passwordSpent: { type: 'boolean' },
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
  addressDetailsSchema,
  transactionMemoSchema,
  transactionSchema,
  transactionListPageSchema,
  transactionRawSchema,
  ledgerTransactionSchema,
  ledgerSchema,
  domainVerificationSchema,
  accountSchema,
  errorSchema,
  healthSchema,
  networkSchema,
] as const;

/** `$ref` to a shared schema by `$id`. */
export const ref = (id: (typeof sharedSchemas)[number]['$id']) => ({ $ref: `${id}#` });
