/**
 * API URL templates: each request a page declares (`mfe-*\/src/pages.ts`, `data`) is spelled once,
 * as a template exported beside the endpoint that requests it (`/api/account/:address`), and filled
 * here by the endpoint's `query` with the very values the page requests. The web server fills the
 * same template from the page's path parameters (`fillTemplate` of `@ledgerlens/shared/pages`), so
 * the URL it preloads is the URL the page asks for.
 *
 * Pure: no browser API, no I/O, no imports.
 */

/**
 * A placeholder of a template: `:name`, or `:name.part` (one part of a parameter, e.g.
 * `:token.currency`). Names are identifiers (letters, digits, `_`, not starting with a digit).
 */
export const URL_PLACEHOLDER = /:([A-Za-z_][A-Za-z0-9_]*)(?:\.([A-Za-z_][A-Za-z0-9_]*))?/g;

/**
 * Fills an API URL template: each `:name` (or `:name.part`) is replaced by `params[name]`
 * (`params['name.part']`), URL-encoded with `encodeURIComponent`. Text outside placeholders (a fixed
 * query such as `?lists=25`) is kept as is.
 * @param template e.g. `/api/tokens/:token.currency/:token.issuer`
 * @param params the value of each placeholder (numbers are written in decimal)
 * @returns the URL, relative to `config.json` `apiBaseUrl`
 * @throws Error naming the placeholder when `params` has no value for one (a programming error:
 *   the endpoint and its template disagree)
 * @example fillUrl('/api/account/:address', { address: 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6' }) // '/api/account/rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6'
 */
export function fillUrl(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(URL_PLACEHOLDER, (placeholder, name: string, part: string | undefined) => {
    const key = part === undefined ? name : `${name}.${part}`;
    const value = Object.hasOwn(params, key) ? params[key] : undefined;
    if (value === undefined) throw new Error(`fillUrl: no value for ${placeholder} in ${template}`);
    return encodeURIComponent(String(value));
  });
}
