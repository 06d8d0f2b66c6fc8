import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import {
  Badge,
  Link,
  Mono,
  Tooltip,
  errorCodeOf,
  formatAmount,
  shortenAddress,
  statusBadge,
  formatLocalDateTime,
  timeAgoLong,
  toneColors,
  useStyles,
  type LedgerLensTheme,
  type StatusBadgeTone,
  type Transaction,
} from '@ledgerlens/shared';
import { explainFailure } from '@ledgerlens/shared/ledger';
import { AlertIcon, CheckCircleIcon, ClockIcon, XCircleIcon } from '../../../components/icons';
import { formatDateTimeUtc } from './presentation';

const HEADLINES: Record<StatusBadgeTone, string> = {
  success: 'Transaction successful',
  info: 'Transaction pending validation',
  danger: 'Transaction failed',
  warning: 'Transaction status unknown',
};

const ICONS: Record<StatusBadgeTone, ReactNode> = {
  success: <CheckCircleIcon size={28} />,
  info: <ClockIcon size={28} />,
  danger: <XCircleIcon size={28} />,
  warning: <AlertIcon size={28} />,
};

/** Tooltip of the result code: the failure title (`explainFailure`) or where the code comes from. */
export function resultCodeHint(code: string): string {
  const failed = errorCodeOf(code);
  return failed
    ? `${explainFailure(failed).title}: result code from the transaction metadata (meta.TransactionResult).`
    : 'Result code from the transaction metadata (meta.TransactionResult).';
}

const getStyles = (theme: LedgerLensTheme) => ({
  banner: (tone: StatusBadgeTone) => {
    const { fg, bg, border } = toneColors(theme, tone);
    return css`
      display: grid; gap: ${theme.spacing(1.75)}; grid-template-columns: auto minmax(0, 1fr); align-items: start;
      padding: ${theme.spacing(2.25)}; border-radius: ${theme.radius.lg}; border: 1px solid ${border}; border-left: 5px solid ${fg};
      background: linear-gradient(120deg, ${bg} 0%, ${theme.color.surface} 85%); box-shadow: ${theme.shadow.card};
      ${theme.mq.md} { padding: ${theme.spacing(2.75, 3)}; grid-template-columns: auto minmax(0, 1fr) auto; align-items: center; }
    `;
  },
  icon: (tone: StatusBadgeTone) => {
    const { fg, bg, border } = toneColors(theme, tone);
    return css`
      display: inline-grid; place-items: center; width: 48px; height: 48px; border-radius: ${theme.radius.pill};
      color: ${fg}; background: ${bg}; border: 1px solid ${border};
    `;
  },
  main: css`display: grid; gap: ${theme.spacing(0.75)}; min-width: 0;`,
  headline: css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.spacing(1)};`,
  badge: (tone: StatusBadgeTone) => css`border-color: ${toneColors(theme, tone).border}; font-size: 13px; padding: ${theme.spacing(0.375, 1.25)};`,
  headlineText: css`font-size: 16px;`,
  code: css`font-size: 12px; color: ${theme.color.textMuted}; cursor: help;`,
  meta: css`font-size: 14px; color: ${theme.color.textMuted};`,
  amountBox: css`
    grid-column: 1 / -1; display: grid; gap: ${theme.spacing(0.25)}; min-width: 0;
    ${theme.mq.md} { grid-column: auto; text-align: right; justify-items: end; }
  `,
  amountLabel: css`font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: ${theme.color.textMuted};`,
  amount: css`font-size: 24px; font-weight: 800; line-height: 1.2; overflow-wrap: anywhere; ${theme.mq.md} { font-size: 28px; }`,
  issuer: css`font-size: 13px; color: ${theme.color.textMuted};`,
});

/**
 * Status banner of the transaction page (spec §2, §4 "Transaction status"): the Success / Pending /
 * Failed badge from `statusBadge(tx.status)` (warning look with no status), the raw result code
 * (`meta.TransactionResult`), the type, the amount (`formatAmount(tx.amount)`: a plain number with
 * ' XRP', an issued amount as is, plus its issuer) and the time (UTC + time ago).
 *
 * @param now reference time for "time ago", Unix ms (tests pass a fixed value).
 */
export function StatusBanner({ tx, now }: { tx: Transaction; now?: number }) {
  const badge = statusBadge(tx.status);
  const when = formatDateTimeUtc(tx.timestamp);
  const code = typeof tx.status === 'string' ? tx.status.trim() : '';
  const styles = useStyles(getStyles);
  return (
    <section aria-label="Transaction status" data-status={badge.status ?? 'unknown'} css={styles.banner(badge.tone)}>
      <span css={styles.icon(badge.tone)}>{ICONS[badge.tone]}</span>
      <div css={styles.main}>
        <div css={styles.headline}>
          <Badge tone={badge.tone} data-testid="status-badge" css={styles.badge(badge.tone)}>
            {badge.label}
          </Badge>
          <strong css={styles.headlineText}>{HEADLINES[badge.tone]}</strong>
          {code && code.toLowerCase() !== badge.label.toLowerCase() ? (
            <Tooltip content={resultCodeHint(code)}>
              <Mono tabIndex={0} aria-label={`Result code ${code}`} css={styles.code}>
                {code}
              </Mono>
            </Tooltip>
          ) : null}
        </div>
        <div css={styles.meta}>
          {tx.type}
          {when ? (
            <>
              {' · '}
              <time dateTime={tx.timestamp ?? undefined} title={when}>{formatLocalDateTime(tx.timestamp ?? '')}</time>
              {' · '}
              {timeAgoLong(tx.timestamp ?? '', now)}
            </>
          ) : null}
        </div>
      </div>
      {tx.amount ? (
        <div css={styles.amountBox}>
          <span css={styles.amountLabel}>Amount</span>
          <span data-testid="transaction-amount" css={styles.amount}>
            {formatAmount(tx.amount)}
          </span>
          {tx.amountIssuer ? (
            <span css={styles.issuer}>
              issued by{' '}
              {/^r/.test(tx.amountIssuer) ? (
                <Link to={`/account/${tx.amountIssuer}`} title={tx.amountIssuer}>
                  <Mono>{shortenAddress(tx.amountIssuer)}</Mono>
                </Link>
              ) : (
                <Mono>{tx.amountIssuer}</Mono>
              )}
            </span>
          ) : null}
          {tx.amountMptIssuanceId ? (
            <Link to={`/mpt/${tx.amountMptIssuanceId}`} css={styles.issuer} title={`MPTokenIssuanceID ${tx.amountMptIssuanceId}`}>
              MPT issuance page
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
