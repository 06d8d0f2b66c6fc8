/**
 * Network feature: statistics, pulse, popular addresses, market data and history, the DEX trades
 * of every close, and the signed validator list format (read by the validators feature).
 */
export { registerNetworkRoutes } from './routes';
export { TradeStore } from './closes';
export { tokenTradesOf, type TokenTrades } from './dex';
export { ValidatorListError, verifyValidatorList, type VerifiedList } from './validator-list';
export { MarketService, type CirculatingSupply } from './market';
