/**
 * The HTTP routes: `GET /api/transaction/:id`, `GET /api/ledger/:id`, `GET /api/health`.
 */
import type { FastifyInstance } from 'fastify';
import type { Ledger, Transaction } from '@ledgerlens/shared/domain';
import {
  ApiError,
  INVALID_LEDGER_ID_MESSAGE,
  INVALID_TRANSACTION_ID_MESSAGE,
  LEDGER_NOT_FOUND_MESSAGE,
  MISSING_TRANSACTION_ID_MESSAGE,
  TRANSACTION_NOT_FOUND_MESSAGE,
  toApiError,
  type UpstreamErrorContext,
} from './errors';
import type { XrplCommand, XrplGateway } from './gateway';
import { LEDGER_ID_PATTERN, TRANSACTION_ID_PATTERN, parseLedgerId, parseTransactionId } from './identifiers';
import { feeSettingsFromServerInfo, mapLedger } from './mapping/ledger';
import { mapTransaction } from './mapping/transaction';
import type { NodeInfo } from './node-info';
import { ref } from './schemas';

/**
 * Per-route config read by the app's error handler: the 400 message for a request that fails
 * schema validation (and for an empty identifier).
 */
export interface RouteMessages {
  invalidInputMessage: string;
  missingInputMessage?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See {@link RouteMessages}. */
    messages?: RouteMessages;
  }
}

/** What the routes need: the upstream gateway (already deadline-wrapped) and the node info cache. */
export interface RouteDeps {
  xrpl: XrplGateway;
  nodeInfo: NodeInfo;
}

const errorResponses = {
  400: { description: 'Invalid identifier', ...ref('ApiError') },
  404: { description: 'Not found on the node', ...ref('ApiError') },
  502: { description: 'Upstream XRPL node unavailable or failing', ...ref('ApiError') },
  504: { description: 'Upstream XRPL node timed out', ...ref('ApiError') },
};

async function upstream<T>(deps: RouteDeps, command: XrplCommand, ctx: UpstreamErrorContext): Promise<T> {
  try {
    return await deps.xrpl.request<T>(command);
  } catch (err) {
    throw toApiError(err, ctx) ?? err;
  }
}

/** Registers `GET /api/transaction/:id` (rippled `tx`, by hash or CTID). */
export function registerTransactionRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Params: { id: string } }>(
    '/api/transaction/:id',
    {
      config: { messages: { invalidInputMessage: INVALID_TRANSACTION_ID_MESSAGE, missingInputMessage: MISSING_TRANSACTION_ID_MESSAGE } },
      schema: {
        tags: ['transactions'],
        summary: 'A transaction by hash or CTID',
        description:
          'Looks the transaction up with rippled `tx` (api_version 2): a 64-hex hash is sent as `transaction`, a 16-hex CTID ' +
          '(first character C-F) as `ctid`; both uppercased. `amount` of a Payment is what was delivered (`meta.delivered_amount`).',
        params: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'string', pattern: TRANSACTION_ID_PATTERN, description: '64-hex transaction hash or 16-hex CTID (C-F first), any case.' },
          },
        },
        response: { 200: ref('Transaction'), ...errorResponses },
      },
    },
    async (request): Promise<Transaction> => {
      const id = parseTransactionId(request.params.id);
      if (!id) throw new ApiError(400, INVALID_TRANSACTION_ID_MESSAGE, 'invalidInput');
      const command: XrplCommand =
        id.kind === 'hash'
          ? { command: 'tx', transaction: id.value, api_version: 2 }
          : { command: 'tx', ctid: id.value, api_version: 2 };
      const ctx: UpstreamErrorContext = {
        // rippled only decodes C-prefixed CTIDs (invalidParams otherwise) and rejects other networks' CTIDs (wrongNetwork):
        // either way no such transaction exists on this node's network.
        notFoundCodes: id.kind === 'ctid' ? ['txnNotFound', 'wrongNetwork', 'invalidParams'] : ['txnNotFound'],
        notFoundMessage: TRANSACTION_NOT_FOUND_MESSAGE,
        badInputCodes: [],
        badInputMessage: INVALID_TRANSACTION_ID_MESSAGE,
      };
      const [result, networkId] = await Promise.all([upstream<Record<string, unknown>>(deps, command, ctx), deps.nodeInfo.networkId()]);
      return mapTransaction(result, { networkId });
    },
  );
}

/** Registers `GET /api/ledger/:id` (rippled `ledger` with `transactions` and `expand`). */
export function registerLedgerRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Params: { id: string } }>(
    '/api/ledger/:id',
    {
      config: { messages: { invalidInputMessage: INVALID_LEDGER_ID_MESSAGE } },
      schema: {
        tags: ['ledgers'],
        summary: 'A ledger by index, hash or latest',
        description:
          'rippled `ledger` with `transactions: true, expand: true` (api_version 2). `latest` is the latest validated ledger ' +
          'and also carries reserves and base fee from `server_info`. Counts and fees cover all transactions; at most 250 rows are returned.',
        params: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'string', pattern: LEDGER_ID_PATTERN, description: 'Ledger index (1 to 4294967295), 64-hex ledger hash, or `latest`.' },
          },
        },
        response: { 200: ref('Ledger'), ...errorResponses },
      },
    },
    async (request): Promise<Ledger> => {
      const id = parseLedgerId(request.params.id);
      if (!id) throw new ApiError(400, INVALID_LEDGER_ID_MESSAGE, 'invalidInput');
      const base = { command: 'ledger', transactions: true, expand: true, api_version: 2 };
      const command: XrplCommand =
        id.kind === 'latest'
          ? { ...base, ledger_index: 'validated' }
          : id.kind === 'index'
            ? { ...base, ledger_index: id.value }
            : { ...base, ledger_hash: id.value };
      const ctx: UpstreamErrorContext = {
        notFoundCodes: ['lgrNotFound'],
        notFoundMessage: LEDGER_NOT_FOUND_MESSAGE,
        badInputCodes: ['invalidParams', 'lgrIdxMalformed', 'lgrIdxsInvalid'],
        badInputMessage: INVALID_LEDGER_ID_MESSAGE,
      };
      const serverInfo = id.kind === 'latest' ? deps.nodeInfo.serverInfo().catch(() => undefined) : Promise.resolve(undefined);
      const [result, info] = await Promise.all([upstream<Record<string, unknown>>(deps, command, ctx), serverInfo]);
      return mapLedger(result, info ? feeSettingsFromServerInfo(info.result) : undefined);
    },
  );
}

/** Registers `GET /api/health`: 200 when the node answers `server_info`, 503 otherwise. */
export function registerHealthRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'API and upstream node status',
        description: 'Calls rippled `server_info`. 200 `ok` when the node answers, 503 `degraded` otherwise.',
        response: { 200: ref('Health'), 503: ref('Health') },
      },
    },
    async (_request, reply) => {
      try {
        const info = await deps.nodeInfo.serverInfo();
        const node: { url: string; connected: boolean; networkId: number; validatedLedger?: number } = {
          url: deps.xrpl.url,
          connected: true,
          networkId: info.networkId,
        };
        if (info.validatedLedger !== undefined) node.validatedLedger = info.validatedLedger;
        return { status: 'ok', node };
      } catch {
        return reply.code(503).send({ status: 'degraded', node: { url: deps.xrpl.url, connected: deps.xrpl.isConnected() } });
      }
    },
  );
}
