/**
 * The web server's wiring of the shell's per-navigation page (`boot.ts`) to its logs and metrics:
 * the manifest reader's and the live cache's events, the ledger clock, and one JSON line and one
 * count per navigation.
 */
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { createShellRenderer } from 'shell/server';
import { createBootSource, type BootSource, type NavigationResult, type RenderModule } from './boot';
import { createLedgerClock, type LedgerClock } from './ledger-clock';
import { createManifestReader } from './manifests';
import type { SsrMetrics } from './metrics';
import type { RuntimeFiles } from './runtime-files';

/** Render passes a page should need at most: the navigation log names a page that needs more. */
export const PASS_BUDGET = 2;

/** Options of {@link shellBoot}. */
export interface ShellBootOptions {
  files: () => RuntimeFiles;
  proxies: { prefix: string; upstream: string }[];
  renderer?: RenderModule | false;
  apiUrl: string;
  policyCheckIntervalMs: number;
  /** How long a navigation waits for a due manifest re-check (`MANIFEST_RECHECK_WAIT_MS` unless given; Infinity: every re-check). */
  manifestRecheckWaitMs?: number;
  ssrDeadlineMs?: number;
  ssrTrustedOrigins: string[];
  liveCacheBytes: number;
  ledgerClock?: LedgerClock | false;
  metrics: SsrMetrics;
  logger: Logger;
}

/** The boot source of a served dist, with what it owns to close (the renderer's builds, the clock). */
export function shellBoot({ files, proxies, renderer, apiUrl, policyCheckIntervalMs, manifestRecheckWaitMs, ssrDeadlineMs, ssrTrustedOrigins, liveCacheBytes, ledgerClock, metrics, logger }: ShellBootOptions): BootSource & { close(): void } {
  // Only the shell renders (and follows ledgers); a remote's dist is served as built. The shell is
  // the server that proxies remotes, or whose dist has a remotes.json: under `npm run dev` the shell's
  // webpack dev server writes its dist after this server starts, so an empty dist is not "no shell".
  const shell = proxies.length > 0 || files().remotes !== undefined;
  const ownRenderer = shell && renderer === undefined ? createShellRenderer() : undefined;
  const active = renderer === false || !shell ? undefined : (renderer ?? ownRenderer);
  const ownClock = active && ledgerClock === undefined ? createLedgerClock(apiUrl, { onError: (error: any) => logger.debug({ err: error?.message ?? String(error) }, 'ledger stream not read') }) : undefined;
  const clock = ledgerClock === false ? undefined : (ledgerClock ?? ownClock);
  const manifests = createManifestReader({
    proxies,
    checkIntervalMs: policyCheckIntervalMs,
    recheckWaitMs: manifestRecheckWaitMs,
    trustedOrigins: ssrTrustedOrigins,
    events: {
      fetchError: (kind, url, error: any) => {
        metrics.fetchErrors.inc({ kind });
        logger.warn({ kind, url, err: error?.message ?? String(error) }, `${kind} could not be read`);
      },
      refused: (remote, reason, detail) => {
        metrics.refused.inc({ reason });
        logger.error({ remote, reason, ...detail }, reason === 'integrity' ? 'server build refused: its SHA-256 is not the one its manifest publishes' : 'server build refused: its origin is not trusted (SSR_TRUSTED_ORIGINS)');
      },
      noDeclarations: (remote) => logger.warn({ remote }, "the remote's manifest declares no pages (metaData.pages): its pages are client-rendered"),
    },
  });
  const boot = createBootSource({
    files,
    manifests,
    renderer: active,
    apiUrl,
    deadlineMs: ssrDeadlineMs,
    liveCacheBytes,
    clock,
    events: {
      renderError: (pathname, error: any) => logger.warn({ path: pathname, err: error?.message ?? String(error) }, 'server render recovered from an error'),
      liveCache: { hit: (segment) => metrics.liveHits.inc({ segment }), miss: (segment) => metrics.liveMisses.inc({ segment }), stale: (segment) => metrics.liveStale.inc({ segment }) },
    },
  });
  metrics.liveBytes.reset();
  const gauge = metrics.liveBytes as unknown as { collect?: () => void };
  gauge.collect = () => {
    for (const [segment, bytes] of Object.entries(boot.liveBytes())) metrics.liveBytes.set({ segment }, bytes);
  };
  return {
    ...boot,
    close() {
      ownClock?.close();
      ownRenderer?.dispose();
    },
  };
}

/** `Server-Timing` of a written page: how its first view was made (`hit`, `stale`, `render` and its passes, `none`) and the time spent. */
export function serverTiming(result: NavigationResult): string {
  const ssr = result.outcome === 'rendered' ? 'render' : result.outcome === 'hit' || result.outcome === 'stale' ? result.outcome : 'none';
  const passes = result.passes ? ` ${result.passes} pass${result.passes > 1 ? 'es' : ''}` : '';
  return `ssr;desc="${ssr}${passes}";dur=${result.ms.toFixed(1)}`;
}

/**
 * One JSON line (`msg: "navigation"`) and one count per navigation: `path`, `outcome`, `reason` (of
 * `client` and `refused`), `passes` (and `overPassBudget` past {@link PASS_BUDGET}), `undeclared`,
 * `staleSince`, `ms`; a render that failed with an error is logged at `error`.
 */
export function logNavigation(req: FastifyRequest, metrics: SsrMetrics, pathname: string, result: NavigationResult): void {
  const { outcome, reason } = result;
  metrics.renders.inc({ outcome, reason: outcome === 'client' || outcome === 'refused' ? reason : 'none' });
  metrics.duration.observe({ outcome }, result.ms / 1000);
  const line = {
    path: pathname,
    outcome,
    ...(outcome === 'client' || outcome === 'refused' ? { reason } : {}),
    ...(result.passes ? { passes: result.passes } : {}),
    ...(result.passes && result.passes > PASS_BUDGET ? { overPassBudget: true } : {}),
    ...(result.undeclared ? { undeclared: result.undeclared } : {}),
    ...(result.staleSince ? { staleSince: result.staleSince } : {}),
    ms: Number(result.ms.toFixed(1)),
  };
  if (result.error !== undefined) req.log.error({ ...line, err: (result.error as Error | undefined)?.stack ?? String(result.error) }, 'navigation');
  else if (result.passes && result.passes > PASS_BUDGET) req.log.warn(line, `navigation: the page needed ${result.passes} render passes (budget ${PASS_BUDGET})`);
  else req.log.info(line, 'navigation');
}
