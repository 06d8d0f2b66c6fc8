import { css, type Theme } from '@emotion/react';

/** Styles of the select: the trigger (also drawn before Radix loads) and the Radix popover list. */
export const getSelectStyles = (t: Theme) => ({
  trigger: css`
    display: inline-flex; align-items: center; justify-content: space-between; gap: ${t.spacing(1)}; height: 40px;
    padding: ${t.spacing(0, 1.5)}; min-width: 160px; cursor: pointer;
    background: ${t.color.surface}; color: ${t.color.text}; border: 1px solid ${t.color.border}; border-radius: ${t.radius.sm};
    font: inherit; font-size: 14px;
    &:focus-visible { outline: 2px solid ${t.color.focus}; outline-offset: 1px; }
  `,
  triggerSm: css`height: 36px; min-width: 0; gap: ${t.spacing(0.75)}; padding: ${t.spacing(0, 1.25)}; font-size: 13px;`,
  icon: css`color: ${t.color.textMuted}; line-height: 1;`,
  content: css`
    background: ${t.color.surface}; color: ${t.color.text}; border: 1px solid ${t.color.border};
    border-radius: ${t.radius.md}; box-shadow: ${t.shadow.popover}; z-index: 60;
    padding: ${t.spacing(0.5)}; min-width: var(--radix-select-trigger-width);
  `,
  item: css`
    padding: ${t.spacing(1, 1.25)}; border-radius: ${t.radius.sm}; font-size: 14px; cursor: pointer; outline: none;
    &[data-highlighted] { background: ${t.color.surfaceAlt}; }
    &[data-state='checked'] { font-weight: 600; }
  `,
});
