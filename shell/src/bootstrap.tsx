import { createRoot, hydrateRoot } from 'react-dom/client';
import { staleAnswerNoted } from '@ledgerlens/shared';
import { applyRuntimeConfig, createAppStore, loadRuntimeConfig, preloadDrawnUi, selectIsDarkMode, selectThemePreference, ssrRehydrate, type AppStore } from '@ledgerlens/shared';
import { ShellRoot } from './ssr/ShellRoot';
import { startFailed } from './startFailure';
import { applyRemotesConfig, loadRemotesConfig } from './remotes/registry';
import { preloadWidgets } from './remotes/WidgetSlot';
import { readInlineJson } from './inlineConfig';
import { createShellRouter, routerInitialized } from './router';
import { CONFIG_BLOCK_ID, REMOTES_BLOCK_ID, SSR_BLOCK_ID } from './ssr/constants';


/**
 * True when `root` holds markup the shell's server drew (`data-ssr-theme`, `server/src/boot.ts`)
 * in the theme and preference this visitor's store starts with, and with dates and numbers
 * formatted in this browser's time zone and locale (`data-ssr-tz`, `data-ssr-locale`), so the client
 * can take it over as it is (`hydrateRoot`). Otherwise the client renders over it: drawn in another
 * theme (no cookie yet and the OS in dark mode) it is hidden by CSS meanwhile; in another time zone
 * or locale it shows until the client render replaces its dates with local ones.
 */
export function canHydrate(root: HTMLElement, store: AppStore): boolean {
  const theme = root.getAttribute('data-ssr-theme');
  if (!theme || !root.firstElementChild) return false;
  const state = store.getState();
  if (theme !== (selectIsDarkMode(state) ? 'dark' : 'light') || root.getAttribute('data-ssr-pref') !== selectThemePreference(state)) return false;
  const format = Intl.DateTimeFormat().resolvedOptions();
  return root.getAttribute('data-ssr-tz') === format.timeZone && root.getAttribute('data-ssr-locale') === format.locale;
}

/** Marks every answer in the store stale since `staleSince` (a kept server render served while the XRPL node was unreachable). */
function markAnswersStale(store: AppStore, staleSince: string): void {
  const queries = (store.getState() as unknown as { api: { queries: Record<string, unknown> } }).api.queries;
  for (const queryCacheKey of Object.keys(queries)) store.dispatch(staleAnswerNoted({ queryCacheKey, staleSince }));
}

/**
 * Starts the shell. `config.json` and `remotes.json` come from the page itself when its server
 * inlined them (JSON data blocks written per navigation by `server/src/serve.ts`), so no request waits
 * for the shell's code; otherwise (dev server, a plain static host) they are fetched.
 *
 * When the server rendered the first view (`src/server.tsx`), the client hydrates it: the router
 * first matches the location (as the server did), then `hydrateRoot` renders the same tree over the
 * server's DOM (nothing repaints). Until then the markup works without the app: links navigate,
 * the search forms submit with GET, and a tap on a control that needs the app is replayed after
 * the takeover (`theme-init.js`).
 */
async function start() {
  // Phase marks of the takeover (`ll:main` in index.ts, `ll:takeover` in ShellRoot), read by `npm run bench:tap`.
  performance.mark('ll:boot');
  const inlineConfig = readInlineJson(CONFIG_BLOCK_ID);
  const inlineRemotes = readInlineJson(REMOTES_BLOCK_ID);
  await Promise.all([
    inlineConfig !== undefined ? applyRuntimeConfig(inlineConfig) : loadRuntimeConfig('/config.json'),
    inlineRemotes !== undefined ? applyRemotesConfig(inlineRemotes) : loadRemotesConfig('/remotes.json'),
  ]);
  const store = createAppStore();
  const root = document.getElementById('root')!;
  // The answers the server rendered with (`ledgerlens-ssr`): in the cache before any query runs, so none asks again.
  const ssrData = readInlineJson(SSR_BLOCK_ID) as { api?: unknown; widgets?: unknown; now?: unknown; staleSince?: unknown } | undefined;
  if (ssrData?.api && typeof ssrData.api === 'object') store.dispatch(ssrRehydrate(ssrData.api));
  performance.mark('ll:store');
  if (canHydrate(root, store)) {
    // The page's content (its Suspense boundary in `Layout`) hydrates after the takeover: a remote's
    // page once its chunk and the lazy Radix parts its markup draws (tabs, switches) are here, the
    // takeover (header, footer, router) without waiting for them. Until then a tap on the content is
    // held and replayed (`__ledgerlensContentHydrated`, `theme-init.js`).
    const main = root.querySelector('main');
    // Asked for at once (the server does not hint them for a remote's page, see server/src/boot.ts).
    const pageUi = main ? preloadDrawnUi(main) : Promise.resolve();
    let deferred = false;
    const pageCode = () => {
      deferred = true;
      return pageUi;
    };
    const shell = createShellRouter(undefined, undefined, undefined, pageCode);
    const widgets = Array.isArray(ssrData?.widgets) ? ssrData.widgets.filter((w): w is string => typeof w === 'string') : [];
    // The routes (a remote's page module deferred, see above; the shell's own pages are here), the
    // widgets the server drew and the lazy Radix parts in its markup, in parallel: hydration then
    // meets no suspended code outside the deferred page.
    const page = routerInitialized(shell.router).then(() => (deferred ? undefined : pageUi));
    await Promise.all([page, preloadWidgets(widgets), preloadDrawnUi(root, main)]);
    performance.mark('ll:code');
    window.__ledgerlensHydrating?.();
    // A kept render the server served while the node was down (`staleSince`): its answers are marked
    // stale once hydrated (the stale banner, as a stale API answer shows it), not before (the markup has none).
    const staleSince = typeof ssrData?.staleSince === 'string' ? ssrData.staleSince : undefined;
    const afterTakeover = staleSince ? () => markAnswersStale(store, staleSince) : undefined;
    hydrateRoot(root, <ShellRoot store={store} shell={shell} root={root} afterTakeover={afterTakeover} ssr={{ server: false, rendered: new Set(widgets), now: typeof ssrData?.now === 'number' ? ssrData.now : undefined }} />);
    return;
  }
  if (root.hasAttribute('data-ssr-theme')) {
    // Server markup that cannot be hydrated: the first client commit replaces it with the complete
    // page (router matched first, the route's module loaded), so no loading state flashes between.
    const shell = createShellRouter();
    await routerInitialized(shell.router);
    createRoot(root).render(<ShellRoot store={store} shell={shell} root={root} />);
    return;
  }
  createRoot(root).render(<ShellRoot store={store} root={root} />);
}

start().catch(startFailed);
