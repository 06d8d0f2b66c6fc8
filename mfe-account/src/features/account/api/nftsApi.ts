/**
 * The account's NFTs: `GET /api/account/{address}/nfts` ({@link AccountNfts}, rippled `account_nfts`,
 * first 400; on the offline replay derived from recorded NFTokenPage entries). Not retried.
 */
import { baseApi, type AccountNfts } from '@ledgerlens/shared';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['AccountNfts'] });

export const accountNftsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getAccountNfts: build.query<AccountNfts, string>({
      query: (address) => `/api/account/${encodeURIComponent(address)}/nfts`,
      extraOptions: { maxRetries: 0 },
      providesTags: (_r, _e, address) => [{ type: 'AccountNfts', id: address }],
    }),
  }),
});

export const { useGetAccountNftsQuery } = accountNftsApi;
