/** `GET /api/nfts/{NFTokenID}`: the URL template of an NFT (`./nftApi.ts`), declared by the NFT page (`../../../pages.ts`). */
export const NFT_URL = '/api/nfts/:id';
