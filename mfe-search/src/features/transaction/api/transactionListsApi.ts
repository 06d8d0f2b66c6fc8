import { baseApi, deepFreezeAnswer, transactionPath, type AffectedObject, type BalanceChange, type TransactionListPage } from '@ledgerlens/shared';

/** The two lists of a transaction read page by page: the API's URL segment. */
export type TransactionListName = 'balance-changes' | 'affected-objects';

/** Item type of each list. */
export type TransactionListItem<L extends TransactionListName> = L extends 'balance-changes' ? BalanceChange : AffectedObject;

/**
 * What one list's pages are read for: the transaction (`id`, its hash), the list, how many entries
 * the page-sized transaction answer already holds (`start`, the first page's offset) and the page size
 * (`limit`, the entries one "Show more" adds).
 */
export interface TransactionListArg {
  id: string;
  list: TransactionListName;
  start: number;
  limit: number;
}

/** `GET /api/transaction/{id}/{list}?offset&limit` of page `index` (0-based) of `arg`. */
export function transactionListPageUrl(arg: TransactionListArg, index: number): string {
  return `${transactionPath(arg.id)}/${arg.list}?offset=${arg.start + index * arg.limit}&limit=${arg.limit}`;
}

/**
 * The rest of a huge transaction's `balanceChanges` / `affectedObjects` after the entries its
 * page-sized answer carries: one RTK Query infinite query per list, one page
 * ({@link TransactionListPage}, `limit` entries from `start + index × limit`) per "Show more".
 * Source: the API (`GET /api/transaction/{id}/balance-changes` and `/affected-objects`, cut from
 * rippled `tx`; immutable once validated). Not retried by itself: a failed page shows a Retry button,
 * since the visitor is waiting for it. Pages are stored frozen ({@link deepFreezeAnswer}).
 */
export const transactionListsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTransactionListPages: build.infiniteQuery<TransactionListPage<BalanceChange | AffectedObject>, TransactionListArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, _all, lastIndex) =>
          last.total !== null && last.items !== null && last.items.length > 0 && last.offset + last.items.length < last.total ? lastIndex + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => transactionListPageUrl(queryArg, pageParam),
      transformResponse: (page: TransactionListPage<BalanceChange | AffectedObject>) => deepFreezeAnswer(page),
      extraOptions: { maxRetries: 0 },
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetTransactionListPagesInfiniteQuery } = transactionListsApi;
