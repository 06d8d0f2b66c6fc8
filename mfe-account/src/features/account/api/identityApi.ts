/**
 * The account's identity & permission objects: `GET /api/account/{address}/identity`
 * ({@link AccountIdentity}: rippled `account_objects` by type, every entry with its typed view from
 * the API's object view registry). Tagged `AccountObjects`, so the page's Refresh reloads it.
 */
import { baseApi, type AccountIdentity } from '@ledgerlens/shared';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['AccountObjects'] });

export const identityApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getAccountIdentity: build.query<AccountIdentity, string>({
      query: (address) => `/api/account/${encodeURIComponent(address)}/identity`,
      extraOptions: { maxRetries: 0 },
      providesTags: (_r, _e, address) => [{ type: 'AccountObjects', id: address }],
    }),
  }),
});

export const { useGetAccountIdentityQuery } = identityApi;
