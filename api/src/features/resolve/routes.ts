/** `GET /api/resolve/:id`: what a 64-hex identifier names (transaction, ledger, NFT, object), in one request. */
import { anchoredTrimmed, HEX64_PATTERN_TEXT, isMptIssuanceId, isUpperHex64, MPT_ISSUANCE_ID_PATTERN_TEXT } from '@ledgerlens/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Ref, ResolveAnswerSchema } from '@ledgerlens/shared/schemas';
import { ApiError, toApiError } from '../../errors';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { errorResponses, paramsSchema, rejectLongParams, type RouteDeps } from '../../http';
import { RESOLVE_STEPS, RESOLVE_STEPS_48, resolveHex64 } from './steps';

/** 400 message for an identifier that is not 64 hex. */
export const INVALID_RESOLVE_MESSAGE = 'Enter a 64-character hexadecimal hash or ledger object index, or a 48-character MPTokenIssuanceID.';
/** 404 message: no step knows the identifier. */
export const RESOLVE_NOT_FOUND_MESSAGE = 'No transaction, ledger, NFT or ledger object has this hash';
/** 404 message for a 48-hex identifier no MPTokenIssuance has. */
export const RESOLVE_MPT_NOT_FOUND_MESSAGE = 'No MPT issuance has this MPTokenIssuanceID';

/** Registers `GET /api/resolve/:id`. */
export function registerResolveRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/resolve/:id',
    {
      config: { messages: { invalidInputMessage: INVALID_RESOLVE_MESSAGE } },
      onRequest: rejectLongParams(INVALID_RESOLVE_MESSAGE),
      schema: {
        tags: ['search'],
        summary: 'What a 64-hex identifier (or a 48-hex MPTokenIssuanceID) names',
        description: `Tries, in order: ${RESOLVE_STEPS.map((s) => s.kind).join(', ')} (rippled \`tx\`, \`ledger\` by hash, an NFTokenID in its issuer's \`account_nfts\`/\`account_tx\`, \`ledger_entry\` by index). 48 hex: an MPTokenIssuanceID (\`ledger_entry\` \`{mpt_issuance}\`, path \`/mpt/{id}\`). Answers the first match with the page path; 404 when none matches.`,
        params: paramsSchema(anchoredTrimmed(`(?:${HEX64_PATTERN_TEXT}|${MPT_ISSUANCE_ID_PATTERN_TEXT})`), '64-hex transaction hash, ledger hash, NFTokenID or ledger object index; or a 48-hex MPTokenIssuanceID.'),
        response: { 200: Ref(ResolveAnswerSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = request.params.id.trim().toUpperCase();
      const mpt = isMptIssuanceId(id);
      if (!mpt && !isUpperHex64(id)) throw new ApiError(400, INVALID_RESOLVE_MESSAGE, 'invalidInput');
      let answer;
      try {
        answer = await resolveHex64(deps.xrpl, id, mpt ? RESOLVE_STEPS_48 : RESOLVE_STEPS);
      } catch (err) {
        throw toApiError(err) ?? err;
      }
      if (!answer) throw new ApiError(404, mpt ? RESOLVE_MPT_NOT_FOUND_MESSAGE : RESOLVE_NOT_FOUND_MESSAGE, 'notFound');
      return reply.header('cache-control', CACHE_CONTROL_LIVE).send(answer);
    },
  );
}
