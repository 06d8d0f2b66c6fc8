/**
 * Page declarations: what each page of a remote asks the API for at its first render, declared by
 * the remote next to its route (`mfe-*\/src/pages.ts`, given to the route as its `handle`), published
 * by its build in its `mf-manifest.json` (`metaData.pages`, `metaData.widgetData`), and read by the
 * shell's web server at serve time to preload a page's data, start it before the server render and
 * decide whether the page is rendered on the server at all.
 *
 * A declaration is plain JSON (it travels in the manifest): path parameters are checked by NAME
 * ({@link ParamCheckName}), resolved here by the shared domain rules the pages themselves use, so a
 * garbage id never reaches the API from the server, and the URL is filled with the value in the
 * spelling the page itself requests (a transaction id upper-cased, a ledger index without commas).
 *
 * Pure: no browser API, no I/O. The remotes import only its types (`import type`): the checks
 * (and the address codec they need) stay out of the browser's bundles.
 */
import { matchPath } from 'react-router';
import { fillUrl, URL_PLACEHOLDER } from './api/urlTemplate';
import { isClassicAddress } from './domain/address';
import { amendmentByName } from './domain/amendments';
import { anchored, isHex64, MPT_ISSUANCE_ID_PATTERN_TEXT } from './domain/identifiers';
import { ledgerIdentifierText, parseLedgerIdentifier } from './domain/ledgerId';
import { validateTransactionIdentifier } from './domain/search';
import { parseTokenRouteParam } from './domain/tokenId';

/** An MPTokenIssuanceID exactly (no surrounding space): 48 hex. */
const MPT_ISSUANCE_ID_SHAPE = new RegExp(anchored(MPT_ISSUANCE_ID_PATTERN_TEXT));

// Which remote owns a path and which widgets fill a slot: the shell's rules, read by the web server too.
export { parseRemotesConfig, remoteForPath, slotWidgets } from './federation';

/**
 * Names of the checks a path parameter may declare:
 * - `classic-address`: a classic XRP Ledger address, shape and checksum (the account page's check,
 *   `validateAccountAddress`); filled as typed;
 * - `transaction-id`: a 64-hex transaction hash or a 16-hex CTID (`validateTransactionIdentifier`);
 *   filled upper-cased;
 * - `ledger-id`: a ledger index (1 to 2^32-1) or a 64-hex ledger hash (`parseLedgerIdentifier`;
 *   `latest` is refused: a live page); filled in its URL form (`ledgerIdentifierText`);
 * - `ledger-object-id`: a 64-hex ledger entry index; filled upper-cased (as the object page requests it);
 * - `nft-id`: a 64-hex NFTokenID; filled as typed (the NFT page requests the id as in its URL);
 * - `amendment`: a 64-hex amendment ID or a name of rippled's amendment list (any case); filled as typed;
 * - `token-id`: `CUR.issuer` (the token page's route), read by `parseTokenRouteParam` (the rule of
 *   `./domain/tokenId.ts`) with the issuer's checksum checked; gives the parts `currency` (ledger form) and `issuer`.
 */
export const PARAM_CHECK_NAMES = ['classic-address', 'transaction-id', 'ledger-id', 'ledger-object-id', 'nft-id', 'amendment', 'token-id', 'mpt-issuance-id'] as const;

/** One of {@link PARAM_CHECK_NAMES}. */
export type ParamCheckName = (typeof PARAM_CHECK_NAMES)[number];

/**
 * One page of a remote, as declared next to its route and published in its manifest.
 *
 * - `path`: the route pattern as in the remote's `./routes` (`/transaction/:id`);
 * - `chunk`: the page's chunk name (`webpackChunkName: "page-…"`, in the manifest's `metaData.pageChunks`);
 * - `data`: every API request the page makes at its first render, as URL templates relative to
 *   `config.json` `apiBaseUrl` (`/api/transaction/:id?lists=25`, `/api/tokens/:token.currency/:token.issuer`);
 *   `:name` is the value of the path parameter `name` as its check gives it, `:name.part` one of
 *   the parts its check gives (`token-id`: `currency`, `issuer`); each is URL-encoded;
 * - `ssr`: whether the page is rendered on the server (when every parameter passes its check);
 * - `params`: the check of each path parameter (every parameter of `path` needs one for the page
 *   to be preloaded or server-rendered).
 */
