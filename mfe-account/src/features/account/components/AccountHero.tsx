import { css } from '@emotion/react';
import {
  Badge,
  Card,
  CopyButton,
  Mono,
  Muted,
  estimateUsd,
  formatXrp,
  groupThousands,
  shortenAddress,
  useGetMarketDataQuery,
  useStyles,
  MARKET_DATA_REFETCH_MS,
  type Account,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { accountHealthScore, accountHealthTier, activityLevel, isAccountActive } from '@ledgerlens/shared/ledger';

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
});

/** Tone of a health tier badge. */
const TIER_TONE = { excellent: 'success', good: 'info', fair: 'warning', poor: 'danger' } as const;

/**
 * Account hero (spec §2 "Account page"): alias or known name with a verified mark, the shortened
 * address with copy, the Active/Inactive badge (spec §4 rule), the available balance with an
 * approximate USD value (the DEX price of `GET /api/market/data`; hidden while there is none),
 * total and reserved, the health score and tier, the activity level and the transaction count.
 */
export function AccountHero({ account }: { account: Account }) {
  const styles = useStyles(getStyles);
  const { data: market } = useGetMarketDataQuery(undefined, { pollingInterval: MARKET_DATA_REFETCH_MS });
  const score = accountHealthScore({ balanceXrp: Number(account.balance), txCount: account.txnCount, ownerCount: account.ownerCount });
  const tier = accountHealthTier(score);
  const active = isAccountActive({ balance: account.balance, activated: account.activated });
  const usd = estimateUsd(account.availableBalance, market?.price);
  const verified = account.usernameSource === 'directory';
  return (
    <Card css={styles.card} aria-label="Account overview">
      <div css={styles.who}>
        <h1 css={styles.name}>
          {account.username ?? 'Account'}
          {verified ? <Badge tone="success">✓ Verified</Badge> : account.usernameSource === 'domain' ? <Badge tone="outline">Domain</Badge> : null}
          <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>
        </h1>
        <div css={styles.addressRow}>
          <Mono title={account.address} data-testid="account-address">
            {shortenAddress(account.address, 8, 6)}
          </Mono>
          <CopyButton value={account.address} size="sm" variant="ghost" subject="address" />
        </div>
        <Muted css={styles.sub}>Available balance</Muted>
        <p css={styles.balance} data-testid="available-balance">
          {formatXrp(account.availableBalance)}
        </p>
        {usd !== null ? (
          <Muted css={styles.sub} data-testid="balance-usd">
            ≈ ${usd.toLocaleString('en-US', { maximumFractionDigits: 2 })} at the XRPL DEX price
          </Muted>
        ) : null}
        <Muted css={styles.sub}>
          Total <strong data-testid="total-balance">{formatXrp(account.balance)}</strong> · Reserved{' '}
          <strong data-testid="reserved-balance">{formatXrp(account.reserveBalance)}</strong>
        </Muted>
      </div>
      <div css={styles.stats}>
        <div css={styles.stat}>
          <span css={styles.statLabel}>Health</span>
          <span css={styles.statValue}>
            {score} <Badge tone={TIER_TONE[tier]}>{tier}</Badge>
          </span>
        </div>
        <div css={styles.stat}>
          <span css={styles.statLabel}>Activity</span>
          <span css={styles.statValue}>{activityLevel(account.txnCount)}</span>
        </div>
        <div css={styles.stat}>
          <span css={styles.statLabel}>Transactions</span>
          <span css={styles.statValue} data-testid="txn-count">
            {groupThousands(String(account.txnCount))}
          </span>
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
