import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { css } from '@emotion/react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { useAppDispatch, useAppSelector } from '../store/createAppStore';
import { selectToasts, toastAdded, toastDismissed, toastRemoved, type ToastInput } from './toastSlice';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX, TOAST_VIEWPORT_MAX_WIDTH_PX } from '../domain/constants';

/**
 * Renders the toasts of the store with Radix Toast: at most 3, shown 5000 ms, swipe right
 * (50 px) to dismiss, removed 5000 ms after dismissal; viewport at most 420 px wide on medium
 * screens and up (spec §9). The shell renders one; a standalone remote renders its own.
 */
export function Toaster({ children }: { children?: ReactNode }) {
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
          css={(th) => css`
            display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; align-items: start;
            padding: 12px 14px; border-radius: ${th.radius.md}; box-shadow: ${th.shadow.popover};
            background: ${t.variant === 'destructive' ? th.color.danger : th.color.surface};
            color: ${t.variant === 'destructive' ? '#fff' : th.color.text};
            border: 1px solid ${t.variant === 'destructive' ? th.color.danger : th.color.border};
            &[data-state='closed'] { display: none; }
            &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
          `}
        >
          {t.title ? <ToastPrimitive.Title css={css`font-weight: 700; font-size: 14px;`}>{t.title}</ToastPrimitive.Title> : null}
          {t.description ? (
            <ToastPrimitive.Description css={css`grid-column: 1; font-size: 14px; opacity: .9;`}>{t.description}</ToastPrimitive.Description>
          ) : null}
          {t.action ? (
            <ToastPrimitive.Action altText={t.action.label} asChild>
              <a href={t.action.href} css={css`grid-column: 1; font-size: 13px; font-weight: 600; color: inherit;`}>
                {t.action.label}
              </a>
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            css={css`grid-column: 2; grid-row: 1; background: transparent; border: 0; color: inherit; cursor: pointer; font-size: 18px; line-height: 1;`}
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        css={(th) => css`
          position: fixed; bottom: 0; right: 0; z-index: 100; display: flex; flex-direction: column; gap: 8px;
          padding: 16px; margin: 0; list-style: none; width: 100%; outline: none;
          ${th.mq.md} { max-width: ${TOAST_VIEWPORT_MAX_WIDTH_PX}px; }
        `}
      />
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
