/**
 * Stands in for `@ungap/structured-clone` in the browser bundles (webpack `resolve.alias` in
 * `webpack.federation.cjs`). That package is a polyfill: its browser entry already calls the
 * native `structuredClone` when there is one, and carries a serializer only for runtimes without
 * it. Every browser LedgerLens supports has `structuredClone` (Chromium 98, Firefox 94, Safari
 * 15.4), so the fallback (about 1.3 KiB gzip, in react-markdown's mdast-util-to-hast) is dead code.
 * Its callers in our bundles pass one argument (no `json`/`lossy` options).
 *
 * @param {unknown} value any structured-cloneable value
 * @returns {unknown} a deep copy of `value`
 */
export default function structuredCloneNative(value) {
  return globalThis.structuredClone(value);
}
