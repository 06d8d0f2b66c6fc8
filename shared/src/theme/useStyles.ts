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
 * The styles are computed once per theme (light/dark) and `getStyles`, not on every render.
 * `getStyles` must be a module-level function (a new function each render defeats the memo).
 */
export function useStyles<T>(getStyles: (theme: LedgerLensTheme) => T): T {
  const theme = useTheme() as LedgerLensTheme;
  return useMemo(() => getStyles(theme), [getStyles, theme]);
}
