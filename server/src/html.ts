/**
 * The HTML the shell's web server writes: the built `index.html` with, per navigation, the inline
 * `remotes.json`/`config.json` data blocks, the preload hints and the server render's markup
 * ({@link renderIndexHtml}); and the page of a visitor over the API's rate limit ({@link waitPage}).
 */
import { darkTheme, lightTheme, type LedgerLensTheme } from '@ledgerlens/shared';
import { CONFIG_BLOCK_ID, REMOTES_BLOCK_ID, SSR_BLOCK_ID, THEME_COOKIE } from 'shell/ssr-constants';

/**
 * Hides server markup drawn in the other theme than the one `theme-init.js` applied (no cookie yet,
 * OS in dark mode): the page then paints at the client render, as without a server render.
 */
export const SSR_THEME_STYLE =
  'html.dark #root[data-ssr-theme="light"],html.light #root[data-ssr-theme="dark"]{visibility:hidden}' +
  // A control that waits for the takeover (`theme-init.js` marks it) shows it on hover.
  '#root[data-ssr-theme] [data-ssr-wait]{cursor:progress}';

/** The theme cookie's value in a `Cookie` header. */
const THEME_COOKIE_RE = new RegExp(`(?:^|;\\s*)${THEME_COOKIE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=([^;]*)`);

/** A visitor's theme preference. */
export type Preference = 'light' | 'dark' | 'system';

/** The theme preference named by a request's `Cookie` header; `system` when absent or not one of `light`, `dark`, `system`. */
export function themeFromCookie(cookieHeader: string | undefined): Preference {
  const v = THEME_COOKIE_RE.exec(cookieHeader ?? '')?.[1]?.trim();
  return v === 'light' || v === 'dark' ? v : 'system';
}

/** Leading hoisted elements of React's server output (`<title>`, `<meta>`, `<link>`) split from the body markup. */
export function splitHoisted(markup: string): { head: string; body: string } {
  const m = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/.exec(markup);
  return m ? { head: m[0], body: markup.slice(m[0].length) } : { head: '', body: markup };
}

/** JSON safe inside a `<script type="application/json">` element (no `</script>`, no HTML comment openers). */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (s: string) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A server render as written into the page. */
export interface SsrMarkup {
  html: string;
  styles?: string;
  theme: string;
  preference: string;
  timeZone?: string;
  locale?: string;
  api?: unknown;
  widgets?: string[];
  now?: number;
}

/** Input of {@link renderIndexHtml}. */
export interface IndexHtmlInput {
  remotes: unknown;
  config: unknown;
  links: { href: string; as: string; media?: string }[];
  ssr?: SsrMarkup;
  /** A kept render served while its data could not be brought up to date (the node unreachable): when it was current (ISO 8601). */
  staleSince?: string;
  themeInit?: string;
}

/** `#root` with the server markup, and the data block right after it. */
function withMarkup(page: string, ssr: SsrMarkup, staleSince: string | undefined): { page: string; head: string } {
  const { head, body } = splitHoisted(ssr.html);
  const root = /<div id=(?:"root"|'root'|root)\s*><\/div>/.exec(page);
  if (!root) return { page, head: '' };
  const format = ssr.timeZone && ssr.locale ? ` data-ssr-tz="${escapeHtml(ssr.timeZone)}" data-ssr-locale="${escapeHtml(ssr.locale)}"` : '';
  const data = { api: ssr.api, widgets: ssr.widgets ?? [], now: ssr.now, ...(staleSince ? { staleSince } : {}) };
  const state = ssr.api !== undefined || ssr.widgets?.length || ssr.now !== undefined ? `<script type="application/json" id="${SSR_BLOCK_ID}">${jsonForHtml(data)}</script>` : '';
  let next = `${page.slice(0, root.index)}<div id="root" data-ssr-theme="${escapeHtml(ssr.theme)}" data-ssr-pref="${escapeHtml(ssr.preference)}"${format}>${body}</div>${state}${page.slice(root.index + root[0].length)}`;
  const title = /<title>[^<]*<\/title>/.exec(head);
  if (title) next = next.replace(/<title>[^<]*<\/title>/, () => title[0]);
  const description = /<meta name="description"[^>]*>/.exec(head);
  if (description) next = next.replace(/<meta name=(?:"description"|description)\s[^>]*>/, () => description[0]);
  // Emotion's style elements are built from the render's own rules; a `</style` inside one would end it early.
  const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;
  const styles = typeof ssr.styles === 'string' && count(ssr.styles, /<\/style/gi) === count(ssr.styles, /<style\b/gi) ? ssr.styles : '';
  return { page: next, head: `<style>${SSR_THEME_STYLE}</style>${styles}${head.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, '')}` };
}

/** The type of an entry script held until the page's `load` event (started by `theme-init.js`). */
export const BOOT_SCRIPT_TYPE = 'text/x-ledgerlens-boot';

/**
 * The built page's `<script defer src=…>` entry scripts as inert elements that `theme-init.js`
 * starts at the `load` event: a deferred script holds `load` until it has arrived and run, so over
 * a slow link a server-rendered page would not count as loaded until its JavaScript had; the
 * preload hints still fetch the same files at once (a preload does not hold `load`).
 */
