/** Radix Collapsible with LedgerLens styles; loaded by `Collapsible` (../overlays.tsx) when first opened. */
import type { ReactNode } from 'react';
import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import { useStyles } from '../../theme/useStyles';
import { getCollapsibleStyles } from './collapsibleStyles';

export default function CollapsibleImpl({ title, children, defaultOpen = false, open, onOpenChange }: { title: ReactNode; children: ReactNode; defaultOpen?: boolean; open?: boolean; onOpenChange?: (o: boolean) => void }) {
  const styles = useStyles(getCollapsibleStyles);
  return (
    <CollapsiblePrimitive.Root defaultOpen={defaultOpen} open={open} onOpenChange={onOpenChange}>
      <CollapsiblePrimitive.Trigger css={styles.trigger}>{title}</CollapsiblePrimitive.Trigger>
      <CollapsiblePrimitive.Content>{children}</CollapsiblePrimitive.Content>
    </CollapsiblePrimitive.Root>
  );
}
