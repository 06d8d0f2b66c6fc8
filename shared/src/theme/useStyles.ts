import { createContext, createElement, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import type { LedgerLensTheme } from './tokens';

/** Computed styles by `getStyles` and theme, one per app root (no module-level state: a server render's are its own). */
type StylesCache = WeakMap<(theme: LedgerLensTheme) => unknown, WeakMap<LedgerLensTheme, unknown>>;

const StylesCacheContext = createContext<StylesCache | null>(null);

/**
 * Keeps each component's computed styles for the app below it (`LedgerLensThemeProvider` puts one
 * at the root): computed once per `getStyles` and theme, shared by every instance.
 */
export function StylesCacheProvider({ children }: { children: ReactNode }) {
  const [cache] = useState<StylesCache>(() => new WeakMap());
  return createElement(StylesCacheContext.Provider, { value: cache }, children);
}

/**
 * The one styling pattern of LedgerLens (as in Grafana): each component declares one
 * `getStyles(theme)` next to it that returns its named styles (Emotion `css` objects), and reads
 * them with `useStyles(getStyles)`. Spacing comes from `theme.spacing()`, colours only from tokens.
 *
 * ```tsx
 * const getStyles = (theme: LedgerLensTheme) => ({
 *   root: css`padding: ${theme.spacing(2)}; color: ${theme.color.text};`,
 * });
 * function Panel() {
 *   const styles = useStyles(getStyles);
 *   return <div css={styles.root} />;
 * }
 * ```
 *
 * The styles are computed once per theme (light/dark) and `getStyles`, shared by every instance of
 * the component under a {@link StylesCacheProvider} (a list of 50 rows serializes its row styles
 * once, not 50 times, which is hydration time on a slow phone), and not on every render; without
 * one, once per instance.
 * `getStyles` must be a pure module-level function (a new function each render defeats the cache).
 */
export function useStyles<T>(getStyles: (theme: LedgerLensTheme) => T): T {
  const theme = useTheme() as LedgerLensTheme;
  const cache = useContext(StylesCacheContext);
  return useMemo(() => (cache ? stylesOf(cache, getStyles, theme) : getStyles(theme)), [cache, getStyles, theme]);
}

/** `getStyles(theme)` from the cache, computed on first use. */
function stylesOf<T>(cache: StylesCache, getStyles: (theme: LedgerLensTheme) => T, theme: LedgerLensTheme): T {
  let byTheme = cache.get(getStyles);
  if (!byTheme) cache.set(getStyles, (byTheme = new WeakMap()));
  if (!byTheme.has(theme)) byTheme.set(theme, getStyles(theme));
  return byTheme.get(theme) as T;
}
