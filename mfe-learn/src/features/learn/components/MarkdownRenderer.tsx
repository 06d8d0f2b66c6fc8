import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import { Link, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  body: css`
    max-width: ${theme.size.text}; line-height: 1.7; font-size: 16px; color: ${theme.color.text};
    h2 { font-size: 22px; margin: ${theme.spacing(3, 0, 1)}; } h3 { font-size: 18px; margin: ${theme.spacing(2.5, 0, 1)}; }
    p, ul, ol { margin: ${theme.spacing(0, 0, 1.5)}; } li { margin-bottom: ${theme.spacing(0.5)}; }
    code { font-family: ${theme.font.mono}; font-size: 14px; background: ${theme.color.surfaceAlt}; padding: ${theme.spacing(0, 0.5)}; border-radius: ${theme.radius.sm}; overflow-wrap: anywhere; }
    blockquote { margin: ${theme.spacing(0, 0, 1.5)}; padding: ${theme.spacing(1, 2)}; border-left: 4px solid ${theme.color.primary}; background: ${theme.color.primaryBg}; }
    table { border-collapse: collapse; margin-bottom: ${theme.spacing(1.5)}; } th, td { border: 1px solid ${theme.color.border}; padding: ${theme.spacing(0.5, 1)}; }
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

/**
 * An article's markdown body, rendered with react-markdown: no raw HTML (`skipHtml`), links
 * filtered by {@link safeUrl}. Loaded by {@link MarkdownBody} in its own `lazy-` chunk.
 */
export default function MarkdownRenderer({ markdown }: { markdown: string }) {
  const styles = useStyles(getStyles);
  return (
    <div css={styles.body} data-testid="article-body">
      <Markdown skipHtml urlTransform={safeUrl} components={{ a: Anchor }}>
        {markdown}
      </Markdown>
    </div>
  );
}
