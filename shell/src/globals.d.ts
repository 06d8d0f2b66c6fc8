/** Name and version of the app's package.json, defined at build time (webpack DefinePlugin). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

/** Set by `theme-init.js`. */
interface Window {
  /** Shows server markup again (drawn in the other theme) and unmarks its controls when the client cannot take it over. */
  __ledgerlensReleaseSsr?: () => void;
  /** Unmarks the server markup's controls after the takeover and replays a tap made on one before it. */
  __ledgerlensTakenOver?: () => void;
  /** Unmarks the server markup's controls just before hydration (React compares attributes in development); taps stay held until the takeover. */
  __ledgerlensHydrating?: () => void;
  /** The page's content is the app's (hydrated after the takeover, or drawn): replays a tap held on it meanwhile. */
  __ledgerlensContentHydrated?: () => void;
  /** True while the page is being left for a link tapped before the takeover (its downloads stopped on purpose). */
  __ledgerlensLeaving?: () => boolean;
}
