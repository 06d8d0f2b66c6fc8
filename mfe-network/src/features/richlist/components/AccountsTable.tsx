import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTheme } from '@emotion/react';
import { Badge, Link, formatXrp, useStyles, type LedgerLensTheme, type RichList } from '@ledgerlens/shared';
import { formatPercent } from '../hooks/format';

type RichAccount = RichList['accounts'][number];

/** Height of one row in px on medium screens and up: one line per cell (fixed, no measuring). */
export const ROW_HEIGHT = 72;
/** Height of one row on phones, where each row is a small card: account, then the amounts. */
export const ROW_HEIGHT_PHONE = 196;
const HEAD_HEIGHT = 44;
/** Amounts in the cells are XRP (the card says so): no unit repeated on every cell. */
const IN_XRP = { suffix: false } as const;
/** Rows drawn beyond the visible ones, above and below. */
const OVERSCAN = 8;

/**
 * Phones first: each row is a card (rank beside the account, then one labelled amount per line); from the
 * `md` breakpoint up, a real table row with a sticky header.
 */
const getStyles = (theme: LedgerLensTheme) => ({
  scroll: css`
    position: relative; overflow: auto; overscroll-behavior: contain;
    border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; background: ${theme.color.surface};
    -webkit-overflow-scrolling: touch;
  `,
  table: css`
    display: block; width: 100%; border-collapse: separate; border-spacing: 0; font-size: 14px;
    ${theme.mq.md} { display: table; min-width: 1000px; table-layout: fixed; }
  `,
  cols: css`display: none; ${theme.mq.md} { display: table-column-group; }`,
  thead: css`
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
    ${theme.mq.md} { position: static; width: auto; height: auto; overflow: visible; clip: auto; display: table-header-group; }
  `,
  tbody: css`display: block; ${theme.mq.md} { display: table-row-group; }`,
  th: css`
    position: sticky; top: 0; z-index: 1; height: ${HEAD_HEIGHT}px; padding: ${theme.spacing(0, 1.5)};
    background: ${theme.color.surfaceAlt}; color: ${theme.color.textMuted}; font-size: 12px; font-weight: 600;
    text-transform: uppercase; letter-spacing: .02em; text-align: left; white-space: nowrap;
    border-bottom: 1px solid ${theme.color.border};
  `,
  thNum: css`text-align: right;`,
  row: css`
    display: grid; box-sizing: border-box; height: ${ROW_HEIGHT_PHONE}px; overflow: hidden;
    grid-template-columns: max-content minmax(0, 1fr);
    grid-template-areas: 'rank who' 'bal bal' 'sup sup' 'esc esc' 'share share';
    column-gap: ${theme.spacing(1.5)};
    align-content: center; row-gap: ${theme.spacing(0.5)}; padding: ${theme.spacing(1, 1.5)};
    border-bottom: 1px solid ${theme.color.border};
    &:hover, &:hover td { background: ${theme.color.primaryBg}; }
    ${theme.mq.md} { display: table-row; height: ${ROW_HEIGHT}px; padding: 0; border-bottom: 0; }
  `,
  td: css`
    display: block; min-width: 0; overflow: hidden; color: ${theme.color.text};
    ${theme.mq.md} { display: table-cell; padding: ${theme.spacing(0, 1.5)}; border-bottom: 1px solid ${theme.color.border}; vertical-align: middle; }
  `,
  num: css`
    display: flex; justify-content: space-between; align-items: baseline; gap: ${theme.spacing(1)};
    font-variant-numeric: tabular-nums; white-space: nowrap; font-size: 13px;
    &::before { content: attr(data-label); font-size: 11px; font-weight: 600; text-transform: uppercase; letter-spacing: .02em; color: ${theme.color.textMuted}; }
    ${theme.mq.md} { display: table-cell; text-align: right; font-size: 14px; &::before { content: none; } }
  `,
  rank: css`grid-area: rank; font-weight: 700; color: ${theme.color.textMuted}; font-variant-numeric: tabular-nums;`,
  whoCell: css`grid-area: who;`,
  bal: css`grid-area: bal;`,
  sup: css`grid-area: sup;`,
  esc: css`grid-area: esc;`,
  share: css`grid-area: share;`,
  who: css`display: grid; gap: 2px; min-width: 0;`,
  nameLine: css`display: flex; align-items: center; gap: ${theme.spacing(0.75)}; min-width: 0;`,
  link: css`
    color: ${theme.color.primary}; font-weight: 600; text-decoration: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
    &:hover { text-decoration: underline; }
    &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; border-radius: 2px; }
  `,
  linkMono: css`font-family: ${theme.font.mono}; font-size: 13px; white-space: normal; word-break: break-all; ${theme.mq.md} { white-space: nowrap; word-break: normal; }`,
  address: css`font-family: ${theme.font.mono}; font-size: 12px; color: ${theme.color.textMuted}; overflow: hidden; word-break: break-all; ${theme.mq.md} { text-overflow: ellipsis; white-space: nowrap; word-break: normal; }`,
  domain: css`font-size: 12px; color: ${theme.color.textMuted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;`,
  dash: css`color: ${theme.color.textMuted};`,
  spacer: css`display: block; ${theme.mq.md} { display: table-row; }`,
  spacerCell: css`display: block; padding: 0; border: 0; ${theme.mq.md} { display: table-cell; }`,
});

