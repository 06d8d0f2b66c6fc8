/**
 * Loaded with ts-node: Node 22.18+ would load it with its own type stripping, as an ES module
 * without __dirname.
 *
 * @jest-config-loader ts-node
 */
import type { Config } from 'jest';
import { webProject } from '../jest.base';

const base = webProject('mfe-account', __dirname);

/** The shared web project plus this package's msw server and API base URL. */
const config: Config = {
  ...base,
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), '<rootDir>/test/setup.ts'],
};

export default config;
