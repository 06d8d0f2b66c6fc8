import { useEffect, useRef } from 'react';

/** How long after a route change the page's heading is awaited (remote, page chunk and data), ms. */
export const ROUTE_FOCUS_WAIT_MS = 10_000;

/**
 * Moves keyboard and screen-reader focus to the new page's heading (the first `h1` inside the
 * element with id `mainId`) after every change of `pathname`, not on the first load (WCAG 2.4.3,
 * focus order; the pattern of the GOV.UK and Reach routers). The heading gets `tabIndex=-1` so it
 * can take focus without entering the tab order, and is focused without scrolling.
 *
 * Pages load lazily and show a skeleton heading first, so the hook watches `main` (a
 * MutationObserver) for up to {@link ROUTE_FOCUS_WAIT_MS}: when the heading appears, or replaces the
 * one it focused (skeleton → content), the new one is focused. It stops as soon as the visitor
 * moves focus, presses a key or clicks, so it never takes focus from what they are doing. A page
 * without an `h1` leaves focus where it was.
 */
export function useRouteFocus(pathname: string, mainId = 'main'): void {
  const firstPath = useRef<string | null>(pathname);

  useEffect(() => {
    if (firstPath.current === pathname) return undefined;
    firstPath.current = null;
    const main = document.getElementById(mainId);
    if (!main) return undefined;

    const before = document.activeElement;
    let focused: HTMLElement | null = null;
    let stopped = false;

    /** Focus is still ours to move: nothing, the element focused before navigating, or our heading. */
    const free = () => {
      const active = document.activeElement;
      return !active || active === document.body || active === before || active === focused || !active.isConnected;
    };
    const place = () => {
      if (stopped) return;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading || heading === focused || !free()) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      focused = heading;
      heading.focus({ preventScroll: true });
    };

    const observer = new MutationObserver(place);
    const stop = () => {
      stopped = true;
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    const timer = setTimeout(stop, ROUTE_FOCUS_WAIT_MS);
    observer.observe(main, { childList: true, subtree: true });
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    place();
    return stop;
  }, [pathname, mainId]);
}
