/**
 * mfe-network's MPT issuance endpoint, `GET /api/mpts/{issuanceId}` ({@link MptIssuanceDetail}):
 * the MPTokenIssuance (`ledger_entry`), its XLS-89 metadata decoded, holders (Clio `mpt_holders`
 * or the MPTokens the node knows) and the issuer's transactions that touched it.
 */
import { baseApi, fillUrl, type MptIssuanceDetail } from '@ledgerlens/shared';
import { MPT_URL } from './urls';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['MptIssuance'] });

export const mptApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getMpt: build.query<MptIssuanceDetail, string>({
      query: (id) => fillUrl(MPT_URL, { id }),
      providesTags: ['MptIssuance'],
    }),
  }),
});

export const { useGetMptQuery } = mptApi;
