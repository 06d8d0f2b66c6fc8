import { css } from '@emotion/react';
import type { LedgerLensTheme } from '../../theme/tokens';

/** Surface of the floating panels (dialog, dropdown menu, tooltip). */
export const popover = (t: LedgerLensTheme) => css`
  background: ${t.color.surface}; color: ${t.color.text}; border: 1px solid ${t.color.border};
  border-radius: ${t.radius.md}; box-shadow: ${t.shadow.popover}; z-index: 60;
`;

