/**
 * `GET /api/network/stats` (spec §3 "Network stats") from the node's `server_info` and the latest
 * validated ledger, held in memory and refreshed at each ledger close (LiveData).
 */
import type { FastifyInstance } from 'fastify';
import { dropsToXrp, rippleTimeToIso, type NetworkStats } from '@ledgerlens/shared/domain';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { isObject, str, uint, type JsonObject } from '../../mapping/json';
import { errorResponses, upstream, type RouteDeps } from '../../routes';

/**
 * Health thresholds (documented in api/README.md): healthy when the load factor is at most 2 and the
 * last validated ledger is at most 10 s old; warning up to load factor 10 and 30 s; critical beyond.
 */
export const HEALTH_THRESHOLDS = { healthy: { loadFactor: 2, ageSeconds: 10 }, warning: { loadFactor: 10, ageSeconds: 30 } } as const;

/** Network health from the load factor and the age (seconds) of the last validated ledger. */
export function networkHealth(loadFactor: number, ageSeconds: number): NetworkStats['networkHealth'] {
  if (loadFactor <= HEALTH_THRESHOLDS.healthy.loadFactor && ageSeconds <= HEALTH_THRESHOLDS.healthy.ageSeconds) return 'healthy';
  if (loadFactor <= HEALTH_THRESHOLDS.warning.loadFactor && ageSeconds <= HEALTH_THRESHOLDS.warning.ageSeconds) return 'warning';
  return 'critical';
}

const xrpText = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? dropsToXrp(Math.round(value * 1e6)) : '');

/**
 * Maps `server_info.info` and the latest validated `ledger` result (with transaction hashes) to
 * {@link NetworkStats}. `totalSupply` is `total_coins` in XRP; `circulatingSupply` is null until the
 * ledger-state indexer supplies escrowed XRP.
 */
export function mapNetworkStats(info: JsonObject, ledgerResult: JsonObject): NetworkStats {
  const validated = isObject(info.validated_ledger) ? info.validated_ledger : {};
  const header = isObject(ledgerResult.ledger) ? ledgerResult.ledger : ledgerResult;
  const loadFactor = typeof info.load_factor === 'number' ? info.load_factor : 1;
  const age = uint(validated.age) ?? 0;
  const totalCoins = str(header.total_coins);
  return {
    ledgerIndex: uint(header.ledger_index) ?? uint(ledgerResult.ledger_index) ?? uint(validated.seq) ?? 0,
    ledgerCloseTime: rippleTimeToIso(uint(header.close_time) ?? 0),
    networkHealth: networkHealth(loadFactor, age),
    loadFactor,
    transactions: Array.isArray(header.transactions) ? header.transactions.length : 0,
    peerCount: typeof info.peers === 'number' ? info.peers : null,
    baseFeeXrp: xrpText(validated.base_fee_xrp),
    reserveBaseXrp: xrpText(validated.reserve_base_xrp),
    reserveIncrementXrp: xrpText(validated.reserve_inc_xrp),
    totalSupply: totalCoins && /^\d+$/.test(totalCoins) ? dropsToXrp(totalCoins) : '',
    circulatingSupply: null,
    replay: info.build_version === 'ledgerlens-replay',
  };
}

/** Registers `GET /api/network/stats` (`max-age=4`). */
export function registerNetworkRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get(
    '/api/network/stats',
    {
      schema: {
        tags: ['network'],
        summary: 'Network statistics (spec §3 Network stats)',
        description:
          'From `server_info` (load factor, peers, base fee and reserves of the validated ledger, age) and the latest validated `ledger` ' +
          '(`total_coins`, transaction count), refreshed at each ledger close. `networkHealth`: healthy when load factor ≤ 2 and the last ' +
          'validated ledger ≤ 10 s old; warning up to 10 and 30 s; critical beyond. `replay`: the node is the LedgerLens offline replay.',
        response: { 200: { type: 'object', additionalProperties: true }, ...errorResponses },
      },
    },
    async (_request, reply) => {
      const stats = await deps.live.get('network:stats', async () => {
        const [info, ledger] = await Promise.all([
          deps.live.serverInfo(),
          upstream<JsonObject>(deps, { command: 'ledger', ledger_index: 'validated', transactions: true }, { notFoundCodes: [], notFoundMessage: '', badInputCodes: [], badInputMessage: '' }),
        ]);
        return mapNetworkStats(isObject(info.result.info) ? info.result.info : {}, ledger);
      });
      return reply.header('cache-control', CACHE_CONTROL_LIVE).send(stats);
    },
  );
}
