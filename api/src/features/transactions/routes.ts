/**
 * `GET /api/transactions/recent?limit`: the newest validated transactions as
 * Transaction entities (the same mapping as `GET /api/transaction/{hash}`, with the per-type
 * description, balance changes and affected objects), from the latest validated ledger (rippled
 * `ledger` with `transactions` and `expand`), newest first (highest `TransactionIndex` first).
 * Held in memory per ledger close (`LiveData`) and answered with a short max-age.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '@ledgerlens/shared/domain';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { ApiError } from '../../errors';
import { isObject, type JsonObject } from '../../json';
import { mapTransaction } from '../../mapping/transaction';
import type { RouteDeps } from '../../http';

/** Most transactions one answer carries, and the default. */
export const RECENT_LIMIT = { max: 50, default: 20 } as const;

/** Registers `GET /api/transactions/recent`. */
export function registerTransactionsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Querystring: Record<string, unknown> }>('/api/transactions/recent', async (request, reply) => {
    const query = request.query ?? {};
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