export interface PageDeclaration {
  path: string;
  chunk: string;
  data: string[];
  ssr: boolean;
  params?: Record<string, ParamCheckName>;
}

/**
 * What a remote publishes: its pages, and per home widget (`./widgets/<name>`) the fixed API
 * requests the widget makes as soon as it is drawn (preloaded when it is one of the first home widgets).
 */
export interface RemoteDeclarations {
  pages: PageDeclaration[];
  widgetData?: Record<string, string[]>;
}

/** A route's `handle` carrying its page's declaration (`mfe-*\/src/routes.tsx`). */
export interface PageRouteHandle {
  page: PageDeclaration;
}

/** The values a check gives for one parameter: `''` the parameter itself, other keys its parts. */
export type ParamValues = Record<string, string>;


/** The checks of {@link PARAM_CHECK_NAMES}: the values to fill in, or `undefined` when refused. */
export const PARAM_CHECKS: Readonly<Record<ParamCheckName, (value: string) => ParamValues | undefined>> = Object.freeze({
  'classic-address': (v: string) => (isClassicAddress(v) ? { '': v } : undefined),
  'transaction-id': (v: string) => {
    // Untrimmed only: a value with spaces is not one the page's own links produce.
    if (v.trim() !== v) return undefined;
    const check = validateTransactionIdentifier(v);
    return check.ok ? { '': check.id } : undefined;
  },
  'ledger-id': (v: string) => {
    if (v.trim() !== v) return undefined;
    const id = parseLedgerIdentifier(v);
    return id && id.kind !== 'latest' ? { '': ledgerIdentifierText(id) } : undefined;
  },
  'ledger-object-id': (v: string) => (isHex64(v) ? { '': v.toUpperCase() } : undefined),
  'nft-id': (v: string) => (isHex64(v) ? { '': v } : undefined),
  /** An MPTokenIssuanceID: 48 hex, upper-cased. */
  'mpt-issuance-id': (v: string) => (MPT_ISSUANCE_ID_SHAPE.test(v) ? { '': v.toUpperCase() } : undefined),
  amendment: (v: string) => (isHex64(v) || (/^[A-Za-z0-9_]{1,64}$/.test(v) && amendmentByName(v)) ? { '': v } : undefined),
  'token-id': (v: string) => {
    // The token page reads its parameter with the same rule (`parseTokenRouteParam`); the checksum
    // is checked here because the server holds the address codec.
    const token = parseTokenRouteParam(v);
    return token && isClassicAddress(token.issuer) ? { '': v, currency: token.currency, issuer: token.issuer } : undefined;
  },
});

/** True when `name` is one of {@link PARAM_CHECK_NAMES}. */
export function isParamCheckName(name: unknown): name is ParamCheckName {
  return typeof name === 'string' && (PARAM_CHECK_NAMES as readonly string[]).includes(name);
}

/**
 * Runs the check `name` on a parameter value: the values to fill in, or `undefined` when the value
 * is refused or the check is unknown.
 */
export function checkParam(name: string, value: string): ParamValues | undefined {
  return isParamCheckName(name) && typeof value === 'string' ? PARAM_CHECKS[name](value) : undefined;
}

/** Names of the parameters a URL template or route path refers to (`:id`, `:token.currency` → `id`, `token`). */
export function templateParams(template: string): string[] {
  return [...new Set([...template.matchAll(URL_PLACEHOLDER)].map((m) => m[1]))];
}

