/**
 * The endpoints several remotes read, defined once in the shared `baseApi` so that every remote
 * and the header's search prefetch use the same cache entries: a transaction prefetched while the
 * visitor types opens from the cache, with no second request.
 *
 * Features add their own endpoints with `baseApi.injectEndpoints` and their own tag types with
 * `enhanceEndpoints({ addTagTypes })`; server data lives only in the RTK Query cache.
 */
import type { Account, Ledger, LedgerClose, MarketData, NetworkStats, Transaction } from '../domain/types';
import { getRuntimeConfig } from '../config';
import { baseApi } from './baseApi';
import { deepFreezeAnswer } from './frozenAnswer';
import { TRANSACTION_LIST_PREVIEW } from '../domain/constants';
import { fillUrl } from './urlTemplate';

/** `GET /api/transaction/{hash or CTID}`: the URL template of a transaction's whole answer (source rippled `tx`). */
export const TRANSACTION_URL = '/api/transaction/:id';

/**
 * The URL template of the transaction answer the front end reads ({@link transactionPreviewUrl}):
 * page-sized, `?lists=`{@link TRANSACTION_LIST_PREVIEW}. Declared as is by the transaction page
 * (`mfe-search/src/pages.ts`), so the server's preload is the page's own request.
 */
export const TRANSACTION_PREVIEW_URL = `${TRANSACTION_URL}?lists=${TRANSACTION_LIST_PREVIEW}`;

/** `GET /api/account/{address}`: the URL template of an account (source rippled `account_info`). */
export const ACCOUNT_URL = '/api/account/:address';

/** `GET /api/ledger/{index | hash | latest}`: the URL template of a ledger (source rippled `ledger`). */
export const LEDGER_URL = '/api/ledger/:id';

/** `GET /api/market/data`: XRP market data computed from the XRPL DEX ({@link MarketData}). */
export const MARKET_DATA_URL = '/api/market/data';

/** `GET /api/network/stats`: network statistics ({@link NetworkStats}). */
export const NETWORK_STATS_URL = '/api/network/stats';

/** `GET /api/transaction/{hash or CTID}` path (the id is URL-encoded; {@link TRANSACTION_URL}). */
export function transactionPath(id: string): string {
  return fillUrl(TRANSACTION_URL, { id });
}

/**
 * URL of the transaction answer the front end reads ({@link TRANSACTION_PREVIEW_URL}): page-sized
 * (both lists cut to their first entries, with `balanceChangesTotal` / `affectedObjectsTotal`).
 */
export function transactionPreviewUrl(id: string): string {
  return fillUrl(TRANSACTION_PREVIEW_URL, { id });
}

/** `GET /api/account/{address}` path ({@link ACCOUNT_URL}). */
export function accountPath(address: string): string {
  return fillUrl(ACCOUNT_URL, { address });
}

/** `GET /api/ledger/{index | hash | latest}` path ({@link LEDGER_URL}). */
export function ledgerPath(id: string): string {
  return fillUrl(LEDGER_URL, { id });
}

/** `GET /api/stream/ledgers` path: Server-Sent Events, one `ledgerClosed` event per validated ledger close. */
export const LEDGER_STREAM_PATH = '/api/stream/ledgers';

/**
 * Delay before a ledger stream the browser closed for good (its reconnection got an error status,
 * e.g. the proxy's 502 while no API instance answers) is opened again, milliseconds. With the
 * browser's own retry (about 3 s, or the `retry:` an API sends before shutting down), a stream is
 * back within 5 s of an instance dying when another instance answers.
 */
export const LEDGER_STREAM_REOPEN_MS = 2_000;

/** Reads one `ledgerClosed` event's JSON; `null` when it is not a {@link LedgerClose}. */
export function parseLedgerClose(text: string): LedgerClose | null {
  try {
    const value = JSON.parse(text) as Partial<LedgerClose> | null;
    if (!value || typeof value !== 'object') return null;
    if (!Number.isInteger(value.ledgerIndex) || typeof value.ledgerHash !== 'string' || typeof value.closeTimeHuman !== 'string') return null;
    return value as LedgerClose;
  } catch {
    return null;
  }
}

