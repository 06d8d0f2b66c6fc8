/** Radix Select with LedgerLens styles; loaded by `Select` (../overlays.tsx) when first opened. */
import * as SelectPrimitive from '@radix-ui/react-select';
import { useStyles } from '../../theme/useStyles';
import type { SelectProps } from './types';
import { getSelectStyles } from './selectStyles';

export default function SelectImpl({ value, onValueChange, onOpenChange, options, label, id, size = 'md', className }: SelectProps) {
  const styles = useStyles(getSelectStyles);
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} onOpenChange={onOpenChange} defaultOpen>
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
