/** `GET /api/market/history/{24h|7d|30d}`: the URL template of the stored XRP/USD price samples of a range (`./marketApi.ts`); the market card's first range is declared by `../../../pages.ts`. */
export const MARKET_HISTORY_URL = '/api/market/history/:range';

/** The range the market card's price history opens on (its first request, with the market data). */
export const FIRST_HISTORY_RANGE = '24h' as const;
