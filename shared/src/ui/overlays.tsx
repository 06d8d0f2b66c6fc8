/**
 * Radix UI primitives styled with Emotion: dialog, dropdown menu, tooltip, collapsible, switch,
 * select. Timings follow spec §9 (tooltip 700 ms open delay, 300 ms skip delay).
 */
import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import type { LedgerLensTheme } from '../theme/tokens';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as DropdownPrimitive from '@radix-ui/react-dropdown-menu';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import * as SelectPrimitive from '@radix-ui/react-select';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../domain/constants';
import { useStyles } from '../theme/useStyles';

/** Surface of the floating panels (dialog, dropdown menu, tooltip). */
const popover = (t: LedgerLensTheme) => css`
  background: ${t.color.surface}; color: ${t.color.text}; border: 1px solid ${t.color.border};
  border-radius: ${t.radius.md}; box-shadow: ${t.shadow.popover}; z-index: 60;
`;

const getDialogStyles = (theme: LedgerLensTheme) => ({
  overlay: css`position: fixed; inset: 0; background: ${theme.color.overlay}; z-index: 50;`,
  content: (width: number) => [
    popover(theme),
    css`
      position: fixed; left: 50%; top: 50%; transform: translate(-50%, -50%);
      width: min(${width}px, calc(100vw - ${theme.spacing(3)})); max-height: calc(100vh - ${theme.spacing(6)}); overflow: auto;
      padding: ${theme.spacing(2.5)};
    `,
  ],
  title: css`margin: ${theme.spacing(0, 4, 0.75, 0)}; font-size: 18px;`,
  description: css`margin: ${theme.spacing(0, 0, 1.5)}; color: ${theme.color.textMuted}; font-size: 14px;`,
  hiddenDescription: css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`,
  close: css`
    position: absolute; top: ${theme.spacing(1.5)}; right: ${theme.spacing(1.5)}; width: 32px; height: 32px; border-radius: ${theme.radius.sm};
    border: 0; background: transparent; color: ${theme.color.textMuted}; cursor: pointer; font-size: 20px;
    &:hover { background: ${theme.color.surfaceAlt}; }
  `,
});

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered with Radix `asChild`). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Max width in px (default 640). */
  width?: number;
}

/** Modal dialog with title, optional description, close button, focus trap and Escape to close. */
export function Dialog({ open, onOpenChange, trigger, title, description, children, width = 640 }: DialogProps) {
  const styles = useStyles(getDialogStyles);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay css={styles.overlay} />
        <DialogPrimitive.Content css={styles.content(width)}>
          <DialogPrimitive.Title css={styles.title}>{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description css={styles.description}>{description}</DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description css={styles.hiddenDescription}>
              {typeof title === 'string' ? title : 'Dialog'}
            </DialogPrimitive.Description>
          )}
          {children}
          <DialogPrimitive.Close aria-label="Close" css={styles.close}>
            ×
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export interface MenuItem {
  label: ReactNode;
  onSelect: () => void;
  key: string;
}

const getDropdownMenuStyles = (theme: LedgerLensTheme) => ({
  content: [popover(theme), css`min-width: 200px; padding: ${theme.spacing(0.75)};`],
  item: css`
    display: flex; align-items: center; gap: ${theme.spacing(1)}; padding: ${theme.spacing(1, 1.25)}; border-radius: ${theme.radius.sm};
    font-size: 14px; cursor: pointer; outline: none;
    &[data-highlighted] { background: ${theme.color.surfaceAlt}; }
  `,
});

/** Dropdown menu (Radix) opened by `trigger`; keyboard navigation and typeahead included. */
export function DropdownMenu({ trigger, items, label }: { trigger: ReactNode; items: MenuItem[]; label?: string }) {
  const styles = useStyles(getDropdownMenuStyles);
  return (
    <DropdownPrimitive.Root>
      <DropdownPrimitive.Trigger asChild>{trigger}</DropdownPrimitive.Trigger>
      <DropdownPrimitive.Portal>
        <DropdownPrimitive.Content align="end" sideOffset={6} aria-label={label} css={styles.content}>
          {items.map((item) => (
            <DropdownPrimitive.Item key={item.key} onSelect={item.onSelect} css={styles.item}>
              {item.label}
            </DropdownPrimitive.Item>
          ))}
        </DropdownPrimitive.Content>
      </DropdownPrimitive.Portal>
    </DropdownPrimitive.Root>
  );
}

/** Provider for tooltips with the spec's delays (700 ms open, 300 ms skip). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

const getTooltipStyles = (theme: LedgerLensTheme) => ({
  content: [popover(theme), css`padding: ${theme.spacing(0.75, 1.25)}; font-size: 13px; max-width: 320px;`],
});

/** Tooltip around a focusable element. Needs a `TooltipProvider` above (the shell has one). */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const styles = useStyles(getTooltipStyles);
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content sideOffset={6} css={styles.content}>
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}

const getCollapsibleStyles = (theme: LedgerLensTheme) => ({
  trigger: css`
    width: 100%; display: flex; justify-content: space-between; align-items: center; gap: ${theme.spacing(1)};
    background: transparent; border: 0; padding: ${theme.spacing(1, 0)}; color: ${theme.color.text}; font: inherit; font-weight: 600; cursor: pointer;
    &::after { content: '▸'; transition: transform .15s; }
    &[data-state='open']::after { transform: rotate(90deg); }
  `,
});

/** Collapsible section with a full-width header button. */
export function Collapsible({ title, children, defaultOpen = false, open, onOpenChange }: { title: ReactNode; children: ReactNode; defaultOpen?: boolean; open?: boolean; onOpenChange?: (o: boolean) => void }) {
  const styles = useStyles(getCollapsibleStyles);
  return (
    <CollapsiblePrimitive.Root defaultOpen={defaultOpen} open={open} onOpenChange={onOpenChange}>
      <CollapsiblePrimitive.Trigger css={styles.trigger}>{title}</CollapsiblePrimitive.Trigger>
      <CollapsiblePrimitive.Content>{children}</CollapsiblePrimitive.Content>
    </CollapsiblePrimitive.Root>
  );
}

const getSwitchStyles = (theme: LedgerLensTheme) => ({
  root: css`display: inline-flex; align-items: center; gap: ${theme.spacing(1)};`,
  track: (checked: boolean) => css`
    width: 40px; height: 22px; border-radius: ${theme.radius.pill}; border: 0; position: relative; cursor: pointer;
    background: ${checked ? theme.color.primary : theme.color.border}; transition: background .15s;
  `,
  thumb: css`
    display: block; width: 18px; height: 18px; border-radius: ${theme.radius.pill}; background: ${theme.color.thumb};
    transform: translateX(2px); transition: transform .15s;
    &[data-state='checked'] { transform: translateX(20px); }
  `,
});

/** On/off switch with a visible label. */
export function Switch({ checked, onCheckedChange, label, id }: { checked: boolean; onCheckedChange: (v: boolean) => void; label: ReactNode; id: string }) {
  const styles = useStyles(getSwitchStyles);
  return (
    <span css={styles.root}>
      <SwitchPrimitive.Root id={id} checked={checked} onCheckedChange={onCheckedChange} css={styles.track(checked)}>
        <SwitchPrimitive.Thumb css={styles.thumb} />
      </SwitchPrimitive.Root>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

export interface SelectOption {
  value: string;
  label: ReactNode;
}

/** Size of {@link Select}'s trigger: `md` (40 px, default) or `sm` (36 px, for compact bars). */
export type SelectSize = 'sm' | 'md';

export interface SelectProps {
  value: string;
  onValueChange: (v: string) => void;
  options: SelectOption[];
  /** Accessible name of the trigger (`aria-label`; the trigger has role `combobox`). */
  label: string;
  id?: string;
  /** Trigger size. Default `md`. */
  size?: SelectSize;
  /** Extra class of the trigger (the `css` prop of a caller lands here and wins over the defaults). */
  className?: string;
}

const getSelectStyles = (t: Theme) => ({
  trigger: css`
    display: inline-flex; align-items: center; justify-content: space-between; gap: ${t.spacing(1)}; height: 40px;
    padding: ${t.spacing(0, 1.5)}; min-width: 160px; cursor: pointer;
    background: ${t.color.surface}; color: ${t.color.text}; border: 1px solid ${t.color.border}; border-radius: ${t.radius.sm};
    font: inherit; font-size: 14px;
    &:focus-visible { outline: 2px solid ${t.color.focus}; outline-offset: 1px; }
  `,
  triggerSm: css`height: 36px; min-width: 0; gap: ${t.spacing(0.75)}; padding: ${t.spacing(0, 1.25)}; font-size: 13px;`,
  icon: css`color: ${t.color.textMuted}; line-height: 1;`,
  content: css`
    background: ${t.color.surface}; color: ${t.color.text}; border: 1px solid ${t.color.border};
    border-radius: ${t.radius.md}; box-shadow: ${t.shadow.popover}; z-index: 60;
    padding: ${t.spacing(0.5)}; min-width: var(--radix-select-trigger-width);
  `,
  item: css`
    padding: ${t.spacing(1, 1.25)}; border-radius: ${t.radius.sm}; font-size: 14px; cursor: pointer; outline: none;
    &[data-highlighted] { background: ${t.color.surfaceAlt}; }
    &[data-state='checked'] { font-weight: 600; }
  `,
});

/**
 * Single-choice select (Radix): a trigger button (role `combobox`, named by `label`) showing the
 * chosen option, and a popover list (keyboard navigation and typeahead included). Controlled:
 * `value` is one of `options[].value`; `onValueChange` receives the picked value.
 */
export function Select({ value, onValueChange, options, label, id, size = 'md', className }: SelectProps) {
  const styles = useStyles(getSelectStyles);
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange}>
      <SelectPrimitive.Trigger id={id} aria-label={label} className={className} css={[styles.trigger, size === 'sm' && styles.triggerSm]}>
        <SelectPrimitive.Value />
        <SelectPrimitive.Icon css={styles.icon}>▾</SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content position="popper" sideOffset={4} css={styles.content}>
          <SelectPrimitive.Viewport>
            {options.map((o) => (
              <SelectPrimitive.Item key={o.value} value={o.value} css={styles.item}>
                <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
