import { css } from '@emotion/react';
import {
  Badge,
  Card,
  CardTitle,
  DetailGrid,
  Link,
  Mono,
  Muted,
  NotShown,
  PRODUCT_NAME,
  Page,
  ammRoute,
  assetName,
  feeUnitsToPercent,
  formatAssetValue,
  ledgerTextLink,
  parseTokenRouteParam,
  tokenRoute,
  useParams,
  useStyles,
  type LedgerLensTheme,
  type TokenDetail,
} from '@ledgerlens/shared';
import { AccountLink } from '../../../components/assets/AssetText';
import { PageState } from '../../../components/assets/PageState';
import { assetPageStyles } from '../../../components/assets/assetPageStyles';
import { useGetTokenQuery } from '../api/tokenApi';

const getStyles = (theme: LedgerLensTheme) => ({
  ...assetPageStyles(theme),
  risks: css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.spacing(1.25)};`,
  risk: css`display: grid; gap: ${theme.spacing(0.5)}; padding-bottom: ${theme.spacing(1.25)}; border-bottom: 1px solid ${theme.color.border};`,
  riskHead: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(1)}; align-items: center; font-weight: 600;`,
  meaning: css`margin: 0; font-size: 14px; color: ${theme.color.textMuted};`,
  // The source under a figure wraps on a phone (the figure itself does not).
  numSource: css`white-space: normal; overflow-wrap: anywhere;`,
  hex: css`word-break: break-all;`,
});

const TONE = { risk: 'warning', safe: 'success', info: 'neutral' } as const;

