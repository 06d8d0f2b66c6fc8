/**
 * RTK Query endpoints of the search remote, injected into the one shared `baseApi`
 * (`reducerPath: 'api'`) of `@ledgerlens/shared`. Importing this module injects them (side effect
 * of module evaluation); injecting twice is harmless (same definitions, `overrideExisting: false`).
 *
 * Retry and timeout come from `baseApi` (spec §7: 10 s timeout, up to 3 retries with 1 s doubling
 * delay, no retry for 4xx / "not found"). Account and ledger reads made here never retry.
 */
import { SEARCH_PREFETCH_FRESH_MS, baseApi, type Transaction } from '@ledgerlens/shared';

/** Freshness of the search prefetch, in seconds, as RTK Query's `ifOlderThan` wants it (60 s, spec §7). */
export const SEARCH_PREFETCH_IF_OLDER_THAN_S = SEARCH_PREFETCH_FRESH_MS / 1000;

/** Path of one transaction: `GET /api/transaction/{hash or CTID}` (the id is URL-encoded). */
export function transactionPath(id: string): string {
  return `/api/transaction/${encodeURIComponent(id)}`;
}

/**
 * The search remote's endpoints:
 *
 * - `getTransaction(id)`: `GET /api/transaction/{id}` where `id` is a 64-hex hash or a 16-hex CTID
 *   (upper-cased by the caller). Answers the `Transaction` entity (`shared/src/domain/types.ts`),
 *   mapped by the API from rippled `tx`. Tagged `Transaction`/`id`. Used by the transaction page and
 *   by the search prefetch (same cache entry, so a prefetched transaction opens instantly).
 * - `prefetchAccount(address)`: `GET /api/account/{address}`, only to warm the account record while
 *   a valid address is typed in a search box. The body is kept as is (`unknown`): this remote never
 *   reads it. No retry (spec §7 "Account and ledger reads do not retry"); errors stay silent.
 * - `prefetchLedger(id)`: `GET /api/ledger/{index}`, same purpose and rules for ledgers.
 *
 * The account and ledger endpoints have distinct names so they never clash with the endpoints the
 * account and ledger remotes inject into the same `baseApi`.
 */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTransaction: build.query<Transaction, string>({
      query: (id) => transactionPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Transaction', id }],
    }),
    prefetchAccount: build.query<unknown, string>({
      query: (address) => `/api/account/${encodeURIComponent(address)}`,
      extraOptions: { maxRetries: 0 },
      providesTags: (_result, _error, address) => [{ type: 'Account', id: address }],
    }),
    prefetchLedger: build.query<unknown, string>({
      query: (id) => `/api/ledger/${encodeURIComponent(id)}`,
      extraOptions: { maxRetries: 0 },
      providesTags: (_result, _error, id) => [{ type: 'Ledger', id }],
    }),
  }),
  overrideExisting: false,
});

/**
 * `useGetTransactionQuery(id, options)`: the transaction `id` (hash or CTID) from
 * `GET /api/transaction/{id}`; pass `{ skip: true }` while the id is invalid so no request is made.
 */
export const { useGetTransactionQuery, usePrefetch } = searchApi;
