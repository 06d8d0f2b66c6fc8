import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Badge, Card, formatMarketValue, useStyles, type FigureWindow, type LedgerLensTheme, type Token } from '@ledgerlens/shared';
import { hasChange24h, tokenSentiment, type TokenSentiment } from '@ledgerlens/shared/ledger';
import { sumKnown } from '../hooks/tokenView';
import { figureWindowText } from '../../../components/format';

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
 * The directory's sentiment (spec §4, "Token sentiment"): among the
 * tokens that traded, those with a 24 h change, bullish when 70 % or more are up over 24 h, mixed
 * at 40 % or more, else bearish. A token without a 24 h change (no price 24 h earlier) is left out,
 * not counted as down. `changed`: the tokens counted. Null for an empty directory.
 */
export function directorySentiment(tokens: readonly Token[]): { sentiment: TokenSentiment; up: number; total: number; changed: number } | null {
  if (tokens.length === 0) return null;
  const changed = tokens.filter(hasChange24h);
  return { sentiment: tokenSentiment(tokens), up: changed.filter((t) => (t.priceChange24h as number) > 0).length, total: tokens.length, changed: changed.length };
}

/**
 * The note under the sentiment: how many of the tokens that traded (with a 24 h change) are up,
 * and of how many tokens in all; when no token traded against XRP, that fact over the window the
 * API counted ("in the last 24h" only when the window is 24 h). With no 24 h change at all the
 * sentiment is N/A, and the note says why.
 */
export function sentimentNote(tokens: readonly Token[], window: FigureWindow | null | undefined): string {
  const s = directorySentiment(tokens);
  if (!s) return 'No tokens';
  const n = (v: number) => v.toLocaleString('en-US');
  const when = !window ? 'in the ledgers counted so far' : window.full24h ? 'in the last 24h' : `over ${figureWindowText(window)}`;
  const traded = tokens.some((t) => t.volume24h !== null || t.priceUsd !== null);
  // No token changed price: no sentiment to read, rather than "0 up", i.e. bearish.
  if (s.changed === 0) return `No sentiment: none of the ${n(s.total)} tokens has a 24h price change${traded ? '' : `; no DEX trades against XRP ${when}`}`;
  const head = `${n(s.up)} of ${n(s.changed)} tokens with a 24h price change are up${s.changed < s.total ? ` (${n(s.total - s.changed)} of ${n(s.total)} without one are not counted)` : ''}`;
  if (traded) return head;
  return `${head}. No DEX trades against XRP ${when}`;
}

function Stat({ label, value, note, testId }: { label: string; value: ReactNode; note?: ReactNode; testId: string }) {
  const styles = useStyles(getStyles);
  return (
    <Card css={styles.card} data-testid={testId}>
      <h2 css={styles.label}>{label}</h2>
      <div css={styles.value}>{value}</div>
      {note ? <p css={styles.note}>{note}</p> : null}
    </Card>
  );
}

/**
 * Sentiment and stat cards of the token directory, over every token of the index (not only the
 * filtered ones): market sentiment (N/A when no token has a 24 h change), tokens, trust lines, holders, volume (labelled with the window
 * the API counted, `TokensResponse.window`) and market cap (sums of the known values; 'N/A' when no
 * token has one).
 */
export function TokenStats({ tokens, total, window }: { tokens: readonly Token[]; total: number; window?: FigureWindow | null }) {
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
        value={s && s.changed > 0 ? <Badge tone={SENTIMENT[s.sentiment].tone}>{SENTIMENT[s.sentiment].label}</Badge> : 'N/A'}
        note={sentimentNote(tokens, window)}
      />
      <Stat testId="token-count" label="Tokens" value={n(total)} note="Currency and issuer pairs" />
      <Stat testId="token-trustlines" label="Trustlines" value={n(tokens.reduce((sum, t) => sum + t.trustlines, 0))} note="RippleState objects" />
      <Stat testId="token-holders" label="Holders" value={n(tokens.reduce((sum, t) => sum + t.holders, 0))} note="Lines with a non-zero balance" />
      <Stat
        testId="token-volume"
        label={window?.full24h ? '24h volume' : 'Volume'}
        value={formatMarketValue(volume)}
        note={window ? `DEX trades against XRP, in USD, over ${figureWindowText(window)}` : 'DEX trades against XRP, in USD'}
      />
      <Stat testId="token-market-cap" label="Market cap" value={formatMarketValue(cap)} note="Price × supply, priced tokens" />
    </div>
  );
}
