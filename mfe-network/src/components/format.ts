/**
 * Formatting used by several features of mfe-network (the market card and the statistics card).
 * Spec §9 market values themselves are shared's `formatMarketValue` / `formatChange24h`.
 */
import { formatXrp, groupThousands, type AgreementWindow, type FigureWindow } from '@ledgerlens/shared';

/**
 * "99.99B XRP": an XRP amount (XRP, not drops; decimal string or number) in billions (≥ 1e9) or
 * millions (≥ 1e6), two decimals rounded down (never shown above the true value); smaller amounts
 * in full (`formatXrp`). Not a finite number → '—'.
 */
export function compactXrp(xrp: string | number): string {
  const n = Number(xrp);
  if (!Number.isFinite(n) || xrp === '') return '—';
  if (n >= 1e9) return `${(Math.floor(n / 1e7) / 100).toFixed(2)}B XRP`;
  if (n >= 1e6) return `${(Math.floor(n / 1e4) / 100).toFixed(2)}M XRP`;
  return formatXrp(typeof xrp === 'number' ? xrp.toFixed(6) : xrp);
}

/** A ledger index as the explorer writes it: `#346,610`. */
export function ledgerLabel(index: number): string {
  return `#${groupThousands(String(index))}`;
}

/** An ISO time as `2013-03-12 11:56 UTC` (recorded data: the date matters, not "x ago"). Invalid → ''. */
export function utcMinute(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

// -------------------------------------------------------------------------------------------------
// Windows of counted figures (volumes, prices)
// -------------------------------------------------------------------------------------------------

/** "3 h 12 min", "2 d 4 h", "45 s": a duration in milliseconds, two largest units, rounded down. */
export function formatSpan(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const parts: Array<[number, string]> = [
    [Math.floor(s / 86_400), 'd'],
    [Math.floor((s % 86_400) / 3600), 'h'],
    [Math.floor((s % 3600) / 60), 'min'],
    [s % 60, 's'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  if (first === -1) return '0 s';
  return parts
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, unit]) => `${n} ${unit}`)
    .join(' ');
}

/**
 * The window a volume or price was counted over, for labels (never "24h" unless it is 24 h):
 * - a full 24 h window → `24h`;
 * - the offline network's recorded ledgers → `2 recorded ledgers (#329,212–#346,610)`;
 * - fewer than 24 h of followed closes → `the last 3 h 12 min (2,870 ledgers)`; one ledger →
 *   `1 ledger (#94,084,608)`.
 *
 * @param window `MarketData.volumeWindow` / `TokensResponse.window` (close times ISO 8601).
 */
export function figureWindowText(window: FigureWindow): string {
  if (window.full24h) return '24h';
  const n = groupThousands(String(window.ledgers));
  const range = window.firstLedger === window.lastLedger ? `#${groupThousands(String(window.firstLedger))}` : `#${groupThousands(String(window.firstLedger))}–#${groupThousands(String(window.lastLedger))}`;
  if (window.kind === 'recorded') return `${n} recorded ${window.ledgers === 1 ? 'ledger' : 'ledgers'} (${range})`;
  if (window.ledgers <= 1) return `1 ledger (${range})`;
  const span = formatSpan(new Date(window.end).getTime() - new Date(window.start).getTime());
  return `the last ${span} (${n} ledgers)`;
}

/**
 * Short form of {@link figureWindowText} for column headers and sort labels: `24h`,
 * `2 recorded ledgers`, `last 3 h 12 min`, `1 ledger`.
 */
export function figureWindowShort(window: { start: string; end: string; ledgers: number; full24h: boolean; kind: 'closes' | 'recorded' }): string {
  if (window.full24h) return '24h';
  const n = groupThousands(String(window.ledgers));
  if (window.kind === 'recorded') return `${n} recorded ${window.ledgers === 1 ? 'ledger' : 'ledgers'}`;
  if (window.ledgers <= 1) return '1 ledger';
  return `last ${formatSpan(new Date(window.end).getTime() - new Date(window.start).getTime())}`;
}

/** Length of the agreement windows, seconds: 24 h and 1 h. */
export const DAY_SECONDS = 86_400;
export const HOUR_SECONDS = 3_600;

/**
 * The span an agreement figure covers, for labels (never "24 h" unless it is): `over 24 h` when
 * the window is full (within a minute), `over the last 3 h 12 min (2,870 ledgers)` while it is
 * shorter, `over no ledgers yet` before the first; without a window (an older API), `over 24 h`
 * would be a guess, so `over the ledgers followed so far`.
 *
 * @param window `ValidatorsResponse.window` (or `window1h`); `fullSeconds` the window's length (86,400 or 3,600).
 */
export function agreementWindowText(window: AgreementWindow | undefined, fullSeconds: number): string {
  if (!window) return 'over the ledgers followed so far';
  if (window.ledgers === 0) return 'over no ledgers yet';
  if (window.seconds >= fullSeconds - 60) return fullSeconds === HOUR_SECONDS ? 'over 1 h' : 'over 24 h';
  const n = groupThousands(String(window.ledgers));
  return `over the last ${formatSpan(window.seconds * 1000)} (${n} ${window.ledgers === 1 ? 'ledger' : 'ledgers'})`;
}

/** Short form of {@link agreementWindowText} for a column or tag: `24 h`, `1 h`, `last 12 min`, `no ledgers yet` (no window: `so far`). */
export function agreementWindowShort(window: AgreementWindow | undefined, fullSeconds: number): string {
  if (!window) return 'so far';
  if (window.ledgers === 0) return 'no ledgers yet';
  if (window.seconds >= fullSeconds - 60) return fullSeconds === HOUR_SECONDS ? '1 h' : '24 h';
  return `last ${formatSpan(window.seconds * 1000)}`;
}
