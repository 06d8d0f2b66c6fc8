import { css } from '@emotion/react';
import { Badge } from '@ledgerlens/shared';

/**
 * Badge inside a search input naming what the text was classified as (spec §2 "Home": detected-type
 * badge); green when the input is valid, amber when it only looks like that type.
 */
export function DetectedTypeBadge({ label, valid, id }: { label: string; valid: boolean; id?: string }) {
  return (
    <span css={css`position: absolute; right: 10px; top: 50%; transform: translateY(-50%); pointer-events: none;`}>
      <Badge id={id} tone={valid ? 'success' : 'warning'} aria-label={`Detected type: ${label}`}>
        {label}
      </Badge>
    </span>
  );
}
