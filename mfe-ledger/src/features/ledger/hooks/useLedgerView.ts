import { useEffect, useRef, useState } from 'react';
import { staleSinceOf, useGetLedgerQuery, useGetLedgerStreamQuery, type Ledger } from '@ledgerlens/shared';

/** What the ledger page shows for one identifier, and how to reload it. */
export interface LedgerView {
  /** The ledger shown: for `latest`, the previous close stays shown while the next one loads (no flicker). */
  ledger: Ledger | undefined;
  /** First load of this identifier (nothing to show yet). */
  isLoading: boolean;
  /** A request is under way (first load, refresh, or the next close on `latest`). */
  isFetching: boolean;
  error: unknown;
  /** True on `latest` once the ledger stream has delivered a close (the page follows it). */
  following: boolean;
  /**
   * True on `latest` while the API answers `GET /api/ledger/latest` stale (`stale: true`: the XRPL
   * node is unreachable or hung): the page waits for the node instead of following closes.
   */
  waiting: boolean;
  /** Reloads: on `latest`, the newest validated ledger again; else the same ledger. */
  refresh: () => void;
}

/**
 * Reads a ledger through the shared `getLedger` (so the header search's prefetch warms the same
 * cache entry) and, for `latest`, follows the ledger stream (`getLedgerStream`, one EventSource per
 * tab on `/api/stream/ledgers`): at each close of another ledger than the one shown it loads that
 * ledger by index (immutable, cached by the API) and keeps the previous one on screen until it
 * arrives.
 *
 * @param id `latest`, a decimal ledger index or a 64-hex ledger hash (already validated).
 */
export function useLedgerView(id: string): LedgerView {
  const isLatest = id === 'latest';
  const { data: close } = useGetLedgerStreamQuery(undefined, { skip: !isLatest });
  const [latestTarget, setLatestTarget] = useState('latest');
  const target = isLatest ? latestTarget : id;
  const query = useGetLedgerQuery(target);
  // On `latest` the page also keeps reading `GET /api/ledger/latest` itself while it follows ledgers
  // by index: Refresh asks it again, and when the API answers it stale (the XRPL node is unreachable)
  // the shell's stale banner shows while the followed ledger stays on screen.
  const latest = useGetLedgerQuery('latest', { skip: !isLatest });
  const latestStale = isLatest && staleSinceOf(latest.data) !== undefined;
  const refetchLatest = latest.refetch;
  const followed = isLatest && latestTarget !== 'latest';
  const ledger = followed ? query.data : query.currentData;
  const shownHash = ledger?.hash;
  const staleCheckedAt = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!isLatest) setLatestTarget('latest');
  }, [isLatest]);

  // A close whose hash differs from the ledger shown is newer (or, on a replay that wraps around,
  // the first ledger again): show it. A stale `latest` answer (shown only by the banner) does not
  // move the page back to an older ledger.
  useEffect(() => {
    if (!isLatest || !close || close.ledgerHash === shownHash) return;
    if (latestTarget === 'latest' && staleSinceOf(ledger) !== undefined && close.ledgerIndex <= (ledger?.ledgerIndex ?? 0)) return;
    setLatestTarget(String(close.ledgerIndex));
  }, [close, isLatest, shownHash, latestTarget, ledger]);

  // The node is back (a close arrived after a stale `latest` answer): ask again, once per close, so
  // the banner goes.
  useEffect(() => {
    if (!latestStale || !close || staleCheckedAt.current === close.ledgerHash) return;
    if (staleCheckedAt.current === undefined) {
      staleCheckedAt.current = close.ledgerHash; // the close seen when the answer went stale
      return;
    }
    staleCheckedAt.current = close.ledgerHash;
    void refetchLatest();
  }, [close, latestStale, refetchLatest]);
  useEffect(() => {
    if (!latestStale) staleCheckedAt.current = undefined;
  }, [latestStale]);

  const refresh = () => {
    if (followed) void refetchLatest();
    else void query.refetch();
  };

  return {
    ledger,
    isLoading: ledger === undefined && (query.isFetching || query.isLoading),
    isFetching: query.isFetching || (followed && latest.isFetching),
    error: ledger === undefined || !followed ? query.error : undefined,
    following: isLatest && close != null,
    waiting: latestStale || (isLatest && staleSinceOf(ledger) !== undefined),
    refresh,
  };
}
