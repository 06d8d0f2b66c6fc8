import { useEffect } from 'react';
import { ledgerHashNotice, useGetLedgerQuery, useNavigate } from '@ledgerlens/shared';

/**
 * A 64-hex identifier that no transaction has may be a ledger hash (spec §5 classifies every 64-hex
 * input as a transaction). Once the transaction lookup said "not found", this asks the shared
 * `getLedger` for the same hash and, when a ledger has it, replaces the page with
 * `/ledger/{hash}`, whose page says why (router state `notice`).
 *
 * @returns true while that ledger lookup is under way (the page keeps its loading state).
 */
export function useLedgerHashFallback(id: string, transactionNotFound: boolean): boolean {
  const navigate = useNavigate();
  const candidate = transactionNotFound && /^[0-9A-F]{64}$/.test(id);
  const { data, isFetching } = useGetLedgerQuery(id, { skip: !candidate });
  const found = candidate && data !== undefined && typeof data.ledgerIndex === 'number' && data.hash === id;

  useEffect(() => {
    if (found) navigate(`/ledger/${id}`, { replace: true, state: { notice: ledgerHashNotice(id, data.ledgerIndex) } });
  }, [found, id, data, navigate]);

  return candidate && (isFetching || found);
}
