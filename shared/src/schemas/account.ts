/** Schemas of account answers: `GET /api/account/{address}`, its transactions, trust lines and objects. */
import { Type } from '@sinclair/typebox';
import { Bool, Dict, Enum, Int, Nullable, Obj, Opt, RawLedgerJsonSchema, Ref, Str } from './common';
import { TransactionSchema } from './transaction';

/** Whether a declared domain was verified through its xrp-ledger.toml (XLS-26). */
export const DomainVerificationSchema = Obj(
  {
    status: Enum(['verified', 'unverified', 'not-checked']),
    reason: Str('One sentence for people.'),
    source: Opt(Str('The xrp-ledger.toml URL read (or that would be read).')),
    checkedAt: Opt(Str('ISO 8601 time of the check.')),
    pending: Opt(Bool('The check had not finished when the answer was sent (status `not-checked`); a later request has it.')),
  },
  {
    $id: 'DomainVerification',
    description:
      'Whether a domain declared on the ledger (an AccountRoot `Domain`, a validator manifest domain) was verified: `https://{domain}/.well-known/xrp-ledger.toml` ' +
      '(XLS-26) lists the account (`[[ACCOUNTS]] address`) or the validator master key (`[[VALIDATORS]] public_key`). Checked in live mode only (timeout 4 s, ' +
      'cached 1 h, failures 10 min); on the offline replay network `not-checked`.',
  },
);

/** The reserve rule an account's `reserveBalance` was computed with. */
export const ReservesInForceSchema = Obj(
  {
    baseXrp: Str('Base reserve, XRP (decimal string).'),
    perObjectXrp: Str('Owner reserve per owned object, XRP (decimal string).'),
    sinceLedger: Opt(Int('Ledger from which these values are in force, when the node says.')),
    documentationExample: Opt(Bool("True when the offline replay's only record of these values is an xrpl.org documentation example.")),
  },
  { description: 'The base and owner reserve `reserveBalance` was computed with (live: `server_info` of the validated ledger; offline: the replay\'s newest recorded fees).' },
);

/** `Account`: body of `GET /api/account/{address}`. */
export const AccountSchema = Obj(
  {
    address: Str('Classic address.'),
    balance: Str('`AccountRoot.Balance`, XRP.'),
    availableBalance: Opt(Str('Balance less the reserve, XRP (never below 0). Absent when the node reports no reserves (`server_info`).')),
    reserveBalance: Opt(Str('Base reserve + OwnerCount × owner reserve, XRP. Absent when the node reports no reserves (`server_info`).')),
    reserves: Opt(ReservesInForceSchema),
    txnCount: Int('Transactions counted in `account_tx`, at most 1,200; read with `txnCountStatus`.'),
    txnCountStatus: Enum(['exact', 'capped', 'incomplete'], {
      description: '`exact`: the full count; `capped`: counting stopped at 1,200 and more exist ("1,200+"); `incomplete`: an `account_tx` page failed, the count is a lower bound.',
    }),
    ownerCount: Int('`AccountRoot.OwnerCount`.'),
    sequence: Int('`AccountRoot.Sequence`.'),
    previousTxnLgrSeq: Opt(Int()),
    previousTxnID: Opt(Str()),
    activated: Bool('True: the AccountRoot exists.'),
    activatedBy: Opt(Str('Sender of the transaction that created the AccountRoot; absent when the recorded history does not reach it.')),
    activationAmount: Opt(Str('XRP that transaction delivered (`delivered_amount`), exact decimal.')),
    activationDate: Opt(Str('Close time of its ledger, ISO 8601 UTC.')),
    activationLedger: Opt(Int('Index of its ledger.')),
    activationTxHash: Opt(Str('Its hash.')),
    username: Opt(Str('Known-address directory name, else the decoded Domain.')),
    usernameSource: Opt(Str('`directory` or `domain`.')),
    usernameVerified: Opt(Bool('True only for a directory entry marked verified; show a verified mark only then.')),
    domainVerification: Opt(Ref(DomainVerificationSchema)),
    domain: Opt(Str('`AccountRoot.Domain` decoded to text (ledger data, never HTML).')),
    messageKey: Opt(Str()),
    emailHash: Opt(Str()),
    walletLocator: Opt(Str()),
    walletSize: Opt(Int()),
    accountRoot: Opt(Ref(RawLedgerJsonSchema)),
    flags: Type.Array(Str(), { description: 'Names of the set lsf flags.' }),
    requireDestinationTag: Bool(),
    depositAuth: Bool(),
    disallowXRP: Bool(),
    globalFreeze: Bool(),
    requireAuth: Bool(),
    noFreeze: Bool(),
    passwordSpent: Bool(),
  },
  {
    $id: 'Account',
    description: 'An account (rippled `account_info`, validated) with its activation and transaction count from `account_tx` (spec §3 "Account"). XRP amounts are exact decimal strings.',
  },
);

