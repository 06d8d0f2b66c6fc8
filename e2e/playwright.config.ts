import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the started stack (replay node, API, shell and remotes), in Debian's
 * Chromium (/usr/bin/chromium; never a downloaded browser). `npm run test:e2e` builds first.
 */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const BASE_URL = process.env.E2E_BASE_URL || `http://localhost:${process.env.SHELL_PORT || 8080}`;

export default defineConfig({
  testDir: './tests',
  // The devnet stack's specs run in their own config (playwright.devnet.config.ts, npm run test:e2e:devnet).
  testIgnore: ['devnet.spec.ts', 'mpt.spec.ts', 'accessibility-devnet.spec.ts'],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../scripts/start.mjs',
        url: BASE_URL,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
