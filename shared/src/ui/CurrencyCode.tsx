import { css } from '@emotion/react';
import { currencyView } from '../domain/currency';
import type { LedgerLensTheme } from '../theme/tokens';
import { useStyles } from '../theme/useStyles';
import { Badge } from './primitives';

const getStyles = (theme: LedgerLensTheme) => ({
  hex: css`font-family: ${theme.font.mono}; font-size: 0.9em; overflow-wrap: anywhere; word-break: break-all;`,
  mark: css`margin-left: ${theme.spacing(0.5)}; vertical-align: middle;`,
});

/**
 * A currency code as the one look-alike guard shows it (`currencyView` of the shared domain): its
 * text, or its 40-hex code marked "hex" when the text could mislead (reads "XRP", control or
 * confusable characters, a 3-character text that reads as a standard code); a code reading "XRP"
 * also gets "not XRP". Ledger text stays plain text, never markup.
 *
 * @param code the ledger's currency code (`'XRP'`, 3 characters, or 40 hex digits)
 */
export function CurrencyCode({ code, className }: { code: string; className?: string }) {
  const styles = useStyles(getStyles);
  const view = currencyView(code);
  return (
    <span className={className} data-testid="currency-code" data-hex={view.hex ? 'true' : undefined}>
      {view.hex ? (
        <span css={styles.hex} title={view.reason ?? undefined}>
          {view.text}
        </span>
      ) : (
        view.text
      )}
      {view.hex ? (
        <Badge tone="outline" css={styles.mark} title={view.reason ? `Shown as hex: ${view.reason}` : 'Hex currency code'}>
          hex
        </Badge>
      ) : null}
      {view.xrpLookalike ? (
        <Badge tone="danger" css={styles.mark} title="A token whose code reads XRP. It is not XRP.">
          look-alike, not XRP
        </Badge>
      ) : null}
    </span>
  );
}
