import { useRef } from 'react';
import { css } from '@emotion/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Badge, Link, formatXrp, useStyles, type LedgerLensTheme, type RichList } from '@ledgerlens/shared';
import { formatPercent } from '../hooks/format';

type RichAccount = RichList['accounts'][number];

/** Height of one row in px (fixed, so the virtualizer needs no measuring). */
export const ROW_HEIGHT = 72;
const HEAD_HEIGHT = 44;
/** Rows drawn beyond the visible ones, above and below. */
const OVERSCAN = 8;

const getStyles = (theme: LedgerLensTheme) => ({
  scroll: css`
    position: relative; overflow: auto; max-height: min(70vh, 720px); overscroll-behavior: contain;
    border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; background: ${theme.color.surface};
    -webkit-overflow-scrolling: touch;
  `,
  table: css`width: 100%; min-width: 860px; border-collapse: separate; border-spacing: 0; table-layout: fixed; font-size: 14px;`,
  th: css`
    position: sticky; top: 0; z-index: 1; height: ${HEAD_HEIGHT}px; padding: ${theme.spacing(0, 1.5)};
    background: ${theme.color.surfaceAlt}; color: ${theme.color.textMuted}; font-size: 12px; font-weight: 600;
    text-transform: uppercase; letter-spacing: .02em; text-align: left; white-space: nowrap;
    border-bottom: 1px solid ${theme.color.border};
  `,
  num: css`text-align: right; font-variant-numeric: tabular-nums;`,
  row: css`height: ${ROW_HEIGHT}px; &:hover td { background: ${theme.color.primaryBg}; }`,
  td: css`padding: ${theme.spacing(0, 1.5)}; border-bottom: 1px solid ${theme.color.border}; vertical-align: middle; overflow: hidden; color: ${theme.color.text};`,
  rank: css`font-weight: 700; color: ${theme.color.textMuted}; font-variant-numeric: tabular-nums;`,
  who: css`display: grid; gap: 2px; min-width: 0;`,
  nameLine: css`display: flex; align-items: center; gap: ${theme.spacing(0.75)}; min-width: 0;`,
  link: css`
    color: ${theme.color.primary}; font-weight: 600; text-decoration: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
    &:hover { text-decoration: underline; }
    &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; border-radius: 2px; }
  `,
  address: css`font-family: ${theme.font.mono}; font-size: 12px; color: ${theme.color.textMuted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;`,
  domain: css`font-size: 12px; color: ${theme.color.textMuted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;`,
  dash: css`color: ${theme.color.textMuted};`,
  spacer: css`padding: 0; border: 0;`,
});

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
        <Link css={styles.link} to={`/account/${a.account}`} title={a.account}>
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
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: 0,
    paddingStart: 0,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0].start : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <div ref={scrollRef} css={styles.scroll} tabIndex={0} aria-label="Top XRP accounts, scrollable" data-testid="accounts-scroll">
      <table css={styles.table} aria-rowcount={rows.length + 1}>
        <colgroup>
          <col style={{ width: '72px' }} />
          <col />
          <col style={{ width: '170px' }} />
          <col style={{ width: '140px' }} />
          <col style={{ width: '170px' }} />
          <col style={{ width: '110px' }} />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <th css={styles.th} scope="col">
              Rank
            </th>
            <th css={styles.th} scope="col">
              Account
            </th>
            <th css={[styles.th, styles.num]} scope="col">
              Liquid Balance
            </th>
            <th css={[styles.th, styles.num]} scope="col">
              Escrow
            </th>
            <th css={[styles.th, styles.num]} scope="col">
              Total Supply
            </th>
            <th css={[styles.th, styles.num]} scope="col">
              Circulating Share
            </th>
          </tr>
        </thead>
        <tbody>
          {before > 0 ? (
            <tr aria-hidden="true">
              <td css={styles.spacer} colSpan={6} style={{ height: `${before}px` }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const a = rows[item.index];
            return (
              <tr key={a.account} css={styles.row} aria-rowindex={item.index + 2} data-testid="rich-row">
                <td css={[styles.td, styles.rank]}>#{a.rank.toLocaleString('en-US')}</td>
                <td css={styles.td}>
                  <AccountCell a={a} />
                </td>
                <td css={[styles.td, styles.num]}>{formatXrp(a.balanceXrp)}</td>
                <td css={[styles.td, styles.num]}>{a.escrowXrp === null ? <span css={styles.dash} aria-label="No escrow">—</span> : formatXrp(a.escrowXrp)}</td>
                <td css={[styles.td, styles.num]}>{formatXrp(a.supplyXrp)}</td>
                <td css={[styles.td, styles.num]}>{formatPercent(a.shareOfCirculating)}</td>
              </tr>
            );
          })}
          {after > 0 ? (
            <tr aria-hidden="true">
              <td css={styles.spacer} colSpan={6} style={{ height: `${after}px` }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
