/**
 * mfe-network's rich-list endpoint, `GET /api/rich-list` ({@link RichList}): computed by the
 * LedgerLens indexer from the full ledger state (rippled `ledger_data`: AccountRoot `Balance`,
 * Escrow `Amount` per owner) at one validated ledger, refreshed hourly. XRP amounts are exact
 * decimal strings in XRP (not drops).
 */
import { QUERY_MAX_RETRIES, RICH_LIST_STALE_MS, baseApi, type RichList } from '@ledgerlens/shared';
import { isIndexNotReady } from '../../../components/ledgerState/indexStatusApi';
import { RICH_LIST_URL } from './urls';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['RichList'] });

/** `getRichList`: the summary, every listed account and the cohorts; stale after 1 hour (spec §7). */
export const richListApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getRichList: build.query<RichList, void>({
      query: () => RICH_LIST_URL,
      keepUnusedDataFor: RICH_LIST_STALE_MS / 1000,
      // 503 = no index built yet: the page shows the indexer's progress at once instead of retrying.
      extraOptions: { retryCondition: (error, _args, { attempt }) => !isIndexNotReady(error) && attempt <= QUERY_MAX_RETRIES },
      providesTags: ['RichList'],
    }),
  }),
});

export const { useGetRichListQuery } = richListApi;

/** Seconds after which a mounted rich list is fetched again (spec §7: rich list fresh 1 hour). */
export const RICH_LIST_REFETCH_S = RICH_LIST_STALE_MS / 1000;

/**
 * URL of the account-level CSV download (`GET /api/rich-list/accounts.csv`) at `apiBaseUrl`, the
 * configured API origin (`useRuntimeConfig().apiBaseUrl`; `''` for the page's own origin).
 */
export function accountsCsvUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl}${RICH_LIST_URL}/accounts.csv`;
}
