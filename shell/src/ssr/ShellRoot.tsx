import { StrictMode, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { RenderTimeContext, RuntimeConfigContext, type AppStore, type RuntimeConfig } from '@ledgerlens/shared';
import { App } from '../App';
import type { ShellRouterHandle } from '../router';
import { SsrContext, type SsrState } from './serverRemotes';

/**
 * Marks server markup as taken over after the first client commit: no longer hidden by theme, its
 * controls no longer announced as unavailable (in the commit, before the browser paints again),
 * then, once the commit's effects have run, a tap made on one before is replayed once
 * (`__ledgerlensTakenOver`, `theme-init.js`).
 */
function TakenOver({ root, onTakenOver }: { root: HTMLElement | null; onTakenOver: () => void }) {
  useLayoutEffect(() => {
    if (!root) return;
    root.removeAttribute('data-ssr-theme');
    root.removeAttribute('data-ssr-pref');
    root.removeAttribute('data-ssr-tz');
    root.removeAttribute('data-ssr-locale');
    performance.mark('ll:takeover');
  }, [root]);
  useEffect(() => {
    onTakenOver();
    if (root) window.__ledgerlensTakenOver?.();
  }, [root, onTakenOver]);
  return null;
}

const CLIENT_ONLY: SsrState = { server: false, rendered: new Set() };

/**
 * The shell's whole tree, the same on the server (`server.tsx`, `root` null) and in the browser
 * (`bootstrap.tsx`), so hydration (and every `useId`) sees the same structure.
 */
export function ShellRoot({
  store,
  shell,
  root,
  ssr = CLIENT_ONLY,
  config,
  afterTakeover,
}: {
  store: AppStore;
  shell?: ShellRouterHandle;
  root: HTMLElement | null;
  /** Server render state ({@link SsrState}); default: a client-only render. */
  ssr?: SsrState;
  /** The request's `config.json` (the server render); default the page's, read once at start (`useRuntimeConfig`). */
  config?: RuntimeConfig;
  /** Called once after the first client commit (hydration done): e.g. to mark a kept server render's answers stale, which the markup did not show. */
  afterTakeover?: () => void;
}) {
  // The server's render time while its markup is taken over (relative times match it), then none.
  const [renderTime, setRenderTime] = useState(ssr.now);
  const clearRenderTime = useCallback(() => {
    // A transition: the relative times redraw after the takeover, not as part of it.
    startTransition(() => setRenderTime(undefined));
    afterTakeover?.();
  }, [afterTakeover]);
  // The same element across ShellRoot's own updates: clearing the render time redraws the
  // components that read it (useRenderTime), not the whole page.
  const app = useMemo(() => <App store={store} shell={shell} />, [store, shell]);
  return (
    <StrictMode>
      <SsrContext.Provider value={ssr}>
        <RuntimeConfigContext.Provider value={config}>
          <RenderTimeContext.Provider value={renderTime}>
            {app}
          </RenderTimeContext.Provider>
        </RuntimeConfigContext.Provider>
      </SsrContext.Provider>
      <TakenOver root={root} onTakenOver={clearRenderTime} />
    </StrictMode>
  );
}
