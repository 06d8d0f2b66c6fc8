import { css } from '@emotion/react';
import { Alert, Badge, Card, CardTitle, DetailGrid, Link, Mono, Muted, shortenAddress, useStyles, type LedgerLensTheme, type NftUnknown } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(2)}; min-width: 0;`,
  title: css`margin: 0; font-size: 26px; line-height: 1.2; ${theme.mq.md} { font-size: 32px; }`,
  id: css`margin: 0; font-size: 13px; overflow-wrap: anywhere; color: ${theme.color.textMuted};`,
  card: css`display: grid; gap: ${theme.spacing(1.5)}; padding: ${theme.spacing(2.5)}; min-width: 0;`,
  link: css`color: ${theme.color.primary}; text-decoration: none; &:hover { text-decoration: underline; }`,
  flags: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(1)};`,
});

/** Names of the NFToken flags (rippled `lsfBurnable`, `lsfOnlyXRP`, `lsfTransferable`, `lsfMutable`); a flag without a name here shows its key. */
const FLAG_LABELS: Record<string, string> = { burnable: 'Burnable by issuer', onlyXRP: 'XRP only', transferable: 'Transferable', mutable: 'Mutable URI' };

/**
 * A well-formed NFTokenID the node knows nothing of (the API's 404 {@link NftUnknown}): a "not
 * found on this node" notice, then what the ID itself encodes (issuer, taxon, serial, transfer
 * fee, flags; XLS-20 layout, decoded by the API with xrpl.js `parseNFTokenID`). Owner, URI and
 * history need the node and are not shown.
 */
export function NftNotKnown({ nft }: { nft: NftUnknown }) {
  const styles = useStyles(getStyles);
  const set = Object.entries(nft.flags).filter(([, on]) => on === true).map(([key]) => FLAG_LABELS[key] ?? key);
  return (
    <div css={styles.stack} data-testid="nft-not-known">
      <h1 css={styles.title}>
        Taxon {nft.taxon} · serial #{nft.serial}
      </h1>
      <p css={styles.id}>
        NFTokenID <Mono>{nft.id}</Mono>
      </p>
      <Alert variant="warning" title="Not found on this node">
        {nft.error}. The node may not have its ledgers (it is not a full-history node), or the NFT was never minted. What follows is decoded from the
        NFTokenID itself, not read from the ledger.
      </Alert>
      <Card css={styles.card} aria-labelledby="nft-decoded">
        <CardTitle id="nft-decoded">Decoded from the NFTokenID</CardTitle>
        <DetailGrid>
          <dt>Issuer</dt>
          <dd>
            <Link to={`/account/${nft.issuer}`} css={styles.link} title={nft.issuer}>
              <Mono>{shortenAddress(nft.issuer)}</Mono>
            </Link>
          </dd>
          <dt>Taxon</dt>
          <dd>{nft.taxon}</dd>
          <dt>Serial</dt>
          <dd>{nft.serial}</dd>
          <dt>Transfer fee</dt>
          <dd>
            {nft.transferFeePercent} ({nft.transferFee.toLocaleString('en-US')} / 100,000)
          </dd>
          <dt>Flags</dt>
          <dd>
            {set.length === 0 ? (
              'None'
            ) : (
              <span css={styles.flags}>
                {set.map((f) => (
                  <Badge key={f} tone="outline">
                    {f}
                  </Badge>
                ))}
              </span>
            )}
          </dd>
        </DetailGrid>
        <Muted>Owner, URI and history need the node: none is shown.</Muted>
      </Card>
    </div>
  );
}
