import { css } from '@emotion/react';
import type { LedgerLensTheme } from '../../theme/tokens';

/** Tab list, tabs and panel of `Tabs` (also drawn before Radix loads). */
export const getTabsStyles = (theme: LedgerLensTheme) => ({
  // A grid or flex item: without it, a tab list wider than a phone widens the whole page instead of scrolling.
  root: css`min-width: 0;`,
  list: css`display: flex; gap: ${theme.spacing(0.5)}; border-bottom: 1px solid ${theme.color.border}; overflow-x: auto;`,
  tab: css`
    appearance: none; border: 0; background: none; cursor: pointer; font: inherit; font-weight: 600; font-size: 14px;
    padding: ${theme.spacing(1, 1.5)}; color: ${theme.color.textMuted}; border-bottom: 2px solid transparent; white-space: nowrap;
    &[data-state='active'] { color: ${theme.color.primary}; border-bottom-color: ${theme.color.primary}; }
    &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: -2px; }
  `,
  panel: css`padding-top: ${theme.spacing(2)}; &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }`,
});
