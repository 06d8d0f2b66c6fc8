/**
 * Basic styled building blocks of LedgerLens (Emotion, theme tokens). Interactive overlays
 * (dialog, menu, tooltip, toast, switch, select, collapsible) are Radix primitives, in
 * `overlays.tsx`.
 */
import { forwardRef, type ButtonHTMLAttributes, type HTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { css, keyframes } from '@emotion/react';
import { toneColors, type LedgerLensTheme, type Tone } from '../theme/tokens';
import { useStyles } from '../theme/useStyles';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const buttonVariant = (t: LedgerLensTheme, v: ButtonVariant) => {
  switch (v) {
    case 'primary':
      return css`background:${t.color.primary};color:${t.color.onPrimary};border-color:${t.color.primary};&:hover:not(:disabled){background:${t.color.primaryHover};}`;
    case 'secondary':
      return css`background:${t.color.surfaceAlt};color:${t.color.text};border-color:${t.color.surfaceAlt};&:hover:not(:disabled){border-color:${t.color.border};}`;
    case 'outline':
      return css`background:transparent;color:${t.color.text};border-color:${t.color.border};&:hover:not(:disabled){background:${t.color.surfaceAlt};}`;
    case 'ghost':
      return css`background:transparent;color:${t.color.text};border-color:transparent;&:hover:not(:disabled){background:${t.color.surfaceAlt};}`;
    case 'destructive':
      return css`background:${t.color.danger};color:${t.color.onAccent};border-color:${t.color.danger};`;
  }
};

const buttonSize = { sm: '30px', md: '38px', lg: '46px', icon: '36px' } as const;

/**
 * Styles of a button of `variant` and `size`: used by {@link Button} and by links that look like
 * buttons (a component's `getStyles` returns `navLink: (active) => buttonStyles(theme, 'ghost', 'sm')`),
 * so navigation stays a real link.
 */
export function buttonStyles(t: LedgerLensTheme, variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return [
    css`
      display: inline-flex; align-items: center; justify-content: center; gap: ${t.spacing(0.75)};
      height: ${buttonSize[size]}; ${size === 'icon' ? `width:${buttonSize.icon};padding:0;` : `padding: 0 ${t.spacing(size === 'sm' ? 1.25 : 2)};`}
      border: 1px solid transparent; border-radius: ${t.radius.sm};
      font: inherit; font-size: ${size === 'sm' ? '13px' : '14px'}; font-weight: 600; line-height: 1;
      cursor: pointer; white-space: nowrap; text-decoration: none;
      transition: background .15s, border-color .15s, opacity .15s;
      &:disabled { opacity: .5; cursor: not-allowed; }
    `,
    buttonVariant(t, variant),
  ];
}

const getButtonStyles = (theme: LedgerLensTheme) => ({
  button: (variant: ButtonVariant, size: ButtonSize) => buttonStyles(theme, variant, size),
});

/** Button with the LedgerLens variants; `type="button"` unless told otherwise. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', type = 'button', ...rest },
  ref,
) {
  const styles = useStyles(getButtonStyles);
  return <button ref={ref} type={type} css={styles.button(variant, size)} {...rest} />;
});

/** Surface card (a `<section>`): surface colour, border, large radius, card shadow, 20 px padding. */
export const Card = styled.section`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.card};
  padding: ${(p) => p.theme.spacing(2.5)};
  min-width: 0;
`;

/** Title of a {@link Card} (an `<h2>`). */
export const CardTitle = styled.h2`
  margin: ${(p) => p.theme.spacing(0, 0, 1.5)}; font-size: 18px; font-weight: 700; line-height: 1.3;
`;

/** Secondary text (a `<p>`, muted colour, 14 px). */
export const Muted = styled.p`
  margin: 0; color: ${(p) => p.theme.color.textMuted}; font-size: 14px;
`;

/**
 * Tone of a {@link Badge}: a {@link Tone} (colours from {@link toneColors}; `primary` is filled)
 * or `outline` (muted text, border only).
 */
export type BadgeTone = Tone | 'outline';

const getBadgeStyles = (theme: LedgerLensTheme) => ({
  badge: (tone: BadgeTone) => {
    const base = css`
      display: inline-flex; align-items: center; gap: ${theme.spacing(0.5)}; padding: ${theme.spacing(0.25, 1)};
      border-radius: ${theme.radius.pill}; border: 1px solid transparent;
      font-size: 12px; font-weight: 600; line-height: 18px; white-space: nowrap;
    `;
    if (tone === 'outline') return [base, css`background: transparent; color: ${theme.color.textMuted}; border-color: ${theme.color.border};`];
    const { fg, bg } = toneColors(theme, tone);
    // `primary` is the one filled badge (the tone's colour behind on-primary text).
    return tone === 'primary'
      ? [base, css`background: ${fg}; color: ${theme.color.onPrimary};`]
      : [base, css`background: ${bg}; color: ${fg};`];
  },
});

/** Small status label in a {@link BadgeTone} (default `neutral`). */
export function Badge({ tone = 'neutral', children, ...rest }: { tone?: BadgeTone; children: ReactNode } & HTMLAttributes<HTMLSpanElement>) {
  const styles = useStyles(getBadgeStyles);
  return (
    <span css={styles.badge(tone)} {...rest}>
      {children}
    </span>
  );
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
}

const getInputStyles = (theme: LedgerLensTheme) => ({
  input: (invalid: boolean) => css`
    width: 100%; height: 40px; padding: ${theme.spacing(0, 1.5)}; font: inherit; font-size: 14px;
    color: ${theme.color.text}; background: ${theme.color.surface};
    border: 1px solid ${invalid ? theme.color.danger : theme.color.border}; border-radius: ${theme.radius.sm};
    &::placeholder { color: ${theme.color.textMuted}; opacity: .8; }
    &:focus {
      outline: none; border-color: ${invalid ? theme.color.danger : theme.color.focus};
      box-shadow: 0 0 0 3px ${invalid ? theme.color.dangerBg : theme.color.infoBg};
    }
  `,
});

/** Text input; `invalid` sets aria-invalid and the danger border. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ invalid, ...rest }, ref) {
  const styles = useStyles(getInputStyles);
  return <input ref={ref} aria-invalid={invalid || undefined} css={styles.input(Boolean(invalid))} {...rest} />;
});

export type AlertVariant = 'default' | 'destructive' | 'warning' | 'info';

/** Tone of each alert variant (colours from {@link toneColors}). */
const ALERT_TONES: Record<AlertVariant, Tone> = { default: 'neutral', destructive: 'danger', warning: 'warning', info: 'info' };

const getAlertStyles = (theme: LedgerLensTheme) => ({
  alert: (variant: AlertVariant) => {
    const { fg, bg, border } = toneColors(theme, ALERT_TONES[variant]);
    return css`
      border: 1px solid ${border}; background: ${bg}; color: ${theme.color.text}; border-left: 4px solid ${fg};
      border-radius: ${theme.radius.md}; padding: ${theme.spacing(1.5, 2)};
      & > strong:first-of-type { display: block; color: ${fg}; margin-bottom: ${theme.spacing(0.5)}; }
    `;
  },
});

/**
 * Alert box with an optional title (spec: errors in a destructive alert titled 'Error'). Role
 * `alert` when destructive, else `status`; colours of the variant's tone ({@link toneColors}).
 */
export function Alert({ variant = 'default', title, children, ...rest }: { variant?: AlertVariant; title?: ReactNode; children?: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  const styles = useStyles(getAlertStyles);
  return (
    <div role={variant === 'destructive' ? 'alert' : 'status'} css={styles.alert(variant)} {...rest}>
      {title ? <strong>{title}</strong> : null}
      {children}
    </div>
  );
}

const shimmer = keyframes`0%{opacity:.55}50%{opacity:1}100%{opacity:.55}`;

/** Loading placeholder block. */
export const Skeleton = styled.div<{ w?: string; h?: string }>`
  width: ${(p) => p.w ?? '100%'}; height: ${(p) => p.h ?? '16px'};
  border-radius: ${(p) => p.theme.radius.sm}; background: ${(p) => p.theme.color.surfaceAlt};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/** Monospace text that wraps anywhere (hashes, addresses). */
export const Mono = styled.span`
  font-family: ${(p) => p.theme.font.mono}; font-size: 13px; overflow-wrap: anywhere;
`;

/** Page container with the layout's max width (`theme.size.page`). */
export const Page = styled.div`
  max-width: ${(p) => p.theme.size.page}; margin: 0 auto; padding: ${(p) => p.theme.spacing(3, 2, 6)}; display: grid;
  gap: ${(p) => p.theme.spacing(2.5)};
  ${(p) => p.theme.mq.md} { padding: ${(p) => p.theme.spacing(4, 3, 8)}; }
`;

/** Label / value grid used by detail sections. */
export const DetailGrid = styled.dl`
  display: grid; grid-template-columns: minmax(120px, 200px) 1fr; gap: ${(p) => p.theme.spacing(1.25, 2)}; margin: 0;
  & > dt { color: ${(p) => p.theme.color.textMuted}; font-size: 14px; }
  & > dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
`;
