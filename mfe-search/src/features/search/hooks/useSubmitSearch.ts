import { useCallback } from 'react';
import type { ParsedQuery } from '@ledgerlens/shared';
import { needsResolve, resolvedNavigation, useNavigate } from '@ledgerlens/shared';
import { useLazyResolveHex64Query } from '../../../components/resolveApi';

/**
 * Returns `submit(parsed)`: for a valid parsed query, navigates to `parsed.navigateTo`
 * (`/transaction/{x}`, `/account/{x}`, `/ledger/{x}`). A 64-hex input ({@link needsResolve}) is
 * first resolved by the API in one request (`GET /api/resolve/{x}`) and opens the page it names (a
 * transaction, a ledger or a ledger object `/object/{x}`); when nothing matches or the API fails,
 * the transaction page (which says "not found"). Returns `true` when it navigates; invalid or empty
 * input does nothing and returns `false`.
 */
export function useSubmitSearch(): (parsed: Pick<ParsedQuery, 'isValid' | 'normalizedQuery' | 'navigateTo' | 'type'>) => boolean {
  const navigate = useNavigate();
  const [resolve] = useLazyResolveHex64Query();
  return useCallback(
    (parsed) => {
      if (!parsed.isValid || parsed.normalizedQuery === '') return false;
      if (needsResolve(parsed)) {
        void resolve(parsed.normalizedQuery, true)
          .unwrap()
          .then((answer) => {
            const { path, state } = resolvedNavigation(answer);
            return navigate(path, state ? { state } : undefined);
          })
          .catch(() => navigate(parsed.navigateTo));
        return true;
      }
      void navigate(parsed.navigateTo);
      return true;
    },
    [navigate, resolve],
  );
}
