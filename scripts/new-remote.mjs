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
 * Writes `mfe-<name>/` (package.json, webpack.config.cjs exposing `./routes`, tsconfig.json,
 * jest.config.ts, public/config.json, src/index.ts, src/bootstrap.tsx, src/routes.tsx,
 * src/standalone/StandaloneFrame.tsx, src/features/<name>/routes/ComingSoonPage.tsx,
 * test/render.tsx, test/routes.test.tsx, test/standalone.test.tsx), adds one line to
 * apps.config.cjs and one entry to shell/public/remotes.json. Then: `npm install`, and the README rows.
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
        '@emotion/styled': '^11.14.1',
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
  title: ${q(`LedgerLens · ${label} (standalone)`).replace(/"/g, "'")},
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
 * Standalone entry of ${dir} (\`npm --workspace ${dir} start\`, port ${port}, env ${portVar}): loads
 * \`config.json\`, creates its own store and router and renders the remote's pages in a minimal frame.
 * In the shell this file is never loaded: the shell imports \`./routes\` only.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createAppStore, loadRuntimeConfig } from '@ledgerlens/shared';
import { standaloneRoutes } from './standalone/StandaloneFrame';

async function main() {
  await loadRuntimeConfig();
  const store = createAppStore();
  const router = createBrowserRouter(standaloneRoutes);
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void main();
`,

  'src/routes.tsx': `/**
 * \`${fedName}/routes\`: the routes this remote owns, mounted by the shell under its layout for the
 * prefixes \`remotes.json\` gives it (${prefixes.map((p) => `\`${p}\``).join(', ')}), and by the standalone app and the
 * tests the same way. Each page is its own chunk, loaded with react-router's \`lazy\` when its
 * route is first matched.
 */
import type { RemoteRoutes } from '@ledgerlens/shared';

const comingSoon = () => import('${pageImport}').then((m) => ({ Component: m.ComingSoonPage }));

/** The routes of ${dir}. */
const routes: RemoteRoutes = [
${routePaths.map((r) => `  { path: '${r}', lazy: comingSoon },`).join('\n')}
];

export default routes;
`,

  [`src/features/${area}/routes/ComingSoonPage.tsx`]: `import { Fragment } from 'react';
