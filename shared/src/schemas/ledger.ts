/** Schemas of ledger answers: `GET /api/ledger/{id}` and its transaction rows. */
import { Type } from '@sinclair/typebox';
import { Bool, Enum, Int, Num, Obj, Opt, Ref, Str } from './common';

/** `LedgerTransaction`: one row of a ledger's transaction table. */
export const LedgerTransactionSchema = Obj(
  {
    hash: Str(),
    status: Str('`meta.TransactionResult`.'),
    type: Str(),
    amount: Opt(Str('As `Transaction.amount`.')),
    fee: Str('XRP, exact decimal.'),
    from: Str(),
    to: Opt(Str()),
    transactionIndex: Opt(Int('`meta.TransactionIndex`: the position in the ledger; rows come in this order.')),
    ctid: Opt(Str('Compact transaction identifier (16 hex), from the ledger index, `meta.TransactionIndex` and the network id.')),
    row: Opt(Str('Short one-line description for tables.')),
  },
  { $id: 'LedgerTransaction' },
);

/** `Ledger`: body of `GET /api/ledger/{id}` (rippled `ledger` with transactions expanded). */
export const LedgerSchema = Obj(
  {
    ledgerIndex: Int(),
    hash: Str(),
    parentHash: Str(),
    transactionHash: Str(),
    closeTime: Int('`close_time`, Ripple-epoch seconds.'),
    closeTimeHuman: Str('Close time, ISO 8601 UTC.'),
    closed: Bool(),
    validated: Bool(),
    transactionCount: Int('All transactions of the ledger.'),
    successfulTransactionCount: Int(),
    failedTransactionCount: Int(),
    totalFees: Str('Sum of all `Fee` fields, drops.'),
    totalFeesXrp: Str('Sum of all fees, XRP (exact decimal).'),
    totalCoins: Str('`total_coins`, drops.'),
    totalCoinsXrp: Str('`total_coins`, XRP (exact decimal).'),
    reserveBaseXrp: Opt(Num('Account reserve in force at this ledger, XRP (see `feesSource`); absent when the node cannot say.')),
    reserveIncrementXrp: Opt(Num('Owner reserve per object in force at this ledger, XRP.')),
    baseFeeXrp: Opt(Num('Reference transaction cost in force at this ledger, XRP.')),
    feesSource: Opt(
      Enum(['FeeSettings', 'server_info'], {
        description: "`FeeSettings`: the ledger's FeeSettings entry (`ledger_entry` at that ledger); `server_info`: the node's current values (latest only).",
      }),
    ),
    feesSinceLedger: Opt(Int("Ledger from which the fee figures are in force: the FeeSettings entry's `PreviousTxnLgrSeq`, or the replay's `fee_settings_record`; absent when the node does not say.")),
    feesDocumentationExample: Opt(Bool("True when the offline replay's only record of these fee figures is an xrpl.org documentation example, not a node's answer.")),
    transactions: Type.Array(Ref(LedgerTransactionSchema), { maxItems: 250, description: 'At most 250 rows, in execution order.' }),
    truncated: Opt(Bool('True when the ledger has more transactions than the 250 rows (`transactionCount` is the full count).')),
    transactionsComplete: Opt(Bool('False when the node said its transaction list of this ledger is incomplete (recorded replay data); counts and fees then cover the listed transactions only.')),
  },
  { $id: 'Ledger', description: 'A ledger (rippled `ledger` with transactions expanded).' },
);

/** `ResolveAnswer`: body of `GET /api/resolve/{id}`, what a 64-hex identifier (or a 48-hex MPTokenIssuanceID) names. */
export const ResolveAnswerSchema = Obj(
  {
    kind: Enum(['transaction', 'ledger', 'nft', 'object', 'mpt'], { description: '`mpt`: a 48-hex MPTokenIssuanceID the node has an MPTokenIssuance for.' }),
    id: Str('The identifier, upper-case.'),
    path: Str('The page path, e.g. `/transaction/{hash}`, `/ledger/{hash}`, `/object/{index}`, `/mpt/{id}`.'),
    ledgerIndex: Opt(Int('For a ledger hash: its ledger index.')),
  },
  { $id: 'ResolveAnswer', description: 'What an identifier names, with the page path.' },
);
