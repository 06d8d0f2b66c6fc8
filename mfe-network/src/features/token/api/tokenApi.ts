/**
 * mfe-network's token page endpoint, `GET /api/tokens/{currency}/{issuer}` ({@link TokenDetail}):
 * issuer settings from `account_info`, supply from `gateway_balances`, holders from `account_lines`
 * of the issuer, DEX price from `book_offers`, the XRP pool from `amm_info`, look-alikes from the
 * ledger-state index.
 */
import { baseApi, fillUrl, type TokenDetail } from '@ledgerlens/shared';
import { TOKEN_URL } from './urls';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['TokenDetail'] });

export const tokenApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getToken: build.query<TokenDetail, { currency: string; issuer: string }>({
      query: ({ currency, issuer }) => fillUrl(TOKEN_URL, { 'token.currency': currency, 'token.issuer': issuer }),
      providesTags: ['TokenDetail'],
    }),
  }),
});

export const { useGetTokenQuery } = tokenApi;
