/**
 * Ripple time: the ledger counts time in seconds since the Ripple epoch, 2000-01-01T00:00:00Z
 * (Unix 946684800): a ledger's `close_time`, a transaction's `date`, `Expiration`, `CancelAfter`,
 * a validator list's `expiration`, a Majorities `CloseTime`. Displayed times are ISO 8601 UTC.
 */

/** Ripple epoch (2000-01-01T00:00:00Z) in Unix seconds. Ripple time = Unix time − this. */
export const RIPPLE_EPOCH_UNIX_SECONDS = 946_684_800;

/** Ripple-epoch seconds → Unix seconds. */
export function rippleTimeToUnixSeconds(seconds: number): number {
  return seconds + RIPPLE_EPOCH_UNIX_SECONDS;
}

/** Unix seconds → Ripple-epoch seconds (e.g. an Oracle's `LastUpdateTime`, which is Unix time, on the ledger's clock). */
export function unixSecondsToRippleTime(seconds: number): number {
  return seconds - RIPPLE_EPOCH_UNIX_SECONDS;
}

/** Ripple-epoch seconds → Unix milliseconds. */
export function rippleTimeToUnixMs(seconds: number): number {
  return (seconds + RIPPLE_EPOCH_UNIX_SECONDS) * 1000;
}

/**
 * Ripple-epoch seconds (e.g. a ledger's `close_time` or a tx `date`) → ISO 8601 UTC string:
 * `0` → `'2000-01-01T00:00:00Z'` (milliseconds only when `seconds` has a fraction).
 *
 * @throws {RangeError} when `seconds` is not a finite number or the date is out of range.
 */
export function rippleTimeToIso(seconds: number): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) throw new RangeError(`Invalid Ripple time: ${String(seconds)}`);
  // Same shape as rippled's `close_time_iso`: no milliseconds when the time is whole seconds.
  return new Date(rippleTimeToUnixMs(seconds)).toISOString().replace(/\.000Z$/, 'Z');
}

/**
 * ISO 8601 string, Date or Unix milliseconds → Ripple-epoch seconds (whole seconds, rounded down).
 *
 * @throws {RangeError} for an invalid date.
 */
export function toRippleTime(date: Date | string | number): number {
  const ms = date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date);
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid date: ${String(date)}`);
  return Math.floor(ms / 1000) - RIPPLE_EPOCH_UNIX_SECONDS;
}
