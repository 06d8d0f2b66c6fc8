/**
 * Loaded with ts-node: Node 22.18+ would load it with its own type stripping, as an ES module
 * without __dirname.
 *
 * @jest-config-loader ts-node
 */
import type { Config } from 'jest';
import { webProject } from '../jest.base';

const base = webProject('mfe-learn', __dirname);

/**
 * The shared web project, plus: every ESM-only package is transformed (react-markdown and the
 * unified/remark/micromark packages it pulls in), the msw server and the API base URL.
 */
const config: Config = {
  ...base,
  transformIgnorePatterns: ['/node_modules/(?!(?:.*/node_modules/)?(?:react-markdown|unified|bail|is-plain-obj|trough|vfile|vfile-message|unist-.*|mdast-.*|micromark.*|decode-named-character-reference|character-entities|remark-.*|hast-.*|html-url-attributes|property-information|space-separated-tokens|comma-separated-tokens|devlop|zwitch|estree-util-.*|trim-lines|ccount|longest-streak|markdown-table|escape-string-regexp|style-to-js|style-to-object|inline-style-parser|rettime|@open-draft/deferred-promise|until-async|@noble/hashes|@noble/curves|@scure/base|@scure/bip32|@scure/bip39|cookie)/)'],
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), '<rootDir>/test/setup.ts'],
};

export default config;
