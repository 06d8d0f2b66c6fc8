/**
 * XRPL time conversions. The ledger counts time in whole seconds since the "Ripple epoch"
 * (2000-01-01T00:00:00Z); rippled prints it as ISO-8601 (`close_time_iso`) or in its "human" format.
 */

import { RIPPLE_EPOCH_UNIX_SECONDS, rippleTimeToIso, rippleTimeToUnixMs, toRippleTime } from '@ledgerlens/shared/domain';

/** Seconds between the Unix epoch and the Ripple epoch (2000-01-01T00:00:00Z). */
export const RIPPLE_EPOCH_OFFSET = RIPPLE_EPOCH_UNIX_SECONDS;

// Epoch conversions are the shared domain's; re-exported for the replay modules.
export { rippleTimeToIso, rippleTimeToUnixMs, toRippleTime };

/**
 * Recorded numbers at or above this are Unix **milliseconds** (ripple/explorer fixtures);
 * below it they are Ripple-epoch **seconds** (rippled `date` / `close_time`). 1e11 ms is 1973,
 * 1e11 s after 2000 is year 5100, so the two ranges never overlap for real data.
 */
const UNIX_MS_THRESHOLD = 1e11;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Ripple-epoch seconds → rippled's `close_time_human`, e.g. `2025-Dec-19 03:11:52.000000000 UTC`. */
export function rippleTimeToHuman(rippleSeconds: number): string {
  const d = new Date(rippleTimeToUnixMs(rippleSeconds));
  return (
    `${d.getUTCFullYear()}-${MONTHS[d.getUTCMonth()]}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.000000000 UTC`
  );
}

/** A wall-clock instant in rippled's `server_info.time` format, e.g. `2023-Sep-13 22:08:48.097189 UTC`. */
export function formatServerTime(unixMs: number): string {
  const d = new Date(unixMs);
  return (
    `${d.getUTCFullYear()}-${MONTHS[d.getUTCMonth()]}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.` +
    `${pad(d.getUTCMilliseconds(), 3)}000 UTC`
  );
}

/**
 * Reads a recorded date into Ripple-epoch seconds. Accepts what the data set contains:
 * - a number below 1e11: Ripple-epoch seconds (rippled `date`, `close_time`);
 * - a number at or above 1e11: Unix milliseconds (ripple/explorer `date`);
 * - an ISO-8601 string (`close_time_iso`, explorer `date`, e.g. `2018-01-21T00:00:00+00:00`).
 * Returns `undefined` for anything unparseable (never guesses).
 */
export function parseRecordedDate(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
    return value >= UNIX_MS_THRESHOLD ? toRippleTime(value) : Math.floor(value);
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(value)) {
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? toRippleTime(ms) : undefined;
  }
  return undefined;
}
