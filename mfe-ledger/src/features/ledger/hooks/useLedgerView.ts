import { useEffect, useState } from 'react';
import { useGetLedgerQuery, useGetLedgerStreamQuery, type Ledger } from '@ledgerlens/shared';

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
  // Going back to `latest` (Refresh while following) asks the API again: its cached answer is the
  // ledger that was newest when the page opened (and, during an outage, the API's stale answer is
  // what tells the visitor so).
  const query = useGetLedgerQuery(target, { refetchOnMountOrArgChange: isLatest && target === 'latest' });
  const followed = isLatest && latestTarget !== 'latest';
  const ledger = followed ? query.data : query.currentData;
  const shownHash = ledger?.hash;

  useEffect(() => {
    if (!isLatest) setLatestTarget('latest');
  }, [isLatest]);

  // A close whose hash differs from the ledger shown is newer (or, on a replay that wraps around,
  // the first ledger again): show it.
  useEffect(() => {
    if (isLatest && close && close.ledgerHash !== shownHash) setLatestTarget(String(close.ledgerIndex));
  }, [close, isLatest, shownHash]);

  const refresh = () => {
    if (isLatest && latestTarget !== 'latest') setLatestTarget('latest');
    else void query.refetch();
  };

  return {
    ledger,
    isLoading: ledger === undefined && (query.isFetching || query.isLoading),
    isFetching: query.isFetching,
    error: ledger === undefined || !followed ? query.error : undefined,
    following: isLatest && close != null,
    refresh,
  };
}
