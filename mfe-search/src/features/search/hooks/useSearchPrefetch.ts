import { useEffect } from 'react';
import { SEARCH_PREFETCH_FRESH_MS, usePrefetch, type SearchKind } from '@ledgerlens/shared';

/** Freshness of the search prefetch, in seconds, as RTK Query's `ifOlderThan` wants it (60 s, spec §7). */
export const SEARCH_PREFETCH_IF_OLDER_THAN_S = SEARCH_PREFETCH_FRESH_MS / 1000;

/** Quiet time after the last keystroke before a valid query is prefetched, in ms. */
export const PREFETCH_DEBOUNCE_MS = 250;

/** What {@link useSearchPrefetch} needs from a parsed query (`ParsedQuery` fits). */
export interface PrefetchableQuery {
  type: SearchKind | 'token' | 'mpt' | null;
  isValid: boolean;
  /** Normalised value: upper-cased hash/CTID, address, or ledger digits. */
  normalizedQuery: string;
  /** Pasted input (`ParsedQuery.pasted`): an X-address is not prefetched (the API takes classic addresses), a secret never is. */
  pasted?: 'xAddress' | 'secret';
}

/**
 * Prefetches the record a valid search input points at (spec §2 "The matching record is
 * prefetched once input is valid", §7 "60 s freshness"):
 * transaction → `getTransaction` (`GET /api/transaction/{id}`), address → `getAccount`
 * (`GET /api/account/{address}`), ledger → `getLedger` (`GET /api/ledger/{index}`): the shared
 * endpoints the pages read, so a prefetched page opens from the cache with no second request.
 *
 * Fires once per distinct valid value, 250 ms after it stops changing (typing a ledger index digit
 * by digit does not fetch every prefix); a value fetched less than 60 s ago is not fetched again.
 * Failures are silent (they only land in the cache). A pasted X-address or secret key is never prefetched.
 */
export function useSearchPrefetch({ type, isValid, normalizedQuery, pasted }: PrefetchableQuery): void {
  const prefetchTransaction = usePrefetch('getTransaction', { ifOlderThan: SEARCH_PREFETCH_IF_OLDER_THAN_S });
  const prefetchAccount = usePrefetch('getAccount', { ifOlderThan: SEARCH_PREFETCH_IF_OLDER_THAN_S });
  const prefetchLedger = usePrefetch('getLedger', { ifOlderThan: SEARCH_PREFETCH_IF_OLDER_THAN_S });

  useEffect(() => {
    if (!isValid || !type || normalizedQuery === '' || pasted) return undefined;
    const timer = setTimeout(() => {
      if (type === 'transaction') prefetchTransaction(normalizedQuery);
      else if (type === 'address') prefetchAccount(normalizedQuery);
      else if (type === 'ledger') prefetchLedger(normalizedQuery);
    }, PREFETCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [type, isValid, normalizedQuery, pasted, prefetchTransaction, prefetchAccount, prefetchLedger]);
}
