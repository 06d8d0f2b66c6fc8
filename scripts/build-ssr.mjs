#!/usr/bin/env node
/**
 * A remote's server build for the first view rendered on the server, with esbuild, for Node,
 * CommonJS, minified (the shell's own render module is bundled into the web server, `server/`):
 *
 * - the remote's webpack build (production, and the dev server's in memory) emits it as
 *   `ssr/server.cjs`, next to its `mf-manifest.json`, published with the remote (the shell's server
 *   fetches it from the remote's URL and re-reads it when the manifest changes, so a remote still
 *   deploys without a shell rebuild), with its SHA-256 in the manifest (`metaData.ssr.integrity`,
 *   checked before it runs): `remoteServerParts`, called by `remoteManifestData` of
 *   webpack.federation.cjs. It exports `modules`: every module the remote exposes to federation, by
 *   expose path (`./routes`, `./widgets/…`). The singletons (React, Emotion, `@ledgerlens/shared`: `PROVIDED_SINGLETONS` of
 *   `shell/src/ssr/constants.ts`) are left as `require`s: the shell's server provides its own, as
 *   federation does in the browser. The remote's page
 *   declarations (`src/pages.ts`) are published in the same manifest (`metaData.pages`,
 *   `metaData.widgetData`, `withDeclarations` of `./page-declarations.mjs`).
 *
 * Tests build one into a temporary folder: `node scripts/build-ssr.mjs <folder> <outfile>`.
 *
 * The file is one CommonJS module exporting a factory, `module.exports = (require) => ({ modules })`:
 * the shell's server writes the verified text under its SHA-256, `require`s it and calls the factory
 * with the singletons it provides.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
 * The text of a remote's server build (`modules`: its federation exposes), not written anywhere.
 * @param {string} dir the remote's folder (absolute)
 * @param {Record<string, string>} exposes its federation `exposes` (`./routes` → `./src/routes.tsx`, …)
 * @param {{ minify?: boolean }} [options] default minified (a production build)
 * @returns {Promise<string>} one CommonJS module exporting the factory (see the top of this file)
 */
export async function serverBuildText(dir, exposes, { minify = true } = {}) {
  const entries = Object.entries(exposes);
  const contents = [
    ...entries.map(([, file], i) => `import * as m${i} from ${JSON.stringify(file.startsWith('.') ? file : `./${file}`)};`),
    `export const modules = { ${entries.map(([name], i) => `${JSON.stringify(name)}: m${i}`).join(', ')} };`,
  ].join('\n');
  const result = await build({
    ...common,
    minify,
    write: false,
    stdin: { contents, resolveDir: dir, sourcefile: 'server-entry.js', loader: 'js' },
    outfile: path.join(dir, 'server-build.cjs'),
    tsconfig: path.join(dir, 'tsconfig.json'),
    external: PROVIDED_SINGLETONS,
    // A factory: the web server calls it with its own `require` of the singletons (nothing else
    // resolves), so the build is loaded by Node's `require`, never evaluated from a string.
    banner: { js: 'module.exports=function(require){"use strict";var module={exports:{}},exports=module.exports;' },
    footer: { js: 'return module.exports};' },
  });
  return result.outputFiles[0].text;
}

/** `sha256-<base64>` of a server build's text: what its manifest publishes (`metaData.ssr.integrity`), as the web server checks it. */
export const { serverBuildIntegrity: integrityOf } = await tsImport('../shell/src/ssr/integrity.ts', import.meta.url);

/**
 * What a remote's build adds to its manifest's `metaData` and its files, from the webpack build
 * itself (`remoteManifestData` in webpack.federation.cjs, in production and in the dev server):
 * the server build's text and `ssr`, `pages`, `widgetData`. Throws when a page declaration is invalid.
 * @param {string} dir the remote's folder (absolute)
 * @param {Record<string, string>} exposes its federation `exposes`
 * @param {{ minify?: boolean }} [options]
 * @returns {Promise<{ file: string, text: string, metaData: Record<string, unknown> }>}
 */
export async function remoteServerParts(dir, exposes, { minify = true } = {}) {
  const [text, declared] = await Promise.all([serverBuildText(dir, exposes, { minify }), readRemoteDeclarations(path.relative(root, dir))]);
  const withPages = declared ? withDeclarations({ metaData: {} }, declared.declarations, declared.problems).metaData : {};
  return { file: REMOTE_SSR_FILE, text, metaData: { ...withPages, ssr: { file: REMOTE_SSR_FILE, integrity: integrityOf(text) } } };
}

/**
 * Writes a remote's server build to `outfile` (tests build into a temporary folder; a remote's own
 * build emits it from webpack, see {@link remoteServerParts}).
 * @param {string} folder e.g. `mfe-search`
 * @param {string} outfile where to write it; a `mf-manifest.json` in the folder above gets the
 *   build's `metaData.ssr` and the remote's declarations, as a build publishes them
 */
export async function buildRemoteServer(folder, outfile) {
  const dir = path.join(root, folder);
  const exposes = exposesOf(dir);
  if (!exposes) throw new Error(`${folder} exposes nothing`);
  mkdirSync(path.dirname(outfile), { recursive: true });
  writeFileSync(outfile, await serverBuildText(dir, exposes));
  publishIntegrity(outfile);
  const manifestFile = path.join(path.dirname(outfile), '..', 'mf-manifest.json');
  if (existsSync(manifestFile)) {
    const declared = await readRemoteDeclarations(folder);
    if (declared) writeFileSync(manifestFile, JSON.stringify(withDeclarations(JSON.parse(readFileSync(manifestFile, 'utf8')), declared.declarations, declared.problems), null, 2));
  }
  return outfile;
}

/**
 * Publishes a remote's server build in its manifest (`../mf-manifest.json` next to `ssr/`):
 * `metaData.ssr = { file, integrity: "sha256-<base64>" }`. The shell's server runs the build only
 * when its text has that digest. No manifest there (a build into another folder): nothing written.
 * @param {string} out the server build's path
 * @returns {string} the digest
 */
export function publishIntegrity(out) {
  const integrity = integrityOf(readFileSync(out, 'utf8'));
  const manifestFile = path.join(path.dirname(out), '..', 'mf-manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.metaData = { ...(manifest.metaData ?? {}), ssr: { file: path.relative(path.dirname(manifestFile), out).split(path.sep).join('/'), integrity } };
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  }
  return integrity;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [folder, outfile] = process.argv.slice(2);
  if (!folder || !outfile) {
    console.error('usage: build-ssr.mjs <folder> <outfile>');
    process.exit(2);
  }
  const out = await buildRemoteServer(folder, path.resolve(outfile));
  console.log(`[build-ssr] ${path.relative(root, out)}`);
}
