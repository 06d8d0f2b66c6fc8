import remarkGfm from 'remark-gfm';
import MarkdownRenderer from './MarkdownRenderer';

/** GitHub-flavoured Markdown (tables, strikethrough, autolinks, task lists, footnotes). */
const REMARK_PLUGINS = [remarkGfm];

/**
 * {@link MarkdownRenderer} with remark-gfm: an article with a table (its own `lazy-markdown-gfm`
 * chunk, loaded by `MarkdownBody` only for such an article).
 */
export default function MarkdownGfmRenderer({ markdown }: { markdown: string }) {
  return <MarkdownRenderer markdown={markdown} remarkPlugins={REMARK_PLUGINS} />;
}
