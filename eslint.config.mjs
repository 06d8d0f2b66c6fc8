/**
 * ESLint for the whole monorepo (`npm run lint`, part of `npm test`).
 *
 * Architecture (eslint-plugin-boundaries), front ends only:
 * - a remote never imports another remote;
 * - features inside a remote (`src/features/<name>`) never import each other: only the remote's
 *   own composition files (`src/routes.tsx`, `src/widgets/*`, `src/standalone/*`) compose them;
 *   a feature may use its remote's `src/components` and `@ledgerlens/shared`;
 * - the shell imports no remote: it loads them at run time through Module Federation;
 * - `@ledgerlens/shared` imports no app.
 *
 * Architecture of the API (`api/src`), the same idea:
 * - a feature (`api/src/features/<name>`) imports its own files, the core modules (the HTTP layer
 *   `http/`, `db/`, `cache`, `errors`, `gateway`, `live`, `node-info`, …), `mapping/`,
 *   `transaction-types/`, and other features through their public `index.ts` only;
 * - core modules import no feature; `transaction-types/` does not import `mapping/` (mapping uses it);
 * - only the composition files (`app.ts`, `main.ts`, `index.ts`, `config.ts`) import features.
 *
 * Styling (one pattern, as in Grafana): styles come from one `getStyles(theme)` per component
 * through `useStyles`; colours come only from the theme tokens (`shared/src/theme/tokens.ts`).
 */
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

const FRONT_END_FILES = ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'];
/** The API's sources (its tests may import any module). */
const API_FILES = ['api/src/**/*.ts'];

/** Colour literals and glued alpha suffixes: allowed in the token file only. */
const STYLE_RESTRICTIONS = [
  {
    selector: "JSXAttribute[name.name='css'] > JSXExpressionContainer > ArrowFunctionExpression",
    message: 'Inline theme styles: declare them in the component\'s getStyles(theme) and read them with useStyles(getStyles).',
  },
  {
    selector: 'Literal[value=/(^|[\\s:(,])#[0-9a-fA-F]{3,8}\\b/]',
    message: 'Colour literal: use a theme token (shared/src/theme/tokens.ts).',
  },
  {
    selector: 'TemplateElement[value.raw=/(^|[\\s:(,])#[0-9a-fA-F]{3,8}\\b/]',
    message: 'Colour literal: use a theme token (shared/src/theme/tokens.ts).',
  },
  {
    selector: 'TemplateElement[value.raw=/rgba?\\(/]',
    message: 'Colour literal: use a theme token (shared/src/theme/tokens.ts), transparent variants included.',
  },
  {
    selector: 'Literal[value=/rgba?\\(/]',
    message: 'Colour literal: use a theme token (shared/src/theme/tokens.ts), transparent variants included.',
  },
  {
    selector: 'TemplateLiteral > TemplateElement[value.raw=/^[0-9a-fA-F]{2}([;\\s`]|$)/]',
    message: 'Alpha suffix glued onto a colour token: add a transparent token instead.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/dist-dev/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/*.cjs', '**/*.mjs', 'bench/**'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      'no-debugger': 'error',
      'no-control-regex': 'error',
      '@typescript-eslint/no-empty-object-type': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: FRONT_END_FILES,
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': FRONT_END_FILES,
      'boundaries/elements': [
        { type: 'feature', pattern: 'mfe-*/src/features/*', mode: 'folder', capture: ['remote', 'feature'] },
        { type: 'remote-lib', pattern: 'mfe-*/src/components', mode: 'folder', capture: ['remote'] },
        { type: 'remote-app', pattern: 'mfe-*/src', mode: 'folder', capture: ['remote'] },
        { type: 'remote-test', pattern: 'mfe-*/test', mode: 'folder', capture: ['remote'] },
        { type: 'shell', pattern: 'shell', mode: 'folder' },
        { type: 'shared', pattern: 'shared', mode: 'folder' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            'Architecture boundary: a feature imports only its own files, its remote\'s src/components and @ledgerlens/shared; a remote never imports another remote; the shell imports no remote; shared imports no app.',
          rules: [
            { from: 'shared', allow: ['shared'] },
            { from: 'shell', allow: ['shell', 'shared'] },
            {
              from: 'feature',
              allow: [['feature', { remote: '{{ from.remote }}', feature: '{{ from.feature }}' }], ['remote-lib', { remote: '{{ from.remote }}' }], 'shared'],
            },
            { from: 'remote-lib', allow: [['remote-lib', { remote: '{{ from.remote }}' }], 'shared'] },
            {
              from: 'remote-app',
              allow: [['feature', { remote: '{{ from.remote }}' }], ['remote-lib', { remote: '{{ from.remote }}' }], ['remote-app', { remote: '{{ from.remote }}' }], 'shared'],
            },
            {
              from: 'remote-test',
              allow: [
                ['feature', { remote: '{{ from.remote }}' }],
                ['remote-lib', { remote: '{{ from.remote }}' }],
                ['remote-app', { remote: '{{ from.remote }}' }],
                ['remote-test', { remote: '{{ from.remote }}' }],
                'shared',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    files: API_FILES,
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/include': API_FILES,
      'boundaries/elements': [
        { type: 'api-feature', pattern: 'api/src/features/*', mode: 'folder', capture: ['feature'] },
        { type: 'api-mapping', pattern: 'api/src/mapping', mode: 'folder' },
        { type: 'api-transaction-types', pattern: 'api/src/transaction-types', mode: 'folder' },
        { type: 'api-app', pattern: 'api/src/{app,main,index,config}.ts', mode: 'full' },
        { type: 'api-core', pattern: 'api/src/*', mode: 'folder' },
        { type: 'api-core', pattern: 'api/src/*.ts', mode: 'full' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            'API boundary: a feature imports its own files, core modules, mapping/, transaction-types/ and other features\' index.ts; core imports no feature; transaction-types/ does not import mapping/; only app.ts, main.ts, index.ts and config.ts compose features.',
          rules: [
            { from: 'api-core', allow: ['api-core', 'api-mapping', 'api-transaction-types'] },
            { from: 'api-transaction-types', allow: ['api-core', 'api-transaction-types'] },
            { from: 'api-mapping', allow: ['api-core', 'api-mapping', 'api-transaction-types'] },
            { from: 'api-feature', allow: ['api-core', 'api-mapping', 'api-transaction-types', 'api-feature'] },
            { from: 'api-app', allow: ['api-core', 'api-mapping', 'api-transaction-types', 'api-feature', 'api-app'] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          message: 'API boundary: another feature is imported through its public index.ts only.',
          rules: [{ target: ['api-feature'], disallow: ['**'] }, { target: ['api-feature'], allow: ['index.ts'] }],
        },
      ],
    },
  },
  {
    // react-router, react-redux and Redux Toolkit live inside the @ledgerlens/shared singleton
    // (shared/src/vendor.ts): importing them directly would bundle a second copy and instance.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'].map((name) => ({
              name,
              message: 'Import it from @ledgerlens/shared (shared/src/vendor.ts), which holds the one copy of the router and Redux Toolkit.',
              allowTypeImports: true,
            })),
            // The answer schemas are the API's (TypeBox runtime): a front end takes their types only.
            ...['@ledgerlens/shared/schemas', '@sinclair/typebox'].map((name) => ({
              name,
              message: 'Front ends import answer types only (`import type`): no TypeBox code in a browser bundle.',
              allowTypeImports: true,
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'shared/src/ui/**/*.tsx', 'shared/src/toast/**/*.tsx', 'shared/src/theme/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...STYLE_RESTRICTIONS] },
  },
);
