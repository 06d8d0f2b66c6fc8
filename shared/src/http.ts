/**
 * HTTP policy shared by the API (`api/src/http/policies.ts`) and the web server that proxies it
 * (`server/src/serve.ts`), declared once so the two answer `/api` alike. Values only, no I/O.
 */

/**
 * helmet's options (names as helmet 8 spells them) for the headers that act only on an HTML
 * document, a browser's top-level page or a legacy plug-in, which no client of a JSON answer reads:
 * `Cross-Origin-Opener-Policy` (top-level documents), `Origin-Agent-Cluster` (documents),
 * `X-DNS-Prefetch-Control` (link prefetching in a page), `X-Download-Options` (Internet Explorer's
 * "open" of a downloaded HTML file), `X-Permitted-Cross-Domain-Policies` (Flash and Acrobat policy
 * files) and `X-XSS-Protection` (the retired XSS filter of old browsers' HTML parsing).
 */
export const DOCUMENT_ONLY_HELMET_OPTIONS = ['crossOriginOpenerPolicy', 'originAgentCluster', 'xDnsPrefetchControl', 'xDownloadOptions', 'xPermittedCrossDomainPolicies', 'xXssProtection'] as const;

/** One of {@link DOCUMENT_ONLY_HELMET_OPTIONS}. */
export type DocumentOnlyHelmetOption = (typeof DOCUMENT_ONLY_HELMET_OPTIONS)[number];

/** `{ option: on }` for each of {@link DOCUMENT_ONLY_HELMET_OPTIONS}. */
export function documentOnlyHelmet(on: boolean): Readonly<Record<DocumentOnlyHelmetOption, boolean>> {
  return Object.freeze(Object.fromEntries(DOCUMENT_ONLY_HELMET_OPTIONS.map((name) => [name, on])) as Record<DocumentOnlyHelmetOption, boolean>);
}

/**
 * helmet's options for a JSON answer (the API's own, and the web server's `/api` proxy, including
 * its 502/504 JSON): the {@link DOCUMENT_ONLY_HELMET_OPTIONS} off; CSP, nosniff, `X-Frame-Options`,
 * HSTS and `Referrer-Policy` stay.
 */
export const JSON_ANSWER_HELMET = documentOnlyHelmet(false);
