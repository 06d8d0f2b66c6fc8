/**
 * mfe-network's token directory endpoint, `GET /api/tokens` ({@link TokensResponse}): every issued
 * token (currency + issuer) of the ledger-state index, with trust lines and holders counted from
 * RippleState objects, total supply = the issuer's obligations, the issuer's Domain from its
 * AccountRoot, and price / 24 h change / volume from DEX trades against XRP (null without trades).
 */
import { QUERY_MAX_RETRIES, TOKENS_STALE_MS, baseApi, type TokensResponse } from '@ledgerlens/shared';
import { isIndexNotReady } from '../../../components/ledgerState/indexStatusApi';
import { TOKENS_URL } from './urls';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Tokens'] });

/** `getTokens`: the whole directory (filtered and sorted in the page); stale after 60 s (spec §7). */
export const tokensApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getTokens: build.query<TokensResponse, void>({
      query: () => TOKENS_URL,
      keepUnusedDataFor: TOKENS_STALE_MS / 1000,
      // 503 = no index built yet: the page shows the indexer's progress at once instead of retrying.
      extraOptions: { retryCondition: (error, _args, { attempt }) => !isIndexNotReady(error) && attempt <= QUERY_MAX_RETRIES },
      providesTags: ['Tokens'],
    }),
  }),
});

export const { useGetTokensQuery } = tokensApi;

/** Seconds after which a mounted directory is fetched again (spec §7: tokens fresh 60 s). */
export const TOKENS_REFETCH_S = TOKENS_STALE_MS / 1000;
