/**
 * Radix UI primitives styled with Emotion: dialog, dropdown menu, tooltip, collapsible, switch,
 * select. Timings follow spec §9 (tooltip 700 ms open delay, 300 ms skip delay).
 */
import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as DropdownPrimitive from '@radix-ui/react-dropdown-menu';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import * as SelectPrimitive from '@radix-ui/react-select';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../domain/constants';

const popover = (t: Theme) => css`
  background: ${t.color.surface}; color: ${t.color.text}; border: 1px solid ${t.color.border};
  border-radius: ${t.radius.md}; box-shadow: ${t.shadow.popover}; z-index: 60;
`;

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
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay css={(t) => css`position: fixed; inset: 0; background: ${t.color.overlay}; z-index: 50;`} />
        <DialogPrimitive.Content
          css={(t) => [
            popover(t),
            css`
              position: fixed; left: 50%; top: 50%; transform: translate(-50%, -50%);
              width: min(${width}px, calc(100vw - 24px)); max-height: calc(100vh - 48px); overflow: auto; padding: 20px;
            `,
          ]}
        >
          <DialogPrimitive.Title css={css`margin: 0 32px 6px 0; font-size: 18px;`}>{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description css={(t) => css`margin: 0 0 12px; color: ${t.color.textMuted}; font-size: 14px;`}>
              {description}
            </DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description css={css`position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);`}>
              {typeof title === 'string' ? title : 'Dialog'}
            </DialogPrimitive.Description>
          )}
          {children}
          <DialogPrimitive.Close
            aria-label="Close"
            css={(t) => css`
              position: absolute; top: 12px; right: 12px; width: 32px; height: 32px; border-radius: ${t.radius.sm};
              border: 0; background: transparent; color: ${t.color.textMuted}; cursor: pointer; font-size: 20px;
              &:hover { background: ${t.color.surfaceAlt}; }
            `}
          >
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

/** Dropdown menu (Radix) opened by `trigger`; keyboard navigation and typeahead included. */
export function DropdownMenu({ trigger, items, label }: { trigger: ReactNode; items: MenuItem[]; label?: string }) {
  return (
    <DropdownPrimitive.Root>
      <DropdownPrimitive.Trigger asChild>{trigger}</DropdownPrimitive.Trigger>
      <DropdownPrimitive.Portal>
        <DropdownPrimitive.Content align="end" sideOffset={6} aria-label={label} css={(t) => [popover(t), css`min-width: 200px; padding: 6px;`]}>
          {items.map((item) => (
            <DropdownPrimitive.Item
              key={item.key}
              onSelect={item.onSelect}
              css={(t) => css`
                display: flex; align-items: center; gap: 8px; padding: 8px 10px; border-radius: ${t.radius.sm};
                font-size: 14px; cursor: pointer; outline: none;
                &[data-highlighted] { background: ${t.color.surfaceAlt}; }
              `}
            >
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

/** Tooltip around a focusable element. Needs a `TooltipProvider` above (the shell has one). */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content sideOffset={6} css={(t) => [popover(t), css`padding: 6px 10px; font-size: 13px; max-width: 320px;`]}>
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}

/** Collapsible section with a full-width header button. */
export function Collapsible({ title, children, defaultOpen = false, open, onOpenChange }: { title: ReactNode; children: ReactNode; defaultOpen?: boolean; open?: boolean; onOpenChange?: (o: boolean) => void }) {
  return (
    <CollapsiblePrimitive.Root defaultOpen={defaultOpen} open={open} onOpenChange={onOpenChange}>
      <CollapsiblePrimitive.Trigger
        css={(t) => css`
          width: 100%; display: flex; justify-content: space-between; align-items: center; gap: 8px;
          background: transparent; border: 0; padding: 8px 0; color: ${t.color.text}; font: inherit; font-weight: 600; cursor: pointer;
          &::after { content: '▸'; transition: transform .15s; }
          &[data-state='open']::after { transform: rotate(90deg); }
        `}
      >
        {title}
      </CollapsiblePrimitive.Trigger>
      <CollapsiblePrimitive.Content>{children}</CollapsiblePrimitive.Content>
    </CollapsiblePrimitive.Root>
  );
}

/** On/off switch with a visible label. */
export function Switch({ checked, onCheckedChange, label, id }: { checked: boolean; onCheckedChange: (v: boolean) => void; label: ReactNode; id: string }) {
  return (
    <span css={css`display: inline-flex; align-items: center; gap: 8px;`}>
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        css={(t) => css`
          width: 40px; height: 22px; border-radius: 999px; border: 0; position: relative; cursor: pointer;
          background: ${checked ? t.color.primary : t.color.border}; transition: background .15s;
        `}
      >
        <SwitchPrimitive.Thumb
          css={css`
            display: block; width: 18px; height: 18px; border-radius: 999px; background: #fff;
            transform: translateX(2px); transition: transform .15s;
            &[data-state='checked'] { transform: translateX(20px); }
          `}
        />
      </SwitchPrimitive.Root>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

export interface SelectOption {
  value: string;
  label: ReactNode;
}

/** Single-choice select (Radix). */
export function Select({ value, onValueChange, options, label, id }: { value: string; onValueChange: (v: string) => void; options: SelectOption[]; label: string; id?: string }) {
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange}>
      <SelectPrimitive.Trigger
        id={id}
        aria-label={label}
        css={(t) => css`
          display: inline-flex; align-items: center; justify-content: space-between; gap: 8px; height: 40px; padding: 0 12px; min-width: 160px;
          background: ${t.color.surface}; color: ${t.color.text}; border: 1px solid ${t.color.border}; border-radius: ${t.radius.sm}; font: inherit; font-size: 14px;
        `}
      >
        <SelectPrimitive.Value />
        <SelectPrimitive.Icon>▾</SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content position="popper" sideOffset={4} css={(t) => [popover(t), css`padding: 4px; min-width: var(--radix-select-trigger-width);`]}>
          <SelectPrimitive.Viewport>
            {options.map((o) => (
              <SelectPrimitive.Item
                key={o.value}
                value={o.value}
                css={(t) => css`
                  padding: 8px 10px; border-radius: ${t.radius.sm}; font-size: 14px; cursor: pointer; outline: none;
                  &[data-highlighted] { background: ${t.color.surfaceAlt}; }
                `}
              >
                <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
