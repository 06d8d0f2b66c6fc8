import { lazy, Suspense } from 'react';
import type { ComingSoonProps } from './ComingSoonImpl';

export type { ComingSoonProps } from './ComingSoonImpl';

const ComingSoonImpl = lazy(() => import('./ComingSoonImpl'));

/**
 * Placeholder page of an area whose real pages have not landed yet (the scaffold of
 * `scripts/new-remote.mjs`): "{area} are coming to LedgerLens", what the area will show, and the
 * path and route parameters it was opened with, as plain text, with a link back to search. Sets the
 * document title. Its body is a chunk of its own, loaded only by a remote that shows it, so the
 * shared singleton every page downloads does not carry it.
 */
export function ComingSoonPage(props: ComingSoonProps) {
  return (
    <Suspense fallback={null}>
      <ComingSoonImpl {...props} />
    </Suspense>
  );
}
