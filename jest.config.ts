import type { Config } from 'jest';

/** One Jest project per package; each package's own jest.config.ts defines it. */
const config: Config = {
  projects: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mfe-search', '<rootDir>/api', '<rootDir>/replay', '<rootDir>/scripts'],
};

export default config;
