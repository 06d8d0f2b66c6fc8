/**
 * Stands in for `style-to-object` in the browser bundles (webpack `resolve.alias` in
 * `webpack.federation.cjs`). Its one user there is react-markdown's renderer
 * (hast-util-to-jsx-runtime), which calls it only for an element's `style` attribute, and article
 * markdown is rendered without raw HTML (`skipHtml`), so no element ever has one. This parser
 * applies no declaration: inline styles cannot come from markdown by construction, and the article
 * page is 0.9 KiB (gzip) lighter.
 *
 * @param {string} _declarations CSS declarations (ignored)
 * @param {(property: string, value: string) => void} [_iterator] never called
 * @returns {null} no style object
 */
export default function noInlineStyles(_declarations, _iterator) {
  return null;
}
