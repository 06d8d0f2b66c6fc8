/**
 * The account's identity & permission objects: `GET /api/account/{address}/identity`
 * ({@link AccountIdentity}: rippled `account_objects` by type, every entry with its typed view from
 * the API's object view registry). Tagged `AccountObjects`, so the page's Refresh reloads it.
 */
import { baseApi, fillUrl, type AccountIdentity } from '@ledgerlens/shared';
import { ACCOUNT_IDENTITY_URL } from './urls';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['AccountObjects'] });

export const identityApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getAccountIdentity: build.query<AccountIdentity, string>({
      query: (address) => fillUrl(ACCOUNT_IDENTITY_URL, { address }),
      extraOptions: { maxRetries: 0 },
      providesTags: (_r, _e, address) => [{ type: 'AccountObjects', id: address }],
    }),
  }),
});

export const { useGetAccountIdentityQuery } = identityApi;
