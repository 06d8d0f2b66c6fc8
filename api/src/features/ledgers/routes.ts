/**
 * `GET /api/ledger/:id`: one ledger by index, hash or `latest` (rippled `ledger`), with the fees in
 * force at it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LedgerSchema, Ref } from '@ledgerlens/shared/schemas';
import type { Ledger } from '@ledgerlens/shared/domain';
import { ApiError, INVALID_LEDGER_ID_MESSAGE, LEDGER_NOT_FOUND_MESSAGE, type UpstreamErrorContext } from '../../errors';
import { warningsOf } from '../../gateway';
import { LEDGER_ID_PATTERN, parseLedgerId } from '../../identifiers';
import { FEE_SETTINGS_INDEX, feeSettingsFromEntry, feeSettingsFromServerInfo, mapLedger } from '../../mapping/ledger';
import { CACHE_CONTROL_IMMUTABLE, CACHE_CONTROL_LIVE, toCachedBody } from '../../cache';
import { cached, errorResponses, paramsSchema, rejectLongParams, sendEntry, upstream, type RouteDeps } from '../../http';

/**
 * Cache key of `GET /api/ledger/:id`: `ledger:index:<n>` or `ledger:hash:<HEX>` (the keys a
 * validated ledger is stored under, whichever way it was asked); `undefined` for `latest` (live)
 * and for an invalid identifier.
 */
export function ledgerCacheKey(request: FastifyRequest): string | undefined {
  const id = parseLedgerId(String((request.params as { id?: unknown }).id ?? ''));
  return id && id.kind !== 'latest' ? ledgerKey(id.kind, id.value) : undefined;
}

/** The cache key of a validated ledger by index or hash. */
const ledgerKey = (kind: 'index' | 'hash', value: string | number) => `ledger:${kind}:${value}`;

/**
 * Registers `GET /api/ledger/:id`: rippled `ledger` with `transactions` and `expand`. A validated
 * ledger (by index or hash) is cached in memory and sent `immutable` with a strong ETag; `latest` is
 * kept in memory until the next ledger close (see {@link LiveData}) and sent with `max-age=4`.
 */
export function registerLedgerRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/ledger/:id',
    {
      config: { messages: { invalidInputMessage: INVALID_LEDGER_ID_MESSAGE }, cacheKey: ledgerCacheKey },
      onRequest: rejectLongParams(INVALID_LEDGER_ID_MESSAGE),
      schema: {
        tags: ['ledgers'],
        summary: 'A ledger by index, hash or latest',
        description:
          'rippled `ledger` with `transactions: true, expand: true` (api_version 2). `latest` is the latest validated ledger ' +
          'and also carries reserves and base fee from `server_info`; it is refreshed at most once per ledger close and sent with ' +
          '`Cache-Control: public, max-age=4`. A validated ledger by index or hash is sent `immutable` with a strong ETag. ' +
          'Counts and fees cover all transactions; at most 250 rows are returned.',
        params: paramsSchema(LEDGER_ID_PATTERN, 'Ledger index (1 to 4294967295), 64-hex ledger hash, or `latest`; surrounding spaces ignored.'),
        response: { 200: Ref(LedgerSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = parseLedgerId(request.params.id);
      if (!id) throw new ApiError(400, INVALID_LEDGER_ID_MESSAGE, 'invalidInput');
      const base = { command: 'ledger', transactions: true, expand: true, api_version: 2 };
      const ctx: UpstreamErrorContext = {
        notFoundCodes: ['lgrNotFound'],
        notFoundMessage: LEDGER_NOT_FOUND_MESSAGE,
        badInputCodes: ['invalidParams', 'lgrIdxMalformed', 'lgrIdxsInvalid'],
        badInputMessage: INVALID_LEDGER_ID_MESSAGE,
      };
      const aliasesOf = (ledger: Ledger) => [ledgerKey('index', ledger.ledgerIndex), ledgerKey('hash', ledger.hash)];
      /**
       * The ledger, with the fees in force at it from its FeeSettings entry (`ledger_entry`, same
       * selector; ignored when it names another ledger), and the network id for the rows' CTIDs.
       */
      const load = async (selector: Record<string, unknown>): Promise<Ledger> => {
        const [result, feeEntry, networkId] = await Promise.all([
          upstream<Record<string, unknown>>(deps, { ...base, ...selector }, ctx),
          deps.xrpl.request<Record<string, unknown>>({ ...selector, command: 'ledger_entry', index: FEE_SETTINGS_INDEX }).catch(() => undefined),
          deps.nodeInfo.networkId().catch(() => undefined),
        ]);
        const sameLedger = feeEntry !== undefined && String(feeEntry.ledger_index) === String((result.ledger as Record<string, unknown> | undefined)?.ledger_index ?? result.ledger_index);
        let fees = sameLedger ? feeSettingsFromEntry(feeEntry) : undefined;
        if (!fees && id.kind === 'latest') {
          const info = await deps.live.serverInfo().catch(() => undefined);
          // The fees the node reports now: those of its latest validated ledger.
          if (info) fees = feeSettingsFromServerInfo(info.result);
        }
        return mapLedger(result, fees, { networkId, warnings: warningsOf(result) });
      };

      if (id.kind === 'latest') {
        const entry = await deps.live.get('ledger:latest', async () => {
          const ledger = await load({ ledger_index: 'validated' });
          const body = reply.serialize(ledger);
          if (ledger.validated && !deps.cache.get(aliasesOf(ledger)[0])) {
            // The same ledger by index or hash never changes.
            deps.cache.setImmutable(aliasesOf(ledger), toCachedBody(body, CACHE_CONTROL_IMMUTABLE));
          }
          return toCachedBody(body, CACHE_CONTROL_LIVE);
        });
        return sendEntry(reply, entry);
      }

      const selector = id.kind === 'index' ? { ledger_index: id.value } : { ledger_hash: id.value };
      return cached(deps, reply, ledgerCacheKey(request), async () => {
        const ledger = await load(selector);
        const immutable = ledger.validated === true;
        return { entry: toCachedBody(reply.serialize(ledger), immutable ? CACHE_CONTROL_IMMUTABLE : CACHE_CONTROL_LIVE), immutable, aliases: aliasesOf(ledger) };
      });
    },
  );
}