/** True on medium screens and up (the `md` breakpoint); true where `matchMedia` is missing. */
function useIsWide(query: string): boolean {
  const media = query.replace(/^@media\s*/, '');
  const get = () => (typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? true : window.matchMedia(media).matches);
  const [wide, setWide] = useState(get);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(media);
    const onChange = () => setWide(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [media]);
  return wide;
}

/** The name shown for an account: its display name, else label, else username, else undefined. */
export function accountDisplayName(a: Pick<RichAccount, 'displayName' | 'label' | 'username'>): string | undefined {
  return [a.displayName, a.label, a.username].find((v): v is string => typeof v === 'string' && v.trim() !== '')?.trim();
}

function AccountCell({ a }: { a: RichAccount }) {
  const styles = useStyles(getStyles);
  const name = accountDisplayName(a);
  return (
    <div css={styles.who}>
      <div css={styles.nameLine}>
        <Link css={[styles.link, !name && styles.linkMono]} to={`/account/${a.account}`} title={a.account}>
          {name ?? a.account}
        </Link>
        {a.verified ? (
          <Badge tone="success" title="Identity from the known-address directory or a verified domain">
            Verified
          </Badge>
        ) : null}
      </div>
      {name ? <span css={styles.address}>{a.account}</span> : null}
      {a.domain ? (
        <span css={styles.domain} title={a.domain}>
          {a.domain}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The rows of one page of "Top XRP Accounts" (spec §2): Rank, Account, Liquid Balance, Escrow,
 * Total Supply, Circulating Share. Only the rows in view (plus a few) are in the DOM
 * (@tanstack/react-virtual, fixed row height), so a 1,000-row page renders and scrolls smoothly.
 * Loaded on demand in the `lazy-richlist-table` chunk. Ledger text (domain, names) is text.
 *
 * @param rows accounts of the current page: XRP amounts as decimal strings (not drops),
 *   `escrowXrp` null when the account owns no Escrow, `shareOfCirculating` in percent
 */
export default function AccountsTable({ rows }: { rows: RichAccount[] }) {
  const styles = useStyles(getStyles);
  const theme = useTheme() as LedgerLensTheme;
  const wide = useIsWide(theme.mq.md);
  const rowHeight = wide ? ROW_HEIGHT : ROW_HEIGHT_PHONE;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0].start : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const spacer = (height: number) =>
    height > 0 ? (
      <tr aria-hidden="true" css={styles.spacer}>
        <td css={styles.spacerCell} colSpan={6} style={{ height: `${height}px` }} />
      </tr>
    ) : null;
  return (
    <div
      ref={scrollRef}
      css={styles.scroll}
      // An explicit height (the rows' total, at most the viewport's 70 %): the virtualizer needs a
      // viewport to fill before any row is drawn.
      style={{ height: `min(70vh, 720px, ${virtualizer.getTotalSize() + (wide ? HEAD_HEIGHT : 0) + 2}px)` }}
      tabIndex={0}
      aria-label="Top XRP accounts, scrollable"
      data-testid="accounts-scroll"
    >
      <table css={styles.table} aria-rowcount={rows.length + 1}>
        <colgroup css={styles.cols}>
          <col style={{ width: '68px' }} />
          <col />
          <col style={{ width: '190px' }} />
          <col style={{ width: '140px' }} />
          <col style={{ width: '190px' }} />
          <col style={{ width: '162px' }} />
        </colgroup>
        <thead css={styles.thead}>
          <tr aria-rowindex={1}>
            <th css={styles.th} scope="col">
              Rank
            </th>
            <th css={styles.th} scope="col">
              Account
            </th>
            <th css={[styles.th, styles.thNum]} scope="col">
              Liquid Balance
            </th>
            <th css={[styles.th, styles.thNum]} scope="col">
              Escrow
            </th>
            <th css={[styles.th, styles.thNum]} scope="col">
              Total Supply
            </th>
            <th css={[styles.th, styles.thNum]} scope="col">
              Circulating Share
            </th>
          </tr>
        </thead>
        <tbody css={styles.tbody}>
          {spacer(before)}
          {items.map((item) => {
            const a = rows[item.index];
            return (
              <tr key={a.account} css={styles.row} aria-rowindex={item.index + 2} data-testid="rich-row">
                <td css={[styles.td, styles.rank]}>#{a.rank.toLocaleString('en-US')}</td>
                <td css={[styles.td, styles.whoCell]}>
                  <AccountCell a={a} />
                </td>
                <td css={[styles.td, styles.num, styles.bal]} data-label="Liquid Balance">
                  {formatXrp(a.balanceXrp, IN_XRP)}
                </td>
                <td css={[styles.td, styles.num, styles.esc]} data-label="Escrow">
                  {a.escrowXrp === null ? (
                    <span css={styles.dash} aria-label="No escrow">
                      —
                    </span>
                  ) : (
                    formatXrp(a.escrowXrp, IN_XRP)
                  )}
                </td>
                <td css={[styles.td, styles.num, styles.sup]} data-label="Total Supply">
                  {formatXrp(a.supplyXrp, IN_XRP)}
                </td>
                <td css={[styles.td, styles.num, styles.share]} data-label="Circulating Share">
                  {formatPercent(a.shareOfCirculating)}
                </td>
              </tr>
            );
          })}
          {spacer(after)}
        </tbody>
      </table>
    </div>
  );
}
