import { useEffect } from 'react';
import { getRemotesConfig, preloadRemoteRoutes, remoteForPath } from './registry';

/** Path of a same-origin link under the pointer or focus, if any. */
function linkPath(target: EventTarget | null): string | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  try {
    const url = new URL(anchor.href, window.location.href);
    return url.origin === window.location.origin ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** Idle callback, or a timeout where the browser has none. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 2000);
  return () => window.clearTimeout(id);
}

/**
 * Preloads a route's remote before it is needed:
 * - when a link to one of its paths is hovered (`pointerover`) or focused (`focusin`): the
 *   manifest, entry and every chunk of its `./routes` module, in parallel;
 * - while the browser is idle after the first paint: every deployed remote's entry and routes
 *   module (not its pages), one remote per idle period, so later navigations start sooner.
 */
export function usePreloading(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = linkPath(event.target);
      const remote = path ? remoteForPath(path) : undefined;
      if (remote) preloadRemoteRoutes(remote);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);

    let cancelIdle = () => undefined as void;
    const queue = Object.keys(getRemotesConfig());
    const next = () => {
      const remote = queue.shift();
      if (!remote) return;
      preloadRemoteRoutes(remote, { pages: false });
      cancelIdle = whenIdle(next);
    };
    // After the first paint: wait for the load event, then for idle time.
    const start = () => {
      cancelIdle = whenIdle(next);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      window.removeEventListener('load', start);
      cancelIdle();
    };
  }, []);
}
