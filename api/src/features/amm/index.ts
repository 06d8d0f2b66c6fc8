/** AMM pools feature: the pools the node lists, one pool with its history, the pool of a pair. */
export { registerAmmRoutes, poolOfPair, bestOffers, parseAssetParam } from './routes';
export { entryHead } from './pool';
