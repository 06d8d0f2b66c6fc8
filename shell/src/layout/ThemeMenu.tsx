import { css } from '@emotion/react';
import { Button, DropdownMenu, useStyles, useThemePreference, type LedgerLensTheme, type ThemePreference } from '@ledgerlens/shared';

const LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };

const getStyles = (_theme: LedgerLensTheme) => ({
  icon: css`font-size: 18px;`,
});

/**
 * Light/dark theme toggle: a click on the sun/moon opens Light, Dark and System. The choice is
 * stored under `ledgerlens-theme` (spec §4).
 */
export function ThemeMenu() {
  const styles = useStyles(getStyles);
  const [preference, setPreference, isDark] = useThemePreference();
  return (
    <DropdownMenu
      label="Theme"
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Theme: ${LABELS[preference]} (${isDark ? 'dark' : 'light'} now)`} data-testid="theme-toggle">
          <span aria-hidden css={styles.icon}>{isDark ? '☾' : '☀'}</span>
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
