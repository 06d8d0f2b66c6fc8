/**
 * `GET /api/transaction/:id` and `GET /api/transaction/:id/raw`: one transaction by hash or CTID
 * (rippled `tx`), mapped for display, and the node's original JSON.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '@ledgerlens/shared/domain';
import { ApiError, INVALID_TRANSACTION_ID_MESSAGE, MISSING_TRANSACTION_ID_MESSAGE, TRANSACTION_NOT_FOUND_MESSAGE, type UpstreamErrorContext } from '../../errors';
import type { XrplCommand } from '../../gateway';
import { TRANSACTION_ID_PATTERN, parseTransactionId } from '../../identifiers';
import { mapTransaction, rawTransactionOf } from '../../mapping/transaction';
import { CACHE_CONTROL_IMMUTABLE, CACHE_CONTROL_LIVE, toCachedBody, type CachedBody } from '../../cache';
import { ref } from '../../schemas';
import { cached, errorResponses, paramsSchema, rejectLongParams, upstream, type RouteDeps } from '../../http';

/** Cache key of a transaction answer (`tx:`) or of its raw JSON (`txraw:`), by hash or CTID. */
const txKey = (prefix: 'tx' | 'txraw', kind: string, value: string) => `${prefix}:${kind}:${value}`;

/**
 * Loads a transaction once from the node (rippled `tx` by hash or CTID) and builds both answers:
 * the mapped {@link Transaction} (`answer`, serialized with the route's schema) and the node's
 * original JSON (`raw`, `GET /api/transaction/:id/raw`). Loaded for the page (`want: 'tx'`, with the
 * route's `serialize`), a validated transaction's raw JSON is stored in the cache too (under its
 * hash and CTID), so opening the Raw JSON dialog after the page costs no second upstream call.
 */
async function loadTransactionAnswers(
  deps: RouteDeps,
  id: { kind: 'hash' | 'ctid'; value: string },
  want: 'tx' | 'txraw',
  serialize?: (tx: Transaction) => string,
): Promise<{ entry: CachedBody; immutable: boolean; aliases: string[] }> {
  const command: XrplCommand =
    id.kind === 'hash' ? { command: 'tx', transaction: id.value, api_version: 2 } : { command: 'tx', ctid: id.value, api_version: 2 };
  const ctx: UpstreamErrorContext = {
    // rippled only decodes C-prefixed CTIDs (invalidParams otherwise) and rejects other networks' CTIDs (wrongNetwork):
    // either way no such transaction exists on this node's network.
    notFoundCodes: id.kind === 'ctid' ? ['txnNotFound', 'wrongNetwork', 'invalidParams'] : ['txnNotFound'],
    notFoundMessage: TRANSACTION_NOT_FOUND_MESSAGE,
    badInputCodes: [],
    badInputMessage: INVALID_TRANSACTION_ID_MESSAGE,
  };
  const [result, networkId] = await Promise.all([upstream<Record<string, unknown>>(deps, command, ctx), deps.nodeInfo.networkId()]);
  const tx: Transaction = mapTransaction(result, { networkId });
  const immutable = tx.validated === true;
  const cacheControl = immutable ? CACHE_CONTROL_IMMUTABLE : CACHE_CONTROL_LIVE;
  const raw = toCachedBody(JSON.stringify(rawTransactionOf(result)), cacheControl);
  const idsOf = (prefix: 'tx' | 'txraw') => [txKey(prefix, 'hash', tx.hash), ...(tx.ctid ? [txKey(prefix, 'ctid', tx.ctid)] : [])];
  if (want === 'txraw' || !serialize) return { entry: raw, immutable, aliases: idsOf('txraw') };
  if (immutable) deps.cache.setImmutable([txKey('txraw', id.kind, id.value), ...idsOf('txraw')], raw);
  return { entry: toCachedBody(serialize(tx), cacheControl), immutable, aliases: idsOf('tx') };
}

const transactionRouteConfig = {
  config: { messages: { invalidInputMessage: INVALID_TRANSACTION_ID_MESSAGE, missingInputMessage: MISSING_TRANSACTION_ID_MESSAGE } },
  onRequest: rejectLongParams(INVALID_TRANSACTION_ID_MESSAGE),
};

/**
 * Registers `GET /api/transaction/:id`: rippled `tx` by hash (`transaction`) or CTID (`ctid`),
 * mapped for display; and `GET /api/transaction/:id/raw`: the node's original transaction and
 * metadata (the Raw JSON dialog loads it when opened, so the page's answer does not carry the
 * metadata twice). Validated transactions are cached in memory and sent `immutable` with a strong ETag.
 */
export function registerTransactionRoute(app: FastifyInstance, deps: RouteDeps): void {
  const params = paramsSchema(TRANSACTION_ID_PATTERN, '64-hex transaction hash or 16-hex CTID (C-F first), any case.');
  app.get<{ Params: { id: string } }>(
    '/api/transaction/:id',
    {
      ...transactionRouteConfig,
      schema: {
        tags: ['transactions'],
        summary: 'A transaction by hash or CTID',
        description:
          'Looks the transaction up with rippled `tx` (api_version 2): a 64-hex hash is sent as `transaction`, a 16-hex CTID ' +
          '(first character C-F) as `ctid`; both uppercased, surrounding spaces ignored. `amount` of a Payment is what was delivered ' +
          '(`meta.delivered_amount`). The node\'s original JSON is at `/api/transaction/{id}/raw`. A validated transaction is sent ' +
          'with `Cache-Control: public, max-age=31536000, immutable` and a strong ETag (`If-None-Match` → 304); a pending one with `max-age=4`.',
        params,
        response: { 200: ref('Transaction'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = parseTransactionId(request.params.id);
      if (!id) throw new ApiError(400, INVALID_TRANSACTION_ID_MESSAGE, 'invalidInput');
      return cached(deps, reply, txKey('tx', id.kind, id.value), () => loadTransactionAnswers(deps, id, 'tx', (tx) => reply.serialize(tx) as string));
    },
  );
  app.get<{ Params: { id: string } }>(
    '/api/transaction/:id/raw',
    {
      ...transactionRouteConfig,
      schema: {
        tags: ['transactions'],
        summary: "A transaction's original JSON (transaction and metadata)",
        description:
          'rippled `tx` (api_version 2) as the node sent it: `tx` (`tx_json` with `hash`) and `meta` (null when not validated). ' +
          'Same identifiers, errors and caching as `/api/transaction/{id}`.',
        params,
        response: { 200: ref('TransactionRaw'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = parseTransactionId(request.params.id);
      if (!id) throw new ApiError(400, INVALID_TRANSACTION_ID_MESSAGE, 'invalidInput');
      return cached(deps, reply, txKey('txraw', id.kind, id.value), () => loadTransactionAnswers(deps, id, 'txraw'));
    },
  );
}
