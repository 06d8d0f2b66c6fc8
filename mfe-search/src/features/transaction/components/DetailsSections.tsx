import { useId, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import {
  Badge,
  Link,
  Button,
  Card,
  CardTitle,
  CopyButton,
  DetailGrid,
  Mono,
  Tooltip,
  formatXrp,
  formatLocalDateTime,
  timeAgoLong,
  useStyles,
  type LedgerLensTheme,
  type Transaction,
} from '@ledgerlens/shared';
import { showsCtid } from '@ledgerlens/shared/ledger';
import { destinationTagText, formatDateTimeUtc } from './presentation';

const getStyles = (theme: LedgerLensTheme) => ({
  dash: css`color: ${theme.color.textMuted};`,
  hint: css`
    margin-left: ${theme.spacing(0.75)}; width: 18px; height: 18px; padding: 0; border-radius: ${theme.radius.pill}; cursor: help;
    border: 1px solid ${theme.color.border}; background: transparent; color: ${theme.color.textMuted};
    font: inherit; font-size: 11px; font-weight: 700; line-height: 16px; vertical-align: middle;
  `,
  inline: css`display: inline-flex; align-items: center; gap: ${theme.spacing(1)}; flex-wrap: wrap; min-width: 0;`,
  /**
   * Narrower label column on small screens; from `md` the shared grid's own rule (labels up to
   * 200 px) applies, not written again here (the composed class would hold it twice).
   */
  grid: css`grid-template-columns: minmax(92px, 36%) minmax(0, 1fr);`,
  timeAgo: css`color: ${theme.color.textMuted}; font-size: 14px;`,
  detailsHead: css`display: flex; align-items: center; justify-content: space-between; gap: ${theme.spacing(1.5)}; flex-wrap: wrap;`,
  detailsTitle: css`margin: 0;`,
  detailsGrid: css`margin-top: ${theme.spacing(1.75)};`,
  detailsNote: css`margin: ${theme.spacing(1.25, 0, 0)}; font-size: 14px; color: ${theme.color.textMuted};`,
});

/** Muted dash of a missing value. */
function Dash() {
  const styles = useStyles(getStyles);
  return <span css={styles.dash}>—</span>;
}

/** Text of the CTID tooltip. */
export const CTID_TOOLTIP =
  'Compact Transaction Identifier: a 16-character reference built from the ledger index, the position of the transaction in that ledger and the network ID.';

function Row({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  const styles = useStyles(getStyles);
  return (
    <>
      <dt>
        {label}
        {hint ? (
          <Tooltip content={hint}>
            <button
              type="button"
              aria-label={`About ${label}`}
              css={styles.hint}
            >
              ?
            </button>
          </Tooltip>
        ) : null}
      </dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * Summary of a transaction (spec §2 "Transaction page"): type, time (absolute UTC + time ago), fee
 * in XRP (`tx.fee`, from `Fee` drops), destination tag (`none` on a Payment without one), the ledger (link to `/ledger/{n}`) and
 * the CTID (shown when `transactionIndex` > 0, linked to `/transaction/{ctid}`, with copy).
 *
 * @param now reference time for "time ago", Unix ms.
 */
export function SummaryCard({ tx, now }: { tx: Transaction; now?: number }) {
  const styles = useStyles(getStyles);
  const when = formatDateTimeUtc(tx.timestamp);
  return (
    <Card aria-labelledby="tx-summary-title">
      <CardTitle id="tx-summary-title">Overview</CardTitle>
      <DetailGrid css={styles.grid}>
        <Row label="Type">
          <Badge tone="neutral">{tx.type}</Badge>
        </Row>
        <Row label="Time">
          {when ? (
            <span css={styles.inline}>
              <time dateTime={tx.timestamp ?? undefined} title={when}>{formatLocalDateTime(tx.timestamp ?? '')}</time>
              <span css={styles.timeAgo}>({timeAgoLong(tx.timestamp ?? '', now)})</span>
            </span>
          ) : (
            <Dash />
          )}
        </Row>
        <Row label="Fee">
          <span data-testid="transaction-fee">{formatXrp(tx.fee)}</span>
        </Row>
        {destinationTagText(tx) !== null ? <Row label="Destination tag">{destinationTagText(tx)}</Row> : null}
        <Row label="Ledger">
          {tx.ledgerIndex !== null ? <Link to={`/ledger/${tx.ledgerIndex}`}>#{tx.ledgerIndex}</Link> : <Dash />}
        </Row>
        {showsCtid(tx.transactionIndex) && tx.ctid ? (
          <Row label="CTID" hint={CTID_TOOLTIP}>
            <span css={styles.inline}>
              <Link to={`/transaction/${tx.ctid}`} aria-label={`CTID ${tx.ctid}`}>
                <Mono>{tx.ctid}</Mono>
              </Link>
              <CopyButton value={tx.ctid} label="Copy" subject="CTID" />
            </span>
          </Row>
        ) : null}
      </DetailGrid>
    </Card>
  );
}

/**
 * Details section with a 'Show technical details' toggle (spec §2): sequence (`Sequence`), ledger
 * index (link to `/ledger/{n}`), transaction index (`meta.TransactionIndex`), ledger hash, source
 * tag, validated, result code and the hash with a copy button. Collapsed by default.
 */
export function TechnicalDetails({ tx }: { tx: Transaction }) {
  const styles = useStyles(getStyles);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <div css={styles.detailsHead}>
        <CardTitle id={`${id}-title`} css={styles.detailsTitle}>
          Details
        </CardTitle>
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide technical details' : 'Show technical details'}
        </Button>
      </div>
      {open ? (
        <DetailGrid id={`${id}-panel`} css={[styles.grid, styles.detailsGrid]}>
          <Row label="Sequence">{String(tx.sequence)}</Row>
          <Row label="Ledger index">{tx.ledgerIndex !== null ? <Link to={`/ledger/${tx.ledgerIndex}`}>{tx.ledgerIndex}</Link> : <Dash />}</Row>
          <Row label="Transaction index">{tx.transactionIndex !== null ? String(tx.transactionIndex) : <Dash />}</Row>
          <Row label="Ledger hash">{tx.ledgerHash ? <Mono>{tx.ledgerHash}</Mono> : <Dash />}</Row>
          <Row label="Source tag">{tx.sourceTag !== undefined ? String(tx.sourceTag) : <Dash />}</Row>
          <Row label="Validated">
            <Badge tone={tx.validated ? 'success' : 'warning'}>{tx.validated ? 'Yes' : 'No'}</Badge>
          </Row>
          <Row label="Result code">{tx.status ? <Mono>{tx.status}</Mono> : <Dash />}</Row>
          <Row label="Hash">
            <span css={styles.inline}>
              <Mono>{tx.hash}</Mono>
              <CopyButton value={tx.hash} label="Copy" subject="transaction hash" />
            </span>
          </Row>
        </DetailGrid>
      ) : (
        <p id={`${id}-panel`} css={styles.detailsNote}>
          Sequence, ledger and transaction index, ledger hash, source tag and validation.
        </p>
      )}
    </Card>
  );
}
