/**
 * The network as the API answers it (each answer type the `Static` of its TypeBox schema in `@ledgerlens/shared/schemas`): market data and figures, network stats, validators and their agreement, the network pulse, tokens, the rich list, the indexer status and the error body.
 */
import type { Static } from '@sinclair/typebox';
import type {
  AgreementWindowSchema,
  FigureWindowSchema,
  IndexStatusSchema,
  IndexedLedgerSchema,
  InstanceViewSchema,
  MarketDataSchema,
  NetworkPulseSchema,
  NetworkStatsSchema,
  PopularAddressSchema,
  PriceSampleSchema,
  RichListSchema,
  TokenSchema,
  TokensResponseSchema,
  ValidatorSchema,
  ValidatorsResponseSchema,
} from '../../schemas';

/**
 * XRP market data as `GET /api/market/data` returns it (spec §3 "Market data"), computed by
 * LedgerLens from the XRPL DEX (offers and AMM swaps between XRP and configured USD stablecoins in
 * validated ledgers' metadata): no third-party price API.
 */
export type MarketData = Static<typeof MarketDataSchema>;

/**
 * The validated ledgers a volume, price or price-change figure was counted over (`GET
 * /api/market/data` `volumeWindow`, `GET /api/tokens` `window`).
 */
export type FigureWindow = Static<typeof FigureWindowSchema>;

/**
 * Network statistics as `GET /api/network/stats` returns them (spec §3 "Network stats"), from the
 * node's `server_info` and the latest validated ledger. XRP amounts are decimal strings.
 */
export type NetworkStats = Static<typeof NetworkStatsSchema>;

/** One validator of `GET /api/validators` (spec §3 "Validator"): agreement over 24 h and 1 h, domain declared in its manifest (text, never HTML). */
export type Validator = Static<typeof ValidatorSchema>;

/** `GET /api/validators`: the list and where it came from, one snapshot. */
export type ValidatorsResponse = Static<typeof ValidatorsResponseSchema>;

/**
 * The span an agreement figure covers (`GET /api/validators` `window`, `window1h`): the validated
 * ledgers the API followed within the window (stored in its database, so shared by its instances).
 */
export type AgreementWindow = Static<typeof AgreementWindowSchema>;

/**
 * Whose view a figure is when it lives in one API process's memory, not in the shared store: with
 * many API instances behind a load balancer, each one counts the closes it has read itself.
 */
export type InstanceView = Static<typeof InstanceViewSchema>;

/** `GET /api/network/pulse`: rolling metrics over the ledgers the API has seen close. */
export type NetworkPulse = Static<typeof NetworkPulseSchema>;

/** One row of `GET /api/addresses/popular`. */
export type PopularAddress = Static<typeof PopularAddressSchema>;

/** One stored price sample of `GET /api/market/history/{24h|7d|30d}`. */
export type PriceSample = Static<typeof PriceSampleSchema>;

/** One issued token of `GET /api/tokens` (spec §3 "Token"). */
export type Token = Static<typeof TokenSchema>;

/** The ledger a ledger-state index result describes. */
export type IndexedLedger = Static<typeof IndexedLedgerSchema>;

/** `GET /api/tokens`. */
export type TokensResponse = Static<typeof TokensResponseSchema>;

/** `GET /api/rich-list` (spec §3 "Rich list"). XRP amounts are decimal strings. */
export type RichList = Static<typeof RichListSchema>;

/** `GET /api/index/status`: the ledger-state indexer's progress. */
export type IndexStatus = Static<typeof IndexStatusSchema>;

/** Error body of every API failure: `error` is the human message (spec §5/§8 text where it has one). */
export interface ApiErrorBody {
  error: string;
  code?: string;
}
