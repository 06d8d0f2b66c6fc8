import { memo, startTransition, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import {
  Badge,
  Card,
  CardTitle,
  Link,
  Mono,
  Muted,
  TableAmount,
  formatTableAmount,
  formatXrp,
  groupThousands,
  shortenAddress,
  statusBadge,
  useHydrated,
  useLocation,
  useStyles,
  VisuallyHidden,
  type LedgerLensTheme,
  type Ledger,
  type LedgerTransaction,
} from '@ledgerlens/shared';
import { Icon } from '../../../components/Icon';

/**
 * Rows in the server's markup (and the takeover's first render); the rest are drawn right after
 * the takeover, so a phone is not parsing and laying out a busy ledger's whole table at first paint.
 */
export const FIRST_ROWS = 20;
/** The query that asks for every row in the server's markup (the link shown while only the first rows are there). */
export const ALL_ROWS_QUERY = { name: 'rows', value: 'all' } as const;

/** Grid columns of a row on md+ (hash, status, type, amount, fee, from, to, View). */
const COLUMNS = 'minmax(120px, 1.2fr) 96px minmax(110px, 1fr) minmax(120px, 1.2fr) 104px minmax(110px, 1fr) minmax(110px, 1fr) 72px';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(1.5)}; min-width: 0;`,
  titleRow: css`display: flex; justify-content: space-between; gap: ${theme.spacing(1)}; align-items: baseline; flex-wrap: wrap;`,
  note: css`margin: 0; font-size: 13px;`,
  table: css`display: grid; min-width: 0;`,
  head: css`
    display: none;
    ${theme.mq.lg} {
      display: grid; grid-template-columns: ${COLUMNS}; gap: ${theme.spacing(1)}; padding: ${theme.spacing(1, 1.5)};
      font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted};
      border-bottom: 1px solid ${theme.color.border};
    }
  `,
  row: css`
    display: grid; gap: ${theme.spacing(0.5, 1)}; padding: ${theme.spacing(1.25, 1.5)}; align-items: center;
    grid-template-columns: minmax(0, 1fr) auto; border-bottom: 1px solid ${theme.color.border};
    &:hover { background: ${theme.color.surfaceAlt}; }
    ${theme.mq.lg} { grid-template-columns: ${COLUMNS}; }
  `,
  cell: css`min-width: 0; font-size: 14px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;`,
  /** Cells shown only on wide screens; on phones the row is a two-line summary. */
  wide: css`display: none; ${theme.mq.lg} { display: block; }`,
  narrowLine: css`grid-column: 1 / -1; display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap; font-size: 13px; color: ${theme.color.textMuted}; ${theme.mq.lg} { display: none; }`,
  hash: css`font-size: 13px;`,
  typeCell: css`display: grid; min-width: 0;`,
  rowText: css`font-size: 12px; color: ${theme.color.textMuted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;`,
  amount: css`font-variant-numeric: tabular-nums;`,
  link: css`color: ${theme.color.primary}; text-decoration: none; &:hover { text-decoration: underline; }`,
  view: css`
    display: inline-flex; align-items: center; gap: ${theme.spacing(0.5)}; justify-self: end; font-size: 13px; font-weight: 600;
    color: ${theme.color.primary}; text-decoration: none; &:hover { text-decoration: underline; }
  `,
  more: css`
    display: flex; justify-content: center; padding: ${theme.spacing(1.5)}; font-size: 14px; font-weight: 600;
    a { color: ${theme.color.primary}; }
  `,
  empty: css`display: grid; justify-items: center; gap: ${theme.spacing(1)}; padding: ${theme.spacing(4, 2)}; color: ${theme.color.textMuted}; text-align: center;`,
});

function AccountLink({ address }: { address: string | undefined }) {
  const styles = useStyles(getStyles);
  if (!address) return <span>—</span>;
  return (
    <Link to={`/account/${address}`} css={styles.link} title={address}>
      {shortenAddress(address)}
    </Link>
  );
}

/** One transaction row: on wide screens eight columns, below 1024 px hash and status, then one cell with type, amount, fee, From and To (read by screen readers too). */
const Row = memo(function Row({ tx }: { tx: LedgerTransaction }) {
  const styles = useStyles(getStyles);
  const badge = statusBadge(tx.status);
  // At most 10 significant digits in the table; the exact value in the tooltip and Copy.
  const amount = formatTableAmount(tx.amount)?.text ?? '—';
  return (
    <div role="row" css={styles.row} data-testid="ledger-tx-row" data-hash={tx.hash}>
      <span role="cell" css={styles.cell}>
        <Link to={`/transaction/${tx.hash}`} css={styles.link} title={tx.hash}>
          <Mono css={styles.hash}>{tx.hash.slice(0, 16)}…</Mono>
        </Link>
      </span>
      <span role="cell" css={styles.cell}>
        <Badge tone={badge.tone} title={tx.status}>
          {badge.label}
        </Badge>
      </span>
      <span role="cell" css={[styles.cell, styles.wide]}>
        <span css={styles.typeCell}>
          <span>{tx.type}</span>
          {tx.row ? <span css={styles.rowText}>{tx.row}</span> : null}
        </span>
      </span>
      <span role="cell" css={[styles.cell, styles.wide, styles.amount]}>
        <TableAmount amount={tx.amount} />
      </span>
      <span role="cell" css={[styles.cell, styles.wide, styles.amount]}>
        {formatXrp(tx.fee)}
      </span>
      <span role="cell" css={[styles.cell, styles.wide]}>
        <AccountLink address={tx.from} />
      </span>
      <span role="cell" css={[styles.cell, styles.wide]}>
        <AccountLink address={tx.to} />
      </span>
      <span role="cell" css={[styles.cell, styles.wide]}>
        <Link to={`/transaction/${tx.hash}`} css={styles.view} aria-label={`View transaction ${tx.hash}`}>
          View
          <Icon name="next" />
        </Link>
      </span>
      {/* Below 1024 px the columns above are hidden: this cell says what they said, parties included, to screen readers too (the hash links to the page with every detail). */}
      <span role="cell" css={styles.narrowLine} data-testid="ledger-tx-summary">
        <span>{tx.row ?? tx.type}</span>
        <span>{amount}</span>
        <span>fee {formatXrp(tx.fee)}</span>
        {tx.from ? <span>from {shortenAddress(tx.from)}{tx.to ? ` to ${shortenAddress(tx.to)}` : ''}</span> : null}
      </span>
    </div>
  );
});

/**
 * Whether every row is drawn: at once in a client render or with `?rows=all`; after the takeover
 * (a transition) when the page was server-rendered with {@link FIRST_ROWS}.
 */
function useAllRows(): { all: boolean; pathname: string } {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const asked = new URLSearchParams(search).get(ALL_ROWS_QUERY.name) === ALL_ROWS_QUERY.value;
  const [drawn, setDrawn] = useState(hydrated);
  useEffect(() => {
    if (!drawn) startTransition(() => setDrawn(true));
  }, [drawn]);
  return { all: asked || drawn, pathname };
}

/**
 * The ledger's transaction table (spec §2): hash, status, type (with the API's one-line `row`
 * when present), amount, fee, from, to and View, in transaction-index order, at most 250 rows
 * (spec §9); says so when the ledger has more, and when the recorded list is incomplete. A
 * server-rendered page carries the first {@link FIRST_ROWS} rows and a link to all of them
 * (`?rows=all`, for a browser without the app); the app draws the rest right after the takeover. Hash and
 * View link to `/transaction/{hash}`, from/to to `/account/{address}`. Empty ledger: 'This ledger
 * does not contain any transactions.'
 */
export function TransactionTable({ ledger }: { ledger: Ledger }) {
  const styles = useStyles(getStyles);
  const { all, pathname } = useAllRows();
  const rows = ledger.transactions;
  const total = ledger.transactionCount;
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <Card css={styles.card} aria-labelledby="ledger-tx-title">
      <div css={styles.titleRow}>
        <CardTitle id="ledger-tx-title">Transactions</CardTitle>
        <Muted css={styles.note} data-testid="ledger-tx-count">
          {rows.length < total
            ? `Showing the first ${groupThousands(String(rows.length))} of ${groupThousands(String(total))} transactions`
            : `${groupThousands(String(total))} transaction${total === 1 ? '' : 's'}`}
        </Muted>
      </div>
      {(ledger as Ledger & { transactionsComplete?: boolean }).transactionsComplete === false ? (
        <Muted css={styles.note} role="note">
          The recorded transaction list of this ledger is incomplete: the counts and fees cover only the transactions that were
          recorded.
        </Muted>
      ) : null}
      {rows.length === 0 ? (
        <div css={styles.empty}>
          <Icon name="empty" size={28} />
          <p>{total > 0 ? 'The transactions of this ledger were not recorded.' : 'This ledger does not contain any transactions.'}</p>
        </div>
      ) : (
        <div role="table" aria-label={`Transactions of ledger ${ledger.ledgerIndex}`} aria-rowcount={rows.length} css={styles.table}>
          <div role="row" css={styles.head}>
            {['Hash', 'Status', 'Type', 'Amount', 'Fee', 'From', 'To', ''].map((h, i) => (
              <span role="columnheader" key={i}>
                {h || <VisuallyHidden>Details</VisuallyHidden>}
              </span>
            ))}
          </div>
          {shown.map((tx) => (
            <Row key={tx.hash} tx={tx} />
          ))}
        </div>
      )}
      {shown.length < rows.length ? (
        // Until the app draws the rest (or without it): every row in the server's markup.
        <p css={styles.more}>
          <Link to={`${pathname}?${ALL_ROWS_QUERY.name}=${ALL_ROWS_QUERY.value}`}>Show all {groupThousands(String(rows.length))} transactions</Link>
        </p>
      ) : null}
    </Card>
  );
}
