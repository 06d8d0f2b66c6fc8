import { Fragment } from 'react';
import { css } from '@emotion/react';
import { Link, useLocation, useParams } from 'react-router';
import { Card, Page, PRODUCT_NAME, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';

/** The area, as named in the heading: "{AREA} are coming to LedgerLens". */
export const AREA = 'Ledgers';

/** What the area will show (spec §2). */
export const AREA_DESCRIPTION =
  'The ledger page will show a ledger by index, hash or latest: whether it is validated, its hashes, supply and fees, and the transactions it holds (up to 250 rows).';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(2)}; justify-items: start; max-width: ${theme.size.text};`,
  heading: css`margin: 0; font-size: 24px; line-height: 1.25; font-weight: 800; color: ${theme.color.text};`,
  text: css`margin: 0; line-height: 1.5; color: ${theme.color.textMuted};`,
  opened: css`
    margin: 0; display: grid; grid-template-columns: auto minmax(0, 1fr); gap: ${theme.spacing(0.5, 2)};
    & > dt { color: ${theme.color.textMuted}; font-size: 14px; }
    & > dd { margin: 0; min-width: 0; font-family: ${theme.font.mono}; font-size: 14px; overflow-wrap: anywhere; color: ${theme.color.text}; }
  `,
  link: css`color: ${theme.color.primary}; font-weight: 600; &:hover { color: ${theme.color.primaryHover}; }`,
});

/**
 * Placeholder page of every route of this remote until its real pages land: names the area, says
 * what it will show, and echoes the path and route parameters it was opened with (as plain text)
 * with a link back to search.
 */
export function ComingSoonPage() {
  const styles = useStyles(getStyles);
  const { pathname } = useLocation();
  const params = Object.entries(useParams()).filter(([name, value]) => name !== '*' && value);
  return (
    <Page>
      <title>{`${AREA} · coming soon · ${PRODUCT_NAME}`}</title>
      <Card css={styles.card}>
        <h1 css={styles.heading}>{`${AREA} are coming to ${PRODUCT_NAME}`}</h1>
        <p css={styles.text}>{AREA_DESCRIPTION}</p>
        <dl css={styles.opened} aria-label="Opened with">
          <dt>path</dt>
          <dd>{pathname}</dd>
          {params.map(([name, value]) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <Link to="/search" css={styles.link}>
          Back to search
        </Link>
      </Card>
    </Page>
  );
}
