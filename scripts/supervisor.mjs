/**
 * A small process supervisor for `scripts/start.mjs` (the equivalent of systemd's
 * `Restart=on-failure` + `RestartSec` back-off, see README "Deployment"):
 *
 * - starts each service as a child process (same process group, so `kill -- -<pgid>` still reaches
 *   every part), its stdout/stderr lines prefixed with `[name] `;
 * - restarts a service that exits when it was not asked to (any exit code or signal), after a
 *   back-off of `minDelayMs` (0.5 s) doubling on each consecutive restart up to `maxDelayMs` (10 s);
 *   the back-off starts again at 0.5 s once a service has stayed up `stableMs` (30 s); each restart
 *   is logged: `[api] exited (exit 1) unexpectedly; restart 3 in 2 s`;
 * - on SIGTERM/SIGINT (or `stop()`), cancels pending restarts, forwards the signal to every child,
 *   waits for all of them to exit, SIGKILLs any still running after `killAfterMs` (15 s, above the
 *   API's 10 s shutdown budget) and then exits the supervisor (`process.exit(0)`). A second signal
 *   while stopping SIGKILLs the children at once.
 */
import { spawn } from 'node:child_process';
import retry from 'retry';

/**
 * @typedef {object} Service
 * @property {string} name   label in logs (`[name] …`)
 * @property {string} cmd    executable
 * @property {string[]} args arguments
 * @property {string} [cwd]  working directory
 * @property {Record<string, string>} [env] added to the supervisor's environment
 */

/**
 * @typedef {object} SuperviseOptions
 * @property {number} [minDelayMs]  first restart delay, ms (500)
 * @property {number} [maxDelayMs]  largest restart delay, ms (10 000)
 * @property {number} [stableMs]    uptime after which the back-off starts again at minDelayMs, ms (30 000)
 * @property {number} [killAfterMs] how long `stop` waits before SIGKILL, ms (15 000)
 * @property {boolean} [handleSignals] install SIGTERM/SIGINT handlers that stop and exit (true)
 * @property {(line: string) => void} [log]  supervisor messages (stderr)
 * @property {NodeJS.WritableStream} [stdout] where children's stdout lines go (process.stdout)
 * @property {NodeJS.WritableStream} [stderr] where children's stderr lines go (process.stderr)
 */

/**
 * Restart delay before restart number `n` (1-based): minDelayMs × 2^(n−1), at most maxDelayMs
 * (`retry`'s exponential timeouts, the schedule the API's node gateway reconnects on; no jitter).
 * @param {number} n @param {number} [minDelayMs] @param {number} [maxDelayMs] @returns {number} milliseconds
 */
export function restartDelayMs(n, minDelayMs = 500, maxDelayMs = 10_000) {
  return retry.createTimeout(Math.max(0, n - 1), { minTimeout: minDelayMs, maxTimeout: maxDelayMs, factor: 2, randomize: false });
}

/**
 * Starts and supervises `services`.
 *
 * @param {Service[]} services
 * @param {SuperviseOptions} [options]
 * @returns {{ stop: (signal?: NodeJS.Signals) => Promise<void>, pid: (name: string) => number | undefined, restarts: (name: string) => number }}
 */
export function supervise(services, options = {}) {
  const { minDelayMs = 500, maxDelayMs = 10_000, stableMs = 30_000, killAfterMs = 15_000, handleSignals = true } = options;
  const log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
  const out = options.stdout ?? process.stdout;
  const err = options.stderr ?? process.stderr;
  /** @type {Map<string, { child?: import('node:child_process').ChildProcess, timer?: NodeJS.Timeout, restarts: number, consecutive: number, startedAt: number }>} */
  const state = new Map();
  let stopping = false;
  /** @type {Promise<void> | undefined} */
  let stopped;

  /** @param {import('node:stream').Readable} stream @param {NodeJS.WritableStream} dest @param {string} prefix */
  const pipe = (stream, dest, prefix) => {
    let buf = '';
    stream.on('data', (/** @type {Buffer} */ d) => {
      buf += d;
      const lines = buf.split('\n');
      buf = lines.pop() ?? '';
      for (const l of lines) dest.write((l.startsWith(prefix) ? '' : prefix) + l + '\n');
    });
    stream.on('end', () => {
      if (buf) dest.write((buf.startsWith(prefix) ? '' : prefix) + buf + '\n');
    });
  };

  /** @param {Service} svc */
  const start = (svc) => {
    const s = /** @type {NonNullable<ReturnType<typeof state.get>>} */ (state.get(svc.name));
    s.timer = undefined;
    if (stopping) return;
    const child = spawn(svc.cmd, svc.args, { cwd: svc.cwd, env: { ...process.env, ...svc.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    s.child = child;
    s.startedAt = Date.now();
    const prefix = `[${svc.name}] `;
    pipe(child.stdout, out, prefix);
    pipe(child.stderr, err, prefix);
    child.on('error', (e) => log(`${prefix}cannot start: ${e.message}`));
    child.on('exit', (code, signal) => {
      s.child = undefined;
      if (stopping) return;
      if (Date.now() - s.startedAt >= stableMs) s.consecutive = 0;
      s.consecutive += 1;
      s.restarts += 1;
      const delay = restartDelayMs(s.consecutive, minDelayMs, maxDelayMs);
      log(`${prefix}exited (${signal ?? `exit ${code}`}) unexpectedly; restart ${s.restarts} in ${delay / 1000} s`);
      s.timer = setTimeout(() => start(svc), delay);
    });
  };

  for (const svc of services) {
    state.set(svc.name, { restarts: 0, consecutive: 0, startedAt: 0 });
    start(svc);
  }

  const running = () =>
    [...state.values()]
      .map((s) => s.child)
      .filter(/** @returns {c is import('node:child_process').ChildProcess} */ (c) => c !== undefined && c.exitCode === null && c.signalCode === null);

  /**
   * Forwards `signal` to every child, waits for them (SIGKILL after killAfterMs).
   * @param {NodeJS.Signals} [signal] @returns {Promise<void>}
   */
  const stop = (signal = 'SIGTERM') => {
    if (stopped) {
      for (const c of running()) c.kill('SIGKILL');
      return stopped;
    }
    stopping = true;
    for (const s of state.values()) if (s.timer) clearTimeout(s.timer);
    const children = running();
    for (const c of children) c.kill(signal);
    stopped = new Promise((/** @type {(v?: void) => void} */ resolve) => {
      const killer = setTimeout(() => {
        const left = running();
        if (left.length) log(`stop: ${left.length} part(s) still running after ${killAfterMs / 1000} s, killing them`);
        for (const c of left) c.kill('SIGKILL');
      }, killAfterMs);
      killer.unref();
      let pending = children.length;
      if (pending === 0) {
        clearTimeout(killer);
        resolve();
      }
      for (const c of children) {
        const done = () => {
          pending -= 1;
          if (pending === 0) {
            clearTimeout(killer);
            resolve();
          }
        };
        if (c.exitCode !== null || c.signalCode !== null) done();
        else c.once('exit', done);
      }
    });
    return stopped;
  };

  if (handleSignals) {
    for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
      process.on(signal, () => {
        void stop(signal).then(() => process.exit(0));
      });
    }
  }

  return {
    stop,
    pid: (name) => state.get(name)?.child?.pid,
    restarts: (name) => state.get(name)?.restarts ?? 0,
  };
}