/** `AccountTransactionsPage`: body of `GET /api/account/{address}/transactions-paginated` (rippled `account_tx`). */
export const AccountTransactionsPageSchema = Obj(
  {
    transactions: Type.Array(Ref(TransactionSchema), { description: 'Newest first, shaped like `GET /api/transaction/{id}`.' }),
    marker: Nullable(Str(), { description: 'Opaque cursor for the next page; null on the last page.' }),
    hasMore: Bool(),
  },
  { $id: 'AccountTransactionsPage', description: "One page of an account's transactions (`account_tx`)." },
);

/** One trust line (rippled `account_lines`). */
export const TrustLineSchema = Obj({
  currency: Str('Decoded currency code.'),
  currencyHex: Opt(Str('The raw 40-hex code.')),
  issuer: Str('The counterparty of the line.'),
  balance: Str("Signed exact decimal from this account's view."),
  limit: Str(),
  limitPeer: Str(),
  noRipple: Bool(),
  noRipplePeer: Bool(),
  freeze: Bool(),
  freezePeer: Bool(),
  deepFreeze: Opt(Bool('`deep_freeze`: this account deep-froze the line.')),
  deepFreezePeer: Opt(Bool('`deep_freeze_peer`: the peer deep-froze the line.')),
  authorized: Opt(Bool()),
});

/** `AccountLines`: body of `GET /api/account/{address}/lines`. */
export const AccountLinesSchema = Obj(
  { account: Str(), ledgerIndex: Nullable(Int(), { description: 'Ledger the answer describes.' }), lines: Type.Array(TrustLineSchema), truncated: Bool('More lines exist than returned.') },
  { $id: 'AccountLines', description: 'Trust lines of an account (`account_lines`, validated).' },
);

/** `AccountObjects`: body of `GET /api/account/{address}/objects`. */
export const AccountObjectsSchema = Obj(
  {
    account: Str(),
    ledgerIndex: Nullable(Int()),
    counts: Dict(Type.Integer(), { description: 'Count per `LedgerEntryType` over the returned page.' }),
    objects: Type.Array(Obj({ type: Str('LedgerEntryType'), index: Str(), fields: Dict(Type.String(), { description: 'Key fields as display text.' }) })),
    truncated: Bool(),
  },
  { $id: 'AccountObjects', description: 'Objects an account owns (`account_objects`, first page).' },
);

/** One LedgerEntryType's share of an account's owner reserve. */
export const ReserveItemSchema = Obj({
  type: Str('rippled LedgerEntryType.'),
  count: Int(),
  units: Int('OwnerCount units they take.'),
});

/** `GET /api/account/{address}/reserve`: what the owner reserve is tied up in (one `account_objects` request). */
export const ReserveItemsSchema = Obj({
  account: Str(),
  ledgerIndex: Nullable(Int(), { description: 'Ledger of the account_objects answer.' }),
  read: Int('Objects read (at most limit).'),
  limit: Int(),
  truncated: Bool('More objects exist than were read: counts are lower bounds.'),
  owned: Type.Array(ReserveItemSchema),
  notOwned: Int('Objects in the owner directory whose reserve another account pays (incoming escrows, checks, channels; trust lines reserved by the peer).'),
});
