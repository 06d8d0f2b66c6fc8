import { useEffect, type ReactNode } from 'react';
import { Global, ThemeProvider as EmotionThemeProvider, css } from '@emotion/react';
import { useAppDispatch, useAppSelector } from '../store/createAppStore';
import { darkTheme, lightTheme, type LedgerLensTheme } from './tokens';
import { StylesCacheProvider } from './useStyles';
import { selectIsDarkMode, setThemePreference, systemThemeChanged, type ThemePreference, selectThemePreference } from './themeSlice';

/**
 * Global styles of the document: box sizing, body font and colours, links, the focus ring of every
 * focusable element (`:focus-visible`, WCAG 2.4.7), none on elements focused only by script
 * (`tabindex="-1"`: the page heading after a route change, `main` after the skip link), and no
 * animation, transition or smooth scrolling when the visitor asks for reduced motion (WCAG 2.3.3).
 */
const getGlobalStyles = (theme: LedgerLensTheme) => css`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    background: ${theme.color.bg};
    color: ${theme.color.text};
    font-family: ${theme.font.body};
    font-size: 15px;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${theme.color.primary}; }
  :focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }
  [tabindex='-1']:focus:not(:focus-visible), h1[tabindex='-1']:focus, main[tabindex='-1']:focus { outline: none; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto !important; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      animation-delay: 0s !important;
      transition-duration: 0.01ms !important;
      transition-delay: 0s !important;
      scroll-behavior: auto !important;
    }
  }
  code, pre { font-family: ${theme.font.mono}; }
`;

/** Global styles of the light and dark themes, computed once. */
const GLOBAL_STYLES = { light: getGlobalStyles(lightTheme), dark: getGlobalStyles(darkTheme) };

/**
 * Applies the theme: Emotion tokens, global styles, a `dark` or `light` class on the
 * document root (spec §4), and the styles cache of `useStyles` for the app below it. Follows OS changes live while the preference is `system`.
 * Must be inside a react-redux Provider holding a LedgerLens store.
 */
export function LedgerLensThemeProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const isDark = useAppSelector(selectIsDarkMode);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const mql = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = (e: MediaQueryListEvent) => dispatch(systemThemeChanged(e.matches));
    dispatch(systemThemeChanged(mql.matches));
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, [dispatch]);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', isDark);
    root.classList.toggle('light', !isDark);
    root.style.colorScheme = isDark ? 'dark' : 'light';
  }, [isDark]);

  const theme = isDark ? darkTheme : lightTheme;
  return (
    <EmotionThemeProvider theme={theme}>
      <Global styles={GLOBAL_STYLES[theme.mode]} />
      <StylesCacheProvider>{children}</StylesCacheProvider>
    </EmotionThemeProvider>
  );
}

/**
 * Whether the visitor asked the system for reduced motion (`prefers-reduced-motion: reduce`);
 * script-driven motion (smooth scrolling, chart animations) checks it, CSS motion is switched off
 * by the global styles. False where `matchMedia` is missing.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Current preference and a setter (the setter persists under `ledgerlens-theme`). */
export function useThemePreference(): [ThemePreference, (p: ThemePreference) => void, boolean] {
  const dispatch = useAppDispatch();
  const preference = useAppSelector(selectThemePreference);
  const isDark = useAppSelector(selectIsDarkMode);
  return [preference, (p) => dispatch(setThemePreference(p)), isDark];
}
