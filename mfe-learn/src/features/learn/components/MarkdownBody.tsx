import { Suspense, lazy } from 'react';
import { Skeleton } from '@ledgerlens/shared';

/**
 * react-markdown and its parsers (~35 KiB gzip) load only when an article body is drawn: the chunk
 * is named `lazy-markdown`, and the shell never preloads `lazy-*` chunks with a remote's routes
 * (README "Loading"), so the hub and the CTID tool do not download it.
 */
const MarkdownRenderer = lazy(() => import(/* webpackChunkName: "lazy-markdown" */ './MarkdownRenderer'));

/** An article's markdown body (see `MarkdownRenderer`): a skeleton until the renderer has loaded. */
export function MarkdownBody({ markdown }: { markdown: string }) {
  return (
    <Suspense fallback={<Skeleton h="240px" />}>
      <MarkdownRenderer markdown={markdown} />
    </Suspense>
  );
}
