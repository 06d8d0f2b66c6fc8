import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Badge, Card, formatMarketValue, useStyles, type LedgerLensTheme, type Token } from '@ledgerlens/shared';
import { tokenSentiment, type TokenSentiment } from '@ledgerlens/shared/ledger';
import { sumKnown } from '../hooks/tokenView';

const getStyles = (theme: LedgerLensTheme) => ({
  grid: css`
    display: grid; gap: ${theme.spacing(1.5)}; grid-template-columns: repeat(2, minmax(0, 1fr));
    ${theme.mq.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${theme.spacing(2)}; }
    ${theme.mq.lg} { grid-template-columns: repeat(6, minmax(0, 1fr)); }
  `,
  card: css`display: grid; gap: ${theme.spacing(0.5)}; align-content: start; padding: ${theme.spacing(1.5, 2)}; min-width: 0;`,
  label: css`margin: 0; font-size: 12px; font-weight: 600; letter-spacing: .02em; text-transform: uppercase; color: ${theme.color.textMuted};`,
  value: css`margin: 0; font-size: 18px; ${theme.mq.md} { font-size: 22px; } font-weight: 700; font-variant-numeric: tabular-nums; color: ${theme.color.text}; overflow-wrap: anywhere;`,
  note: css`margin: 0; font-size: 12px; color: ${theme.color.textMuted};`,
});

const SENTIMENT: Record<TokenSentiment, { label: string; tone: 'success' | 'warning' | 'danger' }> = {
  bullish: { label: 'Bullish', tone: 'success' },
  mixed: { label: 'Mixed', tone: 'warning' },
  bearish: { label: 'Bearish', tone: 'danger' },
};

/**
 * The directory's sentiment (spec §4): over the tokens that have a 24 h change, bullish when 70 %
 * or more are up, mixed at 40 % or more, else bearish. `null` when no token has a 24 h change (no
 * DEX trades in the window): then there is no sentiment to show, rather than a false "bearish".
 */
export function directorySentiment(tokens: readonly Token[]): { sentiment: TokenSentiment; up: number; priced: number } | null {
  const priced = tokens.filter((t) => typeof t.priceChange24h === 'number' && Number.isFinite(t.priceChange24h));
  if (priced.length === 0) return null;
  return { sentiment: tokenSentiment(priced), up: priced.filter((t) => (t.priceChange24h as number) > 0).length, priced: priced.length };
}

function Stat({ label, value, note, testId }: { label: string; value: ReactNode; note?: ReactNode; testId: string }) {
  const styles = useStyles(getStyles);
  return (
    <Card css={styles.card} data-testid={testId}>
      <h3 css={styles.label}>{label}</h3>
      <div css={styles.value}>{value}</div>
      {note ? <p css={styles.note}>{note}</p> : null}
    </Card>
  );
}

/**
 * Sentiment and stat cards of the token directory, over every token of the index (not only the
 * filtered ones): market sentiment, tokens, trust lines, holders, 24 h volume and market cap
 * (sums of the known values; 'N/A' when no token has one).
 */
export function TokenStats({ tokens, total }: { tokens: readonly Token[]; total: number }) {
  const styles = useStyles(getStyles);
  const s = directorySentiment(tokens);
  const n = (v: number) => v.toLocaleString('en-US');
  const volume = sumKnown(tokens, (t) => t.volume24h);
  const cap = sumKnown(tokens, (t) => t.marketCapUsd);
  return (
    <div css={styles.grid}>
      <Stat
        testId="token-sentiment"
        label="Market sentiment"
        value={s ? <Badge tone={SENTIMENT[s.sentiment].tone}>{SENTIMENT[s.sentiment].label}</Badge> : 'N/A'}
        note={s ? `${n(s.up)} of ${n(s.priced)} priced tokens up in 24h` : 'No DEX trades against XRP in the last 24h'}
      />
      <Stat testId="token-count" label="Tokens" value={n(total)} note="Currency and issuer pairs" />
      <Stat testId="token-trustlines" label="Trustlines" value={n(tokens.reduce((sum, t) => sum + t.trustlines, 0))} note="RippleState objects" />
      <Stat testId="token-holders" label="Holders" value={n(tokens.reduce((sum, t) => sum + t.holders, 0))} note="Lines with a non-zero balance" />
      <Stat testId="token-volume" label="24h volume" value={formatMarketValue(volume)} note="DEX trades against XRP, in USD" />
      <Stat testId="token-market-cap" label="Market cap" value={formatMarketValue(cap)} note="Price × supply, priced tokens" />
    </div>
  );
}
