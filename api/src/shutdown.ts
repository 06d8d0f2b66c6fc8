/**
 * Graceful shutdown of the API process (SIGTERM from systemd, a container runtime or
 * `scripts/start.mjs`; SIGINT from Ctrl-C).
 *
 * On the first signal, `app.close()` runs Fastify's shutdown, in this order:
 * 1. `preClose`: every SSE client of `/api/stream/ledgers` gets a final `shutdown` event (with a
 *    `retry` hint) and its stream is ended (`features/stream/routes.ts`);
 * 2. the listening socket closes: no new connection is accepted; idle keep-alive connections are
 *    closed, and a request arriving on a busy keep-alive connection gets 503;
 * 3. in-flight requests finish (each is bounded by the upstream deadline, `XRPL_TIMEOUT_MS`, 8 s);
 * 4. `onClose`: the indexer stops, the ledger feed and the node connection (xrpl.js client) close,
 *    then the SQLite database (hooks registered by `buildApp` and `main.ts`).
 * The process then exits 0. Whatever hangs, it exits 1 after `timeoutMs` (default 9.5 s, so the
 * whole shutdown stays within 10 s, below systemd's default `TimeoutStopSec` and the supervisor's
 * 15 s). A second signal during the shutdown is ignored (the budget still applies).
 */
import type { FastifyInstance } from 'fastify';

/** Longest a graceful shutdown may take before the process exits anyway, milliseconds. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 9_500;

/** Options of {@link installGracefulShutdown}. */
export interface GracefulShutdownOptions {
  /** Budget before a forced exit (code 1), milliseconds. Default {@link DEFAULT_SHUTDOWN_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Signals to handle. Default SIGTERM and SIGINT. */
  signals?: readonly NodeJS.Signals[];
  /** Ends the process (tests pass a spy). Default `process.exit`. */
  exit?: (code: number) => void;
}

/**
 * Installs the signal handlers described in the module comment.
 *
 * @returns `shutdown(reason)`, the same sequence without a signal (resolves with the exit code it
 *   passed to `exit`: 0 after a clean close, 1 when the budget ran out or close failed).
 */
export function installGracefulShutdown(app: FastifyInstance, options: GracefulShutdownOptions = {}): (reason: string) => Promise<number> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let running: Promise<number> | undefined;

  const shutdown = (reason: string): Promise<number> => {
    running ??= new Promise<number>((resolve) => {
      const started = Date.now();
      app.log.info({ reason, timeoutMs }, 'shutting down: closing the listener, ending SSE streams, finishing in-flight requests');
      let done = false;
      const finish = (code: number, message: string) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        const ms = Date.now() - started;
        if (code === 0) app.log.info({ ms }, message);
        else app.log.error({ ms }, message);
        exit(code);
        resolve(code);
      };
      const timer = setTimeout(() => finish(1, `shutdown did not finish within ${timeoutMs} ms: exiting anyway`), timeoutMs);
      app.close().then(
        () => finish(0, 'shut down cleanly'),
        (err: unknown) => {
          app.log.error({ err }, 'error while shutting down');
          finish(1, 'shut down with an error');
        },
      );
    });
    return running;
  };

  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as const)) {
    process.on(signal, () => void shutdown(signal));
  }
  return shutdown;
}
