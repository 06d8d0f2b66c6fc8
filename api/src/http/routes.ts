/**
 * The HTTP layer every feature's routes use: what a route gets ({@link RouteDeps}), per-route 400
 * messages ({@link RouteMessages}), the upstream call with error mapping ({@link upstream}), the
 * cached-answer helpers ({@link cached}, {@link sendEntry}), the long-parameter guard and the shared
 * OpenAPI error answers.
 */
import { Type } from '@sinclair/typebox';
import type { SqlDb } from '../db/sql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, toApiError, type UpstreamErrorContext } from '../errors';
import type { XrplCommand, XrplGateway } from '../gateway';
import type { NodeInfo } from '../node-info';
import type { LiveData } from '../live';
import type { CacheEntry, CachedBody, Coalescer, ResponseCache } from '../cache';
import { ref } from '../schemas';

/**
 * Per-route config read by the app's error handler: the 400 message for a request that fails
 * schema validation (and for an empty identifier).
 */
export interface RouteMessages {
  invalidInputMessage: string;
  missingInputMessage?: string;
}

/**
 * Names the cached answer of a request: the {@link ResponseCache} key its route stores the answer
 * under, or `undefined` when the request has none (a live answer, or input the route rejects with
 * its 400). Never throws; cheap (it runs before every request of its route). A feature declares it
 * in its route's `config.cacheKey` and passes its result to {@link cached}, so the route and the
 * hook that answers cached requests (`cached-answers.ts`) always agree on the key.
 */
export type CacheKeyOf = (request: FastifyRequest) => string | undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See {@link RouteMessages}. */
    messages?: RouteMessages;
    /** See {@link CacheKeyOf}: set, the route's immutable answers are served from the cache before the route runs. */
    cacheKey?: CacheKeyOf;
  }
}

/** What the routes need. */
export interface RouteDeps {
  /** The upstream gateway, already deadline-wrapped and coalescing identical concurrent commands. */
  xrpl: XrplGateway;
  /** `server_info` and the network id. */
  nodeInfo: NodeInfo;
  /** Latest ledger and `server_info`, refreshed at most once per ledger close. */
  live: LiveData;
  /** Immutable answers (validated transactions and ledgers) and short-lived 404s. */
  cache: ResponseCache;
  /** Runs identical concurrent loads (upstream call + mapping + serialization) once. */
  loads: Coalescer;
  /** The API's database (SQLite or PostgreSQL, `api/src/db`), or null when it could not be opened (see `BuildAppOptions.database`). */
  db: SqlDb | null;
}

/** Longest accepted path parameter, characters (after percent-decoding); longer → the route's 400. */
export const MAX_PATH_PARAM_LENGTH = 128;

/** OpenAPI error answers every identifier route documents (400, 404, 429, 502, 504). */
export const errorResponses = {
  400: { description: 'Invalid identifier', ...ref('ApiError') },
  404: { description: 'Not found on the node', ...ref('ApiError') },
  429: { description: 'Too many requests from this client (see `Retry-After`)', ...ref('ApiError') },
  502: { description: 'Upstream XRPL node unavailable or failing', ...ref('ApiError') },
  504: { description: 'Upstream XRPL node timed out', ...ref('ApiError') },
};

/** OpenAPI error answers of a route without an identifier that reads the node (429, 502, 504). */
export const upstreamErrorResponses = { 429: errorResponses[429], 502: errorResponses[502], 504: errorResponses[504] };

/** OpenAPI error answers of a route with a checked query or path parameter but no identifier on the node (400, then as {@link upstreamErrorResponses}). */
export const queryErrorResponses = { 400: { description: 'Invalid parameter', ...ref('ApiError') }, ...upstreamErrorResponses };

/**
 * Sends `command` through the gateway; a node error becomes the route's {@link ApiError} (`ctx`:
 * which rippled codes mean 404 / 400, and their messages), other failures are rethrown as they are.
 */
export async function upstream<T>(deps: RouteDeps, command: XrplCommand, ctx: UpstreamErrorContext): Promise<T> {
  try {
    return await deps.xrpl.request<T>(command);
  } catch (err) {
    throw toApiError(err, ctx) ?? err;
  }
}

/** `onRequest` hook: a path parameter longer than {@link MAX_PATH_PARAM_LENGTH} → 400 `message`, before any work. */
export function rejectLongParams(message: string) {
  // Callback style: no promise per request on the routes of cached answers.
  return (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    for (const value of Object.values(params)) {
      if (typeof value === 'string' && value.length > MAX_PATH_PARAM_LENGTH) return done(new ApiError(400, message, 'invalidInput'));
    }
    done();
  };
}

/** Sends a stored answer: its body as is (already serialized), its ETag and `Cache-Control`; throws a stored 404. */
export function sendEntry(reply: FastifyReply, entry: CacheEntry): FastifyReply {
  if (entry instanceof ApiError) throw entry;
  return reply
    .header('cache-control', entry.cacheControl)
    .header('etag', entry.etag)
    .type('application/json; charset=utf-8')
    .send(entry.body);
}

/**
 * Loads an answer through the cache: a stored entry is sent at once; otherwise `load` runs once for
 * all concurrent identical requests (`key`). A validated answer (`immutable`) is stored under every
 * key in `aliases` + `key`; a 404 for a well-formed identifier is stored for 4 s; nothing else is
 * stored. `key` is the route's {@link CacheKeyOf} of the request; `undefined`: `load` runs uncached.
 */
export async function cached(
  deps: RouteDeps,
  reply: FastifyReply,
  key: string | undefined,
  load: () => Promise<{ entry: CachedBody; immutable: boolean; aliases: string[] }>,
): Promise<FastifyReply> {
  if (key === undefined) return sendEntry(reply, (await load()).entry);
  const hit = deps.cache.get(key);
  if (hit) return sendEntry(reply, hit);
  const entry = await deps.loads.run(key, async () => {
    try {
      const loaded = await load();
      if (loaded.immutable) deps.cache.setImmutable([key, ...loaded.aliases], loaded.entry);
      return loaded.entry;
    } catch (err) {
      if (err instanceof ApiError && err.statusCode === 404) deps.cache.setNotFound(key, err);
      throw err;
    }
  });
  return sendEntry(reply, entry);
}

/** JSON schema of a route's `:id` path parameter: `pattern`, at most {@link MAX_PATH_PARAM_LENGTH} characters. */
export const paramsSchema = (pattern: string, description: string) => Type.Object({ id: Type.String({ pattern, maxLength: MAX_PATH_PARAM_LENGTH, description }) });
