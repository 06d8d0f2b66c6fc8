/**
 * mfe-account's NFT endpoint, `GET /api/nfts/{NFTokenID}` ({@link NftDetail}): the ID decoded with
 * xrpl.js, owner and URI from Clio `nft_info` or the NFTokenPage that holds it, history from Clio
 * `nft_history` or the issuer's and owner's `account_tx`, each sale with its split.
 */
import { baseApi, fillUrl, type NftDetail } from '@ledgerlens/shared';
import { NFT_URL } from './urls';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Nft'] });

export const nftApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getNft: build.query<NftDetail, string>({
      query: (id) => fillUrl(NFT_URL, { id }),
      extraOptions: { maxRetries: 0 },
      providesTags: (_r, _e, id) => [{ type: 'Nft', id }],
    }),
  }),
});

export const { useGetNftQuery } = nftApi;
