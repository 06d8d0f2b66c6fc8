/**
 * The NFToken flag an older NFT can carry that {@link NftFlags} (`./assets.ts`) leaves out:
 * `lsfTrustLine` (0x0004). Read from the NFTokenID itself, whose first 16
 * bits are the token's flags (xrpl.org "NFToken": NFTokenID format; rippled `nft.h` `flagCreateTrustLines`).
 */
import type { NftFlags } from './assets';
import { isHex64 } from './identifiers';

/** `lsfTrustLine` / rippled `nft::flagCreateTrustLines`: 0x0004 of an NFToken's flags. */
export const NFT_FLAG_TRUST_LINE = 0x0004;

/**
 * What `lsfTrustLine` means, for the NFT pages: set at mint, the issuer asked that the trust line
 * it needs to receive a transfer fee paid in a token be created automatically; since the
 * `fixRemoveNFTokenAutoTrustLine` amendment a mint with it is refused, so only older NFTs carry it.
 */
export const NFT_TRUST_LINE_TEXT =
  'Trust line for fees (lsfTrustLine): the issuer asked, at mint, that the trust line to receive a transfer fee paid in a token be created automatically. Only older NFTs carry it: since fixRemoveNFTokenAutoTrustLine a mint with it is refused.';

/** The 16-bit flags of an NFTokenID (its first 4 hex digits), or null when `id` is not 64 hex. */
export function nftIdFlags(id: string): number | null {
  return isHex64(id) ? Number.parseInt(id.slice(0, 4), 16) : null;
}

/** True when the NFTokenID's flags carry `lsfTrustLine` (0x0004). */
export function nftHasTrustLineFlag(id: string): boolean {
  const flags = nftIdFlags(id);
  return flags !== null && (flags & NFT_FLAG_TRUST_LINE) !== 0;
}

/** The NFToken flags of {@link NftFlags} plus `trustLine`, from the NFTokenID. */
export function nftFlagsWithTrustLine(id: string, flags: NftFlags): NftFlags & { trustLine: boolean } {
  return { ...flags, trustLine: nftHasTrustLineFlag(id) };
}
