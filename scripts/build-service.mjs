#!/usr/bin/env node
/**
 * Compiles a Node service (`api/` or `replay/`) to JavaScript: `<pkg>/src/main.ts` → `<pkg>/dist/main.js`
 * (one CommonJS file for Node 20, with a source map), so production runs `node dist/main.js`, no
 * TypeScript at run time.
 *
 *   node ../scripts/build-service.mjs              (from the package folder: its `npm run build`)
 *   node ../scripts/build-service.mjs --if-missing (build only when dist/main.js does not exist: `prestart`)
 *   node ../scripts/build-service.mjs --bundle-undeclared (the web server: see below)
 *
 * esbuild bundles the package's own sources and the workspace's TypeScript packages
 * (`@ledgerlens/shared`, whose `exports` point at `.ts` files); every npm dependency (fastify,
 * xrpl, better-sqlite3 with its native binding, ws, …) stays an ordinary `require` resolved from
 * node_modules at run time. esbuild does not type-check: `npm run typecheck` (part of `npm test`)
 * runs `tsc` over the same sources, and a type error fails CI there.
 *
 * `--bundle-undeclared` (the web server, `server/`): only the package's own `dependencies` stay
 * `require`s; everything else it imports is bundled, i.e. the shell's render module
 * (`shell/src/server.tsx`) with React, Emotion, react-router and RTK (one copy of each, in
 * production mode), as a front end's build bundles them.
 *
 * Run-time paths: the bundle lives in `<pkg>/dist/`, one level under the package like `src/`, so
 * paths built from `__dirname` in `src/*.ts` files (`../data/...`) resolve the same compiled.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const pkgDir = process.cwd();
const outfile = path.join(pkgDir, 'dist', 'main.js');
if (process.argv.includes('--if-missing') && existsSync(outfile)) process.exit(0);

const bundleUndeclared = process.argv.includes('--bundle-undeclared');
const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
/** The package's npm dependencies (workspace packages, `@ledgerlens/*` and `shell`, are sources: bundled). */
const declared = new Set(Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@ledgerlens/') && name !== 'shell'));
/** `fastify`, `@fastify/static/x` → the package name. */
const packageOf = (/** @type {string} */ id) => id.split('/').slice(0, id.startsWith('@') ? 2 : 1).join('/');

/**
 * Bundle the workspace's TypeScript packages; every other bare import is an npm dependency (with
 * `--bundle-undeclared`: only the declared ones).
 * @type {import('esbuild').Plugin}
 */
const externalNpm = {
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@ledgerlens/')) return undefined;
      if (bundleUndeclared && !declared.has(packageOf(args.path))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(path.join(pkgDir, 'dist'), { recursive: true, force: true });
const started = performance.now();
const result = await build({
  entryPoints: [path.join(pkgDir, 'src', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalNpm],
  // Bundled front-end code (React) in its production build, as the front ends' own builds.
  ...(bundleUndeclared ? { define: { 'process.env.NODE_ENV': '"production"' } } : {}),
});
const bytes = Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
console.log(`${path.basename(pkgDir)}: dist/main.js (${(bytes / 1024).toFixed(0)} KiB) in ${Math.round(performance.now() - started)} ms`);
