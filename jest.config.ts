/**
 * Loaded with ts-node: Node 22.18+ would load it with its own type stripping, as an ES module
 * without __dirname.
 *
 * @jest-config-loader ts-node
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from 'jest';

/**
 * Every remote: each `mfe-*` folder with a `jest.config.ts` (the same glob as the npm workspaces
 * and lerna), so adding a remote needs no edit here.
 */
const remotes = readdirSync(__dirname)
  .filter((dir) => dir.startsWith('mfe-') && existsSync(path.join(__dirname, dir, 'jest.config.ts')))
  .sort()
  .map((dir) => `<rootDir>/${dir}`);

/** One Jest project per package; each package's own jest.config.ts defines it. */
const config: Config = {
  projects: ['<rootDir>/shared', '<rootDir>/shell', ...remotes, '<rootDir>/api', '<rootDir>/server', '<rootDir>/replay', '<rootDir>/scripts'],
};

export default config;
