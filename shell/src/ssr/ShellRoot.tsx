import { StrictMode, useEffect } from 'react';
import type { AppStore } from '@ledgerlens/shared';
import { App } from '../App';
import type { ShellRouterHandle } from '../router';
import { SsrContext, type SsrState } from './serverRemotes';

/** Marks server markup as taken over after the first client commit: interactive (`inert` off), no longer hidden by theme. */
function TakenOver({ root }: { root: HTMLElement | null }) {
  useEffect(() => {
    if (!root) return;
    root.removeAttribute('data-ssr-theme');
    root.removeAttribute('data-ssr-pref');
    root.removeAttribute('data-ssr-tz');
    root.removeAttribute('data-ssr-locale');
    root.inert = false;
  }, [root]);
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
}: {
  store: AppStore;
  shell?: ShellRouterHandle;
  root: HTMLElement | null;
  /** Server render state ({@link SsrState}); default: a client-only render. */
  ssr?: SsrState;
}) {
  return (
    <StrictMode>
      <SsrContext.Provider value={ssr}>
        <App store={store} shell={shell} />
      </SsrContext.Provider>
      <TakenOver root={root} />
    </StrictMode>
  );
}
