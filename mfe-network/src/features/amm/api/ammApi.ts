/**
 * mfe-network's AMM endpoints: `GET /api/amm` ({@link AmmPoolList}: the pools the node lists, with
 * reserves from `amm_info` and the ledger of each figure) and `GET /api/amm/{account}`
 * ({@link AmmPool}: reserves, LP tokens, fee and its recomputation from the vote slots, auction
 * slot, LP holders from `account_lines`, history from the pool account's `account_tx`).
 */
import { baseApi, fillUrl, type AmmPool, type AmmPoolList } from '@ledgerlens/shared';
import { AMM_POOL_URL, AMM_POOLS_URL } from './urls';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['AmmPool'] });

export const ammApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getAmmPools: build.query<AmmPoolList, void>({ query: () => AMM_POOLS_URL, providesTags: ['AmmPool'] }),
    getAmmPool: build.query<AmmPool, string>({ query: (account) => fillUrl(AMM_POOL_URL, { account }), providesTags: ['AmmPool'] }),
  }),
});

export const { useGetAmmPoolsQuery, useGetAmmPoolQuery } = ammApi;