/**
 * Fills a URL template with checked values (`values[param][part ?? '']`), each URL-encoded, by the
 * rule the endpoints use ({@link fillUrl}). `undefined` when a placeholder has no value.
 * @example fillTemplate('/api/ledger/:id', { id: { '': '100' } }) // '/api/ledger/100'
 */
export function fillTemplate(template: string, values: Record<string, ParamValues>): string | undefined {
  const flat: Record<string, string> = {};
  for (const [name, parts] of Object.entries(values)) for (const [part, value] of Object.entries(parts)) flat[part === '' ? name : `${name}.${part}`] = value;
  try {
    return fillUrl(template, flat);
  } catch {
    return undefined;
  }
}

/**
 * Decodes each segment of a request path as react-router does before matching (`decodePath`: an
 * encoded `/` stays `%2F` within its segment), so the parameters are the ones the page reads with
 * `useParams()`. `undefined` for a malformed encoding.
 */
function decodeRoutePath(pathname: string): string | undefined {
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return undefined;
  }
}

/** The first declared page whose `path` matches `pathname` (react-router's `matchPath`, whole path) and its raw parameters. */
export function matchPage(declarations: RemoteDeclarations | undefined, pathname: string): { page: PageDeclaration; params: Record<string, string> } | undefined {
  const decoded = decodeRoutePath(pathname);
  if (decoded === undefined) return undefined;
  for (const page of declarations?.pages ?? []) {
    const m = matchPath({ path: page.path, end: true, caseSensitive: true }, decoded);
    if (m) return { page, params: Object.fromEntries(Object.entries(m.params).filter((e): e is [string, string] => typeof e[1] === 'string')) };
  }
  return undefined;
}

