import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { css } from '@emotion/react';
import {
  ammRoute,
  Badge,
  Button,
  Card,
  CardTitle,
  Link,
  Mono,
  Muted,
  describeRequestError,
  shortenAddress,
  useStyles,
  type AffectedObject,
  type BalanceChange,
  type LedgerLensTheme,
  type Transaction,
} from '@ledgerlens/shared';
import { useGetTransactionListPagesInfiniteQuery, type TransactionListItem, type TransactionListName } from '../api/transactionListsApi';

const getStyles = (theme: LedgerLensTheme) => ({
  wrap: css`overflow-x: auto; margin-top: ${theme.spacing(1)};`,
  /** A table from medium screens up; below, each change is a two-line block (account and change, then the asset). */
  table: css`
    width: 100%; border-collapse: collapse; font-size: 14px;
    th, td { text-align: left; vertical-align: top; }
    th { color: ${theme.color.textMuted}; font-weight: 600; white-space: nowrap; }
    td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tbody tr {
      display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: ${theme.spacing(0.25, 1)};
      padding: ${theme.spacing(1, 0)}; border-bottom: 1px solid ${theme.color.border};
    }
    td:nth-of-type(2) { grid-row: 2; grid-column: 1 / -1; }
    /* A phone row: a long account breaks rather than running under a wide change (1,353-change mainnet OfferCreate). */
    td:first-of-type { min-width: 0; overflow-wrap: anywhere; }
    ${theme.mq.md} {
      thead { position: static; width: auto; height: auto; overflow: visible; clip: auto; }
      tbody tr { display: table-row; padding: 0; }
      th, td { padding: ${theme.spacing(1, 1.25)}; border-bottom: 1px solid ${theme.color.border}; }
      td.num { white-space: nowrap; }
      td:first-of-type { overflow-wrap: normal; }
    }
  `,
  link: css`color: ${theme.color.primary}; font-weight: 600; text-decoration: none; &:hover { text-decoration: underline; }`,
  up: css`color: ${theme.color.success}; font-weight: 700;`,
  down: css`color: ${theme.color.danger}; font-weight: 700;`,
  fee: css`display: block; color: ${theme.color.textMuted}; font-size: 12px; font-weight: 400;`,
  asset: css`display: grid; gap: 2px;`,
  issuer: css`color: ${theme.color.textMuted}; font-size: 12px;`,
  head: css`display: flex; align-items: center; justify-content: space-between; gap: ${theme.spacing(1.5)}; flex-wrap: wrap;`,
  headTitle: css`margin: 0;`,
  objects: css`display: grid; gap: ${theme.spacing(1)}; margin: ${theme.spacing(1.5, 0, 0)}; padding: 0; list-style: none;`,
  object: css`
    border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; padding: ${theme.spacing(1, 1.5)};
    display: grid; gap: ${theme.spacing(0.5)};
    &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }
  `,
  objectHead: css`display: flex; gap: ${theme.spacing(1)}; align-items: center; flex-wrap: wrap;`,
  objectFields: css`
    margin: 0; display: grid; grid-template-columns: minmax(100px, max-content) minmax(0, 1fr); gap: ${theme.spacing(0.25, 1.5)}; font-size: 13px;
    dt { color: ${theme.color.textMuted}; } dd { margin: 0; overflow-wrap: anywhere; }
  `,
  pair: css`display: contents;`,
  index: css`font-size: 12px; color: ${theme.color.textMuted}; overflow-wrap: anywhere;`,
  indexLink: css`font-size: 12px; color: ${theme.color.primary}; overflow-wrap: anywhere; text-decoration: underline; text-underline-offset: 2px; &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }`,
  poolLink: css`color: ${theme.color.primary}; font-weight: 600; font-size: 14px; justify-self: start;`,
  more: css`margin-top: ${theme.spacing(1.5)}; display: flex; gap: ${theme.spacing(1)}; align-items: center; flex-wrap: wrap;`,
  failed: css`color: ${theme.color.danger}; flex-basis: 100%;`,
});