export function holdEntryScripts(page: string): string {
  return page.replace(/<script defer(?:="defer"|="")? src=("?)([^"\s>]+)\1><\/script>/g, (_m, _q, src: string) => `<script type="${BOOT_SCRIPT_TYPE}" data-src="${escapeHtml(src)}"></script>`);
}

/**
 * The built `index.html` with the data blocks and preload links inserted at the end of `<head>`
 * (after the shell's own `main.js` and boot-chunk hints, before the body). With `ssr`: its markup
 * inside `<div id="root">` (marked with the theme it was drawn in, `data-ssr-theme`, and the
 * preference, `data-ssr-pref`), its `<title>` and description in place of the built ones, its other
 * metadata, its Emotion styles and {@link SSR_THEME_STYLE} in `<head>`; its RTK Query state, drawn
 * widgets, render time (and `staleSince` of a kept render served stale) in a JSON data block
 * ({@link SSR_BLOCK_ID}) right after `#root`. With `themeInit`: that script inline in place of its
 * `<script src>` (the CSP allows its hash), and the entry scripts held until `load`
 * ({@link holdEntryScripts}) when that script starts them.
 */
export function renderIndexHtml(html: string, { remotes, config, links, ssr, staleSince, themeInit }: IndexHtmlInput): string {
  let page = html;
  if (themeInit && !/<\/script/i.test(themeInit)) {
    page = page.replace(/<script src=(?:"\/theme-init\.js"|\/theme-init\.js)><\/script>/, () => `<script>${themeInit}</script>`);
    if (themeInit.includes(BOOT_SCRIPT_TYPE)) page = holdEntryScripts(page);
  }
  let ssrHead = '';
  if (ssr) ({ page, head: ssrHead } = withMarkup(page, ssr, staleSince));
  const tags = [
    ssrHead,
    `<script type="application/json" id="${REMOTES_BLOCK_ID}">${jsonForHtml(remotes ?? {})}</script>`,
    `<script type="application/json" id="${CONFIG_BLOCK_ID}">${jsonForHtml(config ?? {})}</script>`,
    ...links.map((l) => {
      const media = l.media ? ` media="${escapeHtml(l.media)}"` : '';
      return l.as === 'fetch' ? `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(l.href)}"${media}>` : `<link rel="preload" as="script" href="${escapeHtml(l.href)}"${media}>`;
    }),
  ].join('');
  const end = page.search(/<\/head\s*>/i);
  if (end >= 0) return page.slice(0, end) + tags + page.slice(end);
  return page.replace(/<body[^>]*>/i, (m) => tags + m);
}

/** A wait in words: "about 30 seconds", "about a minute", "about 2 minutes". */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  if (s === 1) return 'about a second';
  if (s < 60) return `about ${s} seconds`;
  const m = Math.round(s / 60);
  return m === 1 ? 'about a minute' : `about ${m} minutes`;
}

/** The wait page's colours, as CSS custom properties of a theme's tokens. */
const themeVars = (t: LedgerLensTheme) => `--bg:${t.color.bg};--surface:${t.color.surface};--border:${t.color.border};--text:${t.color.text};--muted:${t.color.textMuted};--link:${t.color.primary};--focus:${t.color.focus}`;

/**
 * The page answered with HTTP 429 when a navigation's own data was refused by the API's rate limit:
 * the site's header (its name, a link home), the visitor's theme (the cookie's; `system` follows the
 * OS), and the wait in words with a link to try the same page again. A document of its own, with
 * no script: nothing on it asks the API again before the visitor does.
 * @param path the page asked for (path and query), linked as "Try again"
 * @param retryAfterSeconds the API's `Retry-After`
 */
export function waitPage({ path, retryAfterSeconds, preference }: { path: string; retryAfterSeconds: number; preference: Preference }): string {
  const light = `:root{${themeVars(lightTheme)}}`;
  const dark = `:root{${themeVars(darkTheme)}}`;
  const colours = preference === 'dark' ? dark : preference === 'light' ? light : `${light}@media (prefers-color-scheme: dark){${dark}}`;
  const css =
    `${colours}body{margin:0;background:var(--bg);color:var(--text);font:${'16px/1.5'} ${lightTheme.font.body}}` +
    'header{background:var(--surface);border-bottom:1px solid var(--border);padding:12px 16px}header a{color:var(--text);font-weight:700;text-decoration:none;font-size:1.125rem}' +
    'main{max-width:720px;margin:0 auto;padding:32px 16px}h1{font-size:1.5rem;margin:0 0 12px}p{margin:0 0 16px;color:var(--muted)}' +
    'a{color:var(--link)}a:focus-visible{outline:2px solid var(--focus);outline-offset:2px}';
  const wait = waitInWords(retryAfterSeconds);
  const scheme = preference === 'system' ? 'light dark' : preference;
  return (
    `<!doctype html><html lang="en" class="${preference === 'dark' ? 'dark' : 'light'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="${scheme}">` +
    `<title>Too many requests · LedgerLens</title><style>${css}</style></head>` +
    `<body><header><a href="/">LedgerLens</a></header><main><h1>Too many requests</h1>` +
    `<p>This page's data was asked for too often from your address in a short time. Please wait ${wait}, then try again.</p>` +
    `<p><a href="${escapeHtml(path)}">Try again</a></p></main></body></html>`
  );
}
