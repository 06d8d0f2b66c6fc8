#!/usr/bin/env node
/**
 * Scaffolds a new LedgerLens remote and registers it (README "How to add a remote" lists the same
 * steps by hand; this script only saves the typing).
 *
 *   node scripts/new-remote.mjs <name> <label> <route...> [--port <n>]
 *   node scripts/new-remote.mjs account "Accounts" /account/:address /account
 *
 * - <name>: folder `mfe-<name>` (a leading `mfe-` is accepted), federation name `mfe_<name>`,
 *   feature folder `src/features/<name>`, port variable `MFE_<NAME>_PORT`;
 * - <label>: the area's name (remotes.json `label`, the placeholder's heading);
 * - <route...>: the remote's route paths (react-router syntax). The prefixes it owns in
 *   remotes.json are each path up to its first `:param` (`/en/learn/:section/:slug` → `/en/learn`);
 * - --port: default the highest port in apps.config.cjs plus one.
 *
 * Writes `mfe-<name>/` in the shape of mfe-ledger (package.json, webpack.config.cjs exposing
 * `./routes`, tsconfig.json, jest.config.ts, public/config.json, src/index.ts, src/bootstrap.tsx
 * (one `startStandalone` call from `@ledgerlens/shared/standalone`), src/pages.ts (the pages'
 * declarations: chunk, data, server rendering), src/routes.tsx,
 * src/features/<name>/routes/ComingSoonPage.tsx (wraps shared's `ComingSoonPage`), test/render.tsx
 * (wraps `renderRemoteAt` from `@ledgerlens/shared/testing`), test/routes.test.tsx,
 * test/standalone.test.tsx), adds one line to apps.config.cjs and one entry to
 * shell/public/remotes.json. Then: `npm install`, and the README rows.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function fail(message) {
  console.error(`new-remote: ${message}`);
  console.error('usage: node scripts/new-remote.mjs <name> <label> <route...> [--port <n>]');
  process.exit(1);
}

// ---- arguments --------------------------------------------------------------------------------
const argv = process.argv.slice(2);
let port;
const portAt = argv.indexOf('--port');
if (portAt >= 0) {
  port = Number(argv[portAt + 1]);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) fail('--port needs a number from 1024 to 65535');
  argv.splice(portAt, 2);
}
const [rawName, label, ...routePaths] = argv;
if (!rawName || !label || routePaths.length === 0) fail('name, label and at least one route are required');
const area = rawName.replace(/^mfe-/, '');
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(area)) fail(`"${rawName}": use lower-case letters, digits and dashes`);
for (const r of routePaths) if (!/^\/[A-Za-z0-9\-_/:]*$/.test(r)) fail(`route "${r}" must be an absolute path like /account/:address`);

const dir = `mfe-${area}`;
const fedName = `mfe_${area.replace(/-/g, '_')}`;
const portVar = `MFE_${area.replace(/-/g, '_').toUpperCase()}_PORT`;
const target = path.join(root, dir);
if (existsSync(target)) fail(`${dir}/ already exists`);

/** Owned prefixes: each route up to its first `:param` segment, deduplicated. */
const prefixes = [
  ...new Set(
    routePaths.map((r) => {
      const segments = r.split('/').filter(Boolean);
      const i = segments.findIndex((s) => s.startsWith(':'));
      return `/${(i < 0 ? segments : segments.slice(0, i)).join('/')}`;
    }),
  ),
];

// ---- registrations: checks first, nothing written until all pass ------------------------------
const appsConfigPath = path.join(root, 'apps.config.cjs');
const remotesJsonPath = path.join(root, 'shell', 'public', 'remotes.json');
const { FRONTENDS } = require(appsConfigPath);
const remotesJson = JSON.parse(readFileSync(remotesJsonPath, 'utf8'));
if (FRONTENDS.some((f) => f.name === fedName || f.dir === dir)) fail(`${fedName} is already in apps.config.cjs`);
if (remotesJson[fedName]) fail(`${fedName} is already in shell/public/remotes.json`);
for (const [other, d] of Object.entries(remotesJson)) {
  for (const p of prefixes) if (d.routes.includes(p)) fail(`${p} is already owned by ${other} (remotes.json)`);
}
port ??= Math.max(...FRONTENDS.map((f) => f.port)) + 1;
if (FRONTENDS.some((f) => f.port === port)) fail(`port ${port} is taken in apps.config.cjs`);

// ---- the remote's files ---------------------------------------------------------------------
const q = (s) => JSON.stringify(s);
/** A single-quoted JS string literal (the repo's style). */
const sq = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** The placeholder's description until the area's own text replaces it. */
const DESCRIPTION = 'This part of LedgerLens is being built.';
/** `:param` → a sample value shown back by the placeholder in the generated tests. */
const sampleFor = (r) => r.replace(/:([A-Za-z0-9_]+)/g, (_m, p) => `example-${p}`);
const pageImport = `./features/${area}/routes/ComingSoonPage`;

