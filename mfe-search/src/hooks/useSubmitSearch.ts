import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, type ParsedQuery } from '@ledgerlens/shared';
import { searchTriggered } from '../searchSlice';

/**
 * Returns `submit(parsed)`: for a valid parsed query, records the search in the `search` slice
 * (`trigger = {query: normalizedQuery, type}`) and navigates to `parsed.navigateTo`
 * (`/transaction/{x}`, `/account/{x}`, `/ledger/{x}`). Returns `true` when it navigated; invalid or
 * empty input does nothing and returns `false`.
 */
export function useSubmitSearch(): (parsed: Pick<ParsedQuery, 'isValid' | 'normalizedQuery' | 'type' | 'navigateTo'>) => boolean {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (parsed) => {
      if (!parsed.isValid || parsed.normalizedQuery === '') return false;
      dispatch(searchTriggered({ query: parsed.normalizedQuery, type: parsed.type }));
      navigate(parsed.navigateTo);
      return true;
    },
    [dispatch, navigate],
  );
}
