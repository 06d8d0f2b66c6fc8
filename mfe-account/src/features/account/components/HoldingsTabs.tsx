import { css } from '@emotion/react';
import { Badge, Card, CurrencyCode, Link, Mono, Muted, Skeleton, Tabs, describeRequestError, useSearchParams, dropsToXrp, formatXrp, rippleTimeToIso, shortenAddress, tokenRoute, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { useGetAccountLinesQuery, useGetAccountObjectsQuery } from '../api/accountApi';
import { useGetAccountMptsQuery } from '../api/mptsApi';
import { useGetAccountNftsQuery } from '../api/nftsApi';
import { NftsPanel } from './NftsPanel';
import { MptsPanel } from './MptsPanel';
import { TransactionHistory } from './TransactionHistory';

const getStyles = (theme: LedgerLensTheme) => ({
  table: css`width: 100%; border-collapse: collapse; font-size: 14px; th, td { text-align: left; padding: ${theme.spacing(1)}; border-bottom: 1px solid ${theme.color.border}; } th { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted}; }`,
  scroll: css`overflow-x: auto;`,
  num: css`font-variant-numeric: tabular-nums; text-align: right;`,
  link: css`color: ${theme.color.primary}; text-decoration: none; &:hover { text-decoration: underline; }`,
  counts: css`display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap; margin-bottom: ${theme.spacing(1.5)};`,
  empty: css`margin: 0; padding: ${theme.spacing(2, 0)};`,
  skeletons: css`display: grid; gap: ${theme.spacing(1)};`,
  groupTitle: css`margin: ${theme.spacing(1.5, 0, 0.5)}; font-size: 16px;`,
  /** A link inside a sentence: underlined, so it is told apart without colour (WCAG 1.4.1). */
  inlineLink: css`color: ${theme.color.primary}; text-decoration: underline; text-underline-offset: 2px;`,
  note: css`display: block; margin: ${theme.spacing(0, 0, 1)}; font-size: 13px;`,
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
                  <CurrencyCode code={line.currencyHex ?? line.currency} />
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
                {line.freezePeer ? <Badge tone="warning">Frozen by peer</Badge> : null}{' '}
                {line.deepFreeze ? (
                  <Badge tone="danger" title="This account deep-froze the line: the peer can neither send nor receive the token on it.">
                    Deep frozen
                  </Badge>
                ) : null}{' '}
                {line.deepFreezePeer ? (
                  <Badge tone="danger" title="The peer deep-froze the line: this account can only send the token back to the peer.">
                    Deep frozen by peer
                  </Badge>
                ) : null}
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
                <Link to={`/object/${o.index}`} css={styles.link} title={o.index} aria-label={`${o.index.slice(0, 12)}… (open the ${o.type} object page)`}>
                  <Mono>{o.index.slice(0, 12)}…</Mono>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Types shown in the escrows, checks and channels tab, with the word for one row. */
const HELD_TYPES: Record<string, string> = { Escrow: 'Escrow', Check: 'Check', PayChannel: 'Payment channel' };

/** An amount field of the objects answer as text: drops (digits only) as XRP, a token as the API wrote it. */
export function heldAmountText(value: string | undefined): string {
  if (value === undefined) return '—';
  return /^\d+$/.test(value) ? `${formatXrp(dropsToXrp(value))}` : value;
}

/** A Ripple-epoch seconds field of the objects answer as "YYYY-MM-DD HH:MM UTC". */
function timeText(value: string | undefined): string | undefined {
  return value !== undefined && /^\d+$/.test(value) ? rippleTimeToIso(Number(value)).slice(0, 16).replace('T', ' ') + ' UTC' : undefined;
}

/**
 * Why the Incoming list may be short: rippled links an escrow into its destination's owner
 * directory only since the fix1523 amendment (`Escrow.cpp`, EscrowCreate), and a payment channel
 * into its recipient's only since fixPayChanRecipientOwnerDir (`PayChan.cpp`, PaymentChannelCreate);
 * older ones toward this account are not in its `account_objects`.
 */
function IncomingNote() {
  const styles = useStyles(getStyles);
  return (
    <Muted css={styles.note} data-testid="incoming-note">
      Listed from this account&apos;s owner directory, which holds incoming escrows created since the{' '}
      <Link to="/amendment/fix1523" css={styles.inlineLink}>
        fix1523
      </Link>{' '}
      amendment and incoming payment channels created since{' '}
      <Link to="/amendment/fixPayChanRecipientOwnerDir" css={styles.inlineLink}>
        fixPayChanRecipientOwnerDir
      </Link>
      : older ones toward this account may be missing here. Checks are always listed.
    </Muted>
  );
}

/**
 * Escrows, checks and payment channels of the account, outgoing (it is the `Account`) and incoming
 * (it is the `Destination`: rippled lists those in the destination's `account_objects` too), from
 * `GET /api/account/{address}/objects`: amount (XRP or token), counterparty, and when each can be
 * finished, cancelled or expires (ledger time, UTC). Each row opens the object's page.
 */
function HeldPanel({ address }: { address: string }) {
  const styles = useStyles(getStyles);
  const { data, error, isError } = useGetAccountObjectsQuery(address);
  if (isError) return <Muted css={styles.empty}>{describeRequestError(error)}</Muted>;
  if (!data) return <Loading />;
  const rows = data.objects.filter((o) => HELD_TYPES[o.type] !== undefined);
  if (rows.length === 0) return <Muted css={styles.empty}>No escrows, checks or payment channels to or from this account{data.ledgerIndex ? ` as of ledger ${data.ledgerIndex.toLocaleString('en-US')}` : ''}.</Muted>;
  const groups = [
    { title: 'Outgoing', rows: rows.filter((o) => o.fields.Account === address) },
    { title: 'Incoming', rows: rows.filter((o) => o.fields.Account !== address && o.fields.Destination === address) },
  ];
  return (
    <div css={styles.scroll}>
      {data.ledgerIndex ? <Muted>As of ledger {data.ledgerIndex.toLocaleString('en-US')}.</Muted> : null}
      {groups.map((g) => (
        <section key={g.title} aria-label={`${g.title} escrows, checks and channels`}>
          <h3 css={styles.groupTitle}>
            {g.title} ({g.rows.length})
          </h3>
          {g.title === 'Incoming' ? <IncomingNote /> : null}
          {g.rows.length === 0 ? (
            <Muted css={styles.empty}>None.</Muted>
          ) : (
            <table css={styles.table}>
              <thead>
                <tr>
                  <th>Type</th>
                  <th css={styles.num}>Amount</th>
                  <th>{g.title === 'Outgoing' ? 'To' : 'From'}</th>
                  <th>When</th>
                </tr>
              </thead>
              <tbody>
                {g.rows.map((o) => {
                  const peer = g.title === 'Outgoing' ? o.fields.Destination : o.fields.Account;
                  const finish = timeText(o.fields.FinishAfter);
                  const cancel = timeText(o.fields.CancelAfter);
                  const expires = timeText(o.fields.Expiration);
                  return (
                    <tr key={o.index} data-testid="held-row">
                      <td>
                        <Link to={`/object/${o.index}`} css={styles.link}>
                          {HELD_TYPES[o.type]}
                        </Link>
                      </td>
                      <td css={styles.num}>
                        {o.type === 'PayChannel' ? `${heldAmountText(o.fields.Amount)} (claimed ${heldAmountText(o.fields.Balance ?? '0')})` : heldAmountText(o.fields.Amount ?? o.fields.SendMax)}
                      </td>
                      <td>
                        {peer ? (
                          <Link to={`/account/${peer}`} css={styles.link} title={peer}>
                            {shortenAddress(peer)}
                          </Link>
                        ) : (
                          '—'
                        )}
                      </td>
                      <td>
                        {[finish && `Can be finished after ${finish}`, cancel && `can be cancelled after ${cancel}`, expires && `expires ${expires}`].filter(Boolean).join('; ') || '—'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </section>
      ))}
      {data.truncated ? <Muted>Only the first {data.objects.length} objects of the account were read.</Muted> : null}
    </div>
  );
}

/** The account page's tabs, in order; the first is the default (no `tab` in the URL). */
export const ACCOUNT_TABS = ['transactions', 'tokens', 'held', 'objects', 'nfts', 'mpts'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * Starts the query of the tab the URL opens (`?tab=`) with the page's own, before the account is
 * drawn: the same arguments as its panel, so the panel finds it asked (a server render draws it in
 * its second pass, not a third). The transactions tab's first page is asked by the page itself.
 */
export function useOpenTabData(address: string): void {
  const [params] = useSearchParams();
  const tab = accountTabOf(params.get('tab'));
  const none = address === '';
  useGetAccountLinesQuery(address, { skip: none || tab !== 'tokens' });
  useGetAccountObjectsQuery(address, { skip: none || (tab !== 'held' && tab !== 'objects') });
  useGetAccountNftsQuery(address, { skip: none || tab !== 'nfts' });
  useGetAccountMptsQuery(address, { skip: none || tab !== 'mpts' });
}

/** The tab a `?tab=` value names; the default (transactions) for none or an unknown one. */
export function accountTabOf(value: string | null): AccountTab {
  return (ACCOUNT_TABS as readonly string[]).includes(value ?? '') ? (value as AccountTab) : 'transactions';
}

/** The query string with `tab` set (removed for the default tab); the other parameters (history filters) kept. */
export function withAccountTab(params: URLSearchParams, tab: string): URLSearchParams {
  const out = new URLSearchParams(params);
  if (accountTabOf(tab) === 'transactions') out.delete('tab');
  else out.set('tab', accountTabOf(tab));
  return out;
}

/**
 * Tabs of the account page (shared Radix `Tabs`): the history (spec §2) and, beyond the spec,
 * Tokens, Escrows / checks / channels (incoming and outgoing), Objects, NFTs and MPTs; a panel and its
 * requests exist only while its tab is selected. The selected tab lives in the query string
 * (`?tab=held`), next to the history filters, so a bookmark or a shared link opens the same view.
 */
export function HoldingsTabs({ address, refreshKey = 0 }: { address: string; /** Changes on each page refresh: the history goes back to page 1. */ refreshKey?: number }) {
  const [params, setParams] = useSearchParams();
  const selected = accountTabOf(params.get('tab'));
  return (
    <Tabs
      label="Account data"
      defaultValue={selected}
      onValueChange={(tab) => setParams((current) => withAccountTab(current, tab), { replace: true })}
      tabs={[
        { value: 'transactions', title: 'Transactions', content: <TransactionHistory address={address} refreshKey={refreshKey} /> },
        { value: 'tokens', title: 'Tokens', content: <Card><TokensPanel address={address} /></Card> },
        { value: 'held', title: 'Escrows, checks, channels', content: <Card><HeldPanel address={address} /></Card> },
        { value: 'objects', title: 'Objects', content: <Card><ObjectsPanel address={address} /></Card> },
        { value: 'nfts', title: 'NFTs', content: <Card><NftsPanel address={address} /></Card> },
        { value: 'mpts', title: 'MPTs', content: <Card><MptsPanel address={address} /></Card> },
      ]}
    />
  );
}
