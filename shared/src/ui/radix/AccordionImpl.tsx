/** Radix Accordion (single, collapsible) with LedgerLens styles; loaded by `Accordion` (../overlays.tsx) when an item is first opened. */
import { useEffect, useRef } from 'react';
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { useStyles } from '../../theme/useStyles';
import { getCollapsibleStyles } from './collapsibleStyles';
import type { AccordionProps } from './types';

export default function AccordionImpl({ items, value, onValueChange, focusValue }: AccordionProps & { focusValue?: string }) {
  const styles = useStyles(getCollapsibleStyles);
  const root = useRef<HTMLDivElement>(null);
  // The drawn header that was clicked was replaced by Radix's: give its focus back.
  useEffect(() => {
    if (focusValue === undefined) return;
    root.current?.querySelector<HTMLElement>(`[data-accordion-value="${CSS.escape(focusValue)}"]`)?.focus();
  }, [focusValue]);
  return (
    <AccordionPrimitive.Root ref={root} type="single" collapsible value={value} onValueChange={onValueChange}>
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.value} value={item.value}>
          <AccordionPrimitive.Header css={styles.heading}>
            <AccordionPrimitive.Trigger css={styles.trigger} data-accordion-value={item.value}>
              {item.title}
            </AccordionPrimitive.Trigger>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content>{item.content}</AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
