import type { ClipboardEvent } from 'react';
import { css } from '@emotion/react';
import { formatTableAmount } from '../domain/format';
import type { LedgerLensTheme } from '../theme/tokens';
import { useStyles } from '../theme/useStyles';
import { CopyButton } from './CopyButton';
import { Tooltip } from './overlays';

const getStyles = (theme: LedgerLensTheme) => ({
  wrap: css`display: inline-flex; align-items: center; gap: ${theme.spacing(0.5)}; min-width: 0; max-width: 100%;`,
  wrapMultiline: css`flex-wrap: wrap; justify-content: inherit;`,
  value: css`font-variant-numeric: tabular-nums; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; border-radius: ${theme.radius.sm};
    &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }`,
  valueMultiline: css`white-space: normal; overflow-wrap: anywhere; overflow: visible;`,
  rounded: css`text-decoration: underline dotted ${theme.color.textMuted}; text-underline-offset: 3px; cursor: help;`,
  exact: css`font-variant-numeric: tabular-nums; overflow-wrap: anywhere;`,
});

/**
 * An amount in a table (account history, ledger table): at most 10 significant digits
 * (`formatTableAmount` of the shared domain), the exact value in a tooltip (hover or keyboard
 * focus) and in Copy: the Copy button when the value is rounded, and copying a selection of the
 * value also copies the exact amount. Detail pages show the exact value instead.
 *
 * @param amount an API amount string (a plain decimal is XRP, else `"<value> <currency>"`); absent → '—'.
 * @param copyButton show the Copy button for a rounded value (default true).
 * @param multiline wrap a long value instead of cutting it with an ellipsis (default false).
 */
export function TableAmount({
  amount,
  copyButton = true,
  multiline = false,
  className,
}: {
  amount: string | null | undefined;
  copyButton?: boolean;
  /** Let the value wrap onto more lines instead of cutting it with an ellipsis (cells with room to grow). */
  multiline?: boolean;
  className?: string;
}) {
  const styles = useStyles(getStyles);
  const value = formatTableAmount(amount);
  if (!value) return <span className={className}>—</span>;
  if (!value.rounded) {
    return (
      <span className={className} css={[styles.value, multiline && styles.valueMultiline]} data-testid="table-amount">
        {value.text}
      </span>
    );
  }
  const onCopy = (event: ClipboardEvent) => {
    event.clipboardData.setData('text/plain', value.exact);
    event.preventDefault();
  };
  return (
    <span css={[styles.wrap, multiline && styles.wrapMultiline]} className={className}>
      <Tooltip content={<span css={styles.exact}>Exact: {value.exact}</span>}>
        <span tabIndex={0} css={[styles.value, multiline && styles.valueMultiline, styles.rounded]} data-testid="table-amount" data-exact={value.exact} onCopy={onCopy}>
          {value.text}
        </span>
      </Tooltip>
      {copyButton ? <CopyButton value={value.exact} label="Copy" size="sm" variant="ghost" aria-label="Copy exact amount" /> : null}
    </span>
  );
}
