import { createContext } from 'react';

/** A remote's exposed modules as its server build publishes them (`./routes`, `./widgets/…`). */
export type ServerRemoteModules = Record<string, { default?: unknown } | undefined>;

/**
 * What a render knows about server rendering, given to the widgets (`WidgetSlot`):
 * - on the server: `server: true`, `modules(remote)` the remote's server build (undefined when it
 *   has none or is down: its widgets draw their reserved space), and `rendered`, where each widget
 *   drawn in full adds its id;
 * - in the browser: `server: false` and `rendered` read from the page (the widgets the server drew
 *   in full, which hydration takes over as they are); empty without a server render.
 */
export interface SsrState {
  server: boolean;
  modules?: (remote: string) => ServerRemoteModules | undefined;
  rendered: Set<string>;
  /**
   * The server render's time (Unix ms): on the server, when this request's render started; in the
   * browser, the same time read from the page's data block, while hydrating. Relative times render
   * at it (`useRenderTime`), so the hydrated text matches the server's.
   */
  now?: number;
}

/** Default: a client-only render. */
export const SsrContext = createContext<SsrState>({ server: false, rendered: new Set() });
