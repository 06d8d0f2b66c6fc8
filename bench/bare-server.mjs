#!/usr/bin/env node
/**
 * The floor of `bench:api`: a bare Fastify server with one route that answers the same bytes as
 * the API's cached answer (body, content type), nothing else (no plugins, hooks, headers or
 * logging). Started by `bench/api.mjs` as a child process, like the API.
 *
 * Env: BARE_HOST, BARE_PORT, BARE_BODY_FILE (the body to send), BARE_CONTENT_TYPE, BARE_PATH.
 * Prints `listening on <url>` when ready.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BARE_BODY_FILE);
const type = process.env.BARE_CONTENT_TYPE || 'application/json; charset=utf-8';
const app = Fastify({ logger: false });
app.get(process.env.BARE_PATH || '/*', (_req, reply) => reply.type(type).send(body));
await app.listen({ host: process.env.BARE_HOST || '127.0.0.1', port: Number(process.env.BARE_PORT || 0) });
console.log(`listening on http://${process.env.BARE_HOST || '127.0.0.1'}:${app.server.address().port}`);