/** A signed exact decimal with thousands separators: `-1234.5` → `−1,234.5`, `+` for gains. */
export function signedDecimal(value: string): string {
  const negative = value.startsWith('-');
  const [whole, fraction] = value.replace(/^[-+]/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '−' : '+'}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** What an MPT change is, in words: the holder's escrowed balance, or the issuer's side (OutstandingAmount). */
const MPT_NOTES: Record<NonNullable<BalanceChange['note']>, string> = {
  'escrow lock': 'locked in escrow',
  'escrow unlock': 'released from escrow',
  issued: 'issued (OutstandingAmount)',
  redeemed: 'redeemed (OutstandingAmount)',
};

function assetOf(b: BalanceChange): string {
  // An MPT: its ticker (the API's `currency`), else "MPT" and a short issuance ID.
  if (b.mptIssuanceId) return b.currency === 'MPT' ? `MPT ${b.mptIssuanceId.slice(0, 6)}…${b.mptIssuanceId.slice(-4)}` : b.currency;
  if (/^03[0-9A-F]{38}$/i.test(b.currency)) return `LP token ${b.currency.slice(0, 8)}…`;
  return b.currency;
}

/**
 * Balance-change rows drawn at first: about one screenful. A transaction crossing thousands of
 * offers has thousands of changes; drawing them all held its first screen for seconds (`bench:tx`).
 */
export const BALANCE_ROWS_FIRST = 10;

/** Balance-change rows added by each "Show more". */
export const BALANCE_ROWS_MORE = 50;

/**
 * How many entries of a long list are drawn, and "Show more" for the next ones. The
 * transaction's page-sized answer holds the list's first entries (`initial`); the others are read
 * from the API page by page ({@link useGetTransactionListPagesInfiniteQuery}, `step` entries per
 * page, starting after `initial`) only when "Show more" needs them: meanwhile `loading` is true, and
 * a failed page sets `error` (its message) and `retry`. After "Show more" the keyboard focus moves to
 * the first entry just added (`focusNew` receives its position), once it is drawn, so a keyboard or
 * screen-reader user continues where the list grew instead of staying on the button.
 *
 * @param total the whole list's length (the answer's `balanceChangesTotal` / `affectedObjectsTotal`).
 */
function useShownList<L extends TransactionListName>(
  hash: string,
  list: L,
  initial: readonly TransactionListItem<L>[],
  total: number,
  first: number,
  step: number,
  focusNew: (index: number) => void,
) {
  // `shown`: entries drawn; `wanted`: entries "Show more" asked for (more than `shown` while a page loads).
  const [shown, setShown] = useState(first);
  const [wanted, setWanted] = useState(first);
  const [started, setStarted] = useState(false);
  const focusAt = useRef<number | null>(null);
  const pages = useGetTransactionListPagesInfiniteQuery({ id: hash, list, start: initial.length, limit: step }, { skip: !started || initial.length >= total });
  const loaded = useMemo(
    () => (pages.data ? [...initial, ...pages.data.pages.flatMap((p) => (p.items ?? []) as TransactionListItem<L>[])] : initial),
    [initial, pages.data],
  );
  const count = Math.min(shown, loaded.length, total);
  const target = Math.min(wanted, total);
  const wanting = target > count;
  const { isFetching, isError, hasNextPage, fetchNextPage, refetch } = pages;
  useEffect(() => {
    if (!wanting) return;
    if (loaded.length >= target) {
      // Every entry asked for is here: draw them at once, then focus the first added one.
      focusAt.current = count;
      setShown(target);
    } else if (started && pages.data && hasNextPage && !isFetching && !isError) {
      // A page arrived short of what "Show more" asked (or the first page was smaller): read the next one.
      void fetchNextPage();
    }
  }, [wanting, loaded.length, target, count, started, pages.data, hasNextPage, isFetching, isError, fetchNextPage]);
  useEffect(() => {
    if (focusAt.current !== null && count > focusAt.current) {
      const index = focusAt.current;
      focusAt.current = null;
      focusNew(index);
    }
  });
  const next = Math.min(step, total - count);
  const showMore = () => {
    if (wanting) return;
    const more = count + next;
    if (more <= loaded.length) {
      // Drawn synchronously so that the first added entry exists when it takes the focus.
      flushSync(() => {
        setShown(more);
        setWanted(more);
      });
      focusNew(count);
      return;
    }
    setWanted(more);
    if (!started) setStarted(true);
    else if (!isFetching) void fetchNextPage();
  };
  const loading = wanting && !isError;
  const error = wanting && isError ? describeRequestError(pages.error) : null;
  const retry = () => void (pages.data ? fetchNextPage() : refetch());
  return { items: loaded, count, next, showMore, loading, error, retry };
}

/** "Show N more", the count, and while a page loads or after it failed, its state and Retry. */
function MoreBar({
  count,
  total,
  next,
  noun,
  loading,
  error,
  onMore,
  onRetry,
  countTestId,
}: {
  count: number;
  total: number;
  next: number;
  noun: string;
  loading: boolean;
  error: string | null;
  onMore: () => void;
  onRetry: () => void;
  countTestId?: string;
}) {
  const styles = useStyles(getStyles);
  return (
    <div css={styles.more}>
      {error !== null ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={onMore} disabled={loading} aria-busy={loading}>
          {loading ? `Loading ${next.toLocaleString('en-US')} more…` : `Show ${next.toLocaleString('en-US')} more`}
        </Button>
      )}
      <Muted data-testid={countTestId}>
        Showing {count.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {noun}
      </Muted>
      <span role="status" css={error !== null ? styles.failed : undefined}>
        {error !== null ? `The next ${noun} could not be loaded: ${error}` : ''}
      </span>
    </div>
  );
}

const NONE: readonly never[] = [];

/**
 * Balance changes (the API's `balanceChanges`, from xrpl.js `getBalanceChanges`): one row per
 * account and asset with the signed exact change; the fee is part of the payer's XRP change and
 * named under it. "Unavailable" when the API could not compute them (missing metadata).
 *
 * A long list draws its first {@link BALANCE_ROWS_FIRST} rows, says "Showing 10 of 3,000 balance
 * changes" and adds {@link BALANCE_ROWS_MORE} rows per "Show more"; the page-sized answer carries
 * the first entries and `balanceChangesTotal`, the next rows are read from
 * `GET /api/transaction/{hash}/balance-changes` when needed (loading state, Retry on failure). The
 * table carries the real row count (`aria-rowcount`, `aria-rowindex`) for screen readers, and focus
 * moves to the first added row.
 */
export function BalanceChanges({ tx }: { tx: Transaction }) {
  const styles = useStyles(getStyles);
  const initial = tx.balanceChanges ?? NONE;
  const total = tx.balanceChanges ? Math.max(tx.balanceChangesTotal ?? 0, initial.length) : 0;
  const body = useRef<HTMLTableSectionElement>(null);
  const { items: changes, count, next, showMore, loading, error, retry } = useShownList(tx.hash, 'balance-changes', initial, total, BALANCE_ROWS_FIRST, BALANCE_ROWS_MORE, (index) => {
    body.current?.rows[index]?.querySelector<HTMLElement>('a')?.focus();
  });
  if (tx.balanceChanges === undefined) return null;
  const partial = count < total;
  return (
    <Card aria-labelledby="tx-balances-title" data-testid="balance-changes">
      <CardTitle id="tx-balances-title">Balance changes</CardTitle>
      {tx.balanceChanges === null ? (
        <Muted>Balance changes are unavailable: the metadata of this transaction is missing or could not be read.</Muted>
      ) : total === 0 ? (
        <Muted>No balance changed.</Muted>
      ) : (
        <div css={styles.wrap}>
          <table css={styles.table} aria-rowcount={partial ? total + 1 : undefined}>
            <thead>
              <tr aria-rowindex={partial ? 1 : undefined}>
                <th scope="col">Account</th>
                <th scope="col">Asset</th>
                <th scope="col" className="num">
                  Change
                </th>
              </tr>
            </thead>
            <tbody ref={body}>
              {changes.slice(0, count).map((b, i) => (
                <tr key={`${b.account}-${b.currency}-${b.issuer ?? b.mptIssuanceId ?? ''}-${i}`} aria-rowindex={partial ? i + 2 : undefined}>
                  <td>
                    <Link to={`/account/${b.account}`} css={styles.link} title={b.account}>
                      {shortenAddress(b.account, 8, 6)}
                    </Link>
                  </td>
                  <td>
                    <span css={styles.asset}>
                      {b.mptIssuanceId ? (
                        <Link to={`/mpt/${b.mptIssuanceId}`} css={styles.link} title={`MPTokenIssuanceID ${b.mptIssuanceId}`}>
                          {assetOf(b)}
                        </Link>
                      ) : (
                        <span>{assetOf(b)}</span>
                      )}
                      {b.issuer ? (
                        <span css={styles.issuer}>
                          issuer{' '}
                          <Link to={`/account/${b.issuer}`} css={styles.link} title={b.issuer}>
                            {shortenAddress(b.issuer, 6, 4)}
                          </Link>
                        </span>
                      ) : null}
                    </span>
                  </td>
                  <td className="num">
                    <span css={b.value.startsWith('-') ? styles.down : styles.up}>{signedDecimal(b.value)}</span>
                    {b.fee ? <span css={styles.fee}>includes the {b.fee} XRP fee</span> : null}
                    {b.note ? <span css={styles.fee}>{MPT_NOTES[b.note]}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {partial ? (
            <MoreBar
              count={count}
              total={total}
              next={next}
              noun="balance changes"
              loading={loading}
              error={error}
              onMore={showMore}
              onRetry={retry}
              countTestId="balance-changes-count"
            />
          ) : null}
        </div>
      )}
    </Card>
  );
}

/** Objects drawn when the affected-objects list opens (a transaction can touch thousands). */
export const AFFECTED_PAGE_SIZE = 25;

/** Objects added by each "Show more" of the affected-objects list. */
export const AFFECTED_MORE = 100;

const ACTION_TONE: Record<AffectedObject['action'], 'success' | 'info' | 'danger'> = { created: 'success', modified: 'info', deleted: 'danger' };

/**
 * Affected ledger objects (the API's `affectedObjects`): collapsed by default; when opened, the
 * first {@link AFFECTED_PAGE_SIZE} entries and "Show N more" ({@link AFFECTED_MORE} at a time) for
 * the next ones, read from `GET /api/transaction/{hash}/affected-objects` when needed (loading
 * state, Retry on failure), so a transaction with thousands of affected nodes renders its first
 * screen at once. The heading counts the whole list (`affectedObjectsTotal` of the page-sized
 * answer); each item carries its position in it (`aria-posinset` / `aria-setsize`) and focus moves
 * to the first added item after "Show more".
 */
export function AffectedObjects({ tx }: { tx: Transaction }) {
  const styles = useStyles(getStyles);
  const [open, setOpen] = useState(false);
  const objects = tx.affectedObjects;
  const initial = objects ?? NONE;
  const count = objects ? Math.max(tx.affectedObjectsTotal ?? 0, initial.length) : 0;
  const list = useRef<HTMLUListElement>(null);
  const { items, count: shown, next, showMore, loading, error, retry } = useShownList(tx.hash, 'affected-objects', initial, count, AFFECTED_PAGE_SIZE, AFFECTED_MORE, (index) => {
    (list.current?.children[index] as HTMLElement | undefined)?.focus();
  });
  if (objects === undefined) return null;
  return (
    <Card aria-labelledby="tx-objects-title" data-testid="affected-objects">
      <div css={styles.head}>
        <CardTitle id="tx-objects-title" css={styles.headTitle}>
          Affected ledger objects {objects ? `(${count.toLocaleString('en-US')})` : ''}
        </CardTitle>
        {objects && count > 0 ? (
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls="tx-objects-list" onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide objects' : 'Show objects'}
          </Button>
        ) : null}
      </div>
      {objects === null ? <Muted>Affected objects are unavailable: the metadata of this transaction is missing.</Muted> : null}
      {open && objects ? (
        <>
          <ul id="tx-objects-list" css={styles.objects} ref={list}>
            {items.slice(0, shown).map((o, i) => (
              <li key={`${o.index}-${i}`} css={styles.object} tabIndex={-1} aria-posinset={i + 1} aria-setsize={count}>
                <div css={styles.objectHead}>
                  <Badge tone={ACTION_TONE[o.action]}>{o.action}</Badge>
                  <strong>{o.type}</strong>
                </div>
                <Link to={`/object/${o.index}`} css={styles.indexLink} aria-label={`${o.index} (open the ${o.type} object page)`}>
                  <Mono>{o.index}</Mono>
                </Link>
                {o.type === 'AMM' && o.fields.Account ? (
                  <Link to={ammRoute(o.fields.Account)} css={styles.poolLink}>
                    AMM pool page
                  </Link>
                ) : null}
                {Object.keys(o.fields).length > 0 ? (
                  <dl css={styles.objectFields}>
                    {Object.entries(o.fields).map(([k, v]) => (
                      <div key={k} css={styles.pair}>
                        <dt>{k}</dt>
                        <dd>{v}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </li>
            ))}
          </ul>
          {shown < count ? (
            <MoreBar count={shown} total={count} next={next} noun="objects" loading={loading} error={error} onMore={showMore} onRetry={retry} />
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
