import { defineConfig } from '@playwright/test';

/**
 * Dev parity (`npm run test:e2e:dev`): the stack of `npm run dev` (webpack dev servers, the web
 * server and the API run from TypeScript) on ports of its own, so it never meets the built stack
 * of `npm run test:e2e`, checked for what the built stack does: server rendering, hydration
 * without a mismatch, live reload. In Debian's Chromium, as the other browser tests.
 */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Ports 100 above the defaults (apps.config.cjs). */
export const DEV_PORTS = {
  SHELL_PORT: '8180',
  SHELL_DEV_PORT: '8190',
  MFE_SEARCH_PORT: '8181',
  MFE_ACCOUNT_PORT: '8182',
  MFE_LEDGER_PORT: '8183',
  MFE_NETWORK_PORT: '8184',
  MFE_LEARN_PORT: '8185',
  API_PORT: '8887',
  REPLAY_PORT: '6106',
  SHELL_METRICS_PORT: 'off',
};

export default defineConfig({
  testDir: './dev-tests',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${DEV_PORTS.SHELL_PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] },
  },
  webServer: {
    command: 'node ../scripts/start.mjs --dev',
    // The shell's dev server answers once it has compiled; the remotes' are awaited by the test.
    url: `http://127.0.0.1:${DEV_PORTS.SHELL_DEV_PORT}/`,
    env: { ...DEV_PORTS, REPLAY_ADVANCE_MS: '0' },
    reuseExistingServer: false,
    // Six webpack dev compiles on a 2-core machine.
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
