import { css } from '@emotion/react';
import { Badge, Card, Link, Muted, PRODUCT_NAME, Page, ammRoute, assetName, feeUnitsToPercent, formatAssetValue, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { AccountLink, AssetText } from '../../../components/assets/AssetText';
import { PageState } from '../../../components/assets/PageState';
import { useGetAmmPoolsQuery } from '../api/ammApi';

const getStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(3)}; min-width: 0;`,
  hero: css`display: grid; gap: ${theme.spacing(1)};`,
  badges: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(1)};`,
  title: css`margin: 0; font-size: 26px; line-height: 1.2; ${theme.mq.md} { font-size: 32px; }`,
  intro: css`margin: 0; max-width: ${theme.size.text}; color: ${theme.color.textMuted}; font-size: 15px; line-height: 1.6;`,
  card: css`padding: ${theme.spacing(1, 2)}; overflow-x: auto;`,
  table: css`width: 100%; border-collapse: collapse; font-size: 14px; th, td { text-align: left; padding: ${theme.spacing(1.25, 1)}; border-bottom: 1px solid ${theme.color.border}; } th { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted}; }`,
  num: css`font-variant-numeric: tabular-nums; text-align: right; white-space: nowrap;`,
  // At least 24 px tall (WCAG 2.5.8): the pool's token links sit right below it.
  link: css`display: inline-block; padding-block: 4px; color: ${theme.color.primary}; font-weight: 600; text-decoration: none; &:hover { text-decoration: underline; }`,
});

/**
 * AMM pools, route `/amm` (`GET /api/amm`): every pool the node lists with its reserves, LP token
 * supply, trading fee and the ledger of those figures; each links to its pool page.
 */
export function AmmListPage() {
  const styles = useStyles(getStyles);
  const { data, error } = useGetAmmPoolsQuery();
  return (
    <Page>
      <title>{`AMM pools · ${PRODUCT_NAME}`}</title>
      <div css={styles.stack}>
        <header css={styles.hero}>
          <div css={styles.badges}>
            <Badge tone="primary">XRPL DEX</Badge>
            <Badge tone="outline">Automated market makers</Badge>
          </div>
          <h1 css={styles.title}>AMM pools</h1>
          <p css={styles.intro}>
            The XRP Ledger&apos;s own automated market makers: each pool holds two assets, issues LP tokens to its depositors and charges a trading fee its LP holders vote on.
          </p>
        </header>
        {!data ? (
          <PageState error={error} what="AMM pools" level={2} backTo={{ href: '/tokens', label: 'Token directory' }} />
        ) : (
          <>
            <Muted>
              {data.pools.length} pool{data.pools.length === 1 ? '' : 's'} · {data.source}
              {data.truncated ? ' (first page only)' : ''}
            </Muted>
            <Card css={styles.card}>
              <table css={styles.table}>
                <thead>
                  <tr>
                    <th>Pair</th>
                    <th>Pool account</th>
                    <th css={styles.num}>Reserves</th>
                    <th css={styles.num}>Trading fee</th>
                    <th css={styles.num}>Ledger</th>
                  </tr>
                </thead>
                <tbody>
                  {data.pools.map((p) => (
                    <tr key={p.account} data-testid="amm-row">
                      <td>
                        <Link to={ammRoute(p.account)} css={styles.link}>
                          {assetName(p.asset)} / {assetName(p.asset2)}
                        </Link>
                        <div>
                          <AssetText asset={p.asset2.issuer ? p.asset2 : p.asset} />
                        </div>
                      </td>
                      <td>
                        <AccountLink address={p.account} />
                      </td>
                      <td css={styles.num}>
                        {p.amount ? `${formatAssetValue(p.amount.value)} ${assetName(p.amount)}` : '—'}
                        <br />
                        {p.amount2 ? `${formatAssetValue(p.amount2.value)} ${assetName(p.amount2)}` : '—'}
                      </td>
                      <td css={styles.num}>{feeUnitsToPercent(p.tradingFee)}</td>
                      <td css={styles.num}>{p.ledgerIndex !== null ? <Link to={`/ledger/${p.ledgerIndex}`}>#{p.ledgerIndex.toLocaleString('en-US')}</Link> : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          </>
        )}
      </div>
    </Page>
  );
}
