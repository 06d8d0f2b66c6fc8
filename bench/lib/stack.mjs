/**
 * What the bench scripts share: the LedgerLens stack (start it, or measure the one at
 * `BENCH_BASE_URL`; wait until it is healthy; stop it by process group), free loopback ports,
 * and the Debian Chromium launch options.
 *
 * Env read here: BENCH_BASE_URL (measure that LedgerLens; start nothing), CHROMIUM_PATH (default
 * /usr/bin/chromium), and the ports of `apps.config.cjs` (SHELL_PORT, MFE_*_PORT, API_PORT,
 * REPLAY_PORT), which `scripts/start.mjs` reads too.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The repository root (absolute path). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Loopback host every bench child listens on. */
export const HOST = '127.0.0.1';

/** Chromium flags of the browser benches: headless, no sandbox, no GPU, no background traffic. */
export const CHROMIUM_ARGS = Object.freeze(['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']);

/** @param {number} ms @returns {Promise<void>} resolves after `ms` milliseconds */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The LedgerLens to measure: `BENCH_BASE_URL` without trailing slashes, else the shell on
 * `http://localhost:<SHELL_PORT of apps.config.cjs>`.
 * @returns {string}
 */
export function benchBaseUrl() {
  const { FRONTENDS } = require('../../apps.config.cjs');
  const shellPort = FRONTENDS.find((f) => f.name === 'shell').port;
  return (process.env.BENCH_BASE_URL || `http://localhost:${shellPort}`).replace(/\/+$/, '');
}

/**
 * Whether `url` answers below 500 (any status under 500 counts as up; a refused connection does not).
 * @param {string} url
 * @returns {Promise<boolean>}
 */
export async function isUp(url) {
  try {
    return (await fetch(url)).status < 500;
  } catch {
    return false;
  }
}

/**
 * Polls `url` every 300 ms until it is up (see {@link isUp}).
 * @param {string} url
 * @param {number} [ms] how long to wait, ms (default 120 s)
 * @throws {Error} `<url> did not come up within <s> s`
 */
export async function waitFor(url, ms = 120_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    if (await isUp(url)) return;
    await sleep(300);
  }
  throw new Error(`${url} did not come up within ${ms / 1000} s`);
}

/**
 * Sends `signal` to the process group led by `pid` (a child spawned with `detached: true`).
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 * @returns {boolean} false when the group is already gone
 */
export function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the whole stack (`scripts/start.mjs`: replay node, API, shell, every remote, on the ports
 * of `apps.config.cjs`) in its own process group, unless `BENCH_BASE_URL` is set. Ctrl-C stops it
 * (exit code 130).
 *
 * @param {string} base the shell's URL (see {@link benchBaseUrl})
 * @param {{ ifRunning?: 'reuse' | 'refuse' }} [options] what to do when `base` already answers:
 *   `reuse` (default) measures that stack and starts nothing; `refuse` waits up to 10 s for it to
 *   stop (e.g. the e2e step's stack), then prints how to measure it and exits with code 2.
 * @returns {Promise<() => void>} stops the stack this call started (SIGTERM to its group); a no-op
 *   when it started none; safe to call twice.
 */
export async function startStack(base, { ifRunning = 'reuse' } = {}) {
  let stack = null;
  if (!process.env.BENCH_BASE_URL) {
    if (ifRunning === 'refuse') {
      for (let i = 0; i < 20 && (await isUp(base)); i++) await sleep(500);
      if (await isUp(base)) {
        console.error(`${base} is already serving: stop it, or set BENCH_BASE_URL=${base} to measure it, or SHELL_PORT etc. for other ports.`);
        process.exit(2);
      }
    }
    if (ifRunning === 'refuse' || !(await isUp(base))) {
      stack = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, stdio: 'ignore', detached: true });
    }
  }
  const stop = () => {
    if (!stack) return;
    signalGroup(stack.pid, 'SIGTERM');
    stack = null;
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  return stop;
}

/**
 * Waits until the shell (`<base>/`) and then the API through it (`<base>/api/health`) are up.
 * @param {string} base
 * @throws {Error} when one is not up within 120 s
 */
export async function waitForStack(base) {
  await waitFor(`${base}/`);
  await waitFor(`${base}/api/health`);
}

/**
 * A free TCP port on `host` (the OS picks one; it is free when this resolves, not reserved).
 * @param {string} [host] default {@link HOST}
 * @returns {Promise<number>}
 */
export function freePort(host = HOST) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Launches Debian Chromium through Playwright (`CHROMIUM_PATH`, default /usr/bin/chromium; never a
 * downloaded browser).
 * @param {readonly string[]} [args] Chromium flags, default {@link CHROMIUM_ARGS}
 * @returns {Promise<import('@playwright/test').Browser>}
 */
export async function launchChromium(args = CHROMIUM_ARGS) {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: [...args] });
}
