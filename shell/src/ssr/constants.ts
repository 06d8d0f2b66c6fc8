/**
 * What the shell's client, its server render (`shell/src/server.tsx`), the web server
 * (`server/src`) and the remotes' server builds (`scripts/build-ssr.mjs`) must agree on, declared
 * once: the ids of the page's JSON data blocks, the theme cookie, the header widget's screens, the
 * home widgets drawn at once, the navigation's deadline, the singletons a remote's server build is
 * given and where that build lies. Values only (no browser API, no React): the web server and the
 * build scripts load it in Node.
 */
import { lightTheme, THEME_STORAGE_KEY } from '@ledgerlens/shared';

/** Id of the inline `remotes.json` data block (written by the web server, read by `bootstrap.tsx`). */
export const REMOTES_BLOCK_ID = 'ledgerlens-remotes';
/** Id of the inline `config.json` data block. */
export const CONFIG_BLOCK_ID = 'ledgerlens-config';
/** Id of the server render's data block: `{ api, widgets, now }` (the RTK Query state it used, the widgets drawn in full, its render time in Unix ms). */
export const SSR_BLOCK_ID = 'ledgerlens-ssr';

/** Cookie holding the visitor's theme preference: the shell writes it with the same name and value as `localStorage`'s key. */
export const THEME_COOKIE = THEME_STORAGE_KEY;

/**
 * Screens on which the shell's header draws the `header` slot's widget (theme `mq.md`, shell
 * `Header`): the web server hints its files with this `media`, so a phone does not download a
 * search box it does not show.
 */
export const HEADER_WIDGET_MEDIA = lightTheme.mq.md.replace(/^@media\s+/, '');

/** Home widgets (slot `home`, in `remotes.json` order) the shell renders at once; the others load near the viewport. The web server preloads the same ones. */
export const HOME_EAGER_WIDGETS = 2;

/**
 * Default time one navigation may spend before its page is sent, milliseconds (`SSR_DEADLINE_MS`
 * of the web server): the owning remote's manifest and server build, the page's data and every
 * render pass share it; past it the page is sent client-rendered.
 */
export const SSR_DEADLINE_MS = 1200;

/**
 * What a remote's server build leaves to the shell's server render, which gives it its own copies
 * (one of each, as federation shares them in the browser). The build keeps them external
 * (`scripts/build-ssr.mjs`); `shell/src/server.tsx` provides exactly these.
 */
export const PROVIDED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@ledgerlens/shared',
  '@ledgerlens/shared/domain',
  '@ledgerlens/shared/ledger',
  '@ledgerlens/shared/address',
] as const;

/** A module name of {@link PROVIDED_SINGLETONS}. */
export type ProvidedSingleton = (typeof PROVIDED_SINGLETONS)[number];

/** A remote's server build, relative to its `mf-manifest.json` (`scripts/build-ssr.mjs`). */
export const REMOTE_SSR_FILE = 'ssr/server.cjs';
