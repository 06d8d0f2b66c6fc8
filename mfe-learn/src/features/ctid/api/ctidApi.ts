/**
 * The CTID tool's lookup (spec §7): `GET /api/transaction/{ctid}` keyed by the CTID, only after a
 * decode, with one retry (`CTID_LOOKUP_RETRIES`); only `hash` is read.
 */
import { CTID_LOOKUP_RETRIES, baseApi, transactionPath } from '@ledgerlens/shared';

export const ctidApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lookupCtid: build.query<{ hash: string }, string>({
      query: (ctid) => transactionPath(ctid),
      extraOptions: { maxRetries: CTID_LOOKUP_RETRIES },
      transformResponse: (tx: { hash?: unknown }) => ({ hash: typeof tx.hash === 'string' ? tx.hash : '' }),
    }),
  }),
});

export const { useLookupCtidQuery } = ctidApi;
