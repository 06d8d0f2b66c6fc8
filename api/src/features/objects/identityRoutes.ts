/** `GET /api/account/:address/identity`: an account's credentials, DID, delegations, signer list and deposit preauthorizations. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AccountIdentitySchema } from '@ledgerlens/shared/schemas';
import { ACCOUNT_ADDRESS_MESSAGES, SEED_MESSAGE, validateAccountAddress } from '@ledgerlens/shared/domain';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { ApiError, toApiError, type UpstreamErrorContext } from '../../errors';
import { errorResponses, rejectLongParams, type RouteDeps } from '../../http';
import { IDENTITY_OBJECTS_LIMIT, loadAccountIdentity } from './identity';

/** 400 message for an address that is not a classic address (the account routes' message). */
export const IDENTITY_INVALID_ADDRESS_MESSAGE = `${ACCOUNT_ADDRESS_MESSAGES.invalidTitle}: ${ACCOUNT_ADDRESS_MESSAGES.invalidDescription}`;

const ctx: UpstreamErrorContext = {
  notFoundCodes: ['actNotFound'],
  notFoundMessage: 'Account not found',
  badInputCodes: ['actMalformed', 'invalidParams', 'actBitcoin'],
  badInputMessage: IDENTITY_INVALID_ADDRESS_MESSAGE,
};

/** Registers `GET /api/account/:address/identity`. */
export function registerIdentityRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/account/:address/identity',
    {
      onRequest: rejectLongParams(IDENTITY_INVALID_ADDRESS_MESSAGE),
      schema: {
        tags: ['accounts'],
        summary: 'Identity & permissions: credentials, DID, delegations, signer list, deposit preauthorizations',
        description:
          `rippled \`account_objects\` by \`type\` (\`credential\`, \`did\`, \`delegate\`, \`signer_list\`, \`deposit_preauth\`, \`permissioned_domain\`; ` +
          `validated ledger, \`limit\` ${IDENTITY_OBJECTS_LIMIT} each), every entry with its typed view. A credential's expiry is judged against the close time of that ledger (rippled \`ledger\`).`,
        params: Type.Object({ address: Type.String({ description: 'Classic address.' }) }),
        response: { 200: AccountIdentitySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const check = validateAccountAddress(request.params.address);
      if (!check.ok) {
        const seed = check.reason === 'invalid' && check.seed;
        throw new ApiError(400, seed ? SEED_MESSAGE : check.reason === 'empty' ? ACCOUNT_ADDRESS_MESSAGES.empty : IDENTITY_INVALID_ADDRESS_MESSAGE, seed ? 'seedNotAddress' : 'invalidInput');
      }
      try {
        const answer = await loadAccountIdentity(deps.xrpl, check.address);
        return reply.header('cache-control', CACHE_CONTROL_LIVE).send(answer);
      } catch (err) {
        throw toApiError(err, ctx) ?? err;
      }
    },
  );
}
