import { Suspense, lazy } from 'react';
import { Skeleton } from '@ledgerlens/shared';

/**
 * react-markdown and its parsers (~35 KiB gzip) load only when an article body is drawn: the chunk
 * is named `lazy-markdown`, and the shell never preloads `lazy-*` chunks with a remote's routes
 * (README "Loading"), so the hub and the CTID tool do not download it.
 */
const MarkdownRenderer = lazy(() => import(/* webpackChunkName: "lazy-markdown" */ './MarkdownRenderer'));
/**
 * The same renderer with remark-gfm (GitHub-flavoured Markdown tables; ~13.6 KiB gzip more), in a
 * chunk of its own: only an article that has a table downloads it (bench/budgets.json: the article
 * route without a table stays within its budget).
 */
const MarkdownGfmRenderer = lazy(() => import(/* webpackChunkName: "lazy-markdown-gfm" */ './MarkdownGfmRenderer'));

/**
 * True when `markdown` has a GitHub-flavoured table: a delimiter row (`|---|:--:|`) of pipes,
 * dashes, colons and spaces, with at least one pipe and one dash.
 */
export function hasMarkdownTable(markdown: string): boolean {
  return /^[ \t]*\|?[ \t:-]*-[ \t:-]*\|[ \t|:-]*$/m.test(markdown);
}

/** An article's markdown body (see `MarkdownRenderer`): a skeleton until the renderer has loaded. */
export function MarkdownBody({ markdown }: { markdown: string }) {
  const Renderer = hasMarkdownTable(markdown) ? MarkdownGfmRenderer : MarkdownRenderer;
  return (
    <Suspense fallback={<Skeleton h="240px" />}>
      <Renderer markdown={markdown} />
    </Suspense>
  );
}
