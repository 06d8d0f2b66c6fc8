/**
 * Pure formatting and paging rules of the rich list page (spec §2 "Rich list page", §4 rich list
 * paging, §9 page size 1,000 and cohort bar cap). XRP amounts arrive as exact decimal strings.
 */
import { COHORT_BAR_MAX_PERCENT, NOT_AVAILABLE, RICH_LIST_PAGE_SIZE, formatXrp } from '@ledgerlens/shared';

/** Compact notation with two decimals: 1.23K, 59.87B (`Intl.NumberFormat`, which also carries 999.995M up to 1.00B). */
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An XRP amount in compact form: `'59870000000.5'` → `'59.87B XRP'`, `'1234567'` → `'1.23M XRP'`,
 * `'999.5'` → `'999.5 XRP'` (below 1,000: up to two decimals). Floating point, display only; the
 * exact value goes in a title next to it. Not a number → 'N/A'.
 *
 * @param xrp amount in XRP (decimal string or number), not drops
 */
export function formatCompactXrp(xrp: string | number): string {
  const value = typeof xrp === 'string' ? Number(xrp) : xrp;
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  if (Math.abs(value) >= 1000) return `${COMPACT.format(value)} XRP`;
  return formatXrp(String(xrp), { maxDecimals: 2 });
}

/**
 * A share in percent for display: two decimals (`80.0012` → `'80.00%'`), four below 0.01 %
 * (`0.00042` → `'0.0004%'`), `'< 0.0001%'` for smaller positive shares, `'0%'` for zero.
 * Not a finite number → 'N/A'.
 */
export function formatPercent(percent: number | null | undefined): string {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return NOT_AVAILABLE;
  if (percent === 0) return '0%';
  const abs = Math.abs(percent);
  if (abs < 0.0001) return `${percent < 0 ? '> -' : '< '}0.0001%`;
  return `${percent.toFixed(abs < 0.01 ? 4 : 2)}%`;
}

/** `1` → `'1 account'`, `1234` → `'1,234 accounts'` (spec: account count singular or plural). */
export function accountCountText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'account' : 'accounts'}`;
}

/** Width of a cohort bar in percent: the share, capped at 100 and never below 0 (spec §9). */
export function cohortBarWidth(percentageOfCirculating: number): number {
  if (!Number.isFinite(percentageOfCirculating)) return 0;
  return Math.max(0, Math.min(COHORT_BAR_MAX_PERCENT, percentageOfCirculating));
}

/** One page of the client-side paging over the full list. */
export interface PageWindow {
  /** Current page, 1-based, clamped to 1..totalPages. */
  page: number;
  totalPages: number;
  /** 0-based slice bounds: `rows.slice(from, to)`. */
  from: number;
  to: number;
  /** 'Showing {start}–{end} of {total} accounts' (numbers grouped; `0–0 of 0` when empty). */
  showing: string;
  /** 'Page {n} of {total pages}'. */
  pageOf: string;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * Client-side paging of the rich list (spec §4): page starts at 1 and is clamped between 1 and
 * the total pages (at least 1); `pageSize` defaults to the spec's 1,000.
 */
export function pageWindow(total: number, requestedPage: number, pageSize: number = RICH_LIST_PAGE_SIZE): PageWindow {
  const count = Math.max(0, Math.floor(total));
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  const page = Math.min(totalPages, Math.max(1, Number.isFinite(requestedPage) ? Math.floor(requestedPage) : 1));
  const from = Math.min(count, (page - 1) * pageSize);
  const to = Math.min(count, from + pageSize);
  const n = (v: number) => v.toLocaleString('en-US');
  return {
    page,
    totalPages,
    from,
    to,
    showing: `Showing ${n(count === 0 ? 0 : from + 1)}–${n(to)} of ${n(count)} accounts`,
    pageOf: `Page ${n(page)} of ${n(totalPages)}`,
    hasPrevious: page > 1,
    hasNext: page < totalPages,
  };
}
