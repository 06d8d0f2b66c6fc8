/**
 * The API's logs: JSON lines (Fastify's pino logger) on stdout, at `LOG_LEVEL`, each request's lines
 * carrying its request id (`reqId`).
 *
 * - Request id: the caller's `X-Request-Id` when it is a safe token (1–128 of `A–Z a–z 0–9 . _ : -`,
 *   so a proxy's id follows the request through), else a new UUID; echoed in the `X-Request-Id`
 *   response header.
 * - One `request completed` line per request at `info` (`reqId`, `method`, `url`, `statusCode`,
 *   `ms`), instead of Fastify's two lines (the incoming line is at `debug`); 5xx answers at `error`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** Levels accepted by `LOG_LEVEL` (pino's), most severe first; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** One of {@link LOG_LEVELS}. */
export type LogLevel = (typeof LOG_LEVELS)[number];
/** Default `LOG_LEVEL`. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

/** Header carrying the request id, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** `LOG_LEVEL` text → level; undefined when it is not one of {@link LOG_LEVELS}. */
export function parseLogLevel(text: string | undefined): LogLevel | undefined {
  const value = text?.trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(value ?? '') ? (value as LogLevel) : undefined;
}

/** Fastify `genReqId`: the caller's safe `X-Request-Id`, else a random UUID. */
export function requestId(req: IncomingMessage): string {
  const header = req.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && SAFE_ID.test(header) ? header : randomUUID();
}

/**
 * Fastify's request log lines: the incoming request at `debug`; one `request completed` line per
 * request at `info` (`reqId`, `method`, `url`, `statusCode`, `ms`), at `error` for a 5xx.
 */
class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error || reply.statusCode >= 500) request.log.error(error ? { ...line, err: error } : line, 'request completed');
    else request.log.info(line, 'request completed');
  }
}

/**
 * Fastify server options for JSON logs at `level` (`false`: no logger at all), written to `stream`
 * (one JSON line per `write`; default stdout).
 */
export function loggerOptions(level: LogLevel | false, stream?: { write(line: string): void }) {
  return {
    logger: level === false ? false : { level, base: { service: 'ledgerlens-api' }, ...(stream ? { stream } : {}) },
    genReqId: requestId,
    logController: new RequestLogController(),
  };
}

/** Echoes the request id in the `X-Request-Id` response header. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
