/**
 * mfe-network's AMM endpoints: `GET /api/amm` ({@link AmmPoolList}: the pools the node lists, with
 * reserves from `amm_info` and the ledger of each figure) and `GET /api/amm/{account}`
 * ({@link AmmPool}: reserves, LP tokens, fee and its recomputation from the vote slots, auction
 * slot, LP holders from `account_lines`, history from the pool account's `account_tx`).
 */
import { baseApi, type AmmPool, type AmmPoolList } from '@ledgerlens/shared';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['AmmPool'] });

export const ammApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getAmmPools: build.query<AmmPoolList, void>({ query: () => '/api/amm', providesTags: ['AmmPool'] }),
    getAmmPool: build.query<AmmPool, string>({ query: (account) => `/api/amm/${encodeURIComponent(account)}`, providesTags: ['AmmPool'] }),
  }),
});

export const { useGetAmmPoolsQuery, useGetAmmPoolQuery } = ammApi;
