import { useGetMarketDataQuery } from '@ledgerlens/shared';
import { MARKET_POLL_MS } from '../../../components/freshness';

export { MARKET_POLL_MS };

/** The shared `getMarketData` query (`GET /api/market/data`), polled every {@link MARKET_POLL_MS} (spec §7: 30 s). */
export function useMarket() {
  return useGetMarketDataQuery(undefined, { pollingInterval: MARKET_POLL_MS });
}
