import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { css } from '@emotion/react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import type { LedgerLensTheme } from '../theme/tokens';
import { useStyles } from '../theme/useStyles';
import { useAppDispatch, useAppSelector } from '../store/createAppStore';
import { selectToasts, toastAdded, toastDismissed, toastRemoved, type ToastInput } from './toastSlice';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX, TOAST_VIEWPORT_MAX_WIDTH_PX } from '../domain/constants';

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

/**
 * Renders the toasts of the store with Radix Toast: at most 3, shown 5000 ms, swipe right
 * (50 px) to dismiss, removed 5000 ms after dismissal; viewport at most 420 px wide on medium
 * screens and up (spec §9). The shell renders one; a standalone remote renders its own.
 */
export function Toaster({ children }: { children?: ReactNode }) {
  const styles = useStyles(getStyles);
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    for (const t of toasts) {
      if (!t.open && !timers.current.has(t.id)) {
        timers.current.set(
          t.id,
          setTimeout(() => {
            timers.current.delete(t.id);
            dispatch(toastRemoved(t.id));
          }, TOAST_REMOVE_DELAY_MS),
        );
      }
    }
  }, [toasts, dispatch]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {children}
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

/** Returns `toast(input)`: shows a toast (default variant unless told) and returns its id. */
export function useToast() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      toast: (input: ToastInput) => dispatch(toastAdded(input)).payload.id,
      dismiss: (id?: string) => dispatch(toastDismissed(id)),
    }),
    [dispatch],
  );
}
