import { Button, DropdownMenu, useThemePreference, type ThemePreference } from '@ledgerlens/shared';
import { ShellIcon } from './icons';

const LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/**
 * Light/dark theme toggle: a click on the sun/moon opens Light, Dark and System. The choice is
 * stored under `ledgerlens-theme` (spec §4).
 */
export function ThemeMenu() {
  const [preference, setPreference, isDark] = useThemePreference();
  return (
    <DropdownMenu
      label="Theme"
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Theme: ${LABELS[preference]} (${isDark ? 'dark' : 'light'} now)`} data-testid="theme-toggle">
          <ShellIcon name={isDark ? 'moon' : 'sun'} size={18} />
        </Button>
      }
      items={(['light', 'dark', 'system'] as const).map((p) => ({
        key: p,
        label: (
          <span data-testid={`theme-${p}`}>
            {preference === p ? '✓ ' : ''}
            {LABELS[p]}
          </span>
        ),
        onSelect: () => setPreference(p),
      }))}
    />
  );
}
