/**
 * Built-in known-address directory (spec §3 "Known address directory": 12 entries, used for
 * badges when the data gives no identity; the list itself is never shown).
 *
 * Every entry is a real XRP Ledger mainnet address. `verified` is true only when the label is
 * backed by the account's own `Domain` field (AccountRoot, hex-decoded) as recorded in the bundled
 * mainnet data (`replay/data/mainnet/`), or by the official XRP Ledger documentation (xrpl.org,
 * "Addresses" page, special addresses; copied in `__fixtures__/classic-address.json`). Each entry
 * says where its label comes from.
 */
import type { AddressDetails, KnownAddressType } from './types';

/** One directory entry. */
export interface KnownAddress {
  /** Classic address. */
  address: string;
  /** Label shown in the badge. */
  name: string;
  type: KnownAddressType;
  /** True when the label is backed by the account's own Domain field or official documentation. */
  verified: boolean;
  /** The account's AccountRoot `Domain` (decoded) when the label comes from it. */
  domain?: string;
}

const known = (entry: KnownAddress): Readonly<KnownAddress> => Object.freeze(entry);

/** The 12 known addresses. */
export const KNOWN_ADDRESSES: readonly Readonly<KnownAddress>[] = Object.freeze([
  // xrpl.org docs/concepts/accounts/addresses.md, "Special Addresses": the genesis account, generated
  // from the seed `masterpassphrase`; it held all XRP in the first ledger. In the bundled data:
  // account state of ledgers 38129 and 40000 (ledger-38129-full.json, ledger-40000-full.json).
  known({ address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', name: 'Genesis Account', type: 'other', verified: true }),
  // xrpl.org addresses.md, "Special Addresses": ACCOUNT_ZERO, base58 encoding of 0; black hole. In the
  // bundled data it is the Account of pseudo-transactions (EnableAmendment, SetFee, UNLModify),
  // e.g. tx-042AA148….json (ledger 74724097).
  known({ address: 'rrrrrrrrrrrrrrrrrrrrrhoLvTp', name: 'ACCOUNT_ZERO (black hole)', type: 'other', verified: true }),
  // xrpl.org addresses.md, "Special Addresses": ACCOUNT_ONE, base58 encoding of 1, placeholder issuer
  // in RippleState balances; black hole. Appears in trust-line metadata of the bundled data.
  known({ address: 'rrrrrrrrrrrrrrrrrrrrBZbvji', name: 'ACCOUNT_ONE (black hole)', type: 'other', verified: true }),
  // xrpl.org addresses.md, "Special Addresses": Ripple Name reservation black hole.
  known({ address: 'rrrrrrrrrrrrrrrrrNAMEtxvNvQ', name: 'Ripple Name Reservation (black hole)', type: 'other', verified: true }),
  // xrpl.org addresses.md, "Special Addresses": NaN address, produced by old JavaScript libraries
  // encoding NaN; black hole.
  known({ address: 'rrrrrrrrrrrrrrrrrrrn5RM1rHd', name: 'NaN Address (black hole)', type: 'other', verified: true }),
  // AccountRoot Domain = bithomp.com (626974686F6D702E636F6D) in ledger 62799452
  // (file tx-6EAA2BB437916CF9CE6F182D1E411D81A37601B789DB9B3638E0D1B989E7B75E.json, ModifiedNode FinalFields).
  known({ address: 'rsuUjfWxrACCAwGQDsNeZUhpzXf1n1NK5Z', name: 'Bithomp', type: 'service', verified: true, domain: 'bithomp.com' }),
  // AccountRoot Domain = ripplecn.com (726970706C65636E2E636F6D) in ledger 7501326
  // (file ledger-7501326-expanded.json); the RippleCN gateway (issuer of CNY/BTC IOUs in 2014).
  known({ address: 'rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK', name: 'RippleCN', type: 'institution', verified: true, domain: 'ripplecn.com' }),
  // AccountRoot Domain = xmart.art (786D6172742E617274) in ledger 77781462
  // (file tx-1C57BFD847DBBAB78211229AA9AC8965B8EF705390ABAD8C2E79C98520EE9B10.json); NFT marketplace.
  known({ address: 'rXMART8usFd5kABXCayoP6ZfB35b4v43t', name: 'xMart', type: 'service', verified: true, domain: 'xmart.art' }),
  // AccountRoot Domain = pixelsofukiyo.com (706978656C736F66756B69796F2E636F6D) in ledger 77781462
  // (file tx-1C57BFD847DBBAB78211229AA9AC8965B8EF705390ABAD8C2E79C98520EE9B10.json); NFT collection issuer.
  known({ address: 'rMhoejpvS8mWfiffy4Zj8H2KbVs1oZCVsP', name: 'Pixels of Ukiyo', type: 'other', verified: true, domain: 'pixelsofukiyo.com' }),
  // AccountRoot Domain = mduo13.com (6D64756F31332E636F6D) in ledger 22179866
  // (file tx-09A9C86BF20695735AB03620EB1C32606635AC3DA0B70282F37C674FC889EFE7.json) and in 8 more bundled
  // transactions (also the account of xrpl.js's accountTx fixture). A personal account, so it is
  // labelled with the domain itself.
  known({ address: 'rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn', name: 'mduo13.com', type: 'wallet', verified: true, domain: 'mduo13.com' }),
  // NOT verified: no Domain field for this account in the bundled data. Label from public gateway
  // lists that cite Ripple's former "Gateway Information" page (ripple.com/knowledge_center/gateway-information),
  // e.g. kuyur/ripple-commander lib/ripple-issuer.js, lieefu/rippleok src/assets/js/ripple-gateways.js.
  // Issuer of Bitstamp USD/BTC IOUs; appears in 11 bundled mainnet files.
  known({ address: 'rvYAfWj5gh67oV6fW32ZzP3Aw4Eubs59B', name: 'Bitstamp', type: 'exchange', verified: false }),
  // NOT verified: same sources as Bitstamp above (kuyur/ripple-commander lib/ripple-issuer.js "Gatehub").
  // GateHub issuing account (USD/EUR IOUs); appears in 7 bundled mainnet files.
  known({ address: 'rhub8VRN55s94qWKDv6jmDy1pUykJzF3wq', name: 'GateHub', type: 'service', verified: false }),
]);

const BY_ADDRESS: ReadonlyMap<string, Readonly<KnownAddress>> = new Map(KNOWN_ADDRESSES.map((e) => [e.address, e]));

/**
 * Looks up an address (exact, case-sensitive classic address; surrounding spaces ignored).
 *
 * @returns the directory entry, or `undefined` when the address is not known.
 */
export function lookupKnownAddress(address: string | null | undefined): Readonly<KnownAddress> | undefined {
  if (typeof address !== 'string') return undefined;
  return BY_ADDRESS.get(address.trim());
}

/**
 * The directory entry as `AddressDetails` (`{label, type, verified}`) for `Transaction.fromDetails`
 * / `toDetails`, or `undefined` when the address is not known.
 */
export function knownAddressDetails(address: string | null | undefined): AddressDetails | undefined {
  const entry = lookupKnownAddress(address);
  return entry ? { label: entry.name, type: entry.type, verified: entry.verified } : undefined;
}
