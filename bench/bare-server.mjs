#!/usr/bin/env node
/**
 * The floor of `bench:api`: a bare Fastify server with one route that answers the same bytes as
 * the API's cached answer (body, content type), nothing else (no plugins, hooks, headers or
 * logging). Started by `bench/api.mjs` as a child process, like the API.
 *
 * With BARE_HEADERS_FILE (a JSON object of header → value), the route also sends those headers:
 * the same response bytes as the API (its security, CORS, cache, ETag and rate-limit headers), so
 * the comparison isolates the API's own per-request work from the cost of the headers it must send.
 *
 * Env: BARE_HOST, BARE_PORT, BARE_BODY_FILE (the body to send), BARE_CONTENT_TYPE, BARE_PATH,
 * BARE_HEADERS_FILE.
 * Prints `listening on <url>` when ready.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BARE_BODY_FILE);
const type = process.env.BARE_CONTENT_TYPE || 'application/json; charset=utf-8';
const headers = process.env.BARE_HEADERS_FILE ? JSON.parse(readFileSync(process.env.BARE_HEADERS_FILE, 'utf8')) : null;
const app = Fastify({ logger: false });
app.get(process.env.BARE_PATH || '/*', headers ? (_req, reply) => reply.headers(headers).type(type).send(body) : (_req, reply) => reply.type(type).send(body));
await app.listen({ host: process.env.BARE_HOST || '127.0.0.1', port: Number(process.env.BARE_PORT || 0) });
console.log(`listening on http://${process.env.BARE_HOST || '127.0.0.1'}:${app.server.address().port}`);
