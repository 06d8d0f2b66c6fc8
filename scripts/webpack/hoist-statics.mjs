/**
 * Stands in for `hoist-non-react-statics` in the browser bundles (webpack `resolve.alias` in
 * `webpack.federation.cjs`, for page weight). Its one user there is Emotion's `withTheme`
 * higher-order component, which LedgerLens never calls (components read the theme with
 * `useStyles`/`useTheme`); but Emotion is a federation singleton shared whole, so the library and
 * its `react-is` dependency were in every page's first JavaScript (1.2 KiB gzip).
 *
 * Same contract as the library for what `withTheme` passes (a component type): copies the
 * source's own and inherited static properties onto the target, except React's own statics
 * (`displayName`, `defaultProps`, `propTypes`, ...), function built-ins (`name`, `length`,
 * `prototype`, ...), the `$$typeof`/`render`/`compare`/`type` of memo and forwardRef types and any
 * key in `excludelist`. Nothing is copied from a string (host element) type.
 */
const SKIP = new Set([
  'childContextTypes', 'contextType', 'contextTypes', 'defaultProps', 'displayName', 'getDefaultProps',
  'getDerivedStateFromError', 'getDerivedStateFromProps', 'mixins', 'propTypes', 'type',
  'name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity',
  '$$typeof', 'render', 'compare',
]);

/**
 * Copies `source`'s statics onto `target` (see above).
 *
 * @template T
 * @param {T & object} target component receiving the statics
 * @param {any} source component whose statics are copied
 * @param {Record<string | symbol, boolean>} [excludelist] keys not to copy
 * @returns {T} `target`
 */
export default function hoistNonReactStatics(target, source, excludelist) {
  if (typeof source === 'string' || source == null) return target;
  const inherited = Object.getPrototypeOf(source);
  if (inherited && inherited !== Object.prototype && inherited !== Function.prototype) hoistNonReactStatics(target, inherited, excludelist);
  for (const key of [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)]) {
    if ((typeof key === 'string' && SKIP.has(key)) || excludelist?.[key]) continue;
    try {
      Object.defineProperty(target, key, /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(source, key)));
    } catch {
      // a non-configurable property of the target: kept, as the library does
    }
  }
  return target;
}
