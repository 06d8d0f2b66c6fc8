import { css } from '@emotion/react';
import type { LedgerLensTheme } from '../../theme/tokens';

/** Header button of a collapsible section or accordion item (also drawn before Radix loads). */
export const getCollapsibleStyles = (theme: LedgerLensTheme) => ({
  /** The `h3` around an accordion item's header button: no heading look of its own. */
  heading: css`margin: 0; font: inherit;`,
  trigger: css`
    width: 100%; display: flex; justify-content: space-between; align-items: center; gap: ${theme.spacing(1)};
    background: transparent; border: 0; padding: ${theme.spacing(1, 0)}; color: ${theme.color.text}; font: inherit; font-weight: 600; cursor: pointer;
    &::after { content: '▸'; transition: transform .15s; }
    &[data-state='open']::after { transform: rotate(90deg); }
  `,
});

