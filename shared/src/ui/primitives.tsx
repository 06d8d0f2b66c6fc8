/**
 * Basic styled building blocks of LedgerLens (Emotion, theme tokens). Interactive overlays
 * (dialog, menu, tooltip, toast, switch, select, collapsible) are Radix primitives, in
 * `overlays.tsx`.
 */
import { forwardRef, useCallback, useEffect, useRef, type ButtonHTMLAttributes, type ElementType, type HTMLAttributes, type InputHTMLAttributes, type JSX, type ReactNode } from 'react';
import { ClassNames, css, keyframes } from '@emotion/react';
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

const getBlockStyles = (theme: LedgerLensTheme) => ({
  card: css`
    background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.lg};
    box-shadow: ${theme.shadow.card}; padding: ${theme.spacing(2.5)}; min-width: 0;
  `,
  cardTitle: css`margin: ${theme.spacing(0, 0, 1.5)}; font-size: 18px; font-weight: 700; line-height: 1.3;`,
  muted: css`margin: 0; color: ${theme.color.textMuted}; font-size: 14px;`,
  skeleton: css`border-radius: ${theme.radius.sm}; background: ${theme.color.surfaceAlt}; animation: ${shimmer} 1.4s ease-in-out infinite;`,
  mono: css`font-family: ${theme.font.mono}; font-size: 13px; overflow-wrap: anywhere;`,
  page: css`
    max-width: ${theme.size.page}; margin: 0 auto; padding: ${theme.spacing(3, 2, 6)}; display: grid; gap: ${theme.spacing(2.5)};
    ${theme.mq.md} { padding: ${theme.spacing(4, 3, 8)}; }
  `,
  visuallyHidden: css`position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;`,
  detailGrid: css`
    display: grid; grid-template-columns: minmax(92px, 36%) minmax(0, 1fr); gap: ${theme.spacing(1.25, 2)}; margin: 0;
    ${theme.mq.md} { grid-template-columns: minmax(120px, 200px) minmax(0, 1fr); }
    & > dt { color: ${theme.color.textMuted}; font-size: 14px; min-width: 0; overflow-wrap: anywhere; }
    & > dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  `,
});

type BlockName = keyof ReturnType<typeof getBlockStyles>;

/**
 * A plain element with one of the blocks' styles. A caller's `css` prop (which Emotion hands over
 * as `className`) is merged after the block's own styles, so the caller's rules win.
 */
function block<E extends keyof JSX.IntrinsicElements>(tag: E, name: BlockName, displayName: string) {
  function Block({ className, ...rest }: JSX.IntrinsicElements[E] & { className?: string }) {
    const styles = useStyles(getBlockStyles);
    const Tag = tag as ElementType;
    return <ClassNames>{({ css: toClass, cx }) => <Tag className={cx(toClass(styles[name]), className)} {...rest} />}</ClassNames>;
  }
  Block.displayName = displayName;
  return Block;
}

/** Surface card (a `<section>`). */
export const Card = block('section', 'card', 'Card');

/** Title of a {@link Card} (an `<h2>`). */
export const CardTitle = block('h2', 'cardTitle', 'CardTitle');

/** Secondary text (a `<p>`). */
export const Muted = block('p', 'muted', 'Muted');

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
      outline: 2px solid ${invalid ? theme.color.danger : theme.color.focus}; outline-offset: 1px;
      border-color: ${invalid ? theme.color.danger : theme.color.focus};
    }
  `,
});

/**
 * Hands text typed into a server-rendered input before the app hydrated it to the input's
 * `onChange`: React 19.3 leaves that text in the element but not in the component's state (its
 * replay of such changes, `enableHydrationChangeEvent`, is off), so a filter typed early would show
 * but not apply. The element is set to what React rendered through React's value tracker, given the
 * typed text back past it, and sent an `input` event, which React reports as a change.
 */
function adoptTypedValue(el: HTMLInputElement, rendered: string): void {
  const typed = el.value;
  const setUntracked = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setUntracked) return;
  el.value = rendered;
  setUntracked.call(el, typed);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Text input; `invalid` sets aria-invalid and the danger border. A controlled one (`value` and
 * `onChange`) that holds other text when it mounts (typed into the server's markup before
 * hydration, or autofilled) reports that text through `onChange` once ({@link adoptTypedValue}).
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ invalid, ...rest }, ref) {
  const styles = useStyles(getInputStyles);
  const own = useRef<HTMLInputElement | null>(null);
  // What React rendered at mount, for a controlled input (later differences are React's own updates).
  const rendered = useRef(rest.value !== undefined && rest.onChange !== undefined ? String(rest.value) : undefined);
  useEffect(() => {
    const el = own.current;
    if (el && rendered.current !== undefined && el.value !== rendered.current) adoptTypedValue(el, rendered.current);
  }, []);
  const setRef = useCallback(
    (el: HTMLInputElement | null) => {
      own.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  return <input ref={setRef} aria-invalid={invalid || undefined} css={styles.input(Boolean(invalid))} {...rest} />;
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

/** Loading placeholder block, `w` wide and `h` high (CSS lengths; default full width, 16 px). */
export function Skeleton({ w = '100%', h = '16px', className, style, ...rest }: HTMLAttributes<HTMLDivElement> & { w?: string; h?: string }) {
  const styles = useStyles(getBlockStyles);
  return (
    <ClassNames>
      {({ css: toClass, cx }) => <div className={cx(toClass(styles.skeleton), className)} style={{ width: w, height: h, ...style }} {...rest} />}
    </ClassNames>
  );
}

/** Monospace text that wraps anywhere (hashes, addresses). */
export const Mono = block('span', 'mono', 'Mono');

/** Page container with the layout's max width (`theme.size.page`). */
export const Page = block('div', 'page', 'Page');

/**
 * Text for screen readers only (a `<span>` clipped to 1 px): context that the screen shows by
 * position or icon, e.g. which address a Copy button copies.
 */
export const VisuallyHidden = block('span', 'visuallyHidden', 'VisuallyHidden');

/** Label / value grid used by detail sections (a `<dl>`). */
export const DetailGrid = block('dl', 'detailGrid', 'DetailGrid');
