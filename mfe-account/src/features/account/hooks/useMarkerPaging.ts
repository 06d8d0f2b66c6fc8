import { useEffect, useState } from 'react';

/**
 * Marker paging of spec §4: a list of markers per page (page 1's is null). Next only when the
 * current page has more (stores its marker); Previous drops the later markers; a changed account
 * or a refresh goes back to page 1. "Page X of Y" has Y = X + 1 while more exist.
 */
export function useMarkerPaging(resetKey: string) {
  const [markers, setMarkers] = useState<Array<string | null>>([null]);
  useEffect(() => setMarkers([null]), [resetKey]);
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
