import { css } from '@emotion/react';
import {
  Badge,
  Card,
  CardTitle,
  DetailGrid,
  Link,
  Muted,
  NotShown,
  PRODUCT_NAME,
  Page,
  ammQuotes,
  assetName,
  feeUnitsToPercent,
  formatAssetValue,
  useParams,
  useStyles,
  type AmmPool,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { AccountLink, AssetText } from '../../../components/assets/AssetText';
import { PageState } from '../../../components/assets/PageState';
import { assetPageStyles } from '../../../components/assets/assetPageStyles';
import { useGetAmmPoolQuery } from '../api/ammApi';

const getStyles = (theme: LedgerLensTheme) => ({
  ...assetPageStyles(theme),
  big: css`font-size: 22px; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere;`,
  sum: css`margin: 0; font-family: ${theme.font.mono}; font-size: 13px; line-height: 1.7; overflow-wrap: anywhere; color: ${theme.color.text};`,
  /** A link inside a sentence: underlined, so it is told apart without colour (WCAG 1.4.1). */
  inlineLink: css`color: ${theme.color.primary}; text-decoration: underline;`,
  quoteNote: css`display: block; font-size: 13px;`,
});

const amountText = (a: AmmPool['amount']) => (a ? `${formatAssetValue(a.value)} ${assetName(a)}` : 'not shown by the node');

/** The trading fee the ledger holds next to the weighted mean of the vote slots, as a worked sum. */
function FeeCard({ pool }: { pool: AmmPool }) {
  const styles = useStyles(getStyles);
  const r = pool.recomputedFee;
  const matches = r !== null && r.fee === pool.tradingFee;
  return (
    <Card css={styles.card} aria-labelledby="fee-title">
      <CardTitle id="fee-title">Trading fee</CardTitle>
      <div css={styles.big}>{feeUnitsToPercent(pool.tradingFee)}</div>
      <Muted>The ledger&apos;s value ({pool.tradingFee} in units of 1/100,000).</Muted>
      {r ? (
        <>
          <p css={styles.sum} data-testid="fee-sum">
            ({pool.voteSlots.filter((s) => s.voteWeight > 0).map((s) => `${s.tradingFee} × ${s.voteWeight}`).join(' + ')}) ÷ ({pool.voteSlots.filter((s) => s.voteWeight > 0).map((s) => s.voteWeight).join(' + ')})
            <br />= {r.numerator.toLocaleString('en-US')} ÷ {r.denominator.toLocaleString('en-US')} = {r.exact.toFixed(3)} → {r.fee} ({feeUnitsToPercent(r.fee)})
          </p>
          <Badge tone={matches ? 'success' : 'warning'}>{matches ? 'Matches the ledger' : `Differs from the ledger by ${Math.abs(r.fee - pool.tradingFee)}`}</Badge>
          <Muted>
            rippled sets the fee to Σ fee × LP tokens ÷ Σ LP tokens of the vote slots at each vote, rounded to the nearest unit, a tie to the even one (AMMVote.cpp, Number.cpp). The ledger keeps each voter&apos;s LP tokens as its weight at
            that vote (1/100,000 of the supply, rounded), so the sum can differ by rounding or when LP holdings moved since the last vote.
          </Muted>
        </>
      ) : (
        <Muted data-testid="fee-origin">
          No vote slot with LP tokens: the fee is the one set when the pool was created (AMMCreate&apos;s TradingFee), or by the deposit that refilled it when it was empty
          (AMMDeposit with tfTwoAssetIfEmpty and a TradingFee).
        </Muted>
      )}
    </Card>
  );
}

/**
 * The pool's bare price (reserve2 ÷ reserve1) and, beside it, what a trade pays with the trading fee
 * at the margin: buy at price ÷ (1 − fee), sell at price × (1 − fee) ({@link ammQuotes}).
 */
function PriceQuotes({ pool }: { pool: AmmPool }) {
  const styles = useStyles(getStyles);
  if (pool.price.pool === null) return <>needs both reserves</>;
  const a = assetName(pool.asset);
  const b = assetName(pool.asset2);
  const q = ammQuotes(pool.price.pool, pool.tradingFee);
  return (
    <>
      1 {a} = {formatAssetValue(pool.price.pool)} {b} (reserve ratio, no fee)
      {q ? (
        <>
          <br />
          Buy 1 {a}: ≈ {formatAssetValue(q.buy)} {b} · sell 1 {a}: ≈ {formatAssetValue(q.sell)} {b}
          <Muted css={styles.quoteNote}>
            With the {feeUnitsToPercent(pool.tradingFee)} trading fee, at the margin: price ÷ (1 − fee) to buy, price × (1 − fee) to sell. Larger trades move the price further.
          </Muted>
        </>
      ) : null}
    </>
  );
}

/**
 * AMM pool page, route `/amm/:account` (`GET /api/amm/{account}`): reserves and implied price,
 * LP token supply, trading fee with its recomputation from the vote slots, auction slot, LP
 * holders, the pool's history, the pool price next to the order book, and for a deleted pool its
 * last state and the transaction that emptied it.
 */
export function AmmPoolPage() {
  const styles = useStyles(getStyles);
  const { account = '' } = useParams();
  const { data: pool, error } = useGetAmmPoolQuery(account);
  let body;
  if (!pool) body = <PageState error={error} what="AMM pool" backTo={{ href: '/amm', label: 'All AMM pools' }} />;
  else {
    const pair = `${assetName(pool.asset)} / ${assetName(pool.asset2)}`;
    const ledger = pool.ledgerIndex;
    body = (
      <>
        <header css={styles.hero}>
          <div css={styles.badges}>
            <Badge tone="primary">AMM pool</Badge>
            {pool.deleted ? <Badge tone="danger">Deleted</Badge> : <Badge tone="success">Active</Badge>}
          </div>
          <h1 css={styles.title}>{pair}</h1>
          <p css={styles.source}>
            Pool account <AccountLink address={pool.account} full />
            {ledger ? (
              <>
                {' '}
                · figures as of ledger{' '}
                <Link to={`/ledger/${ledger}`} css={styles.link}>
                  #{ledger.toLocaleString('en-US')}
                </Link>
              </>
            ) : null}
            {' · '}
            <Link to="/amm" css={styles.link}>
              All AMM pools
            </Link>
          </p>
        </header>
        {pool.deleted && pool.deletedBy ? (
          <Card css={styles.card} role="status">
            <CardTitle>This pool was emptied and deleted</CardTitle>
            <Muted>
              The last state below is the pool as the transaction that emptied it found it:{' '}
              <Link to={`/transaction/${pool.deletedBy}`} css={styles.inlineLink}>
                {pool.deletedBy.slice(0, 16)}…
              </Link>{' '}
              (ledger #{ledger?.toLocaleString('en-US')}).
            </Muted>
          </Card>
        ) : null}
        <div css={styles.grid}>
          <Card css={styles.card} aria-labelledby="reserves-title">
            <CardTitle id="reserves-title">{pool.deleted ? 'Last reserves' : 'Reserves'}</CardTitle>
            <DetailGrid>
              <dt>
                <AssetText asset={pool.asset} />
              </dt>
              <dd css={styles.figure}>{amountText(pool.amount)}</dd>
              <dt>
                <AssetText asset={pool.asset2} />
              </dt>
              <dd css={styles.figure}>{amountText(pool.amount2)}</dd>
              <dt>Implied price</dt>
              <dd data-testid="implied-price">
                <PriceQuotes pool={pool} />
              </dd>
              <dt>Order book</dt>
              <dd>
                {pool.price.book
                  ? pool.price.book.ask === null && pool.price.book.bid === null
                    ? `no offers of this pair at ledger #${pool.price.book.ledgerIndex?.toLocaleString('en-US') ?? '?'}`
                    : `best ask ${pool.price.book.ask !== null ? formatAssetValue(pool.price.book.ask) : '—'} · best bid ${pool.price.book.bid !== null ? formatAssetValue(pool.price.book.bid) : '—'} ${assetName(pool.asset2)} (book_offers, ledger #${pool.price.book.ledgerIndex?.toLocaleString('en-US') ?? '?'})`
                  : pool.deleted
                    ? 'not asked for a deleted pool'
                    : 'unavailable'}
              </dd>
              <dt>LP token supply</dt>
              <dd css={styles.figure}>{pool.lpTokenBalance ? formatAssetValue(pool.lpTokenBalance.value) : '—'}</dd>
            </DetailGrid>
          </Card>
          <FeeCard pool={pool} />
          <Card css={styles.card} aria-labelledby="auction-title">
            <CardTitle id="auction-title">Auction slot</CardTitle>
            {pool.auctionSlot ? (
              <DetailGrid>
                <dt>Holder</dt>
                <dd>
                  <AccountLink address={pool.auctionSlot.account} />
                </dd>
                <dt>Price paid</dt>
                <dd>{pool.auctionSlot.price ? `${formatAssetValue(pool.auctionSlot.price.value)} LP tokens` : '—'}</dd>
                <dt>Discounted fee</dt>
                <dd>{feeUnitsToPercent(pool.auctionSlot.discountedFee)}</dd>
                <dt>Expires</dt>
                <dd>{pool.auctionSlot.expiresAt ? <time dateTime={pool.auctionSlot.expiresAt}>{pool.auctionSlot.expiresAt.replace('T', ' ').replace('Z', ' UTC')}</time> : '—'}</dd>
                <dt>Time left</dt>
                <dd>{auctionTimeLeft(pool)}</dd>
              </DetailGrid>
            ) : (
              <Muted>No one holds the auction slot.</Muted>
            )}
          </Card>
          <Card css={styles.card} aria-labelledby="holders-title">
            <CardTitle id="holders-title">LP token holders</CardTitle>
            {pool.lpHolders ? (
              pool.lpHolders.holders.length === 0 ? (
                <Muted>The node lists no LP token holder for this pool{pool.lpHolders.ledgerIndex ? ` as of ledger #${pool.lpHolders.ledgerIndex}` : ''}.</Muted>
              ) : (
                <>
                  <Muted>From account_lines of the pool account, as of ledger #{pool.lpHolders.ledgerIndex?.toLocaleString('en-US') ?? '?'}.</Muted>
                  <div css={styles.scroll}>
                    <table css={styles.table}>
                      <thead>
                        <tr>
                          <th>Holder</th>
                          <th css={styles.num}>LP tokens</th>
                          <th css={styles.num}>Share</th>
                        </tr>
                      </thead>
                      <tbody>
                        {pool.lpHolders.holders.slice(0, 20).map((h) => (
                          <tr key={h.account}>
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
                </>
              )
            ) : (
              <Muted>{pool.deleted ? 'A deleted pool has no LP holders.' : 'account_lines of the pool account is unavailable.'}</Muted>
            )}
          </Card>
        </div>
        <Card css={styles.card} aria-labelledby="history-title">
          <CardTitle id="history-title">History</CardTitle>
          <Muted>
            Every transaction of the pool account the node returned (account_tx), oldest first, with the reserves after it from its metadata
            {pool.historyTruncated ? ' (the first 600 only)' : ''}.
          </Muted>
          <div css={styles.scroll}>
            <table css={styles.table}>
              <thead>
                <tr>
                  <th>Transaction</th>
                  <th>Ledger</th>
                  <th>Sender</th>
                  <th css={styles.num}>{assetName(pool.asset)} after</th>
                  <th css={styles.num}>{assetName(pool.asset2)} after</th>
                  <th css={styles.num}>LP supply after</th>
                </tr>
              </thead>
              <tbody>
                {pool.history.map((h) => (
                  <tr key={h.hash} data-testid="amm-history-row">
                    <td>
                      <Link to={`/transaction/${h.hash}`} css={styles.link}>
                        {h.type}
                      </Link>
                      {h.result !== 'tesSUCCESS' ? <Badge tone="danger">{h.result}</Badge> : null}
                      {h.deletedPool ? <Badge tone="danger">Deleted the pool</Badge> : null}
                    </td>
                    <td>
                      <Link to={`/ledger/${h.ledgerIndex}`} css={styles.link}>
                        #{h.ledgerIndex.toLocaleString('en-US')}
                      </Link>
                    </td>
                    <td>
                      <AccountLink address={h.account} />
                    </td>
                    <td css={styles.num}>{h.amount ? formatAssetValue(h.amount.value) : '—'}</td>
                    <td css={styles.num}>{h.amount2 ? formatAssetValue(h.amount2.value) : '—'}</td>
                    <td css={styles.num}>{h.lpTokenBalance ? formatAssetValue(h.lpTokenBalance.value) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
        <NotShown missing={pool.missing} id="missing-title" />
      </>
    );
  }
  return (
    <Page>
      <title>{`AMM pool ${pool ? `${assetName(pool.asset)}/${assetName(pool.asset2)}` : account} · ${PRODUCT_NAME}`}</title>
      <div css={styles.stack}>{body}</div>
    </Page>
  );
}

/** Time left on the auction slot, counted from the close of the ledger the figures describe (not the visitor's clock). */
function auctionTimeLeft(pool: AmmPool): string {
  const slot = pool.auctionSlot;
  const last = pool.history.at(-1)?.date;
  if (!slot?.expiresAt || !last) return '—';
  const left = (Date.parse(slot.expiresAt) - Date.parse(last)) / 1000;
  if (!Number.isFinite(left)) return '—';
  if (left <= 0) return `expired by the last transaction the node shows (${last.slice(0, 10)})`;
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  return `${h} h ${m} min after the last transaction the node shows`;
}
