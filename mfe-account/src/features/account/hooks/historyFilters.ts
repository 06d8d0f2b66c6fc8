/**
 * The history filters of spec §4/§5, kept in the URL query string so a filtered view can be shared
 * and back/forward restores it. Keys: `showDust=true`, `minAmount` (default 1, omitted),
 * `maxAmount`, `dateFrom`, `dateTo` (YYYY-MM-DD), `search`, `type`, `showFilters`.
 */
import type { Transaction } from '@ledgerlens/shared';

/** Default minimum amount, XRP (spec §9: amounts under 1 XRP are dust, hidden by default). */
export const DEFAULT_MIN_AMOUNT = 1;

export interface HistoryFilters {
  showDust: boolean;
  /** XRP; null when cleared (show dust). */
  minAmount: number | null;
  maxAmount: number | null;
  dateFrom: string;
  dateTo: string;
  search: string;
  type: string;
  showFilters: boolean;
}

const num = (text: string | null): number | null => (text !== null && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null);

/** Reads the filters from a query string. */
export function readFilters(params: URLSearchParams): HistoryFilters {
  const showDust = params.get('showDust') === 'true';
  return {
    showDust,
    minAmount: showDust ? null : (num(params.get('minAmount')) ?? DEFAULT_MIN_AMOUNT),
    maxAmount: num(params.get('maxAmount')),
    dateFrom: /^\d{4}-\d{2}-\d{2}$/.test(params.get('dateFrom') ?? '') ? params.get('dateFrom')! : '',
    dateTo: /^\d{4}-\d{2}-\d{2}$/.test(params.get('dateTo') ?? '') ? params.get('dateTo')! : '',
    search: params.get('search') ?? '',
    type: params.get('type') ?? '',
    showFilters: params.get('showFilters') === 'true',
  };
}

/** Writes the filters back (defaults omitted), keeping any other keys of `base`. */
export function writeFilters(filters: HistoryFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const key of ['showDust', 'minAmount', 'maxAmount', 'dateFrom', 'dateTo', 'search', 'type', 'showFilters']) out.delete(key);
  if (filters.showDust) out.set('showDust', 'true');
  else if (filters.minAmount !== null && filters.minAmount !== DEFAULT_MIN_AMOUNT) out.set('minAmount', String(filters.minAmount));
  if (filters.maxAmount !== null) out.set('maxAmount', String(filters.maxAmount));
  if (filters.dateFrom) out.set('dateFrom', filters.dateFrom);
  if (filters.dateTo) out.set('dateTo', filters.dateTo);
  if (filters.search) out.set('search', filters.search);
  if (filters.type) out.set('type', filters.type);
  if (filters.showFilters) out.set('showFilters', 'true');
  return out;
}

/** The XRP value of a plain-number amount (spec §3: a plain number is XRP); null for issued amounts. */
export function numericAmount(amount: string | undefined): number | null {
  return amount !== undefined && /^-?\d+(\.\d+)?$/.test(amount.trim()) ? Number(amount) : null;
}

/**
 * Applies the filters (spec §5 "History filters"): the amount bounds apply only to numeric amounts
 * (hidden below min or above max); date from inclusive, date to inclusive through the end of that
 * day, both days in the local time zone (the rows show local times: a row shown as "Mar 5, 8 PM" is
 * kept by "Date to 2024-03-05" west of UTC too); text search matches hash, from or to,
 * case-insensitive; type exact.
 */
export function filterTransactions(txs: readonly Transaction[], f: HistoryFilters): Transaction[] {
  const search = f.search.trim().toLowerCase();
  // Day bounds in the visitor's time zone, the one the rows show their times in.
  const from = f.dateFrom ? localDayBound(f.dateFrom, 'start') : null;
  const to = f.dateTo ? localDayBound(f.dateTo, 'end') : null;
  return txs.filter((tx) => {
    const amount = numericAmount(tx.amount);
    if (amount !== null && f.minAmount !== null && amount < f.minAmount) return false;
    if (amount !== null && f.maxAmount !== null && amount > f.maxAmount) return false;
    if (f.type && tx.type !== f.type) return false;
    if ((from !== null || to !== null) && tx.timestamp) {
      const t = Date.parse(tx.timestamp);
      if (from !== null && t < from) return false;
      if (to !== null && t > to) return false;
    }
    if (search && ![tx.hash, tx.from, tx.to ?? ''].some((v) => v.toLowerCase().includes(search))) return false;
    return true;
  });
}

/** Unix ms of the start (00:00:00.000) or end (23:59:59.999) of a `YYYY-MM-DD` day in the local time zone; NaN when not a date. */
export function localDayBound(day: string, edge: 'start' | 'end'): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return Number.NaN;
  const utc = edge === 'start' ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59, 999);
  // The local offset at that wall time (asked twice: the first guess may sit across a DST change).
  const guess = utc + new Date(utc).getTimezoneOffset() * 60_000;
  return utc + new Date(guess).getTimezoneOffset() * 60_000;
}

/** "Show dust" switched: on clears the minimum (remembering it), off restores it or 1 (spec §4). */
export function toggleDust(f: HistoryFilters, on: boolean, remembered: number | null): HistoryFilters {
  return on ? { ...f, showDust: true, minAmount: null } : { ...f, showDust: false, minAmount: remembered ?? DEFAULT_MIN_AMOUNT };
}

/** Clear: every filter reset (minimum 1), the query string wiped (spec §4). */
export const CLEARED: HistoryFilters = { showDust: false, minAmount: DEFAULT_MIN_AMOUNT, maxAmount: null, dateFrom: '', dateTo: '', search: '', type: '', showFilters: false };
