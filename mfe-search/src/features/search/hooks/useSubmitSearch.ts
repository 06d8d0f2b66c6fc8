import { useCallback } from 'react';
import type { ParsedQuery } from '@ledgerlens/shared';
import {
  useNavigate,
} from '@ledgerlens/shared';

/**
 * Returns `submit(parsed)`: for a valid parsed query, navigates to `parsed.navigateTo`
 * (`/transaction/{x}`, `/account/{x}`, `/ledger/{x}`). Returns `true` when it navigated; invalid or
 * empty input does nothing and returns `false`. The search itself lives in the URL; its record in
 * the RTK Query cache (warmed by `useSearchPrefetch`).
 */
export function useSubmitSearch(): (parsed: Pick<ParsedQuery, 'isValid' | 'normalizedQuery' | 'navigateTo'>) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (parsed) => {
      if (!parsed.isValid || parsed.normalizedQuery === '') return false;
      void navigate(parsed.navigateTo);
      return true;
    },
    [navigate],
  );
}
