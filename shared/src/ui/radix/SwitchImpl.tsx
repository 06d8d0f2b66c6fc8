/** Radix Switch with LedgerLens styles; loaded by `Switch` (../overlays.tsx). */
import type { ReactNode } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { css } from '@emotion/react';
import type { LedgerLensTheme } from '../../theme/tokens';
import { useStyles } from '../../theme/useStyles';

const getSwitchStyles = (theme: LedgerLensTheme) => ({
  root: css`display: inline-flex; align-items: center; gap: ${theme.spacing(1)};`,
  track: (checked: boolean) => css`
    width: 40px; height: 22px; border-radius: ${theme.radius.pill}; border: 0; position: relative; cursor: pointer;
    background: ${checked ? theme.color.primary : theme.color.border}; transition: background .15s;
  `,
  thumb: css`
    display: block; width: 18px; height: 18px; border-radius: ${theme.radius.pill}; background: ${theme.color.thumb};
    transform: translateX(2px); transition: transform .15s;
    &[data-state='checked'] { transform: translateX(20px); }
  `,
});

export default function SwitchImpl({ checked, onCheckedChange, label, id }: { checked: boolean; onCheckedChange: (v: boolean) => void; label: ReactNode; id: string }) {
  const styles = useStyles(getSwitchStyles);
  return (
    <span css={styles.root}>
      <SwitchPrimitive.Root data-lazy-ui="switch" id={id} checked={checked} onCheckedChange={onCheckedChange} css={styles.track(checked)}>
        <SwitchPrimitive.Thumb css={styles.thumb} />
      </SwitchPrimitive.Root>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
