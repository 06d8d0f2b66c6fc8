import { css } from '@emotion/react';
import { Badge, Card, Link, Mono, Muted, Skeleton, Tabs, describeRequestError, shortenAddress, tokenRoute, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { useGetAccountLinesQuery, useGetAccountObjectsQuery } from '../api/accountApi';
import { NftsPanel } from './NftsPanel';
import { TransactionHistory } from './TransactionHistory';

const getStyles = (theme: LedgerLensTheme) => ({
  table: css`width: 100%; border-collapse: collapse; font-size: 14px; th, td { text-align: left; padding: ${theme.spacing(1)}; border-bottom: 1px solid ${theme.color.border}; } th { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted}; }`,
  scroll: css`overflow-x: auto;`,
  num: css`font-variant-numeric: tabular-nums; text-align: right;`,
  link: css`color: ${theme.color.primary}; text-decoration: none; &:hover { text-decoration: underline; }`,
  counts: css`display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap; margin-bottom: ${theme.spacing(1.5)};`,
  empty: css`margin: 0; padding: ${theme.spacing(2, 0)};`,
  skeletons: css`display: grid; gap: ${theme.spacing(1)};`,
});

function Loading() {
  const styles = useStyles(getStyles);
  return (
    <div aria-busy="true" css={styles.skeletons}>
      <Skeleton h="36px" />
      <Skeleton h="36px" />
      <Skeleton h="36px" />
    </div>
  );
}

/** The account's trust lines (`GET /api/account/{address}/lines`, rippled `account_lines`). */
function TokensPanel({ address }: { address: string }) {
  const styles = useStyles(getStyles);
  const { data, error, isError } = useGetAccountLinesQuery(address);
  if (isError) return <Muted css={styles.empty}>{describeRequestError(error)}</Muted>;
  if (!data) return <Loading />;
  if (data.lines.length === 0) return <Muted css={styles.empty}>This account holds no trust lines.</Muted>;
  return (
    <div css={styles.scroll}>
      <table css={styles.table}>
        <thead>
          <tr>
            <th>Currency</th>
            <th>Issuer / peer</th>
            <th css={styles.num}>Balance</th>
            <th css={styles.num}>Limit</th>
            <th>Flags</th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line) => (
            <tr key={`${line.currency}:${line.issuer}`} data-testid="trust-line">
              <td>
                <Link to={tokenRoute(line.currencyHex ?? line.currency, line.balance.startsWith('-') ? address : line.issuer)} css={styles.link}>
                  {line.currency}
                </Link>
              </td>
              <td>
                <Link to={`/account/${line.issuer}`} css={styles.link} title={line.issuer}>
                  {shortenAddress(line.issuer)}
                </Link>
              </td>
              <td css={styles.num}>{line.balance}</td>
              <td css={styles.num}>{line.limit}</td>
              <td>
                {line.noRipple ? <Badge tone="outline">No ripple</Badge> : null} {line.freeze ? <Badge tone="danger">Frozen</Badge> : null}{' '}
                {line.freezePeer ? <Badge tone="warning">Frozen by peer</Badge> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.truncated ? <Muted>Showing the first {data.lines.length} trust lines.</Muted> : null}
    </div>
  );
}

/** Counts and the first page of the objects the account owns (`GET /api/account/{address}/objects`). */
function ObjectsPanel({ address }: { address: string }) {
  const styles = useStyles(getStyles);
  const { data, error, isError } = useGetAccountObjectsQuery(address);
  if (isError) return <Muted css={styles.empty}>{describeRequestError(error)}</Muted>;
  if (!data) return <Loading />;
  if (data.objects.length === 0) return <Muted css={styles.empty}>This account owns no ledger objects.</Muted>;
  return (
    <div css={styles.scroll}>
      <div css={styles.counts}>
        {Object.entries(data.counts).map(([type, n]) => (
          <Badge key={type} tone="info">
            {type}: {n}
          </Badge>
        ))}
      </div>
      <table css={styles.table}>
        <thead>
          <tr>
            <th>Type</th>
            <th>Key fields</th>
            <th>Index</th>
          </tr>
        </thead>
        <tbody>
          {data.objects.map((o) => (
            <tr key={o.index}>
              <td>{o.type}</td>
              <td>
                {Object.entries(o.fields)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join(' · ')}
              </td>
              <td>
                <Mono>{o.index.slice(0, 12)}…</Mono>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Tabs of the account page (shared Radix `Tabs`): the history (spec §2) and, beyond the spec,
 * Tokens, Objects and NFTs; a panel and its requests exist only while its tab is selected.
 */
export function HoldingsTabs({ address, refreshKey = 0 }: { address: string; /** Changes on each page refresh: the history goes back to page 1. */ refreshKey?: number }) {
  return (
    <Tabs
      label="Account data"
      tabs={[
        { value: 'transactions', title: 'Transactions', content: <TransactionHistory address={address} refreshKey={refreshKey} /> },
        { value: 'tokens', title: 'Tokens', content: <Card><TokensPanel address={address} /></Card> },
        { value: 'objects', title: 'Objects', content: <Card><ObjectsPanel address={address} /></Card> },
        { value: 'nfts', title: 'NFTs', content: <Card><NftsPanel address={address} /></Card> },
      ]}
    />
  );
}
