/**
 * A remote's page declarations at build time: read from its `src/pages.ts` (export `declarations`,
 * see `@ledgerlens/shared/pages`) and published in its `mf-manifest.json` (`metaData.pages`,
 * `metaData.widgetData`) by `scripts/build-ssr.mjs`, where the shell's web server reads them at
 * serve time (so a remote's pages change without a shell rebuild).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A remote's page declarations (`<folder>/src/pages.ts`, export `declarations`: its pages and home
 * widgets' requests, `@ledgerlens/shared/pages`), evaluated at build time, with their problems
 * (`declarationProblems`). `undefined` when the remote has no `src/pages.ts`.
 * @param {string} folder e.g. `mfe-search`
 * @returns {Promise<{ declarations: unknown, problems: string[] } | undefined>}
 */
export async function readRemoteDeclarations(folder) {
  const dir = path.join(root, folder);
  if (!existsSync(path.join(dir, 'src/pages.ts'))) return undefined;
  const contents = `export { declarations } from './src/pages.ts';\nexport { declarationProblems } from '@ledgerlens/shared/pages';\n`;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ledgerlens-pages-'));
  const outfile = path.join(tmp, 'pages.cjs');
  try {
    await build({ bundle: true, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'warning', stdin: { contents, resolveDir: dir, sourcefile: 'pages-entry.ts', loader: 'ts' }, outfile, tsconfig: path.join(dir, 'tsconfig.json') });
    const mod = require(outfile);
    return { declarations: mod.declarations, problems: mod.declarationProblems(mod.declarations) };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * The manifest with a remote's declarations published in it: `metaData.pages` and, when declared,
 * `metaData.widgetData` (the shell's web server reads them at serve time, so a remote's pages change
 * without a shell rebuild). Throws with every problem when there are any (the build fails).
 * @param {any} manifest parsed mf-manifest.json
 * @param {any} declarations `{ pages, widgetData? }`
 * @param {string[]} problems from `declarationProblems`
 */
export function withDeclarations(manifest, declarations, problems) {
  if (problems.length) throw new Error(`page declarations: ${problems.join('; ')}`);
  const { pages, widgetData } = declarations;
  const metaData = { ...(manifest.metaData ?? {}), pages };
  if (widgetData !== undefined) metaData.widgetData = widgetData;
  else delete metaData.widgetData;
  return { ...manifest, metaData };
}

/**
 * Pages whose declared `chunk` the build did not produce: each declared page's chunk must be a named
 * page chunk of the build's output (`metaData.pageChunks` of its `mf-manifest.json`, from
 * `exactExposeAssets` in webpack.federation.cjs), else the server would preload nothing for it and
 * the page's own files would come one round trip later.
 * @param {string} remote the remote's name, for the message (e.g. `mfe_search`)
 * @param {{ pages?: Array<{ path: string, chunk: string }> } | undefined} declarations
 * @param {Record<string, string[]> | undefined} pageChunks the build's page chunks by name
 * @returns {string[]} one message per page naming the remote, the page and the chunk (empty: none missing)
 */
export function missingPageChunks(remote, declarations, pageChunks) {
  const built = pageChunks ?? {};
  const names = Object.keys(built).sort().join(', ') || 'none';
  return (declarations?.pages ?? [])
    .filter((page) => !Object.hasOwn(built, page.chunk) || !built[page.chunk]?.length)
    .map((page) => `${remote}: page ${page.path} declares chunk "${page.chunk}", which the build did not produce (page chunks built: ${names}; the route's import needs /* webpackChunkName: "${page.chunk}" */)`);
}
