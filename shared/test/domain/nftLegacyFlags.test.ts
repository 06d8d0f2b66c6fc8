/**
 * lsfTrustLine (0x0004) of older NFTs, read from the NFTokenID's first 16 bits (xrpl.org "NFToken":
 * NFTokenID format; rippled `nft.h` `flagCreateTrustLines`), issue 39 item 11.
 */
import { NFT_FLAG_TRUST_LINE, nftFlagsWithTrustLine, nftHasTrustLineFlag, nftIdFlags } from '../../src/domain/nftLegacyFlags';

const TAIL = '1B581189F5687DBB7516339D6CCB5593D96622AD82DF08CFDA8600000A17';

it('reads the 16-bit flags at the start of an NFTokenID', () => {
  expect(nftIdFlags(`0008${TAIL}`)).toBe(0x0008);
  expect(nftIdFlags(`001D${TAIL}`)).toBe(0x001d);
  expect(nftIdFlags('not an id')).toBeNull();
  expect(nftIdFlags(`0008${TAIL}00`)).toBeNull();
});

it('tells lsfTrustLine (0x0004) apart from the other flags', () => {
  expect(NFT_FLAG_TRUST_LINE).toBe(4);
  expect(nftHasTrustLineFlag(`000C${TAIL}`)).toBe(true); // transferable + trust line
  expect(nftHasTrustLineFlag(`0004${TAIL}`.toLowerCase())).toBe(true);
  expect(nftHasTrustLineFlag(`0008${TAIL}`)).toBe(false);
  expect(nftHasTrustLineFlag(`001B${TAIL}`)).toBe(false); // 0x1 | 0x2 | 0x8 | 0x10
  expect(nftHasTrustLineFlag('')).toBe(false);
  const base = { burnable: false, onlyXRP: false, transferable: true, mutable: false };
  expect(nftFlagsWithTrustLine(`000C${TAIL}`, base)).toEqual({ ...base, trustLine: true });
});
