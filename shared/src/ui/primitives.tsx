/**
 * Basic styled building blocks of LedgerLens (Emotion, theme tokens). Interactive overlays
 * (dialog, menu, tooltip, toast, switch, select, collapsible) are Radix primitives, in
 * `overlays.tsx`.
 */
import { forwardRef, type ButtonHTMLAttributes, type HTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { css, keyframes, type Theme } from '@emotion/react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const buttonVariant = (t: Theme, v: ButtonVariant) => {
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
 * buttons (`<Link css={(t) => buttonStyles(t, 'ghost', 'sm')}>`), so navigation stays a real link.
 */
export function buttonStyles(t: Theme, variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
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

/** Button with the LedgerLens variants; `type="button"` unless told otherwise. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} css={(t) => buttonStyles(t, variant, size)} {...rest} />;
});

/** Surface card. */
export const Card = styled.section`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.card};
  padding: 20px;
  min-width: 0;
`;

export const CardTitle = styled.h2`
  margin: 0 0 12px; font-size: 18px; font-weight: 700; line-height: 1.3;
`;

export const Muted = styled.p`
  margin: 0; color: ${(p) => p.theme.color.textMuted}; font-size: 14px;
`;

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'primary' | 'outline';

/** Small status label. */
export function Badge({ tone = 'neutral', children, ...rest }: { tone?: BadgeTone; children: ReactNode } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      css={(t) => {
        const map: Record<BadgeTone, [string, string]> = {
          neutral: [t.color.neutralBg, t.color.text],
          success: [t.color.successBg, t.color.success],
          warning: [t.color.warningBg, t.color.warning],
          danger: [t.color.dangerBg, t.color.danger],
          info: [t.color.infoBg, t.color.info],
          primary: [t.color.primary, t.color.onPrimary],
          outline: ['transparent', t.color.textMuted],
        };
        const [bg, fg] = map[tone];
        return css`
          display: inline-flex; align-items: center; gap: 4px; padding: 2px 8px; border-radius: ${t.radius.pill};
          font-size: 12px; font-weight: 600; line-height: 18px; white-space: nowrap;
          background: ${bg}; color: ${fg}; border: 1px solid ${tone === 'outline' ? t.color.border : 'transparent'};
        `;
      }}
      {...rest}
    >
      {children}
    </span>
  );
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
}

/** Text input; `invalid` sets aria-invalid and the danger border. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ invalid, ...rest }, ref) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      css={(t) => css`
        width: 100%; height: 40px; padding: 0 12px; font: inherit; font-size: 14px;
        color: ${t.color.text}; background: ${t.color.surface};
        border: 1px solid ${invalid ? t.color.danger : t.color.border}; border-radius: ${t.radius.sm};
        &::placeholder { color: ${t.color.textMuted}; opacity: .8; }
        &:focus { outline: none; border-color: ${invalid ? t.color.danger : t.color.focus}; box-shadow: 0 0 0 3px ${invalid ? t.color.dangerBg : t.color.infoBg}; }
      `}
      {...rest}
    />
  );
});

export type AlertVariant = 'default' | 'destructive' | 'warning' | 'info';

/** Alert box with an optional title (spec: errors in a destructive alert titled 'Error'). */
export function Alert({ variant = 'default', title, children, ...rest }: { variant?: AlertVariant; title?: ReactNode; children?: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      css={(t) => {
        const [bg, fg] =
          variant === 'destructive' ? [t.color.dangerBg, t.color.danger]
          : variant === 'warning' ? [t.color.warningBg, t.color.warning]
          : variant === 'info' ? [t.color.infoBg, t.color.info]
          : [t.color.surfaceAlt, t.color.text];
        return css`
          border: 1px solid ${fg}33; background: ${bg}; color: ${t.color.text}; border-left: 4px solid ${fg};
          border-radius: ${t.radius.md}; padding: 12px 16px;
          & > strong:first-of-type { display: block; color: ${fg}; margin-bottom: 4px; }
        `;
      }}
      {...rest}
    >
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

/** Page container with the layout's max width. */
export const Page = styled.div`
  max-width: 1200px; margin: 0 auto; padding: 24px 16px 48px; display: grid; gap: 20px;
  ${(p) => p.theme.mq.md} { padding: 32px 24px 64px; }
`;

/** Label / value grid used by detail sections. */
export const DetailGrid = styled.dl`
  display: grid; grid-template-columns: minmax(120px, 200px) 1fr; gap: 10px 16px; margin: 0;
  & > dt { color: ${(p) => p.theme.color.textMuted}; font-size: 14px; }
  & > dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
`;
