import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../store/createAppStore';
import { selectToasts, toastAdded, toastDismissed, toastRemoved, type ToastInput } from './toastSlice';
import { TOAST_REMOVE_DELAY_MS } from '../domain/constants';

const ToasterImpl = lazy(() => import('../ui/radix/ToasterImpl'));

/**
 * Renders the toasts of the store with Radix Toast: at most 3, shown 5000 ms, swipe right
 * (50 px) to dismiss, removed 5000 ms after dismissal; viewport at most 420 px wide on medium
 * screens and up (spec §9). The shell renders one; a standalone remote renders its own. Radix
 * Toast loads with the first toast, so a page that shows none never downloads it.
 */
export function Toaster({ children }: { children?: ReactNode }) {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);

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
    <>
      {children}
      {needed ? (
        <Suspense fallback={null}>
          <ToasterImpl />
        </Suspense>
      ) : null}
    </>
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
