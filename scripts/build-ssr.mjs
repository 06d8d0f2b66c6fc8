#!/usr/bin/env node
/**
 * Builds a front end's server render (`src/server.tsx`) into `<folder>/dist-ssr/render.cjs`: one
 * CommonJS file for Node with every dependency bundled (React, Emotion, react-router, the shared
 * package), so the static server loads it without `node_modules`. Run by the folder's
 * `npm run build` after webpack; `dist-ssr` is a build output in Nx (cached and restored).
 *
 * Usage: node scripts/build-ssr.mjs <folder>
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = process.argv[2];
if (!folder) {
  console.error('usage: build-ssr.mjs <folder>');
  process.exit(2);
}
const dir = path.join(root, folder);
await build({
  entryPoints: [path.join(dir, 'src/server.tsx')],
  outfile: path.join(dir, 'dist-ssr/render.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  tsconfig: path.join(dir, 'tsconfig.json'),
  define: { 'process.env.NODE_ENV': '"production"' },
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`[build-ssr] ${folder}/dist-ssr/render.cjs`);
