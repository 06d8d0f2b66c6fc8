/**
 * The network as the API answers it: market data and figures, network stats, validators and their agreement, the network pulse, tokens, the rich list, the indexer status and the error body.
 */
import type { Static } from '@sinclair/typebox';
import type { AgreementWindowSchema, IndexedLedgerSchema, NetworkStatsSchema, ValidatorSchema, ValidatorsResponseSchema } from '../../schemas';

/**
 * XRP market data as `GET /api/market/data` returns it (spec §3 "Market data"), computed by
 * LedgerLens from the XRPL DEX (offers and AMM swaps between XRP and configured USD stablecoins in
 * validated ledgers' metadata): no third-party price API.
 */
export interface MarketData {
  /** Volume-weighted XRP price in USD; null when no trade was seen. */
  price: number | null;
  /** Percent change against the stored sample 24 h older; null (shown "N/A") when there is none. */
  change24h: number | null;
  /** DEX volume over the configured books in the last 24 h, USD; null when unknown. */
  volume24h: number | null;
  /** `price` × circulating supply, USD; null without a price. */
  marketCap: number | null;
  /** ISO 8601 time of the newest ledger with trades the price comes from; null without a price. */
  lastUpdated: string | null;
  /** False on the offline replay network: the card names the ledger and date instead of "Live". */
  live: boolean;
  /** Ledger range the price covers. */
  ledgerRange?: { first: number; last: number } | null;
  /** The books the price was computed from. */
  sources?: Array<{ currency: string; issuer: string; label: string; volumeXrp: string; trades: number }>;
  /** The ledgers `volume24h` (and the price) cover: label the volume from it, never "24h" unless `full24h`. */
  volumeWindow?: FigureWindow | null;
  /** Circulating supply, XRP (decimal string): `total_coins` − escrowed XRP of the ledger-state index; null before the first index run. */
  circulatingSupply?: string | null;
  /** The ledger the circulating supply describes (the index run's ledger); null with it. */
  supplyLedger?: IndexedLedger | null;
}

/**
 * The validated ledgers a volume, price or price-change figure was counted over (`GET
 * /api/market/data` `volumeWindow`, `GET /api/tokens` `window`).
 */
export interface FigureWindow {
  /** First and last ledger index counted. */
  firstLedger: number;
  lastLedger: number;
  /** ISO 8601 close times of the first and last ledger counted. */
  start: string;
  end: string;
  /** Ledgers counted (fewer than last − first + 1 when closes were missed, e.g. while the API was down). */
  ledgers: number;
  /** True only when the counted closes reach back a full 24 h from `end`. */
  full24h: boolean;
  /**
   * `closes`: every validated close the API followed (stored per close in its database), within 24 h
   * of the newest; `recorded`: the offline network's recorded ledgers with trades (not a 24 h window).
   */
  kind: 'closes' | 'recorded';
}

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
export interface InstanceView {
  scope: 'instance';
  /** Opaque name of the API instance (random per process start; not a host name). */
  instance: string;
  /** ISO time this instance started counting (its first pulse or popular-addresses request). */
  since: string;
}

/** `GET /api/network/pulse`: rolling metrics over the ledgers the API has seen close. */
export interface NetworkPulse {
  /** The answering API instance's own count (see {@link InstanceView}); absent from older APIs. */
  view?: InstanceView;
  /** Ledgers in the window. */
  ledgers: number;
  firstLedger: number | null;
  lastLedger: number | null;
  transactionsPerSecond: number | null;
  transactionsPerLedger: number | null;
  /** Mean seconds between closes. */
  averageLedgerIntervalSeconds: number | null;
  /** Mean fee per transaction, XRP decimal string. */
  averageFeeXrp: string | null;
  /** Transaction count per type in the window. */
  typeMix: Record<string, number>;
  /** Sum of XRP delivered by Payments in the window, XRP decimal string. */
  volumeXrp?: string | null;
}

/** One row of `GET /api/addresses/popular`. */
export interface PopularAddress {
  address: string;
  /** Transactions that touched it in the window. */
  count: number;
  label?: string;
}

/** One stored price sample of `GET /api/market/history/{24h|7d|30d}`. */
export interface PriceSample {
  /** ISO 8601 time of the ledger close. */
  time: string;
  ledgerIndex: number;
  /** XRP price in USD. */
  price: number;
  /** Volume of the sample, USD. */
  volumeUsd?: number;
}

/** One issued token of `GET /api/tokens` (spec §3 "Token"). */
export interface Token {
  currency: string;
  issuer: string;
  /** Display name (decoded currency, known issuer name). */
  name: string;
  /** Issuer's AccountRoot Domain, decoded text. */
  domain?: string;
  priceUsd: number | null;
  priceChange24h: number | null;
  volume24h: number | null;
  marketCapUsd: number | null;
  /** Trust lines to this issuer in this currency. */
  trustlines: number;
  /** Lines with a non-zero balance. */
  holders: number;
  /** Obligations (issued amount), exact decimal string. */
  totalSupply: string;
}

/** The ledger a ledger-state index result describes. */
export type IndexedLedger = Static<typeof IndexedLedgerSchema>;

/** `GET /api/tokens`. */
export interface TokensResponse {
  tokens: Token[];
  total: number;
  ledger: IndexedLedger | null;
  /** The ledgers `priceUsd` and `volume24h` were counted over; null when no window is known (no closes stored). */
  window?: FigureWindow | null;
  /** Zero-balance trust lines of the indexed ledger credited to no token (issuer unclear); null for an index built before they were counted. */
  unattributedZeroLines?: number | null;
}

/** `GET /api/rich-list` (spec §3 "Rich list"). XRP amounts are decimal strings. */
export interface RichList {
  summary: {
    circulatingSupply: string;
    escrowedSupply: string;
    burnedSupply: string;
    totalSupply: string;
    topAccounts: number;
    lastUpdatedISO: string;
    accounts?: number;
    /**
     * Zero-balance trust lines of the indexed ledger whose issuer the line does not tell (both sides
     * or neither hold a reserve with a non-zero limit): counted in no token's `trustlines`.
     */
    unattributedZeroLines?: number;
    ledger: IndexedLedger;
  };
  accounts: Array<{
    rank: number;
    account: string;
    verified: boolean;
    domain?: string;
    displayName?: string;
    label?: string;
    username?: string;
    balanceXrp: string;
    escrowXrp: string | null;
    supplyXrp: string;
    /** Percent of circulating supply. */
    shareOfCirculating: number;
  }>;
  distribution: Array<{ label: string; totalXrp: string; percentageOfCirculating: number; accountCount: number }>;
}

/** `GET /api/index/status`: the ledger-state indexer's progress. */
export interface IndexStatus {
  state: 'idle' | 'running' | 'failed';
  ledger: IndexedLedger | null;
  /** Objects per second of the current or last run. */
  objectsPerSecond: number | null;
  /** Percent of pages done (estimate), 0–100; null when unknown. */
  percent: number | null;
  objects: number;
  lastError?: string | null;
  lastCompleted?: string | null;
  /** Id of the current or last run (the same on every API instance: the run state is stored in the database). */
  runId?: string | null;
  /** The API instance that runs or ran it (the index lease's holder). */
  instance?: string | null;
  /** When that run started, ISO 8601. */
  startedAt?: string | null;
}

/** Error body of every API failure: `error` is the human message (spec §5/§8 text where it has one). */
export interface ApiErrorBody {
  error: string;
  code?: string;
}
