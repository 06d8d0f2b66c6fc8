/**
 * `GET /api/transactions/recent?limit`: the newest validated transactions as
 * Transaction entities (the same mapping as `GET /api/transaction/{hash}`, with the per-type
 * description, balance changes and affected objects), from the latest validated ledger (rippled
 * `ledger` with `transactions` and `expand`), newest first (highest `TransactionIndex` first).
 * Held in memory per ledger close (`LiveData`) and answered with a short max-age.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Transaction } from '@ledgerlens/shared/domain';
import { Int, Nullable, Obj, Ref, TransactionSchema } from '@ledgerlens/shared/schemas';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { ApiError } from '../../errors';
import { isObject, type JsonObject } from '../../json';
import { mapTransaction } from '../../mapping/transaction';
import { queryErrorResponses, type RouteDeps } from '../../http';

/** Most transactions one answer carries, and the default. */
export const RECENT_LIMIT = { max: 50, default: 20 } as const;

/** Body of `GET /api/transactions/recent` (read by API clients; the front ends show ledgers' tables). */
export const RecentTransactionsSchema = Obj(
  {
    transactions: Type.Array(Ref(TransactionSchema), { description: 'Newest first (highest `TransactionIndex` first), as `GET /api/transaction/{hash}` maps them.' }),
    ledgerIndex: Nullable(Int(), { description: 'The latest validated ledger they come from; null when it has none.' }),
  },
  { description: 'The newest validated transactions, from the latest validated ledger.' },
);

/** Registers `GET /api/transactions/recent`. */
export function registerTransactionsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const schema = {
    tags: ['transactions'],
    summary: 'The newest validated transactions',
    description:
      'rippled `ledger` (validated, `transactions` and `expand`), each transaction mapped as `GET /api/transaction/{hash}` maps it, newest first. ' +
      `\`limit\` 1 to ${RECENT_LIMIT.max} (default ${RECENT_LIMIT.default}); any other query parameter → 400. Refreshed once per ledger close.`,
    // Text here: the handler checks the range and rejects other keys, with a 400 that names them.
    querystring: Type.Object({ limit: Type.Optional(Type.String({ description: `Most transactions, 1 to ${RECENT_LIMIT.max}.` })) }),
    response: { 200: RecentTransactionsSchema, ...queryErrorResponses },
  };
  app.withTypeProvider<TypeBoxTypeProvider>().get('/api/transactions/recent', { schema }, async (request, reply) => {
    const query = request.query;
    const unknown = Object.keys(query).filter((k) => k !== 'limit');
    if (unknown.length > 0) throw new ApiError(400, `Unknown query parameter '${unknown[0]}'; allowed: limit`, 'invalidInput');
    let limit: number = RECENT_LIMIT.default;
    if (query.limit !== undefined) {
      if (typeof query.limit !== 'string' || !/^\d{1,3}$/.test(query.limit) || Number(query.limit) < 1 || Number(query.limit) > RECENT_LIMIT.max) {
        throw new ApiError(400, `'limit' must be an integer from 1 to ${RECENT_LIMIT.max}`, 'invalidInput');
      }
      limit = Number(query.limit);
    }
    const all = await deps.live.get('recent-transactions', async () => {
      const [res, networkId] = await Promise.all([
        deps.xrpl.request<JsonObject>({ command: 'ledger', ledger_index: 'validated', transactions: true, expand: true }),
        deps.nodeInfo.networkId(),
      ]);
      const ledger = isObject(res.ledger) ? res.ledger : {};
      const entries = Array.isArray(ledger.transactions) ? (ledger.transactions as unknown[]).filter(isObject) : [];
      const mapped: Transaction[] = entries.map((entry) =>
        mapTransaction({ ...entry, ledger_index: Number(ledger.ledger_index), ledger_hash: ledger.ledger_hash, close_time_iso: ledger.close_time_iso, date: ledger.close_time, validated: true }, { networkId }),
      );
      return mapped.sort((a, b) => (b.transactionIndex ?? 0) - (a.transactionIndex ?? 0));
    });
    void reply.header('cache-control', CACHE_CONTROL_LIVE);
    return { transactions: all.slice(0, limit), ledgerIndex: all[0]?.ledgerIndex ?? null };
  });
}
