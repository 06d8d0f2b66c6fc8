import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { baseApi, type ApiEnvironment, type StoreExtra } from '../api/baseApi';
import { staleSlice } from '../api/staleSlice';
import { themeSlice, THEME_STORAGE_KEY } from '../theme/themeSlice';
import { toastSlice } from '../toast/toastSlice';

/**
 * Root reducer: the shared API slice, theme, toasts and stale-answer notes (`staleSlice`). Remotes add their own slices lazily with
 * `rootReducer.inject(slice)` (RTK `combineSlices`), so the shell never needs to know them.
 */
export const rootReducer = combineSlices(baseApi, themeSlice, toastSlice, staleSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * State of slices injected by remotes. Remotes extend it with declaration merging:
 * `declare module '@ledgerlens/shared' { interface LazyLoadedSlices { search: SearchState } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Writes the theme preference to the cookie `ledgerlens-theme` too (same value as `localStorage`),
 * so the shell's server renders the first view in the visitor's theme. A year, the whole site, Lax.
 */
export function writeThemeCookie(preference: string): void {
  try {
    if (typeof document !== 'undefined') document.cookie = `${THEME_STORAGE_KEY}=${preference}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // cookies disabled: the server renders light and the client repaints with the stored preference
  }
}

/** Options of {@link createAppStore}. */
export interface AppStoreOptions {
  /**
   * The store's own API base URL and `fetch` (the shell's server render, one per request), read by
   * the shared base query through RTK's `thunk.extraArgument`; default the page's run-time config
   * and the global `fetch`.
   */
  api?: ApiEnvironment;
}

/**
 * Creates a LedgerLens store: the shell creates one for the page (and its server render one per
 * request, with `options.api`); a remote running standalone creates its own. Persists the theme
 * preference under `ledgerlens-theme`.
 */
export function createAppStore(preloadedState?: Partial<RootState>, options: AppStoreOptions = {}) {
  const extra: StoreExtra | undefined = options.api ? { api: options.api } : undefined;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault(extra ? { thunk: { extraArgument: extra } } : undefined).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  let lastPreference = store.getState().theme.preference;
  store.subscribe(() => {
    const preference = store.getState().theme.preference;
    if (preference !== lastPreference) {
      lastPreference = preference;
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, preference);
      } catch {
        // storage unavailable (private mode): the choice lasts for this page only
      }
      writeThemeCookie(preference);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
