import { Fragment } from 'react';
import { css } from '@emotion/react';
import { Link, useLocation, useParams } from 'react-router';
import { PRODUCT_NAME } from '../domain/constants';
import { useStyles } from '../theme/useStyles';
import type { LedgerLensTheme } from '../theme/tokens';
import { Card, Page } from './primitives';

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
 * Placeholder page of an area whose real pages have not landed yet: "{area} are coming to
 * LedgerLens", what the area will show, and the path and route parameters it was opened with —
 * as plain text, never markup — with a link back to search. Sets the document title.
 */
/** Props of the placeholder page. */
export interface ComingSoonProps {
  /** The area, as named in the heading: "{area} are coming to LedgerLens". */
  area: string;
  /** What the area will show. */
  description: string;
}

export default function ComingSoonImpl({ area, description }: ComingSoonProps) {
  const styles = useStyles(getStyles);
  const { pathname } = useLocation();
  const params = Object.entries(useParams()).filter(([name, value]) => name !== '*' && value);
  return (
    <Page>
      <title>{`${area} · coming soon · ${PRODUCT_NAME}`}</title>
      <Card css={styles.card}>
        <h1 css={styles.heading}>{`${area} are coming to ${PRODUCT_NAME}`}</h1>
        <p css={styles.text}>{description}</p>
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
