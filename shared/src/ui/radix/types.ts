/**
 * Props of the overlay primitives, shared by the lazy wrappers (`../overlays.tsx`) and the Radix
 * implementations (`*Impl.tsx`), so neither imports the other for its types.
 */
import type { ReactNode } from 'react';

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

export interface MenuItem {
  label: ReactNode;
  onSelect: () => void;
  key: string;
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
  /** Called when the list opens or closes (closing includes picking the option already chosen). */
  onOpenChange?: (open: boolean) => void;
}

/** One tab of {@link TabsProps}: its value, the trigger's text and the panel (rendered only while selected). */
export interface TabItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Selected tab at first (uncontrolled). Default: the first tab. */
  defaultValue?: string;
  /** Called with the value of the tab chosen (click, arrow keys, Home/End). */
  onValueChange?: (value: string) => void;
}

/** One item of {@link AccordionProps}: its value (unique), header text and body. */
export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Value of the open item, `''` when none (controlled; one open at a time, collapsible). */
  value: string;
  onValueChange: (value: string) => void;
}
