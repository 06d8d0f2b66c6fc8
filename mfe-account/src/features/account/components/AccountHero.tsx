import { css } from '@emotion/react';
import {
  Badge,
  Card,
  CopyButton,
  Mono,
  Muted,
  estimateUsd,
  usdPriceSource,
  useRenderTime,
  formatTxnCount,
  formatXrp,
  shortenAddress,
  useGetMarketDataQuery,
  useHydrated,
  useStyles,
  MARKET_DATA_REFETCH_MS,
  type Account,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { accountHealthScore, accountHealthTier, activityLevel, isAccountActive } from '@ledgerlens/shared/ledger';
import { useGetAccountReserveQuery } from '../api/accountApi';
import { RESERVE_NOT_REPORTED, ownedObjectsText, reserveSourceText } from './reserveText';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(2)}; ${theme.mq.md} { grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr); align-items: start; }`,
  who: css`display: grid; gap: ${theme.spacing(1)}; min-width: 0;`,
  name: css`margin: 0; font-size: 24px; line-height: 1.2; display: flex; gap: ${theme.spacing(1)}; align-items: center; flex-wrap: wrap; ${theme.mq.md} { font-size: 28px; }`,
  addressRow: css`display: flex; gap: ${theme.spacing(1)}; align-items: center; flex-wrap: wrap;`,
  balance: css`margin: 0; font-size: 30px; font-weight: 800; font-variant-numeric: tabular-nums; overflow-wrap: anywhere;`,
  sub: css`margin: 0; font-size: 14px;`,
  stats: css`display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${theme.spacing(1)};`,
  stat: css`display: grid; gap: ${theme.spacing(0.25)}; padding: ${theme.spacing(1.25)}; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt};`,
  statLabel: css`font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted};`,
  statValue: css`font-size: 18px; font-weight: 700; font-variant-numeric: tabular-nums; text-transform: capitalize;`,
  statNote: css`font-size: 12px; color: ${theme.color.textMuted};`,
});

/**
 * Why the transaction count is a lower bound, or null when it is exact: `capped` (the API counts
 * at most 1,200) or `incomplete` (a history page failed while counting).
 */
export function txnCountNote(account: Pick<Account, 'txnCountStatus'>): string | null {
  if (account.txnCountStatus === 'capped') return 'Counted up to 1,200; the account has more';
  if (account.txnCountStatus === 'incomplete') return 'History incomplete: a page of it could not be read, so this is a lower bound';
  return null;
}

/** Tone of a health tier badge. */
const TIER_TONE = { excellent: 'success', good: 'info', fair: 'warning', poor: 'danger' } as const;

/**
 * Account hero (spec §2 "Account page"): alias or known name with a verified mark, the shortened
 * address with copy, the Active/Inactive badge (spec §4 rule), the available balance with an
 * approximate USD value (the DEX price of `GET /api/market/data`; hidden while there is none; the
 * price's ledger and time named when it is older than the balance by more than an hour, as on the
 * offline network: `usdPriceSource`),
 * total and reserved, the health score and tier, the activity level and the transaction count.
 * The reserve names what it is tied up in ("1 check, 1 payment channel", `GET /api/account/{address}/reserve`,
 * asked after first paint). The verified mark only for a known-address entry marked verified (`usernameVerified`); a count
 * that is a lower bound (capped at 1,200 or incomplete) reads "1,200+" everywhere, tiers included.
 */
export function AccountHero({ account }: { account: Account }) {
  const styles = useStyles(getStyles);
  // Asked after first paint: skipped on the server and during hydration (so the server-rendered
  // page waits for no extra request); until it answers, or when it fails, the reserve reads as
  // before without the breakdown by type.
  const hydrated = useHydrated();
  const { data: held } = useGetAccountReserveQuery(account.address, { skip: !hydrated || account.ownerCount === 0 });
  const { data: market } = useGetMarketDataQuery(undefined, { pollingInterval: MARKET_DATA_REFETCH_MS });
  const score = accountHealthScore({ balanceXrp: Number(account.balance), txCount: account.txnCount, ownerCount: account.ownerCount });
  const tier = accountHealthTier(score);
  const active = isAccountActive({ balance: account.balance, activated: account.activated });
  // Without the node's reserve fees the available part is unknown: the hero shows the balance.
  const reserveKnown = account.availableBalance !== undefined && account.reserveBalance !== undefined;
  const usd = estimateUsd(account.availableBalance ?? account.balance, market?.price);
  // The balance is as of this render (the server's time while its markup is taken over).
  const renderTime = useRenderTime();
  // A verified mark only for a directory entry the directory itself marks verified (Bitstamp and
  // GateHub are labels from public gateway lists, not confirmed); a Domain name is a claim.
  const verified = account.usernameSource === 'directory' && account.usernameVerified === true;
  const count = formatTxnCount(account.txnCount, account.txnCountStatus);
  const countNote = txnCountNote(account);
  return (
    <Card css={styles.card} aria-label="Account overview">
      <div css={styles.who}>
        <h1 css={styles.name}>
          {account.username ?? 'Account'}
          {verified ? (
            <Badge tone="success" title="Known address: the label is backed by the account's own Domain field or official documentation">
              ✓ Verified
            </Badge>
          ) : account.usernameSource === 'directory' ? (
            <Badge tone="neutral" title="Label from public gateway lists; not confirmed by the account's Domain or its xrp-ledger.toml">
              Known label, unverified
            </Badge>
          ) : account.usernameSource === 'domain' ? (
            <Badge tone="outline" title={account.domainVerification?.reason ?? 'Domain declared in the account root'}>
              {account.domainVerification?.status === 'verified' ? '✓ Domain verified' : 'Domain, unverified'}
            </Badge>
          ) : null}
          <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>
        </h1>
        <div css={styles.addressRow}>
          <Mono title={account.address} data-testid="account-address">
            {shortenAddress(account.address, 8, 6)}
          </Mono>
          <CopyButton value={account.address} size="sm" variant="ghost" subject="address" />
        </div>
        <Muted css={styles.sub}>{reserveKnown ? 'Available balance' : 'Balance'}</Muted>
        <p css={styles.balance} data-testid={reserveKnown ? 'available-balance' : 'total-balance-hero'}>
          {formatXrp(account.availableBalance ?? account.balance)}
        </p>
        {usd !== null ? (
          <Muted css={styles.sub} data-testid="balance-usd">
            ≈ ${usd.toLocaleString('en-US', { maximumFractionDigits: 2 })} {market ? usdPriceSource(market, renderTime) : ''}
          </Muted>
        ) : null}
        <Muted css={styles.sub}>
          Total <strong data-testid="total-balance">{formatXrp(account.balance)}</strong> · Reserved{' '}
          <strong data-testid="reserved-balance">{account.reserveBalance !== undefined ? formatXrp(account.reserveBalance) : RESERVE_NOT_REPORTED}</strong>
          {account.reserveBalance === undefined ? <span data-testid="reserve-breakdown"> (server_info has no reserve fees, so the available balance is not known)</span> : null}
          {account.reserves ? (
            <span data-testid="reserve-breakdown">
              {' '}
              (base {formatXrp(account.reserves.baseXrp)} + {account.ownerCount} owned object{account.ownerCount === 1 ? '' : 's'} × {formatXrp(account.reserves.perObjectXrp)}
              {held && held.owned.length > 0 ? (
                <>
                  : <span data-testid="reserve-items">{ownedObjectsText(held)}</span> ({reserveSourceText(held, account.ownerCount)})
                </>
              ) : account.ownerCount > 0 ? (
                ': trust lines, offers, escrows, checks, channels, listed in the tabs below'
              ) : null}
              )
            </span>
          ) : null}
        </Muted>
      </div>
      <div css={styles.stats}>
        <div css={styles.stat}>
          <span css={styles.statLabel}>Health</span>
          <span css={styles.statValue}>
            {score} <Badge tone={TIER_TONE[tier]}>{tier}</Badge>
          </span>
          <span css={styles.statNote} data-testid="health-basis">
            from balance, {count} transaction{count === '1' ? '' : 's'} and {account.ownerCount} object{account.ownerCount === 1 ? '' : 's'}
          </span>
        </div>
        <div css={styles.stat}>
          <span css={styles.statLabel}>Activity</span>
          <span css={styles.statValue}>{activityLevel(account.txnCount)}</span>
          <span css={styles.statNote} data-testid="activity-basis">
            from {count} transaction{count === '1' ? '' : 's'}
          </span>
        </div>
        <div css={styles.stat}>
          <span css={styles.statLabel}>Transactions</span>
          <span css={styles.statValue} data-testid="txn-count" title={countNote ?? undefined}>
            {count}
          </span>
          {countNote ? <span css={styles.statNote}>{countNote}</span> : null}
        </div>
        <div css={styles.stat}>
          <span css={styles.statLabel}>Owner objects</span>
          <span css={styles.statValue} data-testid="owner-count">
            {account.ownerCount}
          </span>
        </div>
      </div>
    </Card>
  );
}
