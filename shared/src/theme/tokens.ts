/**
 * Design tokens of LedgerLens, light and dark. Components read them through one
 * `getStyles(theme)` per component and the shared `useStyles` hook (see `useStyles.ts`); colours
 * come only from these tokens, transparent variants included. Contrast of text on surface is at
 * least 4.5:1 in both modes.
 */

/** Semantic tones of badges, alerts and banners; {@link toneColors} maps them to tokens. */
export type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'primary';

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
    /** White-on-accent text (destructive buttons, the logo mark). */
    onAccent: string;
    /** Header background: `surface`, slightly see-through under the blur. */
    surfaceTranslucent: string;
    /** Switch thumb. */
    thumb: string;
    /** Borders of tinted boxes (status banners, alerts), per tone: the tone's colour at low alpha. */
    successBorder: string;
    warningBorder: string;
    dangerBorder: string;
    infoBorder: string;
    primaryBorder: string;
    neutralBorder: string;
    /** Primary colour at low alpha (selected rows, focus rings on tinted boxes). */
    primaryBg: string;
  };
  font: { body: string; mono: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { card: string; popover: string };
  /** Media queries: `md` is "medium screens and up" of the spec (768 px). */
  mq: { md: string; lg: string };
  /**
   * Spacing on an 8 px grid, as Grafana's `theme.spacing`: `spacing(1)` → `8px`,
   * `spacing(0.5)` → `4px`, `spacing(1, 2)` → `8px 16px` (up to four values, CSS shorthand order).
   */
  spacing: (...units: number[]) => string;
  /** Layout widths: page content and readable text. */
  size: { page: string; text: string };
}

/** `theme.spacing`: multiples of 8 px; several arguments give a CSS shorthand. */
export function spacing(...units: number[]): string {
  if (units.length === 0) return '8px';
  return units.map((u) => (u === 0 ? '0' : `${u * 8}px`)).join(' ');
}

const common = {
  font: {
    body: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  mq: { md: '@media (min-width: 768px)', lg: '@media (min-width: 1024px)' },
  spacing,
  size: { page: '1200px', text: '720px' },
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
    onAccent: '#ffffff',
    surfaceTranslucent: 'rgba(255, 255, 255, 0.93)',
    thumb: '#ffffff',
    successBorder: 'rgba(15, 122, 61, 0.27)',
    warningBorder: 'rgba(138, 90, 0, 0.27)',
    dangerBorder: 'rgba(180, 35, 24, 0.27)',
    infoBorder: 'rgba(30, 90, 168, 0.27)',
    primaryBorder: 'rgba(36, 84, 214, 0.27)',
    neutralBorder: 'rgba(75, 85, 99, 0.27)',
    primaryBg: 'rgba(36, 84, 214, 0.10)',
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
    onAccent: '#ffffff',
    surfaceTranslucent: 'rgba(19, 26, 46, 0.93)',
    thumb: '#ffffff',
    successBorder: 'rgba(74, 222, 128, 0.27)',
    warningBorder: 'rgba(251, 191, 36, 0.27)',
    dangerBorder: 'rgba(248, 113, 113, 0.27)',
    infoBorder: 'rgba(124, 180, 255, 0.27)',
    primaryBorder: 'rgba(109, 149, 255, 0.27)',
    neutralBorder: 'rgba(163, 173, 199, 0.27)',
    primaryBg: 'rgba(109, 149, 255, 0.14)',
  },
  shadow: { card: '0 1px 2px rgba(0,0,0,.4)', popover: '0 10px 30px rgba(0,0,0,.55)' },
};

/**
 * The one tone map: text (`fg`), background (`bg`) and border colours of a {@link Tone}, all tokens.
 */
export function toneColors(theme: LedgerLensTheme, tone: Tone): { fg: string; bg: string; border: string } {
  const c = theme.color;
  switch (tone) {
    case 'success':
      return { fg: c.success, bg: c.successBg, border: c.successBorder };
    case 'warning':
      return { fg: c.warning, bg: c.warningBg, border: c.warningBorder };
    case 'danger':
      return { fg: c.danger, bg: c.dangerBg, border: c.dangerBorder };
    case 'info':
      return { fg: c.info, bg: c.infoBg, border: c.infoBorder };
    case 'primary':
      return { fg: c.primary, bg: c.primaryBg, border: c.primaryBorder };
    default:
      return { fg: c.textMuted, bg: c.neutralBg, border: c.neutralBorder };
  }
}

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends LedgerLensTheme {}
}
