import { useEffect } from 'react';
import { isUpperHex64, resolvedNavigation, useNavigate } from '@ledgerlens/shared';
import { useResolveHex64Query } from '../../../components/resolveApi';

/**
 * A 64-hex identifier that no transaction has may be a ledger hash, an NFTokenID or a ledger object
 * index (spec §5 classifies every 64-hex input as a transaction, and a search form submitted before
 * the app runs opens `/transaction/{x}` without asking). Once the transaction lookup said "not
 * found", this asks the API what the identifier names (`GET /api/resolve/{x}`, one request) and,
 * when it is something else, replaces the page with that page (`/ledger/{hash}` with a router
 * state `notice` saying why, `/nft/{id}`, `/object/{index}`).
 *
 * @returns true while that lookup is under way or its navigation is pending (the page keeps its loading state).
 */
export function useIdentifierFallback(id: string, transactionNotFound: boolean): boolean {
  const navigate = useNavigate();
  const candidate = transactionNotFound && isUpperHex64(id);
  const { data, isFetching } = useResolveHex64Query(id, { skip: !candidate });
  const elsewhere = candidate && data !== undefined && data.kind !== 'transaction' && typeof data.path === 'string' ? resolvedNavigation(data) : undefined;

  const path = elsewhere?.path;
  const notice = elsewhere?.state?.notice;

  useEffect(() => {
    if (path) navigate(path, { replace: true, state: notice === undefined ? undefined : { notice } });
  }, [path, notice, navigate]);

  return candidate && (isFetching || elsewhere !== undefined);
}
