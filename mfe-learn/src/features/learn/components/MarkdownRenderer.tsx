import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import Markdown, { defaultUrlTransform, type ExtraProps, type Options } from 'react-markdown';
import { Link, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  body: css`
    max-width: ${theme.size.text}; line-height: 1.7; font-size: 16px; color: ${theme.color.text};
    h2 { font-size: 22px; margin: ${theme.spacing(3, 0, 1)}; } h3 { font-size: 18px; margin: ${theme.spacing(2.5, 0, 1)}; }
    p, ul, ol { margin: ${theme.spacing(0, 0, 1.5)}; } li { margin-bottom: ${theme.spacing(0.5)}; }
    code { font-family: ${theme.font.mono}; font-size: 14px; background: ${theme.color.surfaceAlt}; padding: ${theme.spacing(0, 0.5)}; border-radius: ${theme.radius.sm}; overflow-wrap: anywhere; }
    blockquote { margin: ${theme.spacing(0, 0, 1.5)}; padding: ${theme.spacing(1, 2)}; border-left: 4px solid ${theme.color.primary}; background: ${theme.color.primaryBg}; }
  `,
  /* A GFM table: as wide as the text column, cells wrap at words (codes break anywhere) so it fits a
     390 px phone; a table that still does not fit scrolls inside its own region, never the page. */
  tableScroll: css`
    max-width: 100%; overflow-x: auto; margin: ${theme.spacing(0, 0, 2)}; border-radius: ${theme.radius.sm};
    &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }
  `,
  table: css`
    width: 100%; border-collapse: collapse; font-size: 14px; line-height: 1.5;
    th, td { border: 1px solid ${theme.color.border}; padding: ${theme.spacing(0.75, 1)}; text-align: left; vertical-align: top; overflow-wrap: break-word; hyphens: auto; }
    th { background: ${theme.color.surfaceAlt}; font-weight: 600; }
    /* Words stay whole; only codes (hashes, addresses) may break anywhere, so they do not widen a column. */
    code { font-size: 13px; overflow-wrap: anywhere; word-break: break-all; }
  `,
  link: css`color: ${theme.color.primary};`,
});

/**
 * Links keep only the schemes of spec §5 (http, https, irc, ircs, mailto, xmpp) or relative
 * addresses: react-markdown's `defaultUrlTransform` turns every other URL (`javascript:`, `data:`,
 * …) into an empty one. Site paths go through the router.
 */
export function safeUrl(url: string): string {
  return defaultUrlTransform(url);
}

function Anchor({ href, children }: { href?: string; children?: ReactNode }) {
  const styles = useStyles(getStyles);
  if (!href) return <span>{children}</span>;
  if (href.startsWith('/')) {
    return (
      <Link to={href} css={styles.link}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} css={styles.link} rel="noopener noreferrer nofollow" target="_blank">
      {children}
    </a>
  );
}

/** The text of a hast node (a table header cell), for the table's accessible name. */
function textOf(node: unknown): string {
  const n = node as { type?: string; value?: string; children?: unknown[] } | undefined;
  if (!n) return '';
  if (n.type === 'text') return n.value ?? '';
  return (n.children ?? []).map(textOf).join('');
}

/**
 * A GitHub-flavoured Markdown table (remark-gfm) in a region of its own: keyboard-focusable and
 * named after its column headers, so a table wider than a phone scrolls inside it (by keyboard
 * too) while the page never scrolls sideways (WCAG 2.2: 1.4.10 Reflow, 2.1.1 Keyboard).
 */
function Table({ node, children }: { children?: ReactNode } & ExtraProps) {
  const styles = useStyles(getStyles);
  const headers: string[] = [];
  const visit = (n: unknown) => {
    const el = n as { tagName?: string; children?: unknown[] };
    if (el.tagName === 'th') headers.push(textOf(el).trim());
    else (el.children ?? []).forEach(visit);
  };
  visit(node);
  const label = headers.length > 0 ? `Table: ${headers.join(', ')}` : 'Table';
  return (
    <div css={styles.tableScroll} role="region" aria-label={label} tabIndex={0} data-testid="article-table">
      <table css={styles.table}>{children}</table>
    </div>
  );
}

/**
 * An article's markdown body, rendered with react-markdown (with `remarkPlugins` remark-gfm for an
 * article with a table: `MarkdownGfmRenderer`; each table in a scrolling region of its own,
 * {@link Table}): no raw HTML (`skipHtml`), links filtered by {@link safeUrl}. Loaded by {@link MarkdownBody} in its own `lazy-` chunk.
 */
export default function MarkdownRenderer({ markdown, remarkPlugins }: { markdown: string; remarkPlugins?: Options['remarkPlugins'] }) {
  const styles = useStyles(getStyles);
  return (
    <div css={styles.body} data-testid="article-body">
      <Markdown skipHtml remarkPlugins={remarkPlugins} urlTransform={safeUrl} components={{ a: Anchor, table: Table }}>
        {markdown}
      </Markdown>
    </div>
  );
}
