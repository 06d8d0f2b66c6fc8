/**
 * Design tokens of LedgerLens, light and dark. Components read them through Emotion's theme
 * (`useTheme()` / `css={(t) => ...}`); contrast of text on surface is at least 4.5:1 in both.
 */
export interface LedgerLensTheme {
  mode: 'light' | 'dark';
  color: {
    bg: string;
    surface: string;
    surfaceAlt: string;
    border: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryHover: string;
    onPrimary: string;
    focus: string;
    success: string;
    successBg: string;
    warning: string;
    warningBg: string;
    danger: string;
    dangerBg: string;
    info: string;
    infoBg: string;
    neutralBg: string;
    overlay: string;
  };
  font: { body: string; mono: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { card: string; popover: string };
  /** Media queries: `md` is "medium screens and up" of the spec (768 px). */
  mq: { md: string; lg: string };
  space: (n: number) => string;
}

const common = {
  font: {
    body: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  mq: { md: '@media (min-width: 768px)', lg: '@media (min-width: 1024px)' },
  space: (n: number) => `${n * 4}px`,
};

export const lightTheme: LedgerLensTheme = {
  ...common,
  mode: 'light',
  color: {
    bg: '#f6f7fb',
    surface: '#ffffff',
    surfaceAlt: '#eef1f7',
    border: '#d9dee8',
    text: '#111827',
    textMuted: '#4b5563',
    primary: '#2454d6',
    primaryHover: '#1c44b3',
    onPrimary: '#ffffff',
    focus: '#5b8cff',
    success: '#0f7a3d',
    successBg: '#e3f6ea',
    warning: '#8a5a00',
    warningBg: '#fff4d6',
    danger: '#b42318',
    dangerBg: '#fde8e7',
    info: '#1e5aa8',
    infoBg: '#e5effc',
    neutralBg: '#eceff3',
    overlay: 'rgba(17, 24, 39, 0.55)',
  },
  shadow: { card: '0 1px 2px rgba(16,24,40,.06), 0 1px 3px rgba(16,24,40,.08)', popover: '0 10px 30px rgba(16,24,40,.18)' },
};

export const darkTheme: LedgerLensTheme = {
  ...common,
  mode: 'dark',
  color: {
    bg: '#0b1020',
    surface: '#131a2e',
    surfaceAlt: '#1b2440',
    border: '#2a3555',
    text: '#e8ecf6',
    textMuted: '#a3adc7',
    primary: '#6d95ff',
    primaryHover: '#8aaaff',
    onPrimary: '#0b1020',
    focus: '#8aaaff',
    success: '#4ade80',
    successBg: '#0f2e1d',
    warning: '#fbbf24',
    warningBg: '#33270a',
    danger: '#f87171',
    dangerBg: '#3a1518',
    info: '#7cb4ff',
    infoBg: '#132845',
    neutralBg: '#222b45',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  shadow: { card: '0 1px 2px rgba(0,0,0,.4)', popover: '0 10px 30px rgba(0,0,0,.55)' },
};

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends LedgerLensTheme {}
}
