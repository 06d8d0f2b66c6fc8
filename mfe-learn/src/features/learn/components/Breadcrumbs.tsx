import { Fragment } from 'react';
import { css } from '@emotion/react';
import { Link, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  nav: css`font-size: 13px; color: ${theme.color.textMuted}; ol { list-style: none; margin: 0; padding: 0; display: flex; gap: ${theme.spacing(0.75)}; flex-wrap: wrap; }`,
  link: css`color: ${theme.color.primary}; text-decoration: none; &:hover { text-decoration: underline; }`,
});

/** Breadcrumb trail (Home > Learn > …); the last item is the current page (not a link). */
export function Breadcrumbs({ items }: { items: Array<{ label: string; to?: string }> }) {
  const styles = useStyles(getStyles);
  return (
    <nav aria-label="Breadcrumb" css={styles.nav}>
      <ol>
        {items.map((item, i) => (
          <Fragment key={`${item.label}-${i}`}>
            <li>
              {item.to && i < items.length - 1 ? (
                <Link to={item.to} css={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
            {i < items.length - 1 ? <li aria-hidden="true">›</li> : null}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
