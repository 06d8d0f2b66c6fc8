import { css } from '@emotion/react';
import { CurrencyCode, Link, Mono, shortenAddress, tokenRoute, useStyles, type AssetRef, type LedgerLensTheme } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  link: css`color: ${theme.color.primary}; text-decoration: none; font-weight: 600; &:hover { text-decoration: underline; }`,
  issuer: css`color: ${theme.color.textMuted}; font-size: 0.85em;`,
});

/**
 * An asset as text: `XRP`, or the token's currency (the shared look-alike guard `CurrencyCode`: decoded when it is safe text, hex marked as such otherwise) linked
 * to its token page, with the issuer shortened. Currency text from the ledger is data: plain text.
 */
export function AssetText({ asset, showIssuer = true }: { asset: AssetRef; showIssuer?: boolean }) {
  const styles = useStyles(getStyles);
  if (!asset.issuer) return <span>XRP</span>;
  return (
    <span>
      <Link to={tokenRoute(asset.currency, asset.issuer)} css={styles.link}>
        <CurrencyCode code={asset.currency} />
      </Link>
      {/* A space, not a margin: on a phone the issuer wraps under the currency instead of overflowing. */}
      {showIssuer ? ' ' : null}
      {showIssuer ? (
        <span css={styles.issuer} title={asset.issuer}>
          {shortenAddress(asset.issuer)}
        </span>
      ) : null}
    </span>
  );
}

/** An account address linked to its account page, shortened unless `full`. */
export function AccountLink({ address, full = false }: { address: string; full?: boolean }) {
  const styles = useStyles(getStyles);
  return (
    <Link to={`/account/${address}`} css={styles.link} title={address}>
      <Mono>{full ? address : shortenAddress(address)}</Mono>
    </Link>
  );
}
