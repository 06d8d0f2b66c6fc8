/**
 * The LedgerLens HTTP API as a Fastify instance (no listening: see `main.ts`).
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ROUTE_NOT_FOUND_MESSAGE, toApiError } from './errors';
import { DEFAULT_NODE_URL, DEFAULT_UPSTREAM_TIMEOUT_MS, XrplClientGateway, withDeadline, type XrplGateway } from './gateway';
import { NodeInfo } from './node-info';
import { registerHealthRoute, registerLedgerRoute, registerTransactionRoute } from './routes';
import { sharedSchemas } from './schemas';

/** Version reported in the OpenAPI document. */
export const API_VERSION = '0.1.0';
/** Path of the Swagger UI; the OpenAPI document is at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  /**
   * WebSocket URL of the rippled/Clio node, used when `xrpl` is not given. Default
   * `ws://127.0.0.1:6006` (the local replay node); e.g. `wss://xrplcluster.com` for live mainnet.
   */
  nodeUrl?: string;
  /** Gateway to use instead of an xrpl.js client (tests inject fakes). The app does not close it. */
  xrpl?: XrplGateway;
  /** Fastify request logging (pino). Default false. */
  logger?: boolean;
  /**
   * Upstream request timeout in milliseconds (default 10 000, spec §9). A node answer slower than
   * this gives 504 `{ error: 'Upstream XRPL node timed out' }`.
   */
  requestTimeoutMs?: number;
}

/**
 * Builds the API:
 * - `GET /api/transaction/:id`, `GET /api/ledger/:id`, `GET /api/health` (see README route table);
 * - OpenAPI 3 document at `/api/docs/json`, Swagger UI at `/api/docs` (served locally, works offline);
 * - CORS for GET from any origin;
 * - every error as `{ error, code? }`: 400 invalid input (also schema validation failures),
 *   404 unknown route or not found on the node, 502 node unavailable, 504 node timeout.
 *
 * Creates ONE lazily connecting xrpl.js client for `nodeUrl` unless `xrpl` is given; that client is
 * closed with the app (`app.close()`). Building never connects, so a node that is down does not
 * prevent start-up.
 *
 * @throws when `nodeUrl` is not a `ws://` / `wss://` URL.
 */
export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const timeoutMs = opts.requestTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  const ownGateway = opts.xrpl ? undefined : new XrplClientGateway(opts.nodeUrl ?? DEFAULT_NODE_URL, { timeoutMs });
  const gateway = withDeadline(opts.xrpl ?? (ownGateway as XrplGateway), timeoutMs);
  const nodeInfo = new NodeInfo(gateway);

  const app = Fastify({
    logger: opts.logger ?? false,
    frameworkErrors: (error, _request, reply) => {
      // e.g. FST_ERR_BAD_URL (malformed percent-encoding): bad input, never a 500.
      void (reply as unknown as FastifyReply).code(400).send({ error: 'Bad request', code: error.code });
    },
  });

  for (const schema of sharedSchemas) app.addSchema(schema);

  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'LedgerLens API',
        version: API_VERSION,
        description:
          'Read-only XRP Ledger explorer API in front of a rippled/Clio node (xrpl.js, api_version 2). ' +
          'Errors are `{ error, code? }`: 400 invalid input, 404 not found, 502 node unavailable, 504 node timeout.',
      },
      tags: [
        { name: 'transactions', description: 'Transactions by hash or CTID' },
        { name: 'ledgers', description: 'Ledgers by index, hash or latest' },
        { name: 'health', description: 'Service and upstream node status' },
      ],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const messages = request.routeOptions.config.messages;
      const params = (request.params ?? {}) as Record<string, unknown>;
      const missing = messages?.missingInputMessage !== undefined && (params.id === '' || params.id === undefined);
      const message = missing ? messages?.missingInputMessage : messages?.invalidInputMessage;
      return reply.code(400).send({ error: message ?? 'Invalid request', code: 'invalidInput' });
    }
    const apiError = toApiError(error);
    if (apiError) return reply.code(apiError.statusCode).send(apiError.toBody());
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(error.code ? { error: error.message, code: error.code } : { error: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal server error' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: ROUTE_NOT_FOUND_MESSAGE, code: 'routeNotFound' }));

  const deps = { xrpl: gateway, nodeInfo };
  registerTransactionRoute(app, deps);
  registerLedgerRoute(app, deps);
  registerHealthRoute(app, deps);

  if (ownGateway) app.addHook('onClose', async () => ownGateway.close());
  return app;
}
