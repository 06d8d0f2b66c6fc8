/**
 * mfe-search's identifier resolution: `GET /api/resolve/{hex64}` ({@link ResolveAnswer}): whether
 * a 64-hex input is a transaction, a ledger or a ledger object, and the page path to open.
 */
import { baseApi, type ResolveAnswer } from '@ledgerlens/shared';

export const resolveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resolveHex64: build.query<ResolveAnswer, string>({ query: (id) => `/api/resolve/${encodeURIComponent(id)}`, keepUnusedDataFor: 60 }),
  }),
});

export const { useLazyResolveHex64Query, useResolveHex64Query } = resolveApi;
