/**
 * mfe-account's own endpoints (the account itself is the shared `getAccount`): the paged history,
 * trust lines and owned objects, with their own tag types. Refresh invalidates by tag.
 */
import { ACCOUNT_TX_PAGE_SIZE, baseApi, fillUrl, type AccountLines, type AccountObjects, type AccountTransactionsPage, type ReserveItems } from '@ledgerlens/shared';

import { ACCOUNT_TRANSACTIONS_PATH, ACCOUNT_TRANSACTIONS_VIEW } from './urls';

const enc = encodeURIComponent;

/** Arguments of one history page: the account, the opaque marker of the page (null: newest), page size. */
export interface HistoryPageArgs {
  address: string;
  marker: string | null;
  limit?: number;
}

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['AccountHistory', 'AccountLines', 'AccountObjects'] });

/**
 * - `getAccountTransactions`: `GET /api/account/{address}/transactions-paginated?limit&view=rows&marker`
 *   (rippled `account_tx`), newest first. Not retried (spec §7: account reads do not retry).
 * - `getAccountLines`: `GET /api/account/{address}/lines` (rippled `account_lines`).
 * - `getAccountObjects`: `GET /api/account/{address}/objects` (rippled `account_objects`).
 * - `getAccountReserve`: `GET /api/account/{address}/reserve`: the owned objects holding the owner
 *   reserve, by type (one rippled `account_objects`, limit 400); asked by the hero after first paint.
 */
export const accountApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getAccountTransactions: build.query<AccountTransactionsPage, HistoryPageArgs>({
      query: ({ address, marker, limit = ACCOUNT_TX_PAGE_SIZE }) => `${fillUrl(ACCOUNT_TRANSACTIONS_PATH, { address })}?limit=${limit}&${ACCOUNT_TRANSACTIONS_VIEW}${marker ? `&marker=${enc(marker)}` : ''}`,
      extraOptions: { maxRetries: 0 },
      providesTags: (_r, _e, { address }) => [{ type: 'AccountHistory', id: address }],
    }),
    getAccountLines: build.query<AccountLines, string>({
      query: (address) => `/api/account/${enc(address)}/lines`,
      extraOptions: { maxRetries: 0 },
      providesTags: (_r, _e, address) => [{ type: 'AccountLines', id: address }],
    }),
    getAccountObjects: build.query<AccountObjects, string>({
      query: (address) => `/api/account/${enc(address)}/objects`,
      extraOptions: { maxRetries: 0 },
      providesTags: (_r, _e, address) => [{ type: 'AccountObjects', id: address }],
    }),
    getAccountReserve: build.query<ReserveItems, string>({
      query: (address) => `/api/account/${enc(address)}/reserve`,
      extraOptions: { maxRetries: 0 },
      providesTags: (_r, _e, address) => [{ type: 'AccountObjects', id: address }],
    }),
  }),
});

export const { useGetAccountTransactionsQuery, useGetAccountLinesQuery, useGetAccountObjectsQuery, useGetAccountReserveQuery } = accountApi;

/** Tags to invalidate to refresh everything shown for `address`. */
export function accountTags(address: string) {
  return [
    { type: 'Account' as const, id: address },
    { type: 'AccountHistory' as const, id: address },
    { type: 'AccountLines' as const, id: address },
    { type: 'AccountObjects' as const, id: address },
  ];
}