import { css } from '@emotion/react';
import { Link, useLocation, useParams } from 'react-router';
import { Card, Page, PRODUCT_NAME, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';

/** The area, as named in the heading: "{AREA} are coming to LedgerLens". */
export const AREA = ${q(label).replace(/"/g, "'")};

/** What the area will show (spec §2). */
export const AREA_DESCRIPTION = \`This part of \${PRODUCT_NAME} is being built.\`;

const getStyles = (theme: LedgerLensTheme) => ({
  card: css\`display: grid; gap: \${theme.spacing(2)}; justify-items: start; max-width: \${theme.size.text};\`,
  heading: css\`margin: 0; font-size: 24px; line-height: 1.25; font-weight: 800; color: \${theme.color.text};\`,
  text: css\`margin: 0; line-height: 1.5; color: \${theme.color.textMuted};\`,
  opened: css\`
    margin: 0; display: grid; grid-template-columns: auto minmax(0, 1fr); gap: \${theme.spacing(0.5, 2)};
    & > dt { color: \${theme.color.textMuted}; font-size: 14px; }
    & > dd { margin: 0; min-width: 0; font-family: \${theme.font.mono}; font-size: 14px; overflow-wrap: anywhere; color: \${theme.color.text}; }
  \`,
  link: css\`color: \${theme.color.primary}; font-weight: 600; &:hover { color: \${theme.color.primaryHover}; }\`,
});

/**
 * Placeholder page of every route of this remote until its real pages land: names the area, says
 * what it will show, and echoes the path and route parameters it was opened with (as plain text)
 * with a link back to search.
 */
export function ComingSoonPage() {
  const styles = useStyles(getStyles);
  const { pathname } = useLocation();
  const params = Object.entries(useParams()).filter(([name, value]) => name !== '*' && value);
  return (
    <Page>
      <title>{\`\${AREA} · coming soon · \${PRODUCT_NAME}\`}</title>
      <Card css={styles.card}>
        <h1 css={styles.heading}>{\`\${AREA} are coming to \${PRODUCT_NAME}\`}</h1>
        <p css={styles.text}>{AREA_DESCRIPTION}</p>
        <dl css={styles.opened} aria-label="Opened with">
          <dt>path</dt>
          <dd>{pathname}</dd>
          {params.map(([name, value]) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <Link to="/search" css={styles.link}>
          Back to search
        </Link>
      </Card>
    </Page>
  );
}
`,

  'src/standalone/StandaloneFrame.tsx': `import { css } from '@emotion/react';
import { Link, Outlet, useLocation, type RouteObject } from 'react-router';
import { Button, Card, ErrorBoundary, Page, PRODUCT_NAME, useStyles, useThemePreference, type LedgerLensTheme } from '@ledgerlens/shared';
import routes from '../routes';

/** This remote's pages without parameters, linked from the standalone index. */
const PAGES = routes.map((r) => r.path).filter((p): p is string => !!p && !p.includes(':'));

const getStyles = (theme: LedgerLensTheme) => ({
  root: css\`min-height: 100vh; display: grid; grid-template-rows: auto 1fr auto;\`,
  header: css\`
    display: flex; align-items: center; justify-content: space-between; gap: \${theme.spacing(2)};
    padding: \${theme.spacing(1.5, 2)}; background: \${theme.color.surface}; border-bottom: 1px solid \${theme.color.border};
  \`,
  brand: css\`color: \${theme.color.text}; text-decoration: none; font-weight: 800; font-size: 18px;\`,
  tag: css\`margin-left: \${theme.spacing(1)}; font-size: 12px; font-weight: 600; color: \${theme.color.textMuted};\`,
  footer: css\`padding: \${theme.spacing(2)}; text-align: center; font-size: 13px; color: \${theme.color.textMuted};\`,
  card: css\`display: grid; gap: \${theme.spacing(1.5)}; justify-items: start;\`,
  heading: css\`margin: 0; font-size: 22px; color: \${theme.color.text};\`,
  text: css\`margin: 0; color: \${theme.color.textMuted};\`,
  list: css\`margin: 0; padding-left: \${theme.spacing(2.5)}; display: grid; gap: \${theme.spacing(0.5)};\`,
});

/** Minimal frame around the remote's pages when it runs alone (no shell): name, theme toggle, page. */
export function StandaloneFrame() {
  const styles = useStyles(getStyles);
  const location = useLocation();
  const [, setPreference, isDark] = useThemePreference();
  return (
    <div css={styles.root}>
      <header css={styles.header}>
        <span>
          <Link to="/" css={styles.brand}>
            {PRODUCT_NAME}
          </Link>
          <span css={styles.tag}>${dir} · standalone</span>
        </span>
        <Button variant="ghost" size="sm" onClick={() => setPreference(isDark ? 'light' : 'dark')} aria-label="Toggle dark mode">
          {isDark ? 'Light' : 'Dark'}
        </Button>
      </header>
      <main>
        <ErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <footer css={styles.footer}>${dir} running standalone: other areas need the shell</footer>
    </div>
  );
}

/** \`/\` and every path of another remote: this remote's pages, as links. */
function StandaloneIndex() {
  const styles = useStyles(getStyles);
  const { pathname } = useLocation();
  const home = pathname === '/';
  return (
    <Page>
      <Card css={styles.card}>
        <h1 css={styles.heading}>{home ? '${dir} running standalone' : 'Not part of this app'}</h1>
        {home ? null : <p css={styles.text}>{\`\${pathname} is served by another part of \${PRODUCT_NAME}. Run the shell to see it.\`}</p>}
        <ul css={styles.list}>
          {PAGES.map((p) => (
            <li key={p}>
              <Link to={p}>{p}</Link>
            </li>
          ))}
        </ul>
      </Card>
    </Page>
  );
}

/** Route table of the standalone app: the frame around this remote's own \`./routes\` module. */
export const standaloneRoutes: RouteObject[] = [
  {
    path: '/',
    element: <StandaloneFrame />,
    HydrateFallback: () => <Page aria-busy="true">Loading…</Page>,
    children: [{ index: true, element: <StandaloneIndex /> }, ...routes, { path: '*', element: <StandaloneIndex /> }],
  },
];
`,

  'test/render.tsx': `/**
 * Renders the remote as the shell would: a fresh LedgerLens store, \`AppProviders\` and a memory
 * router that mounts \`src/routes.tsx\` (the \`./routes\` module the shell loads, lazy pages
 * included); or, with \`standalone\`, the standalone app's route table.
 */
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createAppStore } from '@ledgerlens/shared';
import routes from '../src/routes';
import { standaloneRoutes } from '../src/standalone/StandaloneFrame';

/** Renders \`path\` once its lazy route module has loaded; returns RTL queries and the router. */
export async function renderAt(path: string, { standalone = false } = {}) {
  const table: RouteObject[] = standalone ? standaloneRoutes : [{ path: '/', HydrateFallback: () => <p>Loading page…</p>, children: routes }];
  const router = createMemoryRouter(table, { initialEntries: [path] });
  const utils = render(
    <AppProviders store={createAppStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await waitFor(() => expect(router.state.initialized).toBe(true));
  return { ...utils, router };
}
`,

  'test/routes.test.tsx': `import { screen, within } from '@testing-library/react';
import { renderAt } from './render';

const HEADING = ${q(`${label} are coming to LedgerLens`).replace(/"/g, "'")};
const TITLE = ${q(`${label} · coming soon · LedgerLens`).replace(/"/g, "'")};

/** The placeholder names the area, echoes where it was opened and links back to search. */
async function expectPlaceholder(path: string, shown: string[]) {
  expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
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
    await expectPlaceholder('${sample}', ${q(values).replace(/"/g, "'")});
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
    expect(await screen.findByRole('heading', { level: 1, name: ${q(`${label} are coming to LedgerLens`).replace(/"/g, "'")} })).toBeInTheDocument();
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
  2. edit src/features/${area}/routes/ComingSoonPage.tsx (AREA_DESCRIPTION) and the tests' sample values
  3. README.md: a row in the folder table, ${portVar} in the configuration table
  4. npx jest --selectProjects ${dir} && npx eslint ${dir} && npx lerna run build --scope ${dir}`);
