import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule, retry } from '@reduxjs/toolkit/query/react';
import type { Action } from '@reduxjs/toolkit';
import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../config';
import { freshAnswerNoted, staleAnswerNoted, staleSinceOf, type StaleState } from './staleSlice';
import { describeRequestError, isNotFoundMessage } from '../domain/errors';
import { HTTP_TIMEOUT_MS, DEFAULT_FRESH_TIME_MS, QUERY_MAX_RETRIES, RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS } from '../domain/constants';

/**
 * Tags of the shared endpoints (`explorerApi`). Remotes add endpoints with
 * `baseApi.injectEndpoints` and their own tag types with `enhanceEndpoints({ addTagTypes })`;
 * they never create another API slice.
 */
export const API_TAGS = ['Transaction', 'Ledger', 'Account', 'MarketData', 'NetworkStats'] as const;

type RawBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * Where a store's API requests go when it is not the page's own store: the shell's server render
 * gives each request's store its own (through RTK's `thunk.extraArgument`, {@link StoreExtra}), so
 * concurrent renders share no process global.
 */
export interface ApiEnvironment {
  /** Absolute origin (and optional path prefix) of the API, without `/api`, e.g. `http://127.0.0.1:8081`. */
  apiBaseUrl: string;
  /** The `fetch` the requests go through (default the global one), e.g. one adding the visitor's `X-Forwarded-For`. */
  fetchFn?: typeof fetch;
  /** Milliseconds a request may take (default `HTTP_TIMEOUT_MS`, 10 s), e.g. what is left of a server render's deadline. */
  timeoutMs?: number;
}

/** A store's `thunk.extraArgument` (`createAppStore` options): `api`, the store's {@link ApiEnvironment}; none in the browser. */
export interface StoreExtra {
  api?: ApiEnvironment;
}

let fetcher: { baseUrl: string; query: RawBaseQuery } | undefined;

/**
 * `fetchBaseQuery` with the store's own {@link ApiEnvironment} when it has one (the server render),
 * else the page's: base URL read from the run-time config at request time (built again only when
 * the config changes). 10 s timeout (spec §7).
 */
const rawBaseQuery: RawBaseQuery = (args, api, extraOptions) => {
  const environment = (api.extra as StoreExtra | undefined)?.api;
  if (environment) {
    return fetchBaseQuery({ baseUrl: environment.apiBaseUrl, fetchFn: environment.fetchFn, timeout: environment.timeoutMs ?? HTTP_TIMEOUT_MS })(args, api, extraOptions);
  }
  const { apiBaseUrl } = getRuntimeConfig();
  if (fetcher?.baseUrl !== apiBaseUrl) {
    fetcher = { baseUrl: apiBaseUrl, query: fetchBaseQuery({ baseUrl: apiBaseUrl, timeout: HTTP_TIMEOUT_MS }) };
  }
  return fetcher.query(args, api, extraOptions);
};

/** Set by `networkApi.ts` (which injects `getNetwork` into this slice): notes an answer's network header. */
let networkNote: ((dispatch: (action: unknown) => unknown, getState: () => unknown, headers: Headers | undefined) => void) | undefined;

/** Installs the function the base query calls with each answer's headers (`networkApi.ts` `noteNetworkHeader`). */
export function setNetworkNote(note: typeof networkNote): void {
  networkNote = note;
}

/**
 * Delay before retry `attempt` (1-based): 1 s doubling, at most 30 s (spec §7/§9).
 */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_DELAY_MS);
}

/**
 * Notes a query's stale answer (body `stale: true`, `staleSince`: the API served its last good value
 * while the XRPL node is unreachable) in the `stale` slice, and forgets it on a fresh answer; the
 * shell's banner reads it (`selectStaleSince`).
 */
