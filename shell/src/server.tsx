/**
 * The shell's server render (issue 20 §4): the first view of a navigation as HTML, so a phone
 * paints it before any JavaScript has arrived. Built by `npm run build` into
 * `shell/dist-ssr/render.cjs` (`scripts/build-ssr.mjs`, esbuild, Node, every dependency bundled)
 * and called per navigation by the shell's static server (`scripts/serve-boot.mjs`).
 *
 * What it renders: the layout (header, footer) with the shell's own pages, `/` (home; the remote
 * widgets as their reserved space, they load in the browser) and Page Not Found (a path no remote
 * owns). A path a remote owns is not rendered here (`undefined`): the page is client-rendered as
 * before. The browser takes the markup over with `hydrateRoot` (`bootstrap.tsx`), rendering the
 * same tree with the same theme first.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { applyRuntimeConfig, createAppStore, type ThemePreference } from '@ledgerlens/shared';
import { ShellRoot } from './ssr/ShellRoot';
import { applyRemotesConfig, remoteForPath } from './remotes/registry';
import { createShellRouter, routerInitialized } from './router';

/** Input of {@link renderShell}. */
export interface ShellRenderInput {
  /** Path and query of the navigation (`/`, `/?q=…`, `/no-such-page`). */
  url: string;
  /** The visitor's stored theme preference (cookie `ledgerlens-theme`); anything else is `system`. */
  preference?: string;
  /** Parsed `remotes.json` as served to the browser. */
  remotes: unknown;
  /** Parsed `config.json`. */
  config: unknown;
}

/** Output of {@link renderShell}: the markup of `#root` and the theme it was drawn in. */
export interface ShellRenderResult {
  html: string;
  /** Theme the markup uses (`system` renders light: the server cannot know the visitor's OS setting). */
  theme: 'light' | 'dark';
  preference: ThemePreference;
}

/** Longest a server render may take before the page is sent client-rendered instead, milliseconds. */
export const RENDER_TIMEOUT_MS = 400;

function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer | string) => chunks.push(typeof c === 'string' ? Buffer.from(c) : c));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

/**
 * Renders the shell's first view for `url`, or `undefined` when the path belongs to a remote (not
 * rendered on the server) or the render failed or took longer than {@link RENDER_TIMEOUT_MS}.
 * Never throws.
 */
export async function renderShell({ url, preference: stored, remotes, config }: ShellRenderInput): Promise<ShellRenderResult | undefined> {
  try {
    applyRuntimeConfig(config);
    applyRemotesConfig(remotes, { register: false });
    const pathname = new URL(url, 'http://server').pathname;
    if (pathname !== '/' && remoteForPath(pathname) !== undefined) return undefined;
    const preference: ThemePreference = stored === 'light' || stored === 'dark' ? stored : 'system';
    const store = createAppStore({ theme: { preference, systemPrefersDark: false } });
    const shell = createShellRouter(url, () => undefined);
    await routerInitialized(shell.router);
    const cache = createCache({ key: 'css' });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), RENDER_TIMEOUT_MS);
    try {
      const { prelude } = await prerenderToNodeStream(
        <CacheProvider value={cache}>
          <ShellRoot store={store} shell={shell} root={null} />
        </CacheProvider>,
        { signal: controller.signal },
      );
      const html = await readAll(prelude);
      if (controller.signal.aborted) return undefined;
      return { html, theme: preference === 'dark' ? 'dark' : 'light', preference };
    } finally {
      clearTimeout(timer);
      shell.router.dispose();
    }
  } catch {
    return undefined;
  }
}
