import { css } from '@emotion/react';
import type { LedgerLensTheme } from '../theme/tokens';
import { useStyles } from '../theme/useStyles';
import { Card, CardTitle } from './primitives';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(1.5)}; padding: ${theme.spacing(2.5)};`,
  list: css`margin: 0; padding-left: ${theme.spacing(2.5)}; color: ${theme.color.textMuted}; font-size: 14px;`,
});

/**
 * "Not shown": what a page could not get from the node, in words (the API's `missing` list, e.g.
 * `book_offers unavailable: no order-book price`). Nothing when the list is empty.
 */
export function NotShown({ missing, id }: { missing: readonly string[]; /** Id of the title, unique in the page. */ id: string }) {
  const styles = useStyles(getStyles);
  if (missing.length === 0) return null;
  return (
    <Card css={styles.card} aria-labelledby={id}>
      <CardTitle id={id}>Not shown</CardTitle>
      <ul css={styles.list}>
        {missing.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </Card>
  );
}
