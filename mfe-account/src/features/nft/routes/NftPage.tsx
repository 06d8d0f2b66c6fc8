import { Fragment } from 'react';
import { css } from '@emotion/react';
import {
  Badge,
  Card,
  CardTitle,
  DetailGrid,
  Link,
  Mono,
  Muted,
  NFT_TRUST_LINE_TEXT,
  NotShown,
  PRODUCT_NAME,
  Page,
  Skeleton,
  apiBodyMessage,
  describeRequestError,
  isNftUnknown,
  isNotFoundError,
  ledgerTextLink,
  nftHasTrustLineFlag,
  shortenAddress,
  useParams,
  useStyles,
  type LedgerLensTheme,
  type NftDetail,
  type NftSale,
  type NftUnknown,
} from '@ledgerlens/shared';
import { useGetNftQuery } from '../api/nftApi';
import { NftNotKnown } from '../components/NftNotKnown';

const getStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(3)}; min-width: 0;`,
  hero: css`display: grid; gap: ${theme.spacing(1)};`,
  badges: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(1)};`,
  title: css`margin: 0; font-size: 26px; line-height: 1.2; ${theme.mq.md} { font-size: 32px; }`,
  id: css`margin: 0; font-size: 13px; overflow-wrap: anywhere; color: ${theme.color.textMuted};`,
  grid: css`display: grid; gap: ${theme.spacing(2)}; ${theme.mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }`,
  card: css`display: grid; gap: ${theme.spacing(1.5)}; padding: ${theme.spacing(2.5)}; min-width: 0; align-content: start;`,
  link: css`color: ${theme.color.primary}; text-decoration: none; &:hover { text-decoration: underline; }`,
  uri: css`overflow-wrap: anywhere;`,
  scroll: css`overflow-x: auto;`,
  table: css`width: 100%; border-collapse: collapse; font-size: 14px; th, td { text-align: left; padding: ${theme.spacing(1)}; border-bottom: 1px solid ${theme.color.border}; vertical-align: top; } th { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted}; }`,
  split: css`display: grid; gap: ${theme.spacing(0.25)}; font-size: 13px;`,
  state: css`display: grid; gap: ${theme.spacing(1)}; justify-items: start; padding: ${theme.spacing(2.5)};`,
  error: css`border-color: ${theme.color.dangerBorder};`,
});

function Account({ address }: { address: string }) {
  const styles = useStyles(getStyles);
  return (
    <Link to={`/account/${address}`} css={styles.link} title={address}>
      <Mono>{shortenAddress(address)}</Mono>
    </Link>
  );
}

/** The URI as text; a link only for a safe https URL, or an ipfs:// URI through a labelled public gateway. Never rendered as HTML or an image. */
function UriValue({ uri }: { uri: string | null }) {
  const styles = useStyles(getStyles);
  if (!uri) return <>None</>;
  const link = ledgerTextLink(uri);
  return (
    <span css={styles.uri}>
      <Mono>{uri}</Mono>
      {link.kind === 'https' ? (
        <>
          {' '}
          <a href={link.href} css={styles.link} rel="noopener noreferrer nofollow" target="_blank">
            Open link
          </a>
        </>
      ) : link.kind === 'ipfs' ? (
        <>
          {' '}
          <a href={link.href} css={styles.link} rel="noopener noreferrer nofollow" target="_blank">
            Open through the {new URL(link.gateway).hostname} IPFS gateway
          </a>
        </>
      ) : null}
    </span>
  );
}

const money = (value: string, sale: NftSale) => `${value} ${sale.currency === 'XRP' ? 'XRP' : sale.currency}`;

/** A sale's split: price, seller's share, broker fee and issuer royalty (from the metadata's balance changes). */
function SaleSplit({ sale }: { sale: NftSale }) {
  const styles = useStyles(getStyles);
  return (
    <div css={styles.split} data-testid="nft-sale">
      <span>
        Price {money(sale.price, sale)}: <Account address={sale.buyer} /> bought from <Account address={sale.seller} />
      </span>
      <span>Seller received {money(sale.sellerReceived, sale)}</span>
      {sale.broker ? (
        <span>
          Broker <Account address={sale.broker} />: fee {sale.brokerFee ? money(sale.brokerFee, sale) : 'none'}
        </span>
      ) : null}
      <span>Issuer royalty {sale.royalty ? money(sale.royalty, sale) : 'none'}</span>
    </div>
  );
}

/**
 * NFT page, route `/nft/:id` (`GET /api/nfts/{id}`): the decoded NFTokenID (flags, transfer fee as
 * 1/100,000 and percent, issuer, taxon, serial), owner, URI (text; a link only when safe), its
 * history with each sale's split, and where each part comes from. A well-formed NFTokenID the node
 * does not know (404 with `known: false`) shows what the ID encodes under a "not found on this node" notice.
 */