const files = {
  'package.json': `${JSON.stringify(
    {
      name: dir,
      version: '0.1.0',
      private: true,
      scripts: {
        build: 'webpack --mode production',
        start: 'webpack serve --mode development',
        test: `jest --selectProjects ${dir} --rootDir ..`,
        typecheck: 'tsc -p tsconfig.json',
      },
      dependencies: {
        '@emotion/react': '^11.14.0',
        '@ledgerlens/shared': '0.1.0',
        '@reduxjs/toolkit': '^2.9.0',
        react: '^19.2.0',
        'react-dom': '^19.2.0',
        'react-redux': '^9.2.0',
        'react-router': '^7.9.0',
      },
    },
    null,
    2,
  )}\n`,

  'webpack.config.cjs': `/** ${dir}: the one LedgerLens webpack + federation config; port from apps.config.cjs (${portVar}). */
const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: '${fedName}',
  title: ${sq(`LedgerLens · ${label} (standalone)`)},
  exposes: {
    './routes': './src/routes.tsx',
  },
});
`,

  'tsconfig.json': `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": { "types": ["jest", "node", "@testing-library/jest-dom"] },
  "include": ["src", "test"]
}
`,

  'jest.config.ts': `import { webProject } from '../jest.base';

/** This remote's own Jest project: \`npx jest --selectProjects ${dir}\`. */
export default webProject('${dir}', __dirname);
`,

  'public/config.json': `{
  "apiBaseUrl": ""
}
`,

  'src/index.ts': `// Async boundary: shared singletons are negotiated before any of them is evaluated.
import('./bootstrap');
`,

  'src/bootstrap.tsx': `/**
 * Standalone entry of ${dir} (\`npm --workspace ${dir} start\`, port ${port}, env ${portVar}):
 * the shared standalone app (\`@ledgerlens/shared/standalone\`: loads \`config.json\`, its own store
 * and router, the minimal frame) around this remote's routes. In the shell this file is never
 * loaded: the shell imports \`./routes\` only.
 */
import { startStandalone } from '@ledgerlens/shared/standalone';
import routes from './routes';

void startStandalone({ app: '${dir}', routes });
`,

  'src/pages.ts': `/**
 * The pages of ${fedName} and what each asks the API for at its first render (see
 * \`@ledgerlens/shared/pages\`): given to each route as its \`handle\` (\`./routes.tsx\`) and published
 * by the build in the remote's \`mf-manifest.json\` (\`metaData.pages\`), where the shell's web server
 * reads them. A page that declares its \`data\`, a check per path parameter and \`ssr: true\` is
 * rendered on the server.
 */
import type { PageDeclaration, RemoteDeclarations } from '@ledgerlens/shared/pages';

/** Each page, in route order. */
export const pages = [
${routePaths.map((r) => `  { path: '${r}', chunk: 'page-${area}', data: [], ssr: false },`).join('\n')}
] satisfies PageDeclaration[];

/** Everything this remote declares (published in its manifest). */
export const declarations: RemoteDeclarations = { pages };
`,

  'src/routes.tsx': `/**
 * \`${fedName}/routes\`: the routes this remote owns, mounted by the shell under its layout for the
 * prefixes \`remotes.json\` gives it (${prefixes.map((p) => `\`${p}\``).join(', ')}), and by the standalone app and the
 * tests the same way. Each page is its own chunk, loaded with react-router's \`lazy\` when its
 * route is first matched; its \`handle.page\` is its declaration (\`./pages.ts\`).
 */
import type { RemoteRoutes } from '@ledgerlens/shared';
import { pages } from './pages';

const comingSoon = () => import(/* webpackChunkName: "page-${area}" */ '${pageImport}').then((m) => ({ Component: m.ComingSoonPage }));

/** The routes of ${dir}. */
const routes: RemoteRoutes = pages.map((page) => ({ path: page.path, handle: { page }, lazy: comingSoon }));

export default routes;
`,

  [`src/features/${area}/routes/ComingSoonPage.tsx`]: `import { ComingSoonPage as ComingSoon } from '@ledgerlens/shared';

/** The area, as named in the heading: "{AREA} are coming to LedgerLens". */
export const AREA = ${sq(label)};

/** What the area will show (spec §2). */
export const AREA_DESCRIPTION = ${sq(DESCRIPTION)};

/** Placeholder page of every route of ${dir} until its real pages land (see \`ComingSoonPage\` in shared). */
export function ComingSoonPage() {
  return <ComingSoon area={AREA} description={AREA_DESCRIPTION} />;
}
`,

  'test/render.tsx': `/**
 * Renders ${dir} as the shell mounts it (its \`./routes\` module) or, with \`standalone\`, as its
 * standalone app does; see \`renderRemoteAt\` in \`@ledgerlens/shared/testing\`.
 */
import { renderRemoteAt } from '@ledgerlens/shared/testing';
import routes from '../src/routes';

/** Renders \`path\` once its lazy route module has loaded. */
export function renderAt(path: string, { standalone = false } = {}) {
  return renderRemoteAt(routes, path, standalone ? { standalone: { app: '${dir}' } } : {});
}
`,

  'test/routes.test.tsx': `import { screen, within } from '@testing-library/react';
import { renderAt } from './render';

const HEADING = ${sq(`${label} are coming to LedgerLens`)};
const TITLE = ${sq(`${label} · coming soon · LedgerLens`)};

/** The placeholder names the area, says what it will show, echoes where it was opened and links back to search. */
async function expectPlaceholder(path: string, shown: string[]) {
  expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
  expect(screen.getByText(${sq(DESCRIPTION)})).toBeInTheDocument();
  const opened = screen.getByLabelText('Opened with');
  expect(within(opened).getByText(path)).toBeInTheDocument();
  for (const text of shown) expect(within(opened).getByText(text)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/search');
  expect(document.title).toBe(TITLE);
}

describe('${dir} routes (./routes)', () => {
${routePaths
  .map((r) => {
    const sample = sampleFor(r);
    const values = [...r.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => `example-${m[1]}`);
    return `  it('renders the placeholder on ${sample}', async () => {
    await renderAt('${sample}');
    await expectPlaceholder('${sample}', [${values.map(sq).join(', ')}]);
  });`;
  })
  .join('\n\n')}${
  routePaths.some((r) => r.includes(':'))
    ? `

  it('shows route parameters as plain text, never as markup', async () => {
    await renderAt('${routePaths.find((r) => r.includes(':')).replace(/:([A-Za-z0-9_]+)/g, '%3Cimg%20src%3Dx%3E')}');
    expect((await screen.findAllByText('<img src=x>')).length).toBeGreaterThan(0);
    expect(document.querySelector('img')).toBeNull();
  });`
    : ''
}
});
`,

  'test/standalone.test.tsx': `import { screen } from '@testing-library/react';
import { renderAt } from './render';

describe('${dir} standalone', () => {
  it('lists its pages on / inside the standalone frame', async () => {
    await renderAt('/', { standalone: true });
    expect(screen.getByRole('heading', { level: 1, name: '${dir} running standalone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle dark mode' })).toBeInTheDocument();
${routePaths
  .filter((r) => !r.includes(':'))
  .map((r) => `    expect(screen.getByRole('link', { name: '${r}' })).toHaveAttribute('href', '${r}');`)
  .join('\n')}
  });

  it("renders the remote's own pages in the frame", async () => {
    await renderAt('${sampleFor(routePaths[0])}', { standalone: true });
    expect(await screen.findByRole('heading', { level: 1, name: ${sq(`${label} are coming to LedgerLens`)} })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LedgerLens' })).toHaveAttribute('href', '/');
  });

  it('says when a path belongs to another part of LedgerLens', async () => {
    await renderAt('/search', { standalone: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Not part of this app' })).toBeInTheDocument();
    expect(screen.getByText('/search is served by another part of LedgerLens. Run the shell to see it.')).toBeInTheDocument();
  });
});
`,
};

