import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Card, Skeleton, toneColors, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { Icon } from '../../../components/Icon';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(1.5)}; justify-items: center; text-align: center; padding: ${theme.spacing(4, 2.5)};`,
  icon: () => {
    const { fg, bg } = toneColors(theme, 'warning');
    return css`display: inline-grid; place-items: center; width: 56px; height: 56px; border-radius: ${theme.radius.pill}; color: ${fg}; background: ${bg};`;
  },
  title: css`margin: 0; font-size: 24px; line-height: 1.25;`,
  body: css`max-width: 620px; color: ${theme.color.textMuted}; display: grid; gap: ${theme.spacing(1)};`,
  actions: css`display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap; justify-content: center;`,
  skeleton: css`display: grid; gap: ${theme.spacing(2)};`,
  skeletonTitle: css`margin: 0; font-size: 24px;`,
  skeletonPair: css`display: grid; gap: ${theme.spacing(2)}; ${theme.mq.lg} { grid-template-columns: 1fr 1fr; }`,
  skeletonTiles: css`display: grid; gap: ${theme.spacing(1.5)}; grid-template-columns: repeat(2, 1fr); ${theme.mq.md} { grid-template-columns: repeat(4, 1fr); }`,
});

/**
 * The ledger page's error state (spec §8 "Ledger Not Available"): the error, or 'Unable to load
 * ledger information.', with the actions given (Back and View Latest Ledger).
 */
export function LedgerErrorCard({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  const styles = useStyles(getStyles);
  return (
    <Card role="alert" css={styles.card}>
      <span css={styles.icon()}>
        <Icon name="alert" size={28} />
      </span>
      <h1 css={styles.title}>{title}</h1>
      <div css={styles.body}>{children}</div>
      <div css={styles.actions}>{actions}</div>
    </Card>
  );
}

/** Loading skeleton of the ledger page (header, hashes, supply, eight tiles, table). */
export function LedgerSkeleton({ label }: { label: string }) {
  const styles = useStyles(getStyles);
  return (
    <div aria-busy="true" aria-live="polite" css={styles.skeleton}>
      <h1 css={styles.skeletonTitle}>{label}</h1>
      <Skeleton h="44px" />
      <div css={styles.skeletonTiles}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h="76px" />
        ))}
      </div>
      <div css={styles.skeletonPair}>
        <Skeleton h="180px" />
        <Skeleton h="180px" />
      </div>
      <Skeleton h="320px" />
    </div>
  );
}
