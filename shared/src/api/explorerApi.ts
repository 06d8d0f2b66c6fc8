/**
 * The endpoints several remotes read, defined once in the shared `baseApi` so that every remote
 * and the header's search prefetch use the same cache entries: a transaction prefetched while the
 * visitor types opens from the cache, with no second request.
 *
 * Features add their own endpoints with `baseApi.injectEndpoints` and their own tag types with
 * `enhanceEndpoints({ addTagTypes })`; server data lives only in the RTK Query cache.
 */
import type { Account, Ledger, Transaction } from '../domain/types';
import { baseApi } from './baseApi';

/** `GET /api/transaction/{hash or CTID}` path (the id is URL-encoded). */
export function transactionPath(id: string): string {
  return `/api/transaction/${encodeURIComponent(id)}`;
}

/** `GET /api/account/{address}` path. */
export function accountPath(address: string): string {
  return `/api/account/${encodeURIComponent(address)}`;
}

/** `GET /api/ledger/{index | hash | latest}` path. */
export function ledgerPath(id: string): string {
  return `/api/ledger/${encodeURIComponent(id)}`;
}

/**
 * - `getTransaction(id)`: {@link Transaction} for a 64-hex hash or a 16-hex CTID (upper-cased by the
 *   caller). Source: rippled `tx`. Tagged `Transaction`/id. Retries per `baseApi` (not on 4xx).
 * - `getAccount(address)`: {@link Account} for a classic address. Source: rippled `account_info`.
 *   Never retried (spec §7 "Account and ledger reads do not retry").
 * - `getLedger(id)`: {@link Ledger} for a ledger index, 64-hex ledger hash or `latest`. Source:
 *   rippled `ledger`. Never retried.
 */
export const explorerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTransaction: build.query<Transaction, string>({
      query: (id) => transactionPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Transaction', id }],
    }),
    getAccount: build.query<Account, string>({
      query: (address) => accountPath(address),
      extraOptions: { maxRetries: 0 },
      providesTags: (_result, _error, address) => [{ type: 'Account', id: address }],
    }),
    getLedger: build.query<Ledger, string>({
      query: (id) => ledgerPath(id),
      extraOptions: { maxRetries: 0 },
      providesTags: (_result, _error, id) => [{ type: 'Ledger', id }],
    }),
  }),
});

export const { useGetTransactionQuery, useGetAccountQuery, useGetLedgerQuery, usePrefetch } = explorerApi;
