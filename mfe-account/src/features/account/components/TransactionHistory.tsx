import { useMemo, useRef, type MouseEvent } from 'react';
import { css } from '@emotion/react';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  Input,
  Link,
  Mono,
  Muted,
  Skeleton,
  Switch,
  TableAmount,
  describeRequestError,
  shortenAddress,
  statusBadge,
  useNavigate,
  useSearchParams,
  useStyles,
  type LedgerLensTheme,
  type Transaction,
} from '@ledgerlens/shared';
import { useGetAccountTransactionsQuery } from '../api/accountApi';
import { CLEARED, filterTransactions, readFilters, toggleDust, writeFilters, type HistoryFilters } from '../hooks/historyFilters';
import { historyCsv } from '../hooks/csv';
import { useMarkerPaging } from '../hooks/useMarkerPaging';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(1.5)}; min-width: 0;`,
  head: css`display: flex; gap: ${theme.spacing(1)}; justify-content: space-between; align-items: center; flex-wrap: wrap;`,
  tools: css`display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap; align-items: center;`,
  search: css`flex: 1 1 240px; min-width: 0;`,
  panel: css`
    display: grid; gap: ${theme.spacing(1.5)}; padding: ${theme.spacing(1.5)}; border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt};
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); align-items: end;
  `,
  field: css`display: grid; gap: ${theme.spacing(0.5)}; font-size: 13px; font-weight: 600; color: ${theme.color.textMuted};`,
  select: css`
    height: 40px; padding: ${theme.spacing(0, 1)}; font: inherit; font-size: 14px; color: ${theme.color.text};
    background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm};
  `,
  list: css`list-style: none; margin: 0; padding: 0; display: grid;`,
  row: css`
    display: grid; gap: ${theme.spacing(0.5, 1.5)}; padding: ${theme.spacing(1.25, 0.5)}; border-bottom: 1px solid ${theme.color.border};
    grid-template-columns: minmax(0, 1fr);
    ${theme.mq.md} { grid-template-columns: 170px minmax(0, 1fr) 150px 240px; align-items: center; }
    ${theme.mq.lg} { grid-template-columns: 170px minmax(0, 1fr) 150px 320px; }
    cursor: pointer;
    &:hover { background: ${theme.color.surfaceAlt}; }
    &:focus-within { background: ${theme.color.surfaceAlt}; }
  `,
  rowLink: css`color: inherit; text-decoration: none; display: grid; gap: ${theme.spacing(0.25)}; min-width: 0; &:hover span:first-of-type { text-decoration: underline; }`,
  type: css`font-weight: 600;`,
  sub: css`font-size: 12px; color: ${theme.color.textMuted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;`,
  parties: css`display: grid; gap: ${theme.spacing(0.25)}; font-size: 13px; min-width: 0; justify-items: start;`,
  party: css`display: flex; gap: ${theme.spacing(0.5)}; align-items: center; flex-wrap: wrap; min-width: 0;`,
  amount: css`font-variant-numeric: tabular-nums; font-weight: 600; overflow-wrap: anywhere;`,
  amountCell: css`
    display: flex; gap: ${theme.spacing(1)}; align-items: center; flex-wrap: wrap; min-width: 0; font-size: 13px;
    ${theme.mq.md} { display: grid; gap: ${theme.spacing(0.5)}; justify-items: end; text-align: right; }
  `,
  link: css`color: ${theme.color.primary}; text-decoration: none; &:hover { text-decoration: underline; }`,
  pager: css`display: flex; gap: ${theme.spacing(1)}; align-items: center; justify-content: space-between; flex-wrap: wrap;`,
  note: css`margin: 0; font-size: 13px;`,
  skeletons: css`display: grid; gap: ${theme.spacing(1)};`,
  empty: css`padding: ${theme.spacing(3, 1)}; text-align: center; color: ${theme.color.textMuted}; margin: 0;`,
});

/** A row's date-time in the visitor's locale and time zone (one formatter for every row, not one per row). */
const ROW_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One history row (spec §2): type, first 16 hash characters, date-time, amount (at most 10
 * significant digits, exact in its tooltip and Copy), status badge, from/to with badges. A click
 * anywhere on the row opens the transaction (links and buttons inside keep their own action, and
 * selecting text does not navigate); by keyboard, the row's first link (type and hash) opens it.
 */
function Row({ tx, address }: { tx: Transaction; address: string }) {
  const styles = useStyles(getStyles);
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLLIElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    // A control of the row handles its own click (the panel around the rows is focusable too: only look inside the row).
    const control = (event.target as Element).closest('a, button, input, select, textarea, [tabindex]');
    if (control && event.currentTarget.contains(control)) return;
    if (typeof window !== 'undefined' && (window.getSelection()?.toString() ?? '') !== '') return;
    void navigate(`/transaction/${tx.hash}`);
  };
  const badge = statusBadge(tx.status);
  const time = tx.timestamp ? new Date(tx.timestamp) : null;
  const party = (role: 'From' | 'To', who: string | undefined, details: Transaction['fromDetails']) =>
    who ? (
      <span css={styles.party}>
        <span css={styles.sub}>{role}</span>
        {who === address ? (
          <Badge tone="outline">this account</Badge>
        ) : (
          <Link to={`/account/${who}`} css={styles.link} title={who}>
            {shortenAddress(who)}
          </Link>
        )}
        {details?.label ? <Badge tone={details.verified ? 'success' : 'neutral'}>{details.label}</Badge> : null}
      </span>
    ) : null;
  return (
    <li css={styles.row} data-testid="history-row" data-hash={tx.hash} onClick={open}>
      <Link to={`/transaction/${tx.hash}`} css={styles.rowLink}>
        <span css={styles.type}>{tx.type}</span>
        <Mono css={styles.sub}>{tx.hash.slice(0, 16)}</Mono>
        {tx.row ? <span css={styles.sub}>{tx.row}</span> : null}
      </Link>
      <span css={styles.parties}>
        {party('From', tx.from, tx.fromDetails)}
        {party('To', tx.to, tx.toDetails)}
      </span>
      <span css={styles.sub} title={tx.timestamp ?? undefined}>
        {time && Number.isFinite(time.getTime()) ? ROW_TIME.format(time) : '—'}
      </span>
      <span css={styles.amountCell}>
        <TableAmount amount={tx.amount} css={styles.amount} multiline />
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </span>
    </li>
  );
}

/**
 * What the filters act on: the page of 20 transactions loaded (`account_tx` with a marker), not the
 * whole history (the articles say "on this page" too).
 */
export const FILTERS_SCOPE_NOTE = 'Filters and search apply to the transactions on this page (20 per page), not to the whole history: use Next to filter the following page.';

/**
 * The account's transaction history (spec §2 "Transaction history list", §4 paging and filters,
 * §5 filter rules): 20 per page from `GET /api/account/{address}/transactions-paginated` (rippled
 * `account_tx`), marker paging with "Page X of Y", search, filter panel (type, min/max amount in
 * XRP, date from/to), Show dust with memory of the last minimum, Clear, Export CSV. Filters live in
 * the query string (shared links, back/forward) and apply to the loaded page ({@link FILTERS_SCOPE_NOTE}).
 */
export function TransactionHistory({ address, refreshKey = 0 }: { address: string; /** Changes on each refresh of the page: back to page 1 (spec §4). */ refreshKey?: number }) {
  const styles = useStyles(getStyles);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const remembered = useRef<number | null>(filters.minAmount);
  const paging = useMarkerPaging(`${address}#${refreshKey}`);
  const { data, error, isFetching, isError, refetch } = useGetAccountTransactionsQuery({ address, marker: paging.marker });

  const set = (next: HistoryFilters) => setParams(writeFilters(next, params));
  const shown = useMemo(() => filterTransactions(data?.transactions ?? [], filters), [data, filters]);
  const types = useMemo(() => [...new Set((data?.transactions ?? []).map((t) => t.type))].sort(), [data]);

  const exportCsv = async () => {
    const blob = new Blob([await historyCsv(shown)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `ledgerlens-${address}-page${paging.page}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };

  let body;
  if (isError) {
    body = (
      <div role="alert">
        <p css={styles.empty}>{describeRequestError(error)}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!data) {
    body = (
      <div aria-busy="true" css={styles.skeletons}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} h="52px" />
        ))}
      </div>
    );
  } else if (data.transactions.length === 0) {
    body = <p css={styles.empty}>No transactions found</p>;
  } else if (shown.length === 0) {
    body = <p css={styles.empty}>No transactions match your filters</p>;
  } else {
    body = (
      <ul css={styles.list} aria-label="Transactions">
        {shown.map((tx) => (
          <Row key={tx.hash} tx={tx} address={address} />
        ))}
      </ul>
    );
  }

  const hasMore = data?.hasMore ?? false;
  return (
    <Card css={styles.card} aria-labelledby="history-title">
      <div css={styles.head}>
        <CardTitle id="history-title">Transaction history</CardTitle>
        <div css={styles.tools}>
          <Button variant="outline" size="sm" onClick={() => set({ ...filters, showFilters: !filters.showFilters })} aria-expanded={filters.showFilters}>
            {filters.showFilters ? 'Hide filters' : 'Filters'}
          </Button>
          <Button variant="outline" size="sm" onClick={() => void exportCsv()} disabled={shown.length === 0}>
            Export CSV
          </Button>
        </div>
      </div>
      <div css={styles.search}>
        <Input
          type="search"
          value={filters.search}
          onChange={(e) => set({ ...filters, search: e.target.value })}
          placeholder="Search by hash, from or to"
          aria-label="Search transactions"
        />
      </div>
      {filters.showFilters ? (
        <div css={styles.panel} role="group" aria-label="Filters">
          <label css={styles.field}>
            Type
            <select css={styles.select} value={filters.type} onChange={(e) => set({ ...filters, type: e.target.value })}>
              <option value="">All types</option>
              {[...new Set([...types, ...(filters.type ? [filters.type] : [])])].map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          <label css={styles.field}>
            Min amount (XRP)
            <Input
              inputMode="decimal"
              value={filters.minAmount ?? ''}
              disabled={filters.showDust}
              onChange={(e) => {
                const value = e.target.value.trim() === '' ? null : Number(e.target.value);
                if (value === null || Number.isFinite(value)) {
                  remembered.current = value;
                  set({ ...filters, minAmount: value });
                }
              }}
            />
          </label>
          <label css={styles.field}>
            Max amount (XRP)
            <Input
              inputMode="decimal"
              value={filters.maxAmount ?? ''}
              onChange={(e) => {
                const value = e.target.value.trim() === '' ? null : Number(e.target.value);
                if (value === null || Number.isFinite(value)) set({ ...filters, maxAmount: value });
              }}
            />
          </label>
          <label css={styles.field}>
            Date from
            <Input type="date" value={filters.dateFrom} onChange={(e) => set({ ...filters, dateFrom: e.target.value })} />
          </label>
          <label css={styles.field}>
            Date to
            <Input type="date" value={filters.dateTo} onChange={(e) => set({ ...filters, dateTo: e.target.value })} />
          </label>
          <Switch
            id="show-dust"
            label="Show dust"
            checked={filters.showDust}
            onCheckedChange={(on) => {
              if (on) remembered.current = filters.minAmount;
              set(toggleDust(filters, on, remembered.current));
            }}
          />
          <Button variant="ghost" size="sm" onClick={() => setParams(writeFilters(CLEARED, params))}>
            Clear
          </Button>
          <Muted css={styles.note} data-testid="filters-scope">
            {FILTERS_SCOPE_NOTE}
          </Muted>
        </div>
      ) : null}
      {body}
      <div css={styles.pager}>
        <Button variant="outline" size="sm" disabled={paging.page === 1 || isFetching} onClick={paging.previous}>
          Previous
        </Button>
        <Muted css={styles.note} aria-live="polite">
          {isFetching && data ? 'Loading more transactions...' : `Page ${paging.page} of ${paging.totalPages(hasMore)}`}
        </Muted>
        <Button variant="outline" size="sm" disabled={!hasMore || isFetching} onClick={() => paging.next(data?.marker ?? null, hasMore)}>
          Next
        </Button>
      </div>
    </Card>
  );
}
