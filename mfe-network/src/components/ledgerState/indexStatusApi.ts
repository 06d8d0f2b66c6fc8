/**
 * The ledger-state indexer's progress, `GET /api/index/status` ({@link IndexStatus}), read by the
 * token directory and the rich list while the first index of a ledger is still being built. The
 * indexer streams the whole state with rippled `ledger_data` (paged by `marker`) at one validated
 * ledger; results describe that ledger ({@link IndexedLedger}).
 */
import { baseApi, type IndexStatus } from '@ledgerlens/shared';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['IndexStatus'] });

/** `getIndexStatus`: `GET /api/index/status`, not retried (it is polled). */
export const indexStatusApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getIndexStatus: build.query<IndexStatus, void>({
      query: () => '/api/index/status',
      extraOptions: { maxRetries: 0 },
      keepUnusedDataFor: 5,
      providesTags: ['IndexStatus'],
    }),
  }),
});

export const { useGetIndexStatusQuery } = indexStatusApi;

/**
 * True when a failed read of an index result (`/api/rich-list`, `/api/tokens`) means "no index
 * built yet" rather than a failure: HTTP 503, or an error body whose `code` says the index is not
 * ready. The page then shows its empty state with the indexer's progress instead of an error.
 */
export function isIndexNotReady(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status === 503) return true;
  const code = data && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /not[_-]?(ready|built)|index[_-]?(empty|pending)/i.test(code);
}
