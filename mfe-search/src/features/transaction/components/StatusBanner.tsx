import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import {
  Badge,
  Mono,
  Tooltip,
  errorCodeOf,
  explainFailure,
  formatAmount,
  shortenAddress,
  statusBadge,
  timeAgo,
  type StatusBadgeTone,
  type Transaction,
} from '@ledgerlens/shared';
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

/** Foreground and background of a status tone in the current theme. */
export function toneColors(t: Theme, tone: StatusBadgeTone): [fg: string, bg: string] {
  switch (tone) {
    case 'success':
      return [t.color.success, t.color.successBg];
    case 'info':
      return [t.color.info, t.color.infoBg];
    case 'danger':
      return [t.color.danger, t.color.dangerBg];
    default:
      return [t.color.warning, t.color.warningBg];
  }
}

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
  return (
    <section
      aria-label="Transaction status"
      data-status={badge.status ?? 'unknown'}
      css={(t) => {
        const [fg, bg] = toneColors(t, badge.tone);
        return css`
          display: grid; gap: 14px; grid-template-columns: auto minmax(0, 1fr); align-items: start;
          padding: 18px; border-radius: ${t.radius.lg}; border: 1px solid ${fg}44; border-left: 5px solid ${fg};
          background: linear-gradient(120deg, ${bg} 0%, ${t.color.surface} 85%); box-shadow: ${t.shadow.card};
          ${t.mq.md} { padding: 22px 24px; grid-template-columns: auto minmax(0, 1fr) auto; align-items: center; }
        `;
      }}
    >
      <span
        css={(t) => {
          const [fg, bg] = toneColors(t, badge.tone);
          return css`display: inline-grid; place-items: center; width: 48px; height: 48px; border-radius: 999px; color: ${fg}; background: ${bg}; border: 1px solid ${fg}33;`;
        }}
      >
        {ICONS[badge.tone]}
      </span>
      <div css={css`display: grid; gap: 6px; min-width: 0;`}>
        <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: 8px;`}>
          <Badge
            tone={badge.tone}
            data-testid="status-badge"
            css={(t) => css`border-color: ${toneColors(t, badge.tone)[0]}66; font-size: 13px; padding: 3px 10px;`}
          >
            {badge.label}
          </Badge>
          <strong css={css`font-size: 16px;`}>{HEADLINES[badge.tone]}</strong>
          {code && code.toLowerCase() !== badge.label.toLowerCase() ? (
            <Tooltip content={resultCodeHint(code)}>
              <Mono tabIndex={0} aria-label={`Result code ${code}`} css={(t) => css`font-size: 12px; color: ${t.color.textMuted}; cursor: help;`}>
                {code}
              </Mono>
            </Tooltip>
          ) : null}
        </div>
        <div css={(t) => css`font-size: 14px; color: ${t.color.textMuted};`}>
          {tx.type}
          {when ? (
            <>
              {' · '}
              <time dateTime={tx.timestamp ?? undefined}>{when}</time>
              {' · '}
              {timeAgo(tx.timestamp ?? '', now)}
            </>
          ) : null}
        </div>
      </div>
      {tx.amount ? (
        <div
          css={(t) => css`
            grid-column: 1 / -1; display: grid; gap: 2px; min-width: 0;
            ${t.mq.md} { grid-column: auto; text-align: right; justify-items: end; }
          `}
        >
          <span css={(t) => css`font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: ${t.color.textMuted};`}>
            Amount
          </span>
          <span
            data-testid="transaction-amount"
            css={(t) => css`font-size: 24px; font-weight: 800; line-height: 1.2; overflow-wrap: anywhere; ${t.mq.md} { font-size: 28px; }`}
          >
            {formatAmount(tx.amount)}
          </span>
          {tx.amountIssuer ? (
            <span css={(t) => css`font-size: 13px; color: ${t.color.textMuted};`}>
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
        </div>
      ) : null}
    </section>
  );
}
