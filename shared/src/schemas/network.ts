/** Schemas of the network answers: `GET /api/network/stats` and `GET /api/validators` (with the indexed ledger they name). */
import { Type } from '@sinclair/typebox';
import { DomainVerificationSchema } from './account';
import { Bool, Dict, Enum, Int, Nullable, Num, Obj, Opt, Ref, Str } from './common';

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

/** `FigureWindow`: the validated ledgers a volume, price or price-change figure was counted over. */
export const FigureWindowSchema = Obj(
  {
    firstLedger: Int('First ledger index counted.'),
    lastLedger: Int('Last ledger index counted.'),
    start: Str('ISO 8601 close time of the first ledger counted.'),
    end: Str('ISO 8601 close time of the last ledger counted.'),
    ledgers: Int('Ledgers counted (fewer than last − first + 1 when closes were missed).'),
    full24h: Bool('True only when the counted closes reach back a full 24 h from `end`.'),
    kind: Enum(['closes', 'recorded'], { description: "`closes`: every validated close the API followed, within 24 h of the newest; `recorded`: the offline network's recorded ledgers with trades (not a 24 h window)." }),
  },
  { $id: 'FigureWindow', description: 'The validated ledgers a figure was counted over: label the figure from it, never "24h" unless `full24h`.' },
);

/** `MarketData`: body of `GET /api/market/data` (computed from the XRPL DEX; no third-party price API). */
export const MarketDataSchema = Obj(
  {
    price: Nullable(Num(), { description: 'Volume-weighted XRP price in USD over the configured USD books; null when no trade was seen.' }),
    change24h: Nullable(Num(), { description: 'Percent change against the stored sample 24 h older; null when there is none.' }),
    volume24h: Nullable(Num(), { description: 'DEX volume over the configured books in `volumeWindow`, USD; null when unknown.' }),
    marketCap: Nullable(Num(), { description: '`price` × circulating supply, USD; null without either.' }),
    lastUpdated: Nullable(Str(), { description: 'ISO 8601 time of the newest ledger with trades the price comes from; null without a price.' }),
    live: Bool('False on the offline replay network.'),
    ledgerRange: Opt(Nullable(Obj({ first: Int(), last: Int() }), { description: 'Ledger range the price covers.' })),
    sources: Opt(
      Type.Array(Obj({ currency: Str(), issuer: Str(), label: Str(), volumeXrp: Str('XRP decimal text.'), trades: Int() }), { description: 'The books the price was computed from.' }),
    ),
    volumeWindow: Opt(Nullable(Ref(FigureWindowSchema))),
    circulatingSupply: Opt(Nullable(Str(), { description: '`total_coins` − escrowed XRP of the ledger-state index, XRP; null before its first run.' })),
    supplyLedger: Opt(Nullable(Ref(IndexedLedgerSchema), { description: 'The ledger the circulating supply describes; null with it.' })),
  },
  { $id: 'MarketData', description: 'XRP market data from the XRPL DEX (offers and AMM swaps between XRP and configured USD stablecoins in validated ledgers).' },
);

/** `PriceSample`: one stored price sample of `GET /api/market/history/{range}`. */
export const PriceSampleSchema = Obj(
  {
    time: Str('ISO 8601 time of the ledger close.'),
    ledgerIndex: Int(),
    price: Num('XRP price in USD.'),
    volumeUsd: Opt(Nullable(Num(), { description: 'Volume of the sample, USD; null when unknown.' })),
  },
  { $id: 'PriceSample', description: 'One stored XRP/USD price sample (the API database; none without one).' },
);

/** `InstanceView`: whose view a figure kept in one API process's memory is. */
export const InstanceViewSchema = Obj(
  {
    scope: Type.Literal('instance'),
    instance: Str('Opaque name of the API instance (random per process start, or `INSTANCE_ID`; not a host name).'),
    since: Str('ISO time this instance started counting.'),
  },
  { $id: 'InstanceView', description: "The answering API instance's own count: each instance counts the closes it read itself." },
);

/** `NetworkPulse`: body of `GET /api/network/pulse`. */
export const NetworkPulseSchema = Obj(
  {
    ledgers: Int('Ledgers in the window (about the last 150 closes seen).'),
    firstLedger: Nullable(Int()),
    lastLedger: Nullable(Int()),
    transactionsPerSecond: Nullable(Num()),
    transactionsPerLedger: Nullable(Num()),
    averageLedgerIntervalSeconds: Nullable(Num(), { description: 'Mean seconds between closes.' }),
    averageFeeXrp: Nullable(Str(), { description: 'Mean fee per transaction, XRP decimal text.' }),
    typeMix: Dict(Type.Integer(), { description: 'Transaction count per `TransactionType` in the window.' }),
    volumeXrp: Opt(Nullable(Str(), { description: 'Sum of XRP delivered by Payments in the window, XRP decimal text.' })),
    view: Opt(Ref(InstanceViewSchema)),
  },
  { $id: 'NetworkPulse', description: 'Rolling metrics over the ledgers this API instance has seen close.' },
);

/** `PopularAddress`: one row of `GET /api/addresses/popular`. */
export const PopularAddressSchema = Obj(
  { address: Str(), count: Int('Transactions that touched it (`Account` or `Destination`) in the window.'), label: Opt(Str()) },
  { $id: 'PopularAddress', description: 'An account with many transactions in the ledgers this API instance has seen close.' },
);
