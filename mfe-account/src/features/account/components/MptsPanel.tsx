import { css } from '@emotion/react';
import { Link, Mono, Muted, Skeleton, describeRequestError, shortenAddress, useStyles, type AccountMpt, type LedgerLensTheme } from '@ledgerlens/shared';
import { useGetAccountMptsQuery } from '../api/mptsApi';

const getStyles = (theme: LedgerLensTheme) => ({
  table: css`width: 100%; border-collapse: collapse; font-size: 14px; th, td { text-align: left; padding: ${theme.spacing(1)}; border-bottom: 1px solid ${theme.color.border}; vertical-align: top; } th { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted}; }`,
  scroll: css`overflow-x: auto;`,
  num: css`font-variant-numeric: tabular-nums; text-align: right; white-space: nowrap;`,
  link: css`color: ${theme.color.primary}; text-decoration: none; &:hover { text-decoration: underline; }`,
  empty: css`margin: 0; padding: ${theme.spacing(1, 0)};`,
  section: css`display: grid; gap: ${theme.spacing(1)};`,
  heading: css`margin: ${theme.spacing(1, 0, 0)}; font-size: 16px;`,
  stack: css`display: grid; gap: ${theme.spacing(2)};`,
  skeletons: css`display: grid; gap: ${theme.spacing(1)};`,
  id: css`display: block; font-size: 12px; color: ${theme.color.textMuted};`,
});

/** One list (held or issued) as a table, each MPT linked to its page `/mpt/{id}`. */
function MptTable({ rows, kind }: { rows: AccountMpt[]; kind: 'held' | 'issued' }) {
  const styles = useStyles(getStyles);
  return (
    <div css={styles.scroll} role="region" aria-label={kind === 'held' ? 'MPTs held' : 'MPTs issued'} tabIndex={0}>
      <table css={styles.table}>
        <thead>
          <tr>
            <th>Token</th>
            {kind === 'held' ? <th>Issuer</th> : null}
            <th css={styles.num}>{kind === 'held' ? 'Balance' : 'Outstanding'}</th>
            <th css={styles.num}>In escrow</th>
            {kind === 'issued' ? <th css={styles.num}>Maximum</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.id} data-testid={`account-mpt-${kind}`}>
              <td>
                <Link to={`/mpt/${m.id}`} css={styles.link} title={m.id}>
                  {m.displayName}
                </Link>
                <Mono css={styles.id}>{`${m.id.slice(0, 8)}…${m.id.slice(-8)}`}</Mono>
              </td>
              {kind === 'held' ? (
                <td>
                  <Link to={`/account/${m.issuer}`} css={styles.link} title={m.issuer}>
                    {shortenAddress(m.issuer)}
                  </Link>
                </td>
              ) : null}
              <td css={styles.num}>{m.amount.value}</td>
              <td css={styles.num}>{m.locked ? m.locked.value : '—'}</td>
              {kind === 'issued' ? <td css={styles.num}>{m.maximum ? m.maximum.value : 'None'}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The account's multi-purpose tokens: held (MPToken entries, `account_objects` type `mptoken`) and
 * issued (MPTokenIssuance entries, type `mpt_issuance`), amounts scaled by each issuance's
 * AssetScale, as of the ledger the node answered for.
 */
export function MptsPanel({ address }: { address: string }) {
  const styles = useStyles(getStyles);
  const { data, error, isError } = useGetAccountMptsQuery(address);
  if (isError) return <Muted css={styles.empty}>{describeRequestError(error)}</Muted>;
  if (!data) {
    return (
      <div aria-busy="true" css={styles.skeletons}>
        <Skeleton h="36px" />
        <Skeleton h="36px" />
      </div>
    );
  }
  const asOf = data.ledgerIndex ? ` as of ledger #${data.ledgerIndex.toLocaleString('en-US')}` : '';
  return (
    <div css={styles.stack}>
      <section css={styles.section} aria-labelledby="mpts-held">
        <h3 id="mpts-held" css={styles.heading}>
          Held
        </h3>
        {data.held.length === 0 ? <Muted css={styles.empty}>This account holds no MPT{asOf}.</Muted> : <MptTable rows={data.held} kind="held" />}
      </section>
      <section css={styles.section} aria-labelledby="mpts-issued">
        <h3 id="mpts-issued" css={styles.heading}>
          Issued
        </h3>
        {data.issued.length === 0 ? <Muted css={styles.empty}>This account has issued no MPT{asOf}.</Muted> : <MptTable rows={data.issued} kind="issued" />}
      </section>
      <Muted>
        From account_objects (types mptoken and mpt_issuance){asOf}
        {data.truncated ? '; only the first 400 of each were read' : ''}.
      </Muted>
    </div>
  );
}
