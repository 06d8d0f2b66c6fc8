import { css } from '@emotion/react';
import { Badge, Link, Mono, Muted, Skeleton, describeRequestError, nftHasTrustLineFlag, nftRoute, shortenAddress, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { useGetAccountNftsQuery } from '../api/nftsApi';

const getStyles = (theme: LedgerLensTheme) => ({
  table: css`width: 100%; border-collapse: collapse; font-size: 14px; th, td { text-align: left; padding: ${theme.spacing(1)}; border-bottom: 1px solid ${theme.color.border}; } th { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted}; }`,
  scroll: css`overflow-x: auto;`,
  num: css`font-variant-numeric: tabular-nums; text-align: right;`,
  link: css`color: ${theme.color.primary}; text-decoration: none; &:hover { text-decoration: underline; }`,
  empty: css`margin: 0; padding: ${theme.spacing(2, 0)};`,
  flags: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(0.5)};`,
  skeletons: css`display: grid; gap: ${theme.spacing(1)};`,
});

/** The NFTs the account holds (`account_nfts`), as of the ledger the node answered for, each linked to its NFT page. */
export function NftsPanel({ address }: { address: string }) {
  const styles = useStyles(getStyles);
  const { data, error, isError } = useGetAccountNftsQuery(address);
  if (isError) return <Muted css={styles.empty}>{describeRequestError(error)}</Muted>;
  if (!data) {
    return (
      <div aria-busy="true" css={styles.skeletons}>
        <Skeleton h="36px" />
        <Skeleton h="36px" />
      </div>
    );
  }
  if (data.nfts.length === 0) return <Muted css={styles.empty}>This account holds no NFTs{data.ledgerIndex ? ` as of ledger #${data.ledgerIndex.toLocaleString('en-US')}` : ''}.</Muted>;
  return (
    <div css={styles.scroll}>
      <Muted>
        {data.nfts.length} NFT{data.nfts.length === 1 ? '' : 's'} (account_nfts){data.ledgerIndex ? ` as of ledger #${data.ledgerIndex.toLocaleString('en-US')}` : ''}
        {data.truncated ? ', the first 400' : ''}.
      </Muted>
      <table css={styles.table}>
        <thead>
          <tr>
            <th>NFTokenID</th>
            <th>Issuer</th>
            <th css={styles.num}>Taxon</th>
            <th css={styles.num}>Serial</th>
            <th css={styles.num}>Transfer fee</th>
            <th>Flags</th>
          </tr>
        </thead>
        <tbody>
          {data.nfts.map((n) => (
            <tr key={n.id} data-testid="account-nft">
              <td>
                <Link to={nftRoute(n.id)} css={styles.link} title={n.id}>
                  <Mono>{`${n.id.slice(0, 8)}…${n.id.slice(-8)}`}</Mono>
                </Link>
              </td>
              <td>
                <Link to={`/account/${n.issuer}`} css={styles.link} title={n.issuer}>
                  {shortenAddress(n.issuer)}
                </Link>
              </td>
              <td css={styles.num}>{n.taxon}</td>
              <td css={styles.num}>{n.serial}</td>
              <td css={styles.num}>{n.transferFeePercent}</td>
              <td>
                <span css={styles.flags}>
                  {n.flags.transferable ? <Badge tone="outline">Transferable</Badge> : null}
                  {n.flags.burnable ? <Badge tone="outline">Burnable</Badge> : null}
                  {n.flags.onlyXRP ? <Badge tone="outline">XRP only</Badge> : null}
                  {n.flags.mutable ? <Badge tone="outline">Mutable</Badge> : null}
                  {nftHasTrustLineFlag(n.id) ? <Badge tone="outline">Trust line for fees</Badge> : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