export function NftPage() {
  const styles = useStyles(getStyles);
  const { id = '' } = useParams();
  const { data: nft, error } = useGetNftQuery(id);
  let body;
  if (!nft) {
    body =
      error === undefined ? (
        <div aria-busy="true" aria-label="Loading NFT">
          <Skeleton h="240px" />
        </div>
      ) : isNftUnknown((error as { data?: unknown }).data) ? (
        <NftNotKnown nft={(error as { data: NftUnknown }).data} />
      ) : (
        <Card css={[styles.state, isNotFoundError(error) ? null : styles.error]} role={isNotFoundError(error) ? undefined : 'alert'}>
          <h1 css={styles.title}>{isNotFoundError(error) ? 'NFT not found' : 'Unable to load the NFT'}</h1>
          <Muted>{apiBodyMessage(error) ?? describeRequestError(error)}</Muted>
        </Card>
      );
  } else body = <NftBody nft={nft} />;
  return (
    <Page>
      <title>{`NFT ${id.slice(0, 12)}… · ${PRODUCT_NAME}`}</title>
      <div css={styles.stack}>{body}</div>
    </Page>
  );
}

function NftBody({ nft }: { nft: NftDetail }) {
  const styles = useStyles(getStyles);
  const flags = [nft.flags.transferable && 'Transferable', nft.flags.burnable && 'Burnable by issuer', nft.flags.onlyXRP && 'XRP only', nft.flags.mutable && 'Mutable URI'].filter(Boolean) as string[];
  return (
    <>
      <header css={styles.hero}>
        <div css={styles.badges}>
          <Badge tone="primary">NFT</Badge>
          {nft.burned ? <Badge tone="danger">Burned</Badge> : null}
          {flags.map((f) => (
            <Badge key={f} tone="outline">
              {f}
            </Badge>
          ))}
          {nftHasTrustLineFlag(nft.id) ? <Badge tone="outline">Trust line for fees</Badge> : null}
        </div>
        <h1 css={styles.title}>
          Taxon {nft.taxon} · serial #{nft.serial}
        </h1>
        <p css={styles.id}>
          NFTokenID <Mono>{nft.id}</Mono>
        </p>
      </header>
      <div css={styles.grid}>
        <Card css={styles.card} aria-labelledby="nft-details">
          <CardTitle id="nft-details">Details</CardTitle>
          <DetailGrid>
            <dt>Owner</dt>
            <dd>{nft.owner ? <Account address={nft.owner} /> : nft.burned ? 'Burned: no owner' : 'Not found'}</dd>
            <dt>Issuer</dt>
            <dd>
              <Account address={nft.issuer} />
            </dd>
            <dt>Transfer fee</dt>
            <dd>
              {nft.transferFeePercent} ({nft.transferFee.toLocaleString('en-US')} / 100,000)
            </dd>
            <dt>URI</dt>
            <dd>
              <UriValue uri={nft.uri} />
            </dd>
          </DetailGrid>
          {nftHasTrustLineFlag(nft.id) ? <Muted data-testid="nft-trust-line">{NFT_TRUST_LINE_TEXT}</Muted> : null}
          <Muted>
            Decoded from the NFTokenID with xrpl.js. Owner and URI: {nft.source.owner}
            {nft.source.ledgerIndex ? `, as of ledger #${nft.source.ledgerIndex.toLocaleString('en-US')}` : ''}.
          </Muted>
        </Card>
        <Card css={styles.card} aria-labelledby="nft-history">
          <CardTitle id="nft-history">History</CardTitle>
          <Muted>From {nft.source.history}, oldest first.</Muted>
          {nft.history.length === 0 ? (
            <Muted>No transaction of this NFT found.</Muted>
          ) : (
            <div css={styles.scroll}>
              <table css={styles.table}>
                <thead>
                  <tr>
                    <th>Transaction</th>
                    <th>Ledger</th>
                    <th>Owner after</th>
                  </tr>
                </thead>
                <tbody>
                  {nft.history.map((h) => (
                    <Fragment key={h.hash}>
                    <tr data-testid="nft-history-row">
                      <td>
                        <Link to={`/transaction/${h.hash}`} css={styles.link}>
                          {h.type}
                        </Link>{' '}
                        {h.result !== 'tesSUCCESS' ? <Badge tone="danger">{h.result}</Badge> : null}
                      </td>
                      <td>
                        <Link to={`/ledger/${h.ledgerIndex}`} css={styles.link}>
                          #{h.ledgerIndex.toLocaleString('en-US')}
                        </Link>
                      </td>
                      <td>{h.owner ? <Account address={h.owner} /> : '—'}</td>
                    </tr>
                    {h.sale ? (
                      <tr>
                        <td colSpan={3}>
                          <SaleSplit sale={h.sale} />
                        </td>
                      </tr>
                    ) : null}
                    </Fragment>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      </div>
      <NotShown missing={nft.missing} id="nft-missing" />
    </>
  );
}
