/** Radix Toast with LedgerLens styles; loaded by `Toaster` (../../toast/Toaster.tsx) with the first toast. */
import * as ToastPrimitive from '@radix-ui/react-toast';
import { css } from '@emotion/react';
import type { LedgerLensTheme } from '../../theme/tokens';
import { useStyles } from '../../theme/useStyles';
import { useAppDispatch, useAppSelector } from '../../store/createAppStore';
import { selectToasts, toastDismissed } from '../../toast/toastSlice';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, TOAST_VIEWPORT_MAX_WIDTH_PX } from '../../domain/constants';

const getStyles = (theme: LedgerLensTheme) => ({
  toast: (destructive: boolean) => css`
    display: grid; grid-template-columns: 1fr auto; gap: ${theme.spacing(0.5, 1.5)}; align-items: start;
    padding: ${theme.spacing(1.5, 1.75)}; border-radius: ${theme.radius.md}; box-shadow: ${theme.shadow.popover};
    background: ${destructive ? theme.color.danger : theme.color.surface};
    color: ${destructive ? theme.color.onAccent : theme.color.text};
    border: 1px solid ${destructive ? theme.color.danger : theme.color.border};
    &[data-state='closed'] { display: none; }
    &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  `,
  title: css`font-weight: 700; font-size: 14px;`,
  description: css`grid-column: 1; font-size: 14px; opacity: .9;`,
  action: css`grid-column: 1; font-size: 13px; font-weight: 600; color: inherit;`,
  close: css`grid-column: 2; grid-row: 1; background: transparent; border: 0; color: inherit; cursor: pointer; font-size: 18px; line-height: 1;`,
  viewport: css`
    position: fixed; bottom: 0; right: 0; z-index: 100; display: flex; flex-direction: column; gap: ${theme.spacing(1)};
    padding: ${theme.spacing(2)}; margin: 0; list-style: none; width: 100%; outline: none;
    ${theme.mq.md} { max-width: ${TOAST_VIEWPORT_MAX_WIDTH_PX}px; }
  `,
});

export default function ToasterImpl() {
  const styles = useStyles(getStyles);
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dispatch(toastDismissed(t.id));
          }}
          data-variant={t.variant}
          css={styles.toast(t.variant === 'destructive')}
        >
          {t.title ? <ToastPrimitive.Title css={styles.title}>{t.title}</ToastPrimitive.Title> : null}
          {t.description ? <ToastPrimitive.Description css={styles.description}>{t.description}</ToastPrimitive.Description> : null}
          {t.action ? (
            <ToastPrimitive.Action altText={t.action.label} asChild>
              <a href={t.action.href} css={styles.action}>
                {t.action.label}
              </a>
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close aria-label="Dismiss notification" css={styles.close}>
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport css={styles.viewport} />
    </ToastPrimitive.Provider>
  );
}

