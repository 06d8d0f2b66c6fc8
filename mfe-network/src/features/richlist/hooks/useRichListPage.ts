import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@ledgerlens/shared';
import { pageWindow, type PageWindow } from './format';

/**
 * The rich list's client-side page (spec §4), kept in the `page` query parameter so the browser's
 * back and forward buttons and a shared link restore it. Starts at 1; a missing, malformed or
 * out-of-range value is clamped between 1 and the total pages. Page 1 is written without the key.
 *
 * @returns the current {@link PageWindow} over `total` accounts and `go(page)` to move
 */
export function useRichListPage(total: number): PageWindow & { go: (page: number) => void } {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const window = useMemo(() => pageWindow(total, requested), [total, requested]);
  const go = useCallback(
    (page: number) => {
      const target = pageWindow(total, page).page;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (target === 1) next.delete('page');
          else next.set('page', String(target));
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams, total],
  );
  return { ...window, go };
}
