import { css } from '@emotion/react';

/** Visually hidden, still read by screen readers (labels of inputs whose purpose is shown otherwise). */
export const srOnly = css`
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
`;