/** Joins an API URL template's result to `config.json` `apiBaseUrl` (`''`: same origin). */
export function apiUrlOf(url: string, apiBaseUrl = ''): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}${url}`;
}

/**
 * What the server does for a navigation to `pathname` of a remote with these declarations:
 * - `chunk`: the page's chunk (preloaded whatever its parameters);
 * - `pattern`: the matched route path;
 * - `data`: the page's API requests, filled and joined to `apiBaseUrl`, when every parameter passes
 *   its check (else `undefined`: nothing is requested);
 * - `ssr`: rendered on the server (declared so, and every parameter passes its check).
 * `undefined` when no declared page matches.
 */
export function resolvePage(
  declarations: RemoteDeclarations | undefined,
  pathname: string,
  apiBaseUrl = '',
): { chunk: string; pattern: string; data?: string[]; ssr: boolean } | undefined {
  const match = matchPage(declarations, pathname);
  if (!match) return undefined;
  const { page, params } = match;
  const values: Record<string, ParamValues> = {};
  let ok = true;
  for (const [name, raw] of Object.entries(params)) {
    const check = page.params?.[name];
    const checked = check === undefined ? undefined : checkParam(check, raw);
    if (!checked) ok = false;
    else values[name] = checked;
  }
  const filled = ok ? page.data.map((t) => fillTemplate(t, values)) : [];
  const data = ok && filled.every((u): u is string => u !== undefined) ? filled.map((u) => apiUrlOf(u, apiBaseUrl)) : undefined;
  return { chunk: page.chunk, pattern: page.path, data, ssr: page.ssr && data !== undefined };
}

/** The fixed API requests of a widget (`widgetData`), joined to `apiBaseUrl`; `[]` when none are declared. */
export function widgetRequests(declarations: RemoteDeclarations | undefined, widget: string, apiBaseUrl = ''): string[] {
  return (declarations?.widgetData?.[widget] ?? []).map((u) => apiUrlOf(u, apiBaseUrl));
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * Problems of a remote's declarations (empty when none), checked by its build before they are
 * published: each page needs a `path` starting with `/`, a `page-…` chunk, `data` a list of `/api/…`
 * templates, a boolean `ssr`, a known check for every parameter of its path (unless it requests
 * nothing and is client-rendered) and no placeholder that is not one of them; `widgetData` maps `./widgets/…` to lists of fixed `/api/…` URLs.
 */
export function declarationProblems(value: unknown): string[] {
  const problems: string[] = [];
  if (!value || typeof value !== 'object' || !Array.isArray((value as RemoteDeclarations).pages)) return ['pages: not a list'];
  const { pages, widgetData } = value as { pages: unknown[]; widgetData?: unknown };
  pages.forEach((p, i) => {
    const at = `pages[${i}]`;
    if (!p || typeof p !== 'object') {
      problems.push(`${at}: not an object`);
      return;
    }
    const page = p as Partial<Record<keyof PageDeclaration, unknown>>;
    if (typeof page.path !== 'string' || !page.path.startsWith('/')) {
      problems.push(`${at}.path: not a path`);
      return;
    }
    const where = `${at} (${page.path})`;
    if (typeof page.chunk !== 'string' || !/^page-[a-z0-9-]+$/.test(page.chunk)) problems.push(`${where}.chunk: not a page chunk name`);
    if (typeof page.ssr !== 'boolean') problems.push(`${where}.ssr: not a boolean`);
    if (!isStringList(page.data)) problems.push(`${where}.data: not a list of URLs`);
    else for (const d of page.data) if (!d.startsWith('/api/')) problems.push(`${where}.data: ${d} is not an /api/ URL`);
    const params = page.params === undefined ? {} : page.params;
    if (!params || typeof params !== 'object') problems.push(`${where}.params: not an object`);
    else {
      const declared = params as Record<string, unknown>;
      const inPath = templateParams(page.path);
      // A page that requests nothing and is client-rendered may leave its parameters unchecked.
      const needsChecks = page.ssr === true || (isStringList(page.data) && page.data.length > 0);
      for (const name of inPath) if (declared[name] !== undefined ? !isParamCheckName(declared[name]) : needsChecks) problems.push(`${where}.params.${name}: no known check (one of ${PARAM_CHECK_NAMES.join(', ')})`);
      for (const name of Object.keys(declared)) if (!inPath.includes(name)) problems.push(`${where}.params.${name}: not a parameter of the path`);
      if (isStringList(page.data)) for (const d of page.data) for (const name of templateParams(d)) if (!inPath.includes(name)) problems.push(`${where}.data: ${d} names :${name}, not a parameter of the path`);
    }
  });
  if (widgetData !== undefined) {
    if (!widgetData || typeof widgetData !== 'object' || Array.isArray(widgetData)) problems.push('widgetData: not an object');
    else
      for (const [w, urls] of Object.entries(widgetData)) {
        if (!w.startsWith('./widgets/')) problems.push(`widgetData.${w}: not a widget module`);
        if (!isStringList(urls) || urls.some((u) => !u.startsWith('/api/') || templateParams(u).length > 0)) problems.push(`widgetData.${w}: not a list of fixed /api/ URLs`);
      }
  }
  return problems;
}

/**
 * A remote's declarations as published in its manifest (`metaData`, untrusted JSON): `undefined`
 * when it publishes none or they do not pass {@link declarationProblems} (the server then
 * client-renders the remote's pages and preloads no data for them).
 */
export function readDeclarations(metaData: unknown): RemoteDeclarations | undefined {
  if (!metaData || typeof metaData !== 'object') return undefined;
  const { pages, widgetData } = metaData as { pages?: unknown; widgetData?: unknown };
  const value = widgetData === undefined ? { pages } : { pages, widgetData };
  return declarationProblems(value).length ? undefined : (value as RemoteDeclarations);
}

/** The declarations of a remote's routes: the `handle.page` of each (routes without one are skipped). */
export function pagesOfRoutes(routes: readonly { handle?: unknown }[]): PageDeclaration[] {
  return routes.flatMap((r) => {
    const page = (r.handle as Partial<PageRouteHandle> | undefined)?.page;
    return page ? [page] : [];
  });
}
