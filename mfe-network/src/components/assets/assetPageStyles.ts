import { css } from '@emotion/react';
import type { LedgerLensTheme } from '@ledgerlens/shared';

/**
 * The layout every asset page of this remote shares (the AMM pool page, the token page): the page
 * stack, its hero (title, badges, source line), the two-column card grid, cards, figure tables and
 * links. A page's `getStyles` spreads these and adds its own.
 */
export const assetPageStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(3)}; min-width: 0;`,
  hero: css`display: grid; gap: ${theme.spacing(1)};`,
  badges: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(1)};`,
  title: css`margin: 0; font-size: 26px; line-height: 1.2; overflow-wrap: anywhere; ${theme.mq.md} { font-size: 32px; }`,
  source: css`margin: 0; font-size: 13px; color: ${theme.color.textMuted};`,
  grid: css`display: grid; gap: ${theme.spacing(2)}; ${theme.mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }`,
  card: css`display: grid; gap: ${theme.spacing(1.5)}; padding: ${theme.spacing(2.5)}; min-width: 0; align-content: start;`,
  scroll: css`overflow-x: auto;`,
  table: css`width: 100%; border-collapse: collapse; font-size: 14px; th, td { text-align: left; padding: ${theme.spacing(1)}; border-bottom: 1px solid ${theme.color.border}; vertical-align: top; } th { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted}; }`,
  num: css`font-variant-numeric: tabular-nums; text-align: right; white-space: nowrap;`,
  /** A figure in a detail list: it wraps on a phone rather than widening the page. */
  figure: css`font-variant-numeric: tabular-nums; overflow-wrap: anywhere;`,
  link: css`color: ${theme.color.primary}; text-decoration: none; &:hover { text-decoration: underline; }`,
});