/**
 * - `getTransaction(id)`: {@link Transaction} for a 64-hex hash or a 16-hex CTID (upper-cased by the
 *   caller), page-sized ({@link transactionPreviewUrl}: `balanceChanges` and `affectedObjects` hold
 *   their first {@link TRANSACTION_LIST_PREVIEW} entries; their lengths are `balanceChangesTotal` /
 *   `affectedObjectsTotal`; the rest is read page by page). Source: rippled `tx`. Tagged
 *   `Transaction`/id. Retries per `baseApi` (not on 4xx). The answer is stored deeply frozen ({@link deepFreezeAnswer}).
 * - `getAccount(address)`: {@link Account} for a classic address. Source: rippled `account_info`.
 *   Never retried (spec §7 "Account and ledger reads do not retry").
 * - `getLedger(id)`: {@link Ledger} for a ledger index, 64-hex ledger hash or `latest`. Source:
 *   rippled `ledger`. Never retried.
 */
export const explorerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTransaction: build.query<Transaction, string>({
      query: (id) => transactionPreviewUrl(id),
      // Frozen before it is stored: Immer then skips walking a 5,000-node answer (see deepFreezeAnswer).
      transformResponse: (answer: Transaction) => deepFreezeAnswer(answer),
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
    /**
     * XRP market data computed from the XRPL DEX (`GET /api/market/data`). Callers poll every 30 s
     * (spec §7: `pollingInterval: 30_000`). Read by the home market card and the account page's USD
     * estimate.
     */
    getMarketData: build.query<MarketData, void>({
      query: () => MARKET_DATA_URL,
      providesTags: ['MarketData'],
    }),
    /**
     * Network statistics (`GET /api/network/stats`), stale after 30 s (spec §7). Read by home's
     * statistics card and the learn articles' live reserve and fee figures.
     */
    getNetworkStats: build.query<NetworkStats, void>({
      query: () => NETWORK_STATS_URL,
      keepUnusedDataFor: 30,
      providesTags: ['NetworkStats'],
    }),
    /**
     * The newest validated ledger close, kept current by one `EventSource` on
     * {@link LEDGER_STREAM_PATH} per browser tab (one cache entry, shared by every subscriber: the
     * ledger page on `latest`, home's statistics). `null` until the first event. The browser's
     * EventSource reconnects by itself (to whichever API instance the proxy picks); one the browser
     * gave up on (an error status) is reopened after {@link LEDGER_STREAM_REOPEN_MS}; the connection
     * closes when no component reads it any more.
     * Source: rippled `subscribe` `ledger` stream, through the API.
     */
    getLedgerStream: build.query<LedgerClose | null, void>({
      queryFn: () => ({ data: null }),
      keepUnusedDataFor: 5,
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        await cacheDataLoaded;
        if (typeof EventSource === 'undefined') return;
        let source: EventSource | undefined;
        let reopen: ReturnType<typeof setTimeout> | undefined;
        let removed = false;
        const open = () => {
          reopen = undefined;
          if (removed) return;
          const es = new EventSource(`${getRuntimeConfig().apiBaseUrl}${LEDGER_STREAM_PATH}`);
          source = es;
          es.addEventListener('ledgerClosed', (event) => {
            const close = parseLedgerClose((event as MessageEvent<string>).data);
            if (close) updateCachedData((current) => (current && current.ledgerIndex >= close.ledgerIndex && current.ledgerHash === close.ledgerHash ? current : close));
          });
          // A dropped stream is retried by the browser itself (readyState CONNECTING); one whose
          // retry was answered with an error status (a 502 while every API instance restarts) is
          // CLOSED for good: open a new one after LEDGER_STREAM_REOPEN_MS.
          es.addEventListener('error', () => {
            if (es.readyState === EventSource.CLOSED && !removed && !reopen) reopen = setTimeout(open, LEDGER_STREAM_REOPEN_MS);
          });
        };
        open();
        await cacheEntryRemoved;
        removed = true;
        if (reopen) clearTimeout(reopen);
        source?.close();
      },
    }),
  }),
});

export const { useGetTransactionQuery, useGetAccountQuery, useGetLedgerQuery, useGetLedgerStreamQuery, useGetMarketDataQuery, useGetNetworkStatsQuery, usePrefetch } = explorerApi;
