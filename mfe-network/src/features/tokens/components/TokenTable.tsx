import { css } from '@emotion/react';
import { Badge, Link, formatChange24h, formatMarketValue, shortenAddress, useStyles, type LedgerLensTheme, type Token } from '@ledgerlens/shared';
import { tokenScore } from '@ledgerlens/shared/ledger';
import { formatSupply, formatTokenPrice, tokenCode } from '../hooks/tokenView';

const getStyles = (theme: LedgerLensTheme) => ({
  scroll: css`overflow-x: auto; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; background: ${theme.color.surface}; -webkit-overflow-scrolling: touch;`,
  table: css`width: 100%; min-width: 980px; border-collapse: collapse; font-size: 14px;`,
  th: css`
    padding: ${theme.spacing(1.25, 1.5)}; text-align: left; white-space: nowrap; background: ${theme.color.surfaceAlt};
    color: ${theme.color.textMuted}; font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .02em;
    border-bottom: 1px solid ${theme.color.border};
  `,
  td: css`padding: ${theme.spacing(1.25, 1.5)}; border-bottom: 1px solid ${theme.color.border}; vertical-align: middle; color: ${theme.color.text};`,
  row: css`&:last-of-type td { border-bottom: 0; } &:hover td { background: ${theme.color.primaryBg}; }`,
  num: css`text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap;`,
  token: css`display: grid; gap: 2px;`,
  codeLine: css`display: flex; align-items: center; gap: ${theme.spacing(0.75)};`,
  code: css`font-weight: 700; overflow-wrap: anywhere;`,
  sub: css`font-size: 12px; color: ${theme.color.textMuted}; overflow-wrap: anywhere;`,
  link: css`
    font-family: ${theme.font.mono}; font-size: 13px; color: ${theme.color.primary}; text-decoration: none;
    &:hover { text-decoration: underline; }
    &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; border-radius: 2px; }
  `,
  up: css`color: ${theme.color.success}; font-weight: 600;`,
  down: css`color: ${theme.color.danger}; font-weight: 600;`,
  flat: css`color: ${theme.color.textMuted};`,
});

function ChangeCell({ change }: { change: number | null }) {
  const styles = useStyles(getStyles);
  const style = typeof change !== 'number' || !Number.isFinite(change) || change === 0 ? styles.flat : change > 0 ? styles.up : styles.down;
  return <span css={style}>{formatChange24h(change)}</span>;
}

/**
 * The token table (spec §2): token (decoded code, name, score of spec §4), issuer (linked to its
 * account page, Domain as text), price (market cap under it), 24h change, volume, trustlines, holders, supply. Prices,
 * volume and market values without DEX trades show 'N/A'. Ledger text (Domain, names) is text.
 *
 * @param tokens the rows to draw, already filtered and sorted
 */
export function TokenTable({ tokens }: { tokens: readonly Token[] }) {
  const styles = useStyles(getStyles);
  return (
    <div css={styles.scroll} role="region" aria-label="Tokens" tabIndex={0}>
      <table css={styles.table}>
        <thead>
          <tr>
            <th css={styles.th} scope="col">
              Token
            </th>
            <th css={styles.th} scope="col">
              Issuer
            </th>
            <th css={[styles.th, styles.num]} scope="col">
              Price
            </th>
            <th css={[styles.th, styles.num]} scope="col">
              24h Change
            </th>
            <th css={[styles.th, styles.num]} scope="col">
              Volume (24h)
            </th>
            <th css={[styles.th, styles.num]} scope="col">
              Trustlines
            </th>
            <th css={[styles.th, styles.num]} scope="col">
              Holders
            </th>
            <th css={[styles.th, styles.num]} scope="col">
              Supply
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((t) => {
            const { code, hex } = tokenCode(t.currency);
            const score = tokenScore(t);
            return (
              <tr key={`${t.currency}:${t.issuer}`} css={styles.row} data-testid="token-row">
                <td css={styles.td}>
                  <div css={styles.token}>
                    <div css={styles.codeLine}>
                      <span css={styles.code} title={hex ? t.currency : undefined}>
                        {code}
                      </span>
                      <Badge tone={score >= 70 ? 'success' : score >= 40 ? 'info' : 'neutral'} title="Token score (0–100) from market cap, volume, trustlines and holders">
                        Score {score}
                      </Badge>
                    </div>
                    {t.name && t.name !== code && t.name !== t.currency ? <span css={styles.sub}>{t.name}</span> : null}
                  </div>
                </td>
                <td css={styles.td}>
                  <div css={styles.token}>
                    <Link css={styles.link} to={`/account/${t.issuer}`} title={t.issuer} aria-label={`Issuer ${t.issuer}`}>
                      {shortenAddress(t.issuer, 8, 6)}
                    </Link>
                    {t.domain ? <span css={styles.sub}>{t.domain}</span> : null}
                  </div>
                </td>
                <td css={[styles.td, styles.num]}>
                  <div css={styles.token}>
                    <span>{formatTokenPrice(t.priceUsd)}</span>
                    {t.marketCapUsd !== null ? <span css={styles.sub}>Cap {formatMarketValue(t.marketCapUsd)}</span> : null}
                  </div>
                </td>
                <td css={[styles.td, styles.num]}>
                  <ChangeCell change={t.priceChange24h} />
                </td>
                <td css={[styles.td, styles.num]}>{formatMarketValue(t.volume24h)}</td>
                <td css={[styles.td, styles.num]}>{t.trustlines.toLocaleString('en-US')}</td>
                <td css={[styles.td, styles.num]}>{t.holders.toLocaleString('en-US')}</td>
                <td css={[styles.td, styles.num]} title={t.totalSupply}>
                  {formatSupply(t.totalSupply)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
