/** Schemas of the network answers: `GET /api/network/stats` and `GET /api/validators` (with the indexed ledger they name). */
import { Type } from '@sinclair/typebox';
import { DomainVerificationSchema } from './account';
import { Bool, Enum, Int, Nullable, Num, Obj, Opt, Ref, Str } from './common';

/** `IndexedLedger`: the ledger a ledger-state index result describes. */
export const IndexedLedgerSchema = Obj(
  {
    ledgerIndex: Int(),
    closeTimeHuman: Str('ISO 8601 close time.'),
    synthetic: Opt(Bool('True when built from the synthetic benchmark state (never on `npm start`).')),
  },
  { $id: 'IndexedLedger', description: 'The ledger a ledger-state index result describes.' },
);

/** `NetworkStats`: body of `GET /api/network/stats` (rippled `server_info` and the latest validated `ledger`). */
export const NetworkStatsSchema = Obj(
  {
    ledgerIndex: Int('Latest validated ledger index.'),
    ledgerCloseTime: Str('Its close time, ISO 8601 UTC.'),
    networkHealth: Enum(['healthy', 'warning', 'critical'], {
      description: '`critical`: last validated ledger older than 60 s or load factor ≥ 10; `warning`: older than 15 s or load factor above 1; else `healthy`.',
    }),
    loadFactor: Num('`server_info.load_factor` (1 when the node does not say).'),
    transactions: Int('Transactions in the latest validated ledger.'),
    peerCount: Nullable(Int(), { description: '`server_info.peers`; null when the node does not say.' }),
    baseFeeXrp: Str('`validated_ledger.base_fee_xrp`, XRP decimal text (empty when the node does not say).'),
    reserveBaseXrp: Str('`validated_ledger.reserve_base_xrp`, XRP decimal text.'),
    reserveIncrementXrp: Str('`validated_ledger.reserve_inc_xrp`, XRP decimal text.'),
    totalSupply: Str('`total_coins` of the latest validated ledger, XRP (exact decimal).'),
    circulatingSupply: Nullable(Str(), { description: '`total_coins` − escrowed XRP from the ledger-state index, XRP; null before its first run.' }),
    circulatingSupplyLedger: Opt(Nullable(Ref(IndexedLedgerSchema), { description: 'The ledger `circulatingSupply` describes (the index run\'s ledger); null with it.' })),
    replay: Opt(Bool('True when the node is the LedgerLens offline replay (`server_info.build_version`).')),
  },
  { $id: 'NetworkStats', description: 'Network statistics from the node\'s `server_info` and the latest validated `ledger`. XRP amounts are decimal strings.' },
);

/** `AgreementWindow`: the span an agreement figure covers. */
export const AgreementWindowSchema = Obj(
  {
    since: Str('ISO 8601 time the oldest counted ledger was seen validated (the snapshot\'s time when none).'),
    seconds: Int('Seconds from `since` to the snapshot, at most the window\'s length (3,600 or 86,400).'),
    ledgers: Int('Validated ledgers counted.'),
  },
  { $id: 'AgreementWindow', description: 'The validated ledgers the API followed within an agreement window (stored in its database when it has one).' },
);

/** `Validator`: one validator of `GET /api/validators`. */
export const ValidatorSchema = Obj(
  {
    pubkey: Str('Validator master public key (`nH…`, base58).'),
    status: Enum(['active', 'inactive'], { description: '`active`: a validation seen in the last 5 minutes.' }),
    agreementScore: Nullable(Num(), { description: 'Percent 0–100 over the 24 h window: validated ÷ (validated + missed); null without data.' }),
    agreement1h: Nullable(Num(), { description: 'Percent over the 1 h window; null without data.' }),
    validated24h: Int('Validated ledgers of the 24 h window.'),
    missed24h: Int('Missed ledgers of the 24 h window.'),
    unl: Bool('On the publisher\'s signed list.'),
    signingKey: Opt(Str('Current ephemeral signing key, from the manifest.')),
    domain: Opt(Str('Domain from the validator\'s signed manifest (text, never HTML): declared, not proven.')),
    domainVerification: Opt(Ref(DomainVerificationSchema)),
    account: Opt(Str('Account that verified the domain, when known.')),
  },
  { $id: 'Validator', description: 'One validator of the verified signed list with its agreement.' },
);

/** `ValidatorsResponse`: body of `GET /api/validators`. */
export const ValidatorsResponseSchema = Obj(
  {
    validators: Type.Array(Ref(ValidatorSchema)),
    total: Int(),
    active: Int(),
    averageAgreement: Nullable(Num(), { description: 'Mean agreement of the validators with data, percent (2 decimals); null without data.' }),
    list: Nullable(
      Obj({
        publisherKey: Str(),
        sequence: Int(),
        expiration: Nullable(Str(), { description: 'ISO 8601.' }),
        source: Str('Where the list was read: the publisher URL, or the bundled file.'),
      }),
      { description: 'The verified signed list in use; null before one was read.' },
    ),
    simulated: Bool('True when the agreement figures are simulated (offline replay network).'),
    updatedAt: Str('ISO 8601 time of this snapshot.'),
    window: Opt(Ref(AgreementWindowSchema)),
    window1h: Opt(Ref(AgreementWindowSchema)),
  },
  { $id: 'ValidatorsResponse', description: 'The validators of the verified signed list, one snapshot.' },
);
