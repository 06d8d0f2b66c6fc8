/** `GET /api/account/:address/identity`: an account's credentials, DID, delegations, signer list and deposit preauthorisations. */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_ADDRESS_MESSAGES, SEED_MESSAGE, validateAccountAddress } from '@ledgerlens/shared/domain';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { ApiError, toApiError, type UpstreamErrorContext } from '../../errors';
import { errorResponses, rejectLongParams, type RouteDeps } from '../../http';
import { IDENTITY_OBJECTS_LIMIT, loadAccountIdentity } from './identity';
import { objectViewSchema } from './schema';

/** 400 message for an address that is not a classic address (the account routes' message). */
export const IDENTITY_INVALID_ADDRESS_MESSAGE = `${ACCOUNT_ADDRESS_MESSAGES.invalidTitle}: ${ACCOUNT_ADDRESS_MESSAGES.invalidDescription}`;

const ctx: UpstreamErrorContext = {
  notFoundCodes: ['actNotFound'],
  notFoundMessage: 'Account not found',
  badInputCodes: ['actMalformed', 'invalidParams', 'actBitcoin'],
  badInputMessage: IDENTITY_INVALID_ADDRESS_MESSAGE,
};

const entrySchema = { type: 'object', required: ['index', 'view'], properties: { index: { type: 'string' }, view: objectViewSchema } } as const;
const entries = (description: string) => ({ type: 'array', items: entrySchema, description }) as const;
const entryOrNull = (description: string) => ({ anyOf: [entrySchema, { type: 'null' }], description }) as const;

/** Registers `GET /api/account/:address/identity`. */
export function registerIdentityRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Params: { address: string } }>(
    '/api/account/:address/identity',
    {
      onRequest: rejectLongParams(IDENTITY_INVALID_ADDRESS_MESSAGE),
      schema: {
        tags: ['accounts'],
        summary: 'Identity & permissions: credentials, DID, delegations, signer list, deposit preauthorisations',
        description:
          `rippled \`account_objects\` by \`type\` (\`credential\`, \`did\`, \`delegate\`, \`signer_list\`, \`deposit_preauth\`, \`permissioned_domain\`; ` +
          `validated ledger, \`limit\` ${IDENTITY_OBJECTS_LIMIT} each), every entry with its typed view. A credential's expiry is judged against the close time of that ledger (rippled \`ledger\`).`,
        params: { type: 'object', required: ['address'], properties: { address: { type: 'string', description: 'Classic address.' } } },
        response: {
          200: {
            type: 'object',
            required: ['address', 'ledgerIndex', 'closeTime', 'credentialsIssued', 'credentialsHeld', 'did', 'delegations', 'signerList', 'depositPreauth', 'domains', 'truncated'],
            properties: {
              address: { type: 'string' },
              ledgerIndex: { type: ['integer', 'null'] },
              closeTime: { type: ['string', 'null'], description: 'Close time (ISO 8601) of `ledgerIndex`, when a credential needed it.' },
              credentialsIssued: entries('Credentials whose Issuer is the account.'),
              credentialsHeld: entries('Credentials whose Subject is the account.'),
              did: entryOrNull('The account\'s DID.'),
              delegations: entries('Delegate entries the account gave (Account → Authorize).'),
              signerList: entryOrNull('The account\'s SignerList.'),
              depositPreauth: entries('DepositPreauth entries of the account.'),
              domains: entries('PermissionedDomain entries the account owns.'),
              truncated: { type: 'boolean', description: `True when a type had more than ${IDENTITY_OBJECTS_LIMIT} entries.` },
            },
          },
          ...errorResponses,
        },
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
