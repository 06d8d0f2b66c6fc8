import { baseApi, deepFreezeAnswer, transactionPath, type TransactionRaw } from '@ledgerlens/shared';

/**
 * `GET /api/transaction/{hash or CTID}/raw`: the node's original transaction (`tx_json` with
 * `hash`) and metadata, {@link TransactionRaw}. Source: rippled `tx` (api_version 2), through the
 * API (cached there, immutable once validated). Requested only when the Raw JSON dialog opens: the
 * page's own answer does not carry the metadata twice (a 5,000-node transaction's metadata is
 * megabytes). Retries per `baseApi` (not on 4xx).
 */
export const transactionRawApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTransactionRaw: build.query<TransactionRaw, string>({
      query: (id) => `${transactionPath(id)}/raw`,
      // Megabytes for a huge transaction: frozen before it is stored, so Immer does not walk it.
      transformResponse: (raw: TransactionRaw) => deepFreezeAnswer(raw),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetTransactionRawQuery } = transactionRawApi;
