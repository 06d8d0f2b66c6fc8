import { css } from '@emotion/react';
import { Badge, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  root: css`position: absolute; right: ${theme.spacing(1.25)}; top: 50%; transform: translateY(-50%); pointer-events: none;`,
});

/** Props of {@link DetectedTypeBadge}. */
export interface DetectedTypeBadgeProps {
  /** Visible name of the detected kind ('Address', 'Account', 'Transaction', 'Ledger'). */
  label: string;
  /** Green (`success`) when the input is valid, amber (`warning`) when it only looks like that kind. */
  valid: boolean;
  /** Id of the badge, for the input's `aria-describedby`. */
  id?: string;
}

/**
 * Badge inside a search input naming what the text was classified as (spec §2 "Home": detected-type
 * badge), announced as 'Detected type: {label}'. Sits over the input's right end (the input leaves
 * room for it); ignores the pointer so clicks reach the input.
 */
export function DetectedTypeBadge({ label, valid, id }: DetectedTypeBadgeProps) {
  const styles = useStyles(getStyles);
  return (
    <span css={styles.root}>
      <Badge id={id} tone={valid ? 'success' : 'warning'} aria-label={`Detected type: ${label}`}>
        {label}
      </Badge>
    </span>
  );
}
