import { useState } from 'react';

/**
 * Marker paging of spec §4: a list of markers per page (page 1's is null). Next only when the
 * current page has more (stores its marker); Previous drops the later markers; a changed account
 * or a refresh goes back to page 1. "Page X of Y" has Y = X + 1 while more exist.
 *
 * The reset happens while rendering, when `resetKey` differs from the one last rendered (React's
 * "adjusting state when a prop changes"), not in an effect: a mount effect runs after a
 * server-rendered page has hydrated, so it would undo a Next pressed in between (the click's update
 * is processed first, then the effect's reset).
 *
 * @param resetKey what the list depends on (account, filters, refresh count): paging restarts when it changes
 */
export function useMarkerPaging(resetKey: string) {
  const [markers, setMarkers] = useState<Array<string | null>>([null]);
  const [pagedKey, setPagedKey] = useState(resetKey);
  if (pagedKey !== resetKey) {
    setPagedKey(resetKey);
    setMarkers([null]);
  }
  const page = markers.length;
  return {
    page,
    marker: markers[markers.length - 1] ?? null,
    totalPages: (hasMore: boolean) => (hasMore ? page + 1 : page),
    next: (marker: string | null, hasMore: boolean) => {
      if (hasMore && marker) setMarkers((m) => [...m, marker]);
    },
    previous: () => setMarkers((m) => (m.length > 1 ? m.slice(0, -1) : m)),
    reset: () => setMarkers([null]),
  };
}
