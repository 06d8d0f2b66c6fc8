import { css } from '@emotion/react';
import { Badge, NotShown, PRODUCT_NAME, Page, useParams, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { AccountLink } from '../../../components/assets/AssetText';
import { PageState } from '../../../components/assets/PageState';
import { assetPageStyles } from '../../../components/assets/assetPageStyles';
import { useGetMptQuery } from '../api/mptApi';
import { FlagsCard, HistoryCard, HoldersCard, IssuanceCard, MetadataCard, SupplyCard } from '../components/MptPanels';

const getStyles = (theme: LedgerLensTheme) => ({
  ...assetPageStyles(theme),
  subtitle: css`margin: 0; font-size: 16px; color: ${theme.color.textMuted}; overflow-wrap: anywhere;`,
});

/**
 * MPT issuance page, route `/mpt/:id` (`GET /api/mpts/{id}`, `id` a 48-hex MPTokenIssuanceID):
 * the token's name (XLS-89 ticker, else a short issuance ID labelled MPT), the issuer, supply
 * (maximum, outstanding, in escrow; display values with the smallest-unit integers), the
 * issuance's flags with what they mean, the metadata (links only for https), holders and history.
 * A malformed ID shows the API's 400 message; an unknown one the not-found state.
 */
export function MptPage() {
  const styles = useStyles(getStyles);
  const { id = '' } = useParams();
  const { data: mpt, error } = useGetMptQuery(id);
  let body;
  if (!mpt) body = <PageState error={error} what="MPT issuance" backTo={{ href: '/tokens', label: 'Token directory' }} />;
  else {
    body = (
      <>
        <header css={styles.hero}>
          <div css={styles.badges}>
            <Badge tone="primary">Multi-purpose token (MPT)</Badge>
            {mpt.metadata?.form === 'xls89' ? <Badge tone="outline">XLS-89 metadata</Badge> : null}
            {mpt.flags.locked ? <Badge tone="warning">Locked</Badge> : null}
          </div>
          <h1 css={styles.title}>{mpt.displayName}</h1>
          {mpt.metadata?.name ? <p css={styles.subtitle}>{mpt.metadata.name}</p> : null}
          <p css={styles.source}>
            Issued by <AccountLink address={mpt.issuer} full />
          </p>
        </header>
        <div css={styles.grid}>
          <IssuanceCard mpt={mpt} />
          <SupplyCard mpt={mpt} />
        </div>
        <div css={styles.grid}>
          <FlagsCard mpt={mpt} />
          <MetadataCard metadata={mpt.metadata} />
        </div>
        <HoldersCard mpt={mpt} />
        <HistoryCard mpt={mpt} />
        <NotShown missing={mpt.missing} id="mpt-missing-title" />
      </>
    );
  }
  return (
    <Page>
      <title>{`${mpt ? mpt.displayName : 'MPT issuance'} · ${PRODUCT_NAME}`}</title>
      <div css={styles.stack}>{body}</div>
    </Page>
  );
}
