/** MPT routes: `GET /api/mpts/{issuanceId}` ({@link loadMpt}) and `GET /api/account/{address}/mpts` ({@link loadAccountMpts}). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AccountMptsSchema, MptIssuanceDetailSchema, Ref } from '@ledgerlens/shared/schemas';
import { ACCOUNT_ADDRESS_MESSAGES, MPT_ISSUANCE_ID_MESSAGE, validateAccountAddress } from '@ledgerlens/shared/domain';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { ApiError, type UpstreamErrorContext } from '../../errors';
import { errorResponses, rejectLongParams, type RouteDeps } from '../../http';
import { loadAccountMpts } from './account';
import { loadMpt } from './mpt';

const ADDRESS_MESSAGE = `${ACCOUNT_ADDRESS_MESSAGES.invalidTitle}: ${ACCOUNT_ADDRESS_MESSAGES.invalidDescription}`;
const accountCtx: UpstreamErrorContext = { notFoundCodes: ['actNotFound'], notFoundMessage: 'Account not found', badInputCodes: ['actMalformed'], badInputMessage: ADDRESS_MESSAGE };

/** Registers the MPT routes. */
export function registerMptRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/mpts/:id',
    {
      onRequest: rejectLongParams(MPT_ISSUANCE_ID_MESSAGE),
      config: { messages: { invalidInputMessage: MPT_ISSUANCE_ID_MESSAGE } },
      schema: {
        tags: ['assets'],
        summary: 'One MPT issuance (XLS-33): issuer, supply, flags, XLS-89 metadata, holders and history',
        description:
          'The MPTokenIssuance from rippled `ledger_entry` `{mpt_issuance}` (validated): the issuer and sequence from the ID (bytes 4–24 and 0–4), ' +
          '`AssetScale`, `MaximumAmount`, `OutstandingAmount`, `LockedAmount` as display values (÷ 10^AssetScale) beside the smallest-unit integers, ' +
          'the flags with their meanings, `TransferFee` in percent, `MPTokenMetadata` decoded (XLS-89 long or compact keys; otherwise text or hex; links only for https). ' +
          "Holders from Clio `mpt_holders` when the node answers it, else from `ledger_entry` of the MPTokens the issuer's transactions name (`holders.source`). " +
          "History: the issuer's `account_tx` entries that touch the issuance. 400: not 48 hex; 404: no such MPTokenIssuance.",
        params: Type.Object({ id: Type.String({ description: 'MPTokenIssuanceID, 48 hex' }) }),
        response: { 200: Ref(MptIssuanceDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => reply.header('cache-control', CACHE_CONTROL_LIVE).send(await loadMpt(deps, request.params.id)),
  );

  api.get(
    '/api/account/:address/mpts',
    {
      onRequest: rejectLongParams(ADDRESS_MESSAGE),
      schema: {
        tags: ['accounts', 'assets'],
        summary: 'The MPTs an account holds and issued',
        description:
          'Held: rippled `account_objects` type `mptoken` (first 400), each `MPTAmount` and `LockedAmount` scaled by its issuance\'s `AssetScale` (`ledger_entry` `{mpt_issuance}`), named by its XLS-89 ticker. ' +
          'Issued: `account_objects` type `mpt_issuance` (OutstandingAmount, LockedAmount, MaximumAmount). 400: not a classic address; 404: `actNotFound`.',
        params: Type.Object({ address: Type.String({ description: 'Classic address.' }) }),
        response: { 200: Ref(AccountMptsSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const check = validateAccountAddress(request.params.address);
      if (!check.ok) throw new ApiError(400, ADDRESS_MESSAGE, 'invalidInput');
      return reply.header('cache-control', CACHE_CONTROL_LIVE).send(await loadAccountMpts(deps, check.address, accountCtx));
    },
  );
}
