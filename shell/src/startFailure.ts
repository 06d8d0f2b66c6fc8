/**
 * What the shell does when its code cannot start (a boot chunk that failed to load, an error while
 * starting): the server's markup stays a working page (its links are plain links, its search forms
 * GET forms) and the failure is logged, unless the page is being left for a tapped link, whose
 * stopped downloads (`theme-init.js`, `__ledgerlensLeaving`) are not a failure.
 */
export function startFailed(error: unknown): void {
  if (window.__ledgerlensLeaving?.()) return;
  window.__ledgerlensReleaseSsr?.();
  console.error('LedgerLens could not start', error);
}
