import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { Badge, Button, Card, CardTitle, CopyButton, DetailGrid, Mono, Tooltip, formatXrp, showsCtid, timeAgo, type Transaction } from '@ledgerlens/shared';
import { formatDateTimeUtc } from './presentation';

const dash = <span css={(t) => css`color: ${t.color.textMuted};`}>—</span>;

/** Text of the CTID tooltip. */
export const CTID_TOOLTIP =
  'Compact Transaction Identifier: a 16-character reference built from the ledger index, the position of the transaction in that ledger and the network ID.';

function Row({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <>
      <dt>
        {label}
        {hint ? (
          <Tooltip content={hint}>
            <button
              type="button"
              aria-label={`About ${label}`}
              css={(t) => css`
                margin-left: 6px; width: 18px; height: 18px; padding: 0; border-radius: 999px; cursor: help;
                border: 1px solid ${t.color.border}; background: transparent; color: ${t.color.textMuted};
                font: inherit; font-size: 11px; font-weight: 700; line-height: 16px; vertical-align: middle;
              `}
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

const inline = css`display: inline-flex; align-items: center; gap: 8px; flex-wrap: wrap; min-width: 0;`;

/** Narrower label column on small screens (the shared grid gives labels up to 200 px). */
const gridColumns = (t: Theme) => css`
  grid-template-columns: minmax(92px, 36%) minmax(0, 1fr);
  ${t.mq.md} { grid-template-columns: minmax(120px, 200px) minmax(0, 1fr); }
`;

/**
 * Summary of a transaction (spec §2 "Transaction page"): type, time (absolute UTC + time ago), fee
 * in XRP (`tx.fee`, from `Fee` drops), destination tag, the ledger (link to `/ledger/{n}`) and
 * the CTID (shown when `transactionIndex` > 0, linked to `/transaction/{ctid}`, with copy).
 *
 * @param now reference time for "time ago", Unix ms.
 */
export function SummaryCard({ tx, now }: { tx: Transaction; now?: number }) {
  const when = formatDateTimeUtc(tx.timestamp);
  return (
    <Card aria-labelledby="tx-summary-title">
      <CardTitle id="tx-summary-title">Overview</CardTitle>
      <DetailGrid css={gridColumns}>
        <Row label="Type">
          <Badge tone="neutral">{tx.type}</Badge>
        </Row>
        <Row label="Time">
          {when ? (
            <span css={inline}>
              <time dateTime={tx.timestamp ?? undefined}>{when}</time>
              <span css={(t) => css`color: ${t.color.textMuted}; font-size: 14px;`}>({timeAgo(tx.timestamp ?? '', now)})</span>
            </span>
          ) : (
            dash
          )}
        </Row>
        <Row label="Fee">
          <span data-testid="transaction-fee">{formatXrp(tx.fee)}</span>
        </Row>
        {tx.destinationTag !== undefined ? <Row label="Destination tag">{String(tx.destinationTag)}</Row> : null}
        <Row label="Ledger">
          {tx.ledgerIndex !== null ? <Link to={`/ledger/${tx.ledgerIndex}`}>#{tx.ledgerIndex}</Link> : dash}
        </Row>
        {showsCtid(tx.transactionIndex) && tx.ctid ? (
          <Row label="CTID" hint={CTID_TOOLTIP}>
            <span css={inline}>
              <Link to={`/transaction/${tx.ctid}`} aria-label={`CTID ${tx.ctid}`}>
                <Mono>{tx.ctid}</Mono>
              </Link>
              <CopyButton value={tx.ctid} label="Copy" aria-label="Copy CTID" />
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
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <div css={css`display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap;`}>
        <CardTitle id={`${id}-title`} css={css`margin: 0;`}>
          Details
        </CardTitle>
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide technical details' : 'Show technical details'}
        </Button>
      </div>
      {open ? (
        <DetailGrid id={`${id}-panel`} css={(t) => [gridColumns(t), css`margin-top: 14px;`]}>
          <Row label="Sequence">{String(tx.sequence)}</Row>
          <Row label="Ledger index">{tx.ledgerIndex !== null ? <Link to={`/ledger/${tx.ledgerIndex}`}>{tx.ledgerIndex}</Link> : dash}</Row>
          <Row label="Transaction index">{tx.transactionIndex !== null ? String(tx.transactionIndex) : dash}</Row>
          <Row label="Ledger hash">{tx.ledgerHash ? <Mono>{tx.ledgerHash}</Mono> : dash}</Row>
          <Row label="Source tag">{tx.sourceTag !== undefined ? String(tx.sourceTag) : dash}</Row>
          <Row label="Validated">
            <Badge tone={tx.validated ? 'success' : 'warning'}>{tx.validated ? 'Yes' : 'No'}</Badge>
          </Row>
          <Row label="Result code">{tx.status ? <Mono>{tx.status}</Mono> : dash}</Row>
          <Row label="Hash">
            <span css={inline}>
              <Mono>{tx.hash}</Mono>
              <CopyButton value={tx.hash} label="Copy" aria-label="Copy transaction hash" />
            </span>
          </Row>
        </DetailGrid>
      ) : (
        <p id={`${id}-panel`} css={(t) => css`margin: 10px 0 0; font-size: 14px; color: ${t.color.textMuted};`}>
          Sequence, ledger and transaction index, ledger hash, source tag and validation.
        </p>
      )}
    </Card>
  );
}
