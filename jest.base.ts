/**
 * Shared Jest project settings. Every package's `jest.config.ts` builds its project from one of
 * these, so `npx jest --selectProjects <name>` from the root and `npx jest` inside the package run
 * the same suite.
 */
import type { Config } from 'jest';

/**
 * SWC transform: TypeScript + JSX with Emotion's automatic runtime (the `css` prop works in tests);
 * `.mjs` too, which msw 2's ESM-only dependencies ship.
 */
const swcTransform: Config['transform'] = {
  '^.+\\.(m?js|tsx?|jsx)$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

/**
 * ESM-only packages Jest must transform (Jest cannot require ESM on Node 20): msw v2's dependencies, cookie v2 (Fastify inject), the @noble/@scure crypto
 * used by ripple-address-codec (also when nested under another package's node_modules), csv-stringify's browser build,
 * the federation bundler runtime's ESM subpath modules (`shell/src/federationGlobals.ts`).
 */
const esmPackages = ['@module-federation/webpack-bundler-runtime', 'rettime', 'csv-stringify', '@open-draft/deferred-promise', 'until-async', '@noble/hashes', '@noble/curves', '@scure/base', '@scure/bip32', '@scure/bip39', 'cookie'];
const transformIgnore = `/node_modules/(?!(?:.*/node_modules/)?(?:${esmPackages.join('|')})/)`;

/** A browser-side package (React, RTK Query): jsdom with the real fetch/Request globals. */
export function webProject(name: string, rootDir: string): Config {
  return {
    displayName: name,
    rootDir,
    testEnvironment: 'jest-fixed-jsdom',
    transform: swcTransform,
    transformIgnorePatterns: [transformIgnore],
    setupFilesAfterEnv: ['<rootDir>/../jest.setup.web.ts'],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
  };
}

/** A Node package (API server, replay node). */
export function nodeProject(name: string, rootDir: string): Config {
  return {
    displayName: name,
    rootDir,
    testEnvironment: 'node',
    transform: swcTransform,
    transformIgnorePatterns: [transformIgnore],
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  };
}
