import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The devnet stack (`npm run test:e2e:devnet`): the built LedgerLens (the build of `npm run test:e2e`,
 * reused) with the replay node serving its built-in devnet records (`REPLAY_NETWORK=devnet`, network
 * id 2), on ports 200 above the mainnet stack's, so both can run side by side. The specs of the
 * devnet records run here: `devnet.spec.ts`, `mpt.spec.ts` and the devnet part of `identity.spec.ts`
 * (a few pages: it adds to the CI budget).
 */
const base = (name: string, fallback: number) => Number(process.env[name] || fallback) + 200;
export const DEVNET_PORTS = {
  SHELL_PORT: String(base('SHELL_PORT', 8080)),
  SHELL_DEV_PORT: String(base('SHELL_DEV_PORT', 8090)),
  MFE_SEARCH_PORT: String(base('MFE_SEARCH_PORT', 8081)),
  MFE_ACCOUNT_PORT: String(base('MFE_ACCOUNT_PORT', 8082)),
  MFE_LEDGER_PORT: String(base('MFE_LEDGER_PORT', 8083)),
  MFE_NETWORK_PORT: String(base('MFE_NETWORK_PORT', 8084)),
  MFE_LEARN_PORT: String(base('MFE_LEARN_PORT', 8085)),
  API_PORT: String(base('API_PORT', 8787)),
  REPLAY_PORT: String(base('REPLAY_PORT', 6006)),
  SHELL_METRICS_PORT: 'off',
};
const BASE_URL = process.env.E2E_DEVNET_BASE_URL || `http://localhost:${DEVNET_PORTS.SHELL_PORT}`;

export default defineConfig({
  ...baseConfig,
  testDir: './tests',
  testMatch: ['devnet.spec.ts', 'mpt.spec.ts', 'identity.spec.ts', 'accessibility-devnet.spec.ts'],
  testIgnore: [],
  use: { ...baseConfig.use, baseURL: BASE_URL },
  webServer: process.env.E2E_DEVNET_BASE_URL
    ? undefined
    : {
        command: 'node ../scripts/start.mjs',
        url: BASE_URL,
        env: { ...DEVNET_PORTS, REPLAY_NETWORK: 'devnet', REPLAY_ADVANCE_MS: '0', XRPL_NODE_URL: '' },
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
