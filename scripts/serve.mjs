#!/usr/bin/env node
/**
 * Serves one built front end (`<folder>/dist`) like a production static host: gzip, long cache
 * for content-hashed chunks, no cache for entry files, SPA fallback to index.html, and a proxy
 * for /api (and, for the shell, /remotes/<folder>/ to each remote's server).
 *
 * Usage: node scripts/serve.mjs <shell|mfe-search|...>
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyProxy from '@fastify/http-proxy';

const require = createRequire(import.meta.url);
const { API_PORT, FRONTENDS, REMOTES } = require('../apps.config.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const dirName = process.argv[2];
const app = FRONTENDS.find((f) => f.dir === dirName);
if (!app) {
  console.error(`usage: serve.mjs <${FRONTENDS.map((f) => f.dir).join('|')}>`);
  process.exit(2);
}
const distDir = path.join(root, app.dir, 'dist');
const apiUrl = process.env.API_URL || `http://127.0.0.1:${API_PORT}`;

const server = Fastify({ logger: false });
await server.register(fastifyCompress, { global: true, encodings: ['gzip'] });
await server.register(fastifyProxy, { upstream: apiUrl, prefix: '/api', rewritePrefix: '/api' });
if (app.name === 'shell') {
  for (const r of REMOTES) {
    await server.register(fastifyProxy, { upstream: `http://127.0.0.1:${r.port}`, prefix: `/remotes/${r.dir}` });
  }
}
await server.register(fastifyStatic, {
  root: distDir,
  wildcard: false,
  index: false,
  setHeaders(res, filePath) {
    const base = path.basename(filePath);
    const hashed = /\.[0-9a-f]{8}\.js$/.test(base);
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Access-Control-Allow-Origin', '*');
  },
});
// Files not found: a navigation (no file extension) gets the SPA's index.html, anything else 404.
server.setNotFoundHandler((req, reply) => {
  const url = req.url.split('?')[0];
  if (req.method === 'GET' && !path.extname(url)) {
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  }
  return reply.code(404).type('text/plain').send('Not found');
});

await server.listen({ port: app.port, host: process.env.HOST || 'localhost' });
console.log(`[${app.dir}] serving ${path.relative(root, distDir)} at http://localhost:${app.port}`);

for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close().then(() => process.exit(0)));
