import type { Config } from 'jest';
import { nodeProject } from '../jest.base';

/**
 * ESM-only packages reached through xrpl.js and `@ledgerlens/shared/domain`
 * (ripple-address-codec → @xrplf/isomorphic → @noble/hashes v2, @scure/base) and Fastify's
 * `inject` (light-my-request → cookie v2). Jest cannot
 * `require` ES modules on Node < 24.9, so SWC compiles them to CommonJS like our own sources.
 */
const esmOnlyPackages = ['@noble/hashes', '@noble/curves', '@scure/base', '@scure/bip32', '@scure/bip39', 'cookie'];

const base = nodeProject('api', __dirname);

const config: Config = {
  ...base,
  // Ignore node_modules except when the innermost package is one of the ESM-only ones.
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmOnlyPackages.join('|')})/).*/node_modules/`],
};

export default config;