for (const [rel, text] of Object.entries(files)) {
  const file = path.join(target, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

// ---- register: apps.config.cjs (one line) and shell/public/remotes.json (one entry) ----------
const appsConfig = readFileSync(appsConfigPath, 'utf8');
const line = `  { name: '${fedName}', dir: '${dir}', port: Number(process.env.${portVar} || ${port}) },\n`;
const end = appsConfig.indexOf('];', appsConfig.indexOf('const FRONTENDS = ['));
if (end < 0) fail('could not find the FRONTENDS list in apps.config.cjs');
writeFileSync(appsConfigPath, appsConfig.slice(0, end) + line + appsConfig.slice(end));

remotesJson[fedName] = { label, entry: `/remotes/${dir}/mf-manifest.json`, routes: prefixes };
/** remotes.json's style: one line per field, arrays and objects inline. */
const inline = (v) =>
  Array.isArray(v)
    ? `[${v.map(inline).join(', ')}]`
    : v && typeof v === 'object'
      ? `{ ${Object.entries(v).map(([k, x]) => `${q(k)}: ${inline(x)}`).join(', ')} }`
      : q(v);
const body = Object.entries(remotesJson)
  .map(([name, d]) => `  ${q(name)}: {\n${Object.entries(d).map(([k, v]) => `    ${q(k)}: ${inline(v)}`).join(',\n')}\n  }`)
  .join(',\n');
writeFileSync(remotesJsonPath, `{\n${body}\n}\n`);

console.log(`Created ${dir}/ (${fedName}, port ${port}, env ${portVar}), routes ${prefixes.join(', ')}.
Registered in apps.config.cjs and shell/public/remotes.json. Next:
  1. npm install --no-audit --no-fund         (links the new workspace)
  2. edit src/features/${area}/routes/ComingSoonPage.tsx (AREA_DESCRIPTION) and the tests (description, sample values)
  3. README.md: a row in the folder table, ${portVar} in the configuration table
  4. npx jest --selectProjects ${dir} && npx eslint ${dir} && npx lerna run build --scope ${dir}`);
