/** Radix Tabs with LedgerLens styles; loaded by `Tabs` (../overlays.tsx) with the first tabs shown. */
import { useEffect, useState } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useStyles } from '../../theme/useStyles';
import { getTabsStyles } from './tabsStyles';
import type { TabsProps } from './types';

export default function TabsImpl({ label, tabs, defaultValue, onValueChange }: TabsProps) {
  const styles = useStyles(getTabsStyles);
  // Radix makes its tabs reachable by Tab (the roving tab stop) in effects, which the server never
  // runs: until mounted, the selected tab is the tab stop itself, so the server's markup (and the
  // tab list, which scrolls on a phone) can be reached by keyboard before the takeover.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const selected = defaultValue ?? tabs[0]?.value;
  return (
    <TabsPrimitive.Root defaultValue={selected} onValueChange={onValueChange} data-lazy-ui="tabs" css={styles.root}>
      <TabsPrimitive.List aria-label={label} css={styles.list}>
        {tabs.map((t) => (
          <TabsPrimitive.Trigger key={t.value} value={t.value} css={styles.tab} tabIndex={mounted ? undefined : t.value === selected ? 0 : -1}>
            {t.title}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((t) => (
        <TabsPrimitive.Content key={t.value} value={t.value} css={styles.panel}>
          {t.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
