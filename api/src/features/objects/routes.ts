/** `GET /api/objects/:id`: one ledger object by its index, with its history. */
import { anchored, anchoredTrimmed, HASH_PATTERN_TEXT, LEDGER_ENTRY_INDEX_PATTERN_TEXT, isUpperHex64 } from '@ledgerlens/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LedgerObjectAnswerSchema } from '@ledgerlens/shared/schemas';
import { ApiError, toApiError, type UpstreamErrorContext } from '../../errors';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { errorResponses, paramsSchema, rejectLongParams, type RouteDeps } from '../../http';
import { OBJECT_HISTORY_STEPS, loadLedgerObject } from './history';
import { registerIdentityRoutes } from './identityRoutes';

/** 400 message for an index that is not 64 hex. */
export const INVALID_OBJECT_INDEX_MESSAGE = 'Ledger object indexes are 64 hexadecimal characters.';
/** 404 message (the page shows it with what was searched). */
export const OBJECT_NOT_FOUND_MESSAGE = 'Ledger object not found';
const INDEX = anchoredTrimmed(LEDGER_ENTRY_INDEX_PATTERN_TEXT);

const ctx: UpstreamErrorContext = { notFoundCodes: ['entryNotFound', 'objectNotFound'], notFoundMessage: OBJECT_NOT_FOUND_MESSAGE, badInputCodes: ['invalidParams', 'malformedRequest'], badInputMessage: INVALID_OBJECT_INDEX_MESSAGE };

/** Registers `GET /api/objects/:id` (`?before=<tx hash>` pages older history) and `GET /api/account/:address/identity`. */
export function registerObjectRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  registerIdentityRoutes(app, deps);
  api.get(
    '/api/objects/:id',
    {
      config: { messages: { invalidInputMessage: INVALID_OBJECT_INDEX_MESSAGE } },
      onRequest: rejectLongParams(INVALID_OBJECT_INDEX_MESSAGE),
      schema: {
        tags: ['objects'],
        summary: 'A ledger object by index, with its history',
        description:
          `rippled \`ledger_entry\` by \`index\` at the validated ledger (with Clio's \`include_deleted\`: a deleted object's last state), then the ` +
          `\`PreviousTxnID\` chain walked with \`tx\`, at most ${OBJECT_HISTORY_STEPS} transactions per answer (\`moreBefore\`: ask again with \`before\`). ` +
          '`historyEnd` says why the history stops: `created`, `notRecorded` (a transaction of the chain is not on the node: earlier history not recorded), `notThreaded` (no PreviousTxnID), `more`.',
        params: paramsSchema(INDEX, 'Ledger object index (64 hex).'),
        querystring: Type.Object({ before: Type.Optional(Type.String({ pattern: anchored(HASH_PATTERN_TEXT), description: 'Continue the history walk from this transaction (an earlier answer\'s `moreBefore`).' })) }),
        response: { 200: LedgerObjectAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const index = request.params.id.trim().toUpperCase();
      if (!isUpperHex64(index)) throw new ApiError(400, INVALID_OBJECT_INDEX_MESSAGE, 'invalidInput');
      try {
        const answer = await loadLedgerObject(deps.xrpl, index, request.query.before?.toUpperCase());
        return reply.header('cache-control', CACHE_CONTROL_LIVE).send(answer);
      } catch (err) {
        throw toApiError(err, ctx) ?? err;
      }
    },
  );
}
