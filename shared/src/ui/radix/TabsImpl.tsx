/** Radix Tabs with LedgerLens styles; loaded by `Tabs` (../overlays.tsx) with the first tabs shown. */
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useStyles } from '../../theme/useStyles';
import { getTabsStyles } from './tabsStyles';
import type { TabsProps } from './types';

export default function TabsImpl({ label, tabs, defaultValue, onValueChange }: TabsProps) {
  const styles = useStyles(getTabsStyles);
  return (
    <TabsPrimitive.Root defaultValue={defaultValue ?? tabs[0]?.value} onValueChange={onValueChange} data-lazy-ui="tabs" css={styles.root}>
      <TabsPrimitive.List aria-label={label} css={styles.list}>
        {tabs.map((t) => (
          <TabsPrimitive.Trigger key={t.value} value={t.value} css={styles.tab}>
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
