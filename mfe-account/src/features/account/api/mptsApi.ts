/**
 * The account's MPTs: `GET /api/account/{address}/mpts` ({@link AccountMpts}): held from rippled
 * `account_objects` type `mptoken`, issued from type `mpt_issuance`, amounts scaled by each
 * issuance's AssetScale. Not retried.
 */
import { baseApi, type AccountMpts } from '@ledgerlens/shared';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['AccountMpts'] });

export const accountMptsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getAccountMpts: build.query<AccountMpts, string>({
      query: (address) => `/api/account/${encodeURIComponent(address)}/mpts`,
      extraOptions: { maxRetries: 0 },
      providesTags: (_r, _e, address) => [{ type: 'AccountMpts', id: address }],
    }),
  }),
});

export const { useGetAccountMptsQuery } = accountMptsApi;