function noteStaleness(api: BaseQueryApi, result: { data?: unknown; error?: unknown }): void {
  const key = api.queryCacheKey;
  if (!key || result.error) return;
  const staleSince = staleSinceOf(result.data);
  if (staleSince) api.dispatch(staleAnswerNoted({ queryCacheKey: key, staleSince }));
  else if ((api.getState() as { stale?: StaleState }).stale?.byQuery[key] !== undefined) api.dispatch(freshAnswerNoted(key));
}

/**
 * How long a `429 Too Many Requests` asks to wait (`Retry-After`: seconds, or an HTTP date), in ms,
 * at most {@link RETRY_MAX_DELAY_MS}; the first back-off delay (1 s) when it is missing or unreadable.
 */
export function retryAfterMs(value: string | null | undefined, nowMs: number): number {
  const text = (value ?? '').trim();
  let ms = Number.NaN;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  else if (text !== '') ms = Date.parse(text) - nowMs;
  if (!Number.isFinite(ms)) return retryDelayMs(1);
  return Math.min(Math.max(0, ms), RETRY_MAX_DELAY_MS);
}

/**
 * Retry policy of spec §7: queries retry up to 3 times; a query whose error message says
 * "not found" is not retried, nor is any other 4xx answer (the request itself is wrong, asking
 * again cannot help), except a first `429`, asked again once after its `Retry-After`.
 */
const baseQueryWithRetry = retry(
  async (args: string | FetchArgs, api, extraOptions) => {
    let result = await rawBaseQuery(args, api, extraOptions);
    if (result.error?.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs((result.meta as { response?: Response } | undefined)?.response?.headers.get('retry-after'), Date.now())));
      result = await rawBaseQuery(args, api, extraOptions);
    }
    noteStaleness(api, result);
    if (api.endpoint !== 'getNetwork') networkNote?.(api.dispatch, api.getState, (result.meta as { response?: Response } | undefined)?.response?.headers);
    if (result.error) {
      const status = result.error.status;
      const message = describeRequestError(result.error);
      if ((typeof status === 'number' && status >= 400 && status < 500) || isNotFoundMessage(message)) {
        retry.fail(result.error, result.meta);
      }
    }
    return result;
  },
  {
    maxRetries: QUERY_MAX_RETRIES,
    backoff: async (attempt) => {
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
    },
  },
);

/**
 * Action type that puts the RTK Query state a server render used into the browser's store
 * (`extractRehydrationInfo`), so the page's queries find their answers and do not ask again.
 */
export const SSR_REHYDRATE = 'ledgerlens/ssrRehydrate';

/** The action of {@link SSR_REHYDRATE}: `api` is the server store's `state.api` (JSON). */
export function ssrRehydrate(api: unknown): Action<typeof SSR_REHYDRATE> & { payload: { api: unknown } } {
  return { type: SSR_REHYDRATE, payload: { api } };
}

/**
 * On the server (no `window`: the shell's server render) the query hooks start their requests
 * during render instead of in an effect (which never runs there), so a first render pass collects
 * every request the page makes (`getRunningQueriesThunk`); in the browser they stay in effects.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/**
 * The one RTK Query slice of LedgerLens (`reducerPath: 'api'`). Data stays fresh 5 minutes by
 * default and is not refetched on window focus (spec §7). Endpoints are injected by the remotes.
 * A server render's answers come in with {@link ssrRehydrate}.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  extractRehydrationInfo(action, { reducerPath }) {
    const a = action as { type?: unknown; payload?: Record<string, unknown> };
    if (a.type === SSR_REHYDRATE && a.payload && typeof a.payload === 'object') return a.payload[reducerPath] as never;
    return undefined;
  },
  baseQuery: baseQueryWithRetry,
  tagTypes: API_TAGS,
  keepUnusedDataFor: DEFAULT_FRESH_TIME_MS / 1000,
  refetchOnFocus: false,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** Human message for an RTK Query error (spec §8 mapping). */
export function apiErrorMessage(error: unknown): string {
  return describeRequestError(error);
}
