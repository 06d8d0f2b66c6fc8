/**
 * mfe-network's market endpoints (the market data itself is the shared `getMarketData`): the
 * stored XRP/USD price samples of `GET /api/market/history/{24h|7d|30d}`, tagged `MarketHistory`.
 */
import { baseApi, fillUrl, type PriceSample } from '@ledgerlens/shared';
import { MARKET_HISTORY_URL } from './urls';

/** The ranges `GET /api/market/history/:range` accepts (any other gets a 400 listing these). */
export const HISTORY_RANGES = ['24h', '7d', '30d'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['MarketHistory'] });

/**
 * - `getMarketHistory(range)`: the stored price samples of the range, oldest first
 *   ({@link PriceSample}: ISO time of the ledger close, ledger index, USD per XRP, volume USD).
 *   The API stores one sample per validated ledger with XRP/USD DEX trades (SQLite
 *   `price_samples`); the offline replay network stores none.
 */
export const marketApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getMarketHistory: build.query<PriceSample[], HistoryRange>({
      query: (range) => fillUrl(MARKET_HISTORY_URL, { range }),
      providesTags: (_r, _e, range) => [{ type: 'MarketHistory', id: range }],
    }),
  }),
});

export const { useGetMarketHistoryQuery } = marketApi;
