import { css } from '@emotion/react';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  HOME_TOP_VALIDATORS,
  Link,
  MESSAGES,
  Muted,
  Skeleton,
  VALIDATORS_STALE_MS,
  useNavigate,
  useStyles,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { agreementWindowText, DAY_SECONDS } from '../../../components/format';
import { byAgreement, displayName, useGetValidatorsQuery } from '../api/validatorsApi';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(1.5)};`,
  head: css`display: flex; justify-content: space-between; align-items: center; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
  title: css`margin: 0;`,
  stats: css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.spacing(1)}; grid-template-columns: repeat(3, minmax(0, 1fr));`,
  stat: css`display: grid; gap: 2px; padding: ${theme.spacing(1, 1.25)}; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt}; min-width: 0;`,
  label: css`font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted};`,
  value: css`font-size: 18px; font-weight: 700; font-variant-numeric: tabular-nums;`,
  rows: css`list-style: none; margin: 0; padding: 0; display: grid;`,
  row: css`
    display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: ${theme.spacing(0.5, 1)}; align-items: center;
    padding: ${theme.spacing(1, 0)}; border-bottom: 1px solid ${theme.color.border};
    &:last-of-type { border-bottom: none; }
  `,
  who: css`display: flex; gap: ${theme.spacing(0.75)}; align-items: center; flex-wrap: wrap; min-width: 0;`,
  name: css`font-weight: 600; overflow-wrap: anywhere;`,
  link: css`color: ${theme.color.primary}; text-decoration: none; &:hover { text-decoration: underline; }`,
  score: css`font-weight: 700; font-variant-numeric: tabular-nums;`,
  note: css`font-size: 13px;`,
});

/** "99.12%" or "—" without data. */
export function percentText(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? `${value.toFixed(2)}%` : '—';
}

/**
 * Home "Network Validators" card (spec §2): total, active and average agreement, and the top
 * {@link HOME_TOP_VALIDATORS} by agreement over the API's window (its span named, e.g. "over the last
 * 3 h 12 min (2,870 ledgers)" until it reaches 24 h; domain or shortened key, Domain badge, status,
 * score; a row with an account opens /account/{account}), with View All Validators. All figures come
 * from one `GET /api/validators` snapshot, refreshed every 60 s. On the offline network the
 * agreement is labelled simulated.
 */
export function ValidatorsCard() {
  const styles = useStyles(getStyles);
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useGetValidatorsQuery(undefined, { pollingInterval: VALIDATORS_STALE_MS });
  const top = data ? [...data.validators].sort(byAgreement).slice(0, HOME_TOP_VALIDATORS) : [];
  return (
    <Card css={styles.card} aria-labelledby="validators-card-title" data-testid="validators-card">
      <div css={styles.head}>
        <CardTitle id="validators-card-title" css={styles.title}>
          Network Validators
        </CardTitle>
        {data?.simulated ? <Badge tone="warning">Simulated on the offline network</Badge> : null}
      </div>
      {isLoading ? (
        <div aria-busy="true">
          <Skeleton h="64px" />
          <Skeleton h="160px" />
        </div>
      ) : isError || !data ? (
        <div role="alert">
          <Muted>{MESSAGES.validatorMetricsError}</Muted>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          <ul css={styles.stats}>
            <li css={styles.stat}>
              <span css={styles.label}>Total</span>
              <span css={styles.value} data-testid="validators-total">{data.total}</span>
            </li>
            <li css={styles.stat}>
              <span css={styles.label}>Active</span>
              <span css={styles.value} data-testid="validators-active">{data.active}</span>
            </li>
            <li css={styles.stat}>
              <span css={styles.label}>Avg agreement</span>
              <span css={styles.value} data-testid="validators-average">{percentText(data.averageAgreement)}</span>
            </li>
          </ul>
          {top.length === 0 ? (
            <Muted>{MESSAGES.noValidators}</Muted>
          ) : (
            <ol css={styles.rows} aria-label={`Top ${top.length} validators by agreement`}>
              {top.map((v) => (
                <li key={v.pubkey} css={styles.row}>
                  <span css={styles.who}>
                    {v.account ? (
                      <Link to={`/account/${v.account}`} css={[styles.name, styles.link]} title={v.pubkey}>
                        {displayName(v)}
                      </Link>
                    ) : (
                      <span css={styles.name} title={v.pubkey}>
                        {displayName(v)}
                      </span>
                    )}
                    {v.domain ? <Badge tone="info">Domain</Badge> : null}
                    <Badge tone={v.status === 'active' ? 'success' : 'neutral'}>{v.status === 'active' ? 'Active' : 'Inactive'}</Badge>
                  </span>
                  <span css={styles.score}>{percentText(v.agreementScore)}</span>
                </li>
              ))}
            </ol>
          )}
          <Muted css={styles.note}>
            Agreement {agreementWindowText(data.window, DAY_SECONDS)}: validated ÷ (validated + missed) ledgers{data.simulated ? ', from simulated validations of the recorded list' : ''}.
          </Muted>
          <Button variant="outline" onClick={() => navigate('/validators')}>
            View All Validators
          </Button>
        </>
      )}
    </Card>
  );
}
