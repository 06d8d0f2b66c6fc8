/** NFT route: `GET /api/nfts/{NFTokenID}` ({@link loadNft}). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AccountNftsSchema, NftDetailSchema, NftUnknownSchema, Ref } from '@ledgerlens/shared/schemas';
import { INVALID_ADDRESS_MESSAGE, TOKEN_ID_MESSAGES, decodeHexText, feeUnitsToPercent, nftFlagsOf, validateAccountAddress, type AccountNfts } from '@ledgerlens/shared/domain';
import { ApiError, type UpstreamErrorContext } from '../../errors';
import { isObject, str, uint, type JsonObject } from '../../json';
import { upstream } from '../../http';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { errorResponses, rejectLongParams, type RouteDeps } from '../../http';
import { loadNft } from './nft';

const accountCtx: UpstreamErrorContext = { notFoundCodes: ['actNotFound'], notFoundMessage: 'Account not found', badInputCodes: ['actMalformed'], badInputMessage: INVALID_ADDRESS_MESSAGE };

/** Registers `GET /api/nfts/{id}` and `GET /api/account/{address}/nfts`. */
export function registerNftRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/nfts/:id',
    {
      onRequest: rejectLongParams(TOKEN_ID_MESSAGES.nftId),
      schema: {
        tags: ['assets'],
        summary: 'One NFT: decoded NFTokenID, owner, URI, history and sales',
        description:
          'The NFTokenID decoded with xrpl.js `parseNFTokenID` (flags, `transferFee` in 1/100,000 and as a percent, issuer, unscrambled taxon, serial). ' +
          "Owner and URI from Clio `nft_info` where the node has it, else from the NFTokenPage that holds it (`account_nfts` of the last owner the history shows, " +
          "or of the issuer); history from Clio `nft_history`, else from the issuer's and owner's `account_tx` (`source` says which). A sale " +
          '(NFTokenAcceptOffer) has its split: seller, buyer, broker, price, broker fee, issuer royalty, what the seller received. ' +
          '400: not a well-formed NFTokenID; 404: nothing the node knows holds it, with what the ID itself encodes ' +
          '(`known: false`, `id`, `issuer`, `taxon`, `serial`, `transferFee`, `transferFeePercent`, `flags`: NftUnknown).',
        params: Type.Object({ id: Type.String({ description: 'NFTokenID, 64 hex' }) }),
        response: {
          200: Ref(NftDetailSchema),
          ...errorResponses,
          404: Ref(NftUnknownSchema),
        },
      },
      config: { messages: { invalidInputMessage: TOKEN_ID_MESSAGES.nftId } },
    },
    async (request, reply) => reply.header('cache-control', CACHE_CONTROL_LIVE).send(await loadNft(deps, request.params.id)),
  );

  api.get(
    '/api/account/:address/nfts',
    {
      onRequest: rejectLongParams(INVALID_ADDRESS_MESSAGE),
      schema: {
        tags: ['accounts', 'assets'],
        summary: "The NFTs an account holds (rippled account_nfts, first 400)",
        description: 'rippled `account_nfts` (validated): each NFTokenID with its decoded flags, transfer fee, issuer, taxon, serial and URI (text when it decodes). 400: not a classic address; 404: `actNotFound`.',
        params: Type.Object({ address: Type.String({ description: 'Classic address.' }) }),
        response: { 200: Ref(AccountNftsSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const check = validateAccountAddress(request.params.address);
      if (!check.ok) throw new ApiError(400, INVALID_ADDRESS_MESSAGE, 'invalidInput');
      const result = await upstream<JsonObject>(deps, { command: 'account_nfts', account: check.address, ledger_index: 'validated', limit: 400 }, accountCtx);
      const body: AccountNfts = {
        account: check.address,
        ledgerIndex: uint(result.ledger_index) ?? null,
        nfts: (Array.isArray(result.account_nfts) ? result.account_nfts.filter(isObject) : []).map((n) => {
          const uriHex = str(n.URI);
          return {
            id: (str(n.NFTokenID) ?? '').toUpperCase(),
            issuer: str(n.Issuer) ?? '',
            taxon: uint(n.NFTokenTaxon) ?? 0,
            serial: uint(n.nft_serial) ?? 0,
            flags: nftFlagsOf(uint(n.Flags) ?? 0),
            transferFeePercent: feeUnitsToPercent(uint(n.TransferFee) ?? 0),
            uri: uriHex ? (decodeHexText(uriHex) ?? uriHex) : null,
          };
        }),
        truncated: Boolean(result.marker),
      };
      return reply.header('cache-control', CACHE_CONTROL_LIVE).send(body);
    },
  );
}
