/** NFT route: `GET /api/nfts/{NFTokenID}` ({@link loadNft}). */
import type { FastifyInstance } from 'fastify';
import { TOKEN_ID_MESSAGES } from '@ledgerlens/shared/domain';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { errorResponses, rejectLongParams, type RouteDeps } from '../../http';
import { loadNft } from './nft';

/** Registers `GET /api/nfts/{id}`. */
export function registerNftRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Params: { id: string } }>(
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
          '400: not a well-formed NFTokenID; 404: nothing the node knows holds it.',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', description: 'NFTokenID, 64 hex' } } },
        response: { 200: { type: 'object', additionalProperties: true, description: 'NftDetail' }, ...errorResponses },
      },
      config: { messages: { invalidInputMessage: TOKEN_ID_MESSAGES.nftId } },
    },
    async (request, reply) => reply.header('cache-control', CACHE_CONTROL_LIVE).send(await loadNft(deps, request.params.id)),
  );
}
