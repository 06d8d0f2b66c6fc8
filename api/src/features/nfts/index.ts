/** NFTs feature: one NFT by NFTokenID, and whether an ID is a known NFT (for the 64-hex resolver). */
export { registerNftRoutes } from './routes';
export { isKnownNft, decodeNftId, loadNft, saleOf } from './nft';
