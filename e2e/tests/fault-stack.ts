import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A whole LedgerLens stack of its own for the fault-injection e2e (`fault-injection.spec.ts`), built
 * from the production `dist/` folders, on ports `base`..`base + 7`, so a test can kill, hang and
 * restart its parts without touching the stack the other specs share:
 * - the replay node (`node replay/dist/main.js`, advance mode) and the API (`node api/dist/main.js`,
 *   its own SQLite folder in a temporary directory) are started here, each in its own process group,
 *   NOT supervised: a killed part stays down until the test starts it again (`scripts/supervisor.mjs`
 *   would restart it within 0.5 s, too soon to observe an outage);
 * - the shell and the five remotes are served by `server/dist/main.js` under `scripts/supervisor.mjs`
 *   (`supervise`), as `scripts/start.mjs` does.
 * Ports: shell `base`, remotes `base + 1`..`base + 5`, replay node `base + 6`, API `base + 7`.
 */

const ROOT = path.resolve(__dirname, '../..');

/** One service the test controls: started, killed (and held down), hung (SIGSTOP), resumed, restarted. */
export class Part {
  private child: ChildProcess | undefined;

  constructor(
    readonly name: string,
    private readonly args: string[],
    private readonly cwd: string,
    private readonly env: Record<string, string>,
  ) {}

  /** Starts the part (a new process group, output to this process's stderr only on failure). */
  start(): void {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) throw new Error(`${this.name} is already running`);
    const child = spawn(process.execPath, this.args, { cwd: this.cwd, env: { ...process.env, ...this.env }, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let tail = '';
    child.stderr?.on('data', (d: Buffer) => {
      tail = (tail + d.toString()).slice(-4000);
    });
    child.on('exit', (code, signal) => {
      if (code !== 0 && code !== null && signal === null) process.stderr.write(`[fault-stack] ${this.name} exited ${code}\n${tail}\n`);
    });
    this.child = child;
  }

  /** Sends `signal` to the part's whole process group. */
  signal(signal: NodeJS.Signals): void {
    const pid = this.child?.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  }

  /** Kills the part (SIGKILL, no shutdown) and resolves once it has exited. It stays down. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    this.signal('SIGCONT');
    this.signal('SIGKILL');
    await exited;
  }

  /** Hangs the part: SIGSTOP to its process group (sockets stay open, nothing answers). */
  hang(): void {
    this.signal('SIGSTOP');
  }

  /** Resumes a hung part (SIGCONT). */
  resume(): void {
    this.signal('SIGCONT');
  }

  /** Stops the part for good (SIGCONT, then SIGTERM; SIGKILL after 10 s). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    this.signal('SIGCONT');
    this.signal('SIGTERM');
    const timer = setTimeout(() => this.signal('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

/** A started stack (see the module comment). */
export interface FaultStack {
  /** The shell's origin, e.g. `http://127.0.0.1:9110`. */
  shellUrl: string;
  /** The API's origin (direct, not through the shell's proxy). */
  apiUrl: string;
  replay: Part;
  api: Part;
  /** Stops everything this stack started and removes its data folder. */
  stop(): Promise<void>;
}

/** Polls `url` until it answers with a status below 500 (or `ok` accepts it), or throws after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 60_000, ok: (res: Response) => boolean = (res) => res.status < 500): Promise<void> {
  const start = Date.now();
  let last = 'no answer';
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (ok(res)) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s (${last})`);
}

/**
 * Starts a stack on ports `base`..`base + 7` and waits until the shell serves and the API answers
 * `/api/ledger/latest` from the replay node through the shell's proxy.
 *
 * @param base first port (the shell's)
 * @param options.advanceMs the replay node reveals a recorded ledger every so many ms (default 2000)
 * @param options.upstreamTimeoutMs the API's node deadline, `XRPL_TIMEOUT_MS` (default 3000)
 */
export async function startFaultStack(base: number, options: { advanceMs?: number; upstreamTimeoutMs?: number } = {}): Promise<FaultStack> {
  const ports = {
    SHELL_PORT: base,
    MFE_SEARCH_PORT: base + 1,
    MFE_ACCOUNT_PORT: base + 2,
    MFE_LEDGER_PORT: base + 3,
    MFE_NETWORK_PORT: base + 4,
    MFE_LEARN_PORT: base + 5,
    REPLAY_PORT: base + 6,
    API_PORT: base + 7,
  };
  const env = Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)]));
  const apiUrl = `http://127.0.0.1:${ports.API_PORT}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerlens-fault-'));
  const replay = new Part('replay', ['dist/main.js'], path.join(ROOT, 'replay'), { ...env, REPLAY_ADVANCE_MS: String(options.advanceMs ?? 2000) });
  const api = new Part('api', ['dist/main.js'], path.join(ROOT, 'api'), {
    ...env,
    API_URL: apiUrl,
    XRPL_NODE_URL: `ws://127.0.0.1:${ports.REPLAY_PORT}`,
    XRPL_TIMEOUT_MS: String(options.upstreamTimeoutMs ?? 3000),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    API_RATE_LIMIT_MAX: '0',
    // Its own metrics port: an exported METRICS_PORT (a worktree's ports file) is the main stack's API's.
    METRICS_PORT: String(base + 8),
  });
  replay.start();
  api.start();
  // The two run in process groups of their own: never leave them behind if this worker dies.
  const orphanGuard = () => {
    for (const part of [replay, api]) {
      part.signal('SIGCONT');
      part.signal('SIGKILL');
    }
  };
  process.once('exit', orphanGuard);

  const { supervise } = (await import(pathToFileURL(path.join(ROOT, 'scripts/supervisor.mjs')).href)) as {
    supervise: (services: unknown[], options: unknown) => { stop: () => Promise<void> };
  };
  const dirs = ['shell', 'mfe-search', 'mfe-account', 'mfe-ledger', 'mfe-network', 'mfe-learn'];
  const sink = { write: () => true };
  const frontEnds = supervise(
    dirs.map((dir) => ({ name: dir, cmd: process.execPath, args: [path.join(ROOT, 'server/dist/main.js'), dir], cwd: ROOT, env: { ...env, API_URL: apiUrl } })),
    { handleSignals: false, killAfterMs: 5_000, stdout: sink, stderr: sink, log: () => undefined },
  );

  const stack: FaultStack = {
    shellUrl: `http://127.0.0.1:${ports.SHELL_PORT}`,
    apiUrl,
    replay,
    api,
    async stop() {
      await Promise.all([replay.stop(), api.stop(), frontEnds.stop()]);
      process.removeListener('exit', orphanGuard);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForUrl(`${stack.shellUrl}/`, 90_000);
    await waitForUrl(`${stack.shellUrl}/api/ledger/latest`, 90_000, (res) => res.status === 200);
  } catch (err) {
    await stack.stop();
    throw err;
  }
  return stack;
}
