import { css } from '@emotion/react';
import { Card, Link, Muted, Skeleton, apiBodyMessage, describeRequestError, isNotFoundError, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  state: css`display: grid; gap: ${theme.spacing(1)}; justify-items: start; padding: ${theme.spacing(2.5)};`,
  title: css`margin: 0; font-size: 18px;`,
  error: css`border-color: ${theme.color.dangerBorder};`,
  errorTitle: css`margin: 0; font-size: 18px; color: ${theme.color.danger};`,
  loading: css`display: grid; gap: ${theme.spacing(1.5)};`,
  link: css`color: ${theme.color.primary};`,
});

/**
 * What an asset page shows instead of its data: a loading skeleton (`error` undefined), a
 * not-found state for a 404 (the API's message, a link back to `backTo`), else the request error.
 * Its title is the page's h1 (`level` 1, the default: the page has no other) or, under a page's
 * own h1, an h2.
 */
export function PageState({ error, what, backTo, level = 1 }: { error?: unknown; what: string; backTo: { href: string; label: string }; level?: 1 | 2 }) {
  const styles = useStyles(getStyles);
  if (error === undefined) {
    return (
      <div aria-busy="true" aria-label={`Loading ${what}`} css={styles.loading}>
        <Skeleton h="120px" />
        <Skeleton h="240px" />
      </div>
    );
  }
  const notFound = isNotFoundError(error);
  const Heading = level === 1 ? 'h1' : 'h2';
  const title = notFound ? `${what[0].toUpperCase()}${what.slice(1)} not found` : `Unable to load the ${what}`;
  const message = apiBodyMessage(error) ?? describeRequestError(error);
  // The API's message often starts with the title ("MPT issuance not found: the node has no …"): said once.
  const rest = message.toLowerCase().startsWith(`${title.toLowerCase()}: `) ? message.slice(title.length + 2) : message;
  return (
    <Card css={[styles.state, notFound ? null : styles.error]} role={notFound ? undefined : 'alert'}>
      <Heading css={notFound ? styles.title : styles.errorTitle}>{title}</Heading>
      <Muted>{rest === message ? message : `${rest[0].toUpperCase()}${rest.slice(1)}${rest.endsWith('.') ? '' : '.'}`}</Muted>
      <Link to={backTo.href} css={styles.link}>
        {backTo.label}
      </Link>
    </Card>
  );
}
