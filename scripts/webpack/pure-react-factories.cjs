/**
 * webpack loader for react-router's ESM build (`webpack.federation.cjs`, for page weight).
 *
 * react-router declares its components and contexts at module top level as
 * `var NavLink = React10.forwardRef(...)`, `var FetchersContext = React.createContext(...)`,
 * `var MemoizedDataRoutes = React3.memo(...)`, without a pure mark, and names them for React
 * DevTools with top-level statements (`NavLink.displayName = "NavLink";`). A call not marked pure
 * may have side effects and a statement that uses a declaration keeps it, so webpack and terser
 * keep every such component, and everything it references (NavLink, Form, ScrollRestoration,
 * useSubmit and the form-submission helpers), though LedgerLens never uses them.
 *
 * This loader marks exactly those top-level `forwardRef`/`createContext`/`memo` calls pure (they only
 * build an object) and drops the top-level `displayName` statements (names shown by React DevTools
 * only), so unused components are tree-shaken. Used components behave the same.
 *
 * @param {string} source module source
 * @returns {string} the transformed source
 */
module.exports = function pureReactFactories(source) {
  return source
    .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
};
