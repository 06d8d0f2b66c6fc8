/** Radix DropdownMenu with LedgerLens styles; loaded by `DropdownMenu` (../overlays.tsx) when first opened. */
import type { ReactNode } from 'react';
import * as DropdownPrimitive from '@radix-ui/react-dropdown-menu';
import { css } from '@emotion/react';
import type { LedgerLensTheme } from '../../theme/tokens';
import { useStyles } from '../../theme/useStyles';
import type { MenuItem } from './types';
import { popover } from './popover';

const getDropdownMenuStyles = (theme: LedgerLensTheme) => ({
  content: [popover(theme), css`min-width: 200px; padding: ${theme.spacing(0.75)};`],
  item: css`
    display: flex; align-items: center; gap: ${theme.spacing(1)}; padding: ${theme.spacing(1, 1.25)}; border-radius: ${theme.radius.sm};
    font-size: 14px; cursor: pointer; outline: none;
    &[data-highlighted] { background: ${theme.color.surfaceAlt}; }
  `,
});

export default function DropdownMenuImpl({ trigger, items, label }: { trigger: ReactNode; items: MenuItem[]; label?: string }) {
  const styles = useStyles(getDropdownMenuStyles);
  return (
    <DropdownPrimitive.Root defaultOpen>
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