/** The issuer settings as a risk panel: each setting, on or off, and what it means to a holder. */
function IssuerPanel({ token }: { token: TokenDetail }) {
  const styles = useStyles(getStyles);
  const s = token.issuerSettings;
  return (
    <Card css={styles.card} aria-labelledby="issuer-title">
      <CardTitle id="issuer-title">Issuer settings</CardTitle>
      {s ? (
        <>
          <Muted>From the issuer&apos;s AccountRoot (account_info), as of ledger #{s.ledgerIndex?.toLocaleString('en-US') ?? '?'}.</Muted>
          <ul css={styles.risks}>
            {s.settings.map((setting) => {
              const domainLink = setting.key === 'domain' && typeof setting.value === 'string' ? ledgerTextLink(`https://${setting.value}`) : null;
              return (
                <li key={setting.key} css={styles.risk} data-testid={`issuer-setting-${setting.key}`}>
                  <span css={styles.riskHead}>
                    {setting.label}
                    <Badge tone={TONE[setting.tone]}>
                      {typeof setting.value === 'boolean' ? (setting.value ? 'On' : 'Off') : setting.value === null ? 'None' : setting.key === 'domain' ? 'Declared' : setting.value}
                    </Badge>
                    {setting.key === 'domain' && typeof setting.value === 'string' ? (
                      domainLink?.kind === 'https' && /^[a-z0-9.-]+$/i.test(setting.value) ? (
                        <a href={domainLink.href} css={styles.link} rel="noopener noreferrer nofollow" target="_blank">
                          {setting.value}
                        </a>
                      ) : (
                        <span>{setting.value}</span>
                      )
                    ) : null}
                  </span>
                  <p css={styles.meaning}>{setting.meaning}</p>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <Muted>The node has no AccountRoot for this issuer at its validated ledger, so its settings are not shown.</Muted>
      )}
    </Card>
  );
}

/**
 * Token page, route `/token/:currency.:issuer` (`GET /api/tokens/{currency}/{issuer}`): the
 * issuer's settings as a risk panel, supply, holders (count, top holders, top-10 share, as of
 * ledger N), DEX price against XRP, the token's AMM pool and look-alikes (other issuers of the
 * same code). The currency is shown decoded when it is text, as hex otherwise.
 */
export function TokenPage() {
  const styles = useStyles(getStyles);
  const { token: param = '' } = useParams();
  // A parameter the rule refuses is still asked for as written: the API's 400 names what is wrong.
  const parsed = parseTokenRouteParam(param);
  const dot = param.lastIndexOf('.');
  const currency = parsed?.currency ?? (dot > 0 ? param.slice(0, dot) : param);
  const issuer = parsed?.issuer ?? (dot > 0 ? param.slice(dot + 1) : '');
  const { data: token, error } = useGetTokenQuery({ currency, issuer });
  let body;
  if (!token) body = <PageState error={error} what="token" backTo={{ href: '/tokens', label: 'Token directory' }} />;
  else {
    const name = token.currencyDisplay.text;
    body = (
      <>
        <header css={styles.hero}>
          <div css={styles.badges}>
            <Badge tone="primary">Issued token</Badge>
            {!token.currencyDisplay.isText ? <Badge tone="outline">Hex currency code</Badge> : null}
            {token.lookalikes.length > 0 ? <Badge tone="warning">{token.lookalikes.length} other issuer{token.lookalikes.length === 1 ? '' : 's'} of this code</Badge> : null}
          </div>
          <h1 css={styles.title}>{token.currencyDisplay.isText ? name : <Mono css={styles.hex}>{name}</Mono>}</h1>
          <p css={styles.source}>
            Issued by <AccountLink address={token.issuer} full />
          </p>
        </header>
        <div css={styles.grid}>
          <IssuerPanel token={token} />
          <div css={styles.stack}>
            <Card css={styles.card} aria-labelledby="supply-title">
              <CardTitle id="supply-title">Supply and holders</CardTitle>
              <DetailGrid>
                <dt>Supply</dt>
                <dd css={styles.num}>
                  {token.supply ? formatAssetValue(token.supply.value) : '—'}
                  {token.supply ? (
                    <Muted css={styles.numSource}>
                      {token.supply.source === 'gateway_balances' ? 'gateway_balances' : 'ledger-state index'}, ledger #{token.supply.ledgerIndex?.toLocaleString('en-US') ?? '?'}
                    </Muted>
                  ) : null}
                </dd>
                <dt>Holders</dt>
                <dd>
                  {token.holders.count ?? '—'}
                  <Muted>
                    {token.holders.source}
                    {token.holders.ledgerIndex ? ` · as of ledger #${token.holders.ledgerIndex.toLocaleString('en-US')}` : ''}
                  </Muted>
                </dd>
                <dt>Trust lines</dt>
                <dd>{token.trustLines ?? '—'}</dd>
                <dt>Top-10 share</dt>
                <dd>{token.holders.topTenShare !== null ? `${token.holders.topTenShare.toFixed(2)}% of the supply` : '—'}</dd>
                <dt>Transfer fee</dt>
                <dd>{token.issuerSettings?.transferFeePercent ?? '0%'}</dd>
              </DetailGrid>
            </Card>
            <Card css={styles.card} aria-labelledby="price-title">
              <CardTitle id="price-title">Price and pools</CardTitle>
              <DetailGrid>
                <dt>DEX price</dt>
                <dd>
                  {token.price
                    ? token.price.ask === null && token.price.bid === null
                      ? `No offers against XRP at ledger #${token.price.ledgerIndex ?? '?'}`
                      : `ask ${token.price.ask !== null ? formatAssetValue(token.price.ask) : '—'} · bid ${token.price.bid !== null ? formatAssetValue(token.price.bid) : '—'} XRP per ${name} (book_offers, ledger #${token.price.ledgerIndex ?? '?'})`
                    : 'book_offers unavailable'}
                </dd>
                <dt>AMM pools</dt>
                <dd>
                  {token.pools.length === 0
                    ? 'No pool of this token against XRP'
                    : token.pools.map((p) => (
                        <div key={p.account}>
                          <Link to={ammRoute(p.account)} css={styles.link}>
                            {assetName(p.asset)} / {assetName(p.asset2)}
                          </Link>{' '}
                          · fee {feeUnitsToPercent(p.tradingFee)}
                        </div>
                      ))}
                </dd>
              </DetailGrid>
            </Card>
          </div>
        </div>
        <Card css={styles.card} aria-labelledby="top-title">
          <CardTitle id="top-title">Top holders</CardTitle>
          {token.holders.top.length === 0 ? (
            <Muted>No holder with a balance is listed.</Muted>
          ) : (
            <div css={styles.scroll}>
              <table css={styles.table}>
                <thead>
                  <tr>
                    <th>#</th>
                    <th>Holder</th>
                    <th css={styles.num}>Balance</th>
                    <th css={styles.num}>Share</th>
                  </tr>
                </thead>
                <tbody>
                  {token.holders.top.map((h, i) => (
                    <tr key={h.account} data-testid="token-holder">
                      <td>{i + 1}</td>
                      <td>
                        <AccountLink address={h.account} />
                      </td>
                      <td css={styles.num}>{formatAssetValue(h.balance)}</td>
                      <td css={styles.num}>{h.share !== null ? `${h.share.toFixed(2)}%` : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
        <Card css={styles.card} aria-labelledby="lookalike-title">
          <CardTitle id="lookalike-title">Look-alikes</CardTitle>
          {token.lookalikes.length === 0 ? (
            <Muted>No other issuer of {name} in the ledger-state index{token.indexLedger ? ` (ledger #${token.indexLedger.toLocaleString('en-US')})` : ''}.</Muted>
          ) : (
            <>
              <Muted>Other issuers of the same currency code: check the issuer before you trust a token by its name.</Muted>
              <div css={styles.scroll}>
                <table css={styles.table}>
                  <thead>
                    <tr>
                      <th>Issuer</th>
                      <th css={styles.num}>Holders</th>
                      <th css={styles.num}>Trust lines</th>
                    </tr>
                  </thead>
                  <tbody>
                    {token.lookalikes.map((l) => (
                      <tr key={l.issuer}>
                        <td>
                          <Link to={tokenRoute(token.currency, l.issuer)} css={styles.link}>
                            {name} · {l.issuer}
                          </Link>
                        </td>
                        <td css={styles.num}>{l.holders}</td>
                        <td css={styles.num}>{l.trustLines}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </Card>
        <NotShown missing={token.missing} id="missing-title" />
      </>
    );
  }
  return (
    <Page>
      <title>{`${token ? token.currencyDisplay.text : 'Token'} · ${PRODUCT_NAME}`}</title>
      <div css={styles.stack}>{body}</div>
    </Page>
  );
}
