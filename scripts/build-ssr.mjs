#!/usr/bin/env node
/**
 * A remote's server build for the first view rendered on the server, with esbuild, for Node,
 * CommonJS, minified (the shell's own render module is bundled into the web server, `server/`):
 *
 * - `node scripts/build-ssr.mjs <remote folder>`: the remote's server build into
 *   `<folder>/dist/ssr/server.cjs`, next to its `mf-manifest.json`, published with the remote (the
 *   shell's server fetches it from the remote's URL and re-reads it when the manifest changes, so
 *   a remote still deploys without a shell rebuild), with its SHA-256 in the manifest
 *   (`metaData.ssr.integrity`, checked before it runs). It exports `modules`: every module the remote
 *   exposes to federation (read from its `webpack.config.cjs`), by expose path (`./routes`,
 *   `./widgets/…`). The singletons (React, Emotion, `@ledgerlens/shared`: `PROVIDED_SINGLETONS` of
 *   `shell/src/ssr/constants.ts`) are left as `require`s: the shell's server provides its own, as
 *   federation does in the browser. The remote's page
 *   declarations (`src/pages.ts`) are published in the same manifest (`metaData.pages`,
 *   `metaData.widgetData`, `withDeclarations` of `./page-declarations.mjs`).
 *
 * Run by the folder's `npm run build` after webpack (which empties `dist`). Usage:
 * `node scripts/build-ssr.mjs <folder> [outfile]` (tests build into a temporary folder).
 *
 * The file is one CommonJS module exporting a factory, `module.exports = (require) => ({ modules })`:
 * the shell's server writes the verified text under its SHA-256, `require`s it and calls the factory
 * with the singletons it provides.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { readRemoteDeclarations, withDeclarations } from './page-declarations.mjs';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The constants the shell and its web server share: the singletons a server build is given, its file name. */
const { PROVIDED_SINGLETONS, REMOTE_SSR_FILE } = await tsImport('../shell/src/ssr/constants.ts', import.meta.url);

/** The `exposes` a front end's `webpack.config.cjs` gives `createConfig` (webpack.federation.cjs). */
function exposesOf(/** @type {string} */ dir) {
  const federation = require(path.join(root, 'webpack.federation.cjs'));
  const original = federation.createConfig;
  /** @type {Record<string, string> | undefined} */
  let exposes;
  federation.createConfig = (/** @type {any} */ opts) => {
    exposes = opts?.exposes;
    return original(opts);
  };
  try {
    require(path.join(dir, 'webpack.config.cjs'));
  } finally {
    federation.createConfig = original;
  }
  return exposes;
}

const common = {
  bundle: true,
  platform: /** @type {const} */ ('node'),
  format: /** @type {const} */ ('cjs'),
  target: 'node20',
  jsx: /** @type {const} */ ('automatic'),
  jsxImportSource: '@emotion/react',
  define: { 'process.env.NODE_ENV': '"production"' },
  minify: true,
  legalComments: /** @type {const} */ ('none'),
  logLevel: /** @type {const} */ ('warning'),
};

/**
 * Builds a remote's server build (`modules`: its federation exposes).
 * @param {string} folder e.g. `mfe-search`
 * @param {string} [outfile] default `<folder>/dist/ssr/server.cjs`
 */
export async function buildRemoteServer(folder, outfile) {
  const dir = path.join(root, folder);
  const exposes = exposesOf(dir);
  if (!exposes) throw new Error(`${folder} exposes nothing`);
  const entries = Object.entries(exposes);
  const contents = [
    ...entries.map(([, file], i) => `import * as m${i} from ${JSON.stringify(file.startsWith('.') ? file : `./${file}`)};`),
    `export const modules = { ${entries.map(([name], i) => `${JSON.stringify(name)}: m${i}`).join(', ')} };`,
  ].join('\n');
  const out = outfile ?? path.join(dir, 'dist', REMOTE_SSR_FILE);
  await build({
    ...common,
    stdin: { contents, resolveDir: dir, sourcefile: 'server-entry.js', loader: 'js' },
    outfile: out,
    tsconfig: path.join(dir, 'tsconfig.json'),
    external: PROVIDED_SINGLETONS,
    // A factory: the web server calls it with its own `require` of the singletons (nothing else
    // resolves), so the build is loaded by Node's `require`, never evaluated from a string.
    banner: { js: 'module.exports=function(require){"use strict";var module={exports:{}},exports=module.exports;' },
    footer: { js: 'return module.exports};' },
  });
  publishIntegrity(out);
  const manifestFile = path.join(path.dirname(out), '..', 'mf-manifest.json');
  if (existsSync(manifestFile)) {
    const declared = await readRemoteDeclarations(folder);
    if (declared) writeFileSync(manifestFile, JSON.stringify(withDeclarations(JSON.parse(readFileSync(manifestFile, 'utf8')), declared.declarations, declared.problems), null, 2));
  }
  return out;
}

/**
 * Publishes a remote's server build in its manifest (`../mf-manifest.json` next to `ssr/`):
 * `metaData.ssr = { file, integrity: "sha256-<base64>" }`. The shell's server runs the build only
 * when its text has that digest. No manifest there (a build into another folder): nothing written.
 * @param {string} out the server build's path
 * @returns {string} the digest
 */
export function publishIntegrity(out) {
  const integrity = `sha256-${createHash('sha256').update(readFileSync(out, 'utf8'), 'utf8').digest('base64')}`;
  const manifestFile = path.join(path.dirname(out), '..', 'mf-manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.metaData = { ...(manifest.metaData ?? {}), ssr: { file: path.relative(path.dirname(manifestFile), out).split(path.sep).join('/'), integrity } };
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  }
  return integrity;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: build-ssr.mjs <folder>');
    process.exit(2);
  }
  const outfile = process.argv[3] ? path.resolve(process.argv[3]) : undefined;
  const out = await buildRemoteServer(folder, outfile);
  console.log(`[build-ssr] ${path.relative(root, out)}`);
}
