import { css } from '@emotion/react';
import { Badge, Link, formatChange24h, tokenRoute, formatMarketValue, shortenAddress, useStyles, VisuallyHidden, type FigureWindow, type LedgerLensTheme, type Token } from '@ledgerlens/shared';
import { tokenScore } from '@ledgerlens/shared/ledger';
import { formatSupply, formatTokenPrice, tokenCode } from '../hooks/tokenView';
import { figureWindowShort, figureWindowText } from '../../../components/format';

/**
 * Phones first: each row is a card (token and issuer, then the six figures, labelled, in two
 * columns); from the `md` breakpoint up, a table row.
 */
const getStyles = (theme: LedgerLensTheme) => ({
  scroll: css`
    border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; background: ${theme.color.surface};
    ${theme.mq.md} { overflow-x: auto; -webkit-overflow-scrolling: touch; }
  `,
  table: css`display: block; width: 100%; border-collapse: collapse; font-size: 14px; ${theme.mq.md} { display: table; min-width: 980px; }`,
  thead: css`
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
    ${theme.mq.md} { position: static; width: auto; height: auto; overflow: visible; clip: auto; display: table-header-group; }
  `,
  tbody: css`display: block; ${theme.mq.md} { display: table-row-group; }`,
  th: css`
    padding: ${theme.spacing(1.25, 1.5)}; text-align: left; white-space: nowrap; background: ${theme.color.surfaceAlt};
    color: ${theme.color.textMuted}; font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .02em;
    border-bottom: 1px solid ${theme.color.border};
  `,
  thNum: css`text-align: right;`,
  row: css`
    display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: ${theme.spacing(1, 2)};
    grid-template-areas: 'token token' 'issuer issuer' 'price change' 'volume trustlines' 'holders supply';
    padding: ${theme.spacing(1.5, 2)}; border-bottom: 1px solid ${theme.color.border};
    &:last-of-type { border-bottom: 0; }
    ${theme.mq.md} {
      display: table-row; padding: 0; border-bottom: 0;
      &:last-of-type td { border-bottom: 0; }
      &:hover td { background: ${theme.color.primaryBg}; }
    }
  `,
  td: css`
    display: block; min-width: 0; color: ${theme.color.text};
    ${theme.mq.md} { display: table-cell; padding: ${theme.spacing(1.25, 1.5)}; border-bottom: 1px solid ${theme.color.border}; vertical-align: middle; }
  `,
  num: css`
    font-variant-numeric: tabular-nums; white-space: nowrap;
    &::before {
      content: attr(data-label); display: block; font-size: 11px; font-weight: 600; text-transform: uppercase;
      letter-spacing: .02em; color: ${theme.color.textMuted};
    }
    ${theme.mq.md} { text-align: right; &::before { content: none; } }
  `,
  area: (name: string) => css`grid-area: ${name};`,
  token: css`display: grid; gap: 2px; min-width: 0;`,
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

/** The volume column's header from the window the API counted: "Volume (24h)" only for 24 h. */
export function volumeColumnLabel(window: FigureWindow | null | undefined): string {
  return window ? `Volume (${figureWindowShort(window)})` : 'Volume';
}

/**
 * The token table (spec §2): token (decoded code, name, score of spec §4), issuer (linked to its
 * account page, Domain as text), price (market cap under it), 24h change, volume (headed with the
 * window the API counted, `window`), trustlines, holders, supply. Prices,
 * volume and market values without DEX trades show 'N/A'. Ledger text (Domain, names) is text.
 *
 * @param tokens the rows to draw, already filtered and sorted
 */
export function TokenTable({ tokens, window }: { tokens: readonly Token[]; window?: FigureWindow | null }) {
  const styles = useStyles(getStyles);
  const volumeHeader = volumeColumnLabel(window);
  return (
    <div css={styles.scroll} role="region" aria-label="Tokens" tabIndex={0}>
      <table css={styles.table}>
        <thead css={styles.thead}>
          <tr>
            <th css={styles.th} scope="col">
              Token
            </th>
            <th css={styles.th} scope="col">
              Issuer
            </th>
            <th css={[styles.th, styles.thNum]} scope="col">
              Price
            </th>
            <th css={[styles.th, styles.thNum]} scope="col">
              24h Change
            </th>
            <th css={[styles.th, styles.thNum]} scope="col" title={window ? `DEX trades against XRP over ${figureWindowText(window)}` : undefined}>
              {volumeHeader}
            </th>
            <th css={[styles.th, styles.thNum]} scope="col">
              Trustlines
            </th>
            <th css={[styles.th, styles.thNum]} scope="col">
              Holders
            </th>
            <th css={[styles.th, styles.thNum]} scope="col">
              Supply
            </th>
          </tr>
        </thead>
        <tbody css={styles.tbody}>
          {tokens.map((t) => {
            const { code, hex, raw, xrpLookalike } = tokenCode(t.currency);
            const score = tokenScore(t);
            return (
              <tr key={`${t.currency}:${t.issuer}`} css={styles.row} data-testid="token-row">
                <td css={[styles.td, styles.area('token')]}>
                  <div css={styles.token}>
                    <div css={styles.codeLine}>
                      <Link css={[styles.code, styles.link]} to={tokenRoute(t.currency, t.issuer)} title={hex ? t.currency : undefined}>
                        {code}
                      </Link>
                      {raw ? (
                        <Badge tone="outline" title="Hex currency code: its text could mislead, or it is not text">
                          hex
                        </Badge>
                      ) : null}
                      {xrpLookalike ? (
                        <Badge tone="danger" title="A token whose code reads XRP. It is not XRP.">
                          look-alike, not XRP
                        </Badge>
                      ) : null}
                      <Badge tone={score >= 70 ? 'success' : score >= 40 ? 'info' : 'neutral'} title="Token score (0–100) from market cap, volume, trustlines and holders">
                        Score {score}
                      </Badge>
                    </div>
                    {t.name && t.name !== code && t.name !== t.currency ? <span css={styles.sub}>{t.name}</span> : null}
                  </div>
                </td>
                <td css={[styles.td, styles.area('issuer')]}>
                  <div css={styles.token}>
                    <Link css={styles.link} to={`/account/${t.issuer}`} title={t.issuer}>
                      {shortenAddress(t.issuer, 8, 6)}
                      <VisuallyHidden> (issuer {t.issuer})</VisuallyHidden>
                    </Link>
                    {t.domain ? <span css={styles.sub}>{t.domain}</span> : null}
                  </div>
                </td>
                <td css={[styles.td, styles.num, styles.area('price')]} data-label="Price">
                  <div css={styles.token}>
                    <span>{formatTokenPrice(t.priceUsd)}</span>
                    {t.marketCapUsd !== null ? <span css={styles.sub}>Cap {formatMarketValue(t.marketCapUsd)}</span> : null}
                  </div>
                </td>
                <td css={[styles.td, styles.num, styles.area('change')]} data-label="24h Change">
                  <ChangeCell change={t.priceChange24h} />
                </td>
                <td css={[styles.td, styles.num, styles.area('volume')]} data-label={volumeHeader}>
                  {formatMarketValue(t.volume24h)}
                </td>
                <td css={[styles.td, styles.num, styles.area('trustlines')]} data-label="Trustlines">
                  {t.trustlines.toLocaleString('en-US')}
                </td>
                <td css={[styles.td, styles.num, styles.area('holders')]} data-label="Holders">
                  {t.holders.toLocaleString('en-US')}
                </td>
                <td css={[styles.td, styles.num, styles.area('supply')]} data-label="Supply" title={t.totalSupply}>
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
