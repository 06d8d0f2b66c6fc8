/**
 * The stale-data banner's text, from the `staleSince` of a stale API answer (ISO 8601
 * time its data was last current): 'Showing data from 2 min ago: the XRPL node is unreachable'.
 * Whole units rounded down: under 60 s 'N s ago' (under 5 s 'a few seconds ago'), then 'N min ago',
 * then 'N h ago'. An invalid time → `''`.
 *
 * @param staleSince ISO 8601 time (or Unix milliseconds) the data was last current.
 * @param now the reference time, Unix milliseconds; defaults to the current time.
 */
export function staleBannerText(staleSince: string | number, now: number = Date.now()): string {
  const then = typeof staleSince === 'number' ? staleSince : Date.parse(staleSince);
  if (!Number.isFinite(then) || !Number.isFinite(now)) return '';
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  const ago =
    seconds < 5 ? 'a few seconds ago' : seconds < 60 ? `${seconds} s ago` : seconds < 3600 ? `${Math.floor(seconds / 60)} min ago` : `${Math.floor(seconds / 3600)} h ago`;
  return `Showing data from ${ago}: the XRPL node is unreachable`;
}
