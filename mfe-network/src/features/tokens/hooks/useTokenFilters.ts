import { useCallback } from 'react';
import { useSearchParams } from '@ledgerlens/shared';
import { parseSortKey, type TokenSortKey } from './tokenView';

/**
 * Search text (`q`) and sort key (`sort`) of the token directory, kept in the query string so a
 * link and the browser's back and forward buttons restore them. Defaults (empty search, 24h volume)
 * are written without their key; an unknown sort key reads as the default.
 */
export function useTokenFilters(): { query: string; sort: TokenSortKey; setQuery: (q: string) => void; setSort: (s: TokenSortKey) => void } {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (key: 'q' | 'sort', value: string, fallback: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === fallback) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: key === 'q', preventScrollReset: true },
      ),
    [setParams],
  );
  return {
    query: params.get('q') ?? '',
    sort: parseSortKey(params.get('sort')),
    setQuery: useCallback((q: string) => update('q', q, ''), [update]),
    setSort: useCallback((s: TokenSortKey) => update('sort', s, 'volume'), [update]),
  };
}
