import addressVectors from '../../src/domain/__fixtures__/classic-address.json';
import { KNOWN_ADDRESSES, knownAddressDetails, lookupKnownAddress } from '../../src/domain/knownAddresses';
import { isClassicAddress } from '../../src/domain/address';
import { decodeHexText } from '../../src/domain/format';
import { isObject, mainnetFiles, readMainnet, walk } from './helpers';

/** Account → decoded Domain values, as recorded in AccountRoot nodes of the bundled mainnet data. */
function recordedDomains(): Map<string, Set<string>> {
  const domains = new Map<string, Set<string>>();
  for (const file of mainnetFiles()) {
    walk(readMainnet(file), (node) => {
      const fields = [node, node.FinalFields, node.NewFields].filter(isObject);
      const isAccountRoot = node.LedgerEntryType === 'AccountRoot';
      for (const f of fields) {
        if ((isAccountRoot || f.LedgerEntryType === 'AccountRoot') && typeof f.Account === 'string' && typeof f.Domain === 'string') {
          const text = decodeHexText(f.Domain);
          if (text) {
            if (!domains.has(f.Account)) domains.set(f.Account, new Set());
            domains.get(f.Account)!.add(text);
          }
        }
      }
    });
  }
  return domains;
}

/** Addresses mentioned anywhere in the bundled mainnet data. */
function mentionedAddresses(): Set<string> {
  const seen = new Set<string>();
  for (const file of mainnetFiles()) {
    const text = JSON.stringify(readMainnet(file));
    for (const entry of KNOWN_ADDRESSES) if (text.includes(entry.address)) seen.add(entry.address);
  }
  return seen;
}

describe('known address directory (§3)', () => {
  it('has 12 unique entries with valid classic addresses and allowed types', () => {
    expect(KNOWN_ADDRESSES).toHaveLength(12);
    expect(new Set(KNOWN_ADDRESSES.map((e) => e.address)).size).toBe(12);
    for (const e of KNOWN_ADDRESSES) {
      expect(isClassicAddress(e.address)).toBe(true);
      expect(['exchange', 'service', 'wallet', 'institution', 'other']).toContain(e.type);
      expect(e.name.trim()).not.toBe('');
      expect(typeof e.verified).toBe('boolean');
    }
  });

  const domains = recordedDomains();
  const specials = new Map(addressVectors.special_addresses.map((s) => [s.address, s.name]));

  it.each(KNOWN_ADDRESSES.filter((e) => e.domain).map((e) => [e.name, e] as const))(
    '%s: label backed by its own AccountRoot Domain in the bundled data',
    (_name, e) => {
      expect(domains.get(e.address)).toContain(e.domain);
      expect(e.verified).toBe(true);
    },
  );

  it.each(KNOWN_ADDRESSES.filter((e) => !e.domain && e.verified).map((e) => [e.name, e] as const))(
    '%s: verified entry without Domain is an xrpl.org special address',
    (_name, e) => {
      expect(specials.has(e.address)).toBe(true);
    },
  );

  it('unverified entries have no Domain backing in the data', () => {
    for (const e of KNOWN_ADDRESSES.filter((x) => !x.verified)) {
      expect(e.domain).toBeUndefined();
      expect(specials.has(e.address)).toBe(false);
    }
  });

  it('covers every xrpl.org special address', () => {
    for (const address of specials.keys()) expect(lookupKnownAddress(address)?.verified).toBe(true);
  });

  it('prefers addresses that appear in the bundled data (at least 10 of 12)', () => {
    expect(mentionedAddresses().size).toBeGreaterThanOrEqual(10);
  });

  it('looks up exact addresses (trimmed), nothing else', () => {
    expect(lookupKnownAddress('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toMatchObject({ name: 'Genesis Account', type: 'other', verified: true });
    expect(lookupKnownAddress(' rsuUjfWxrACCAwGQDsNeZUhpzXf1n1NK5Z ')).toMatchObject({ name: 'Bithomp', verified: true, domain: 'bithomp.com' });
    expect(lookupKnownAddress('rvYAfWj5gh67oV6fW32ZzP3Aw4Eubs59B')).toMatchObject({ name: 'Bitstamp', type: 'exchange', verified: false });
    expect(lookupKnownAddress('RHB9CJAWYB4RJ91VRWN96DKUKG4BWDTYTH')).toBeUndefined();
    expect(lookupKnownAddress('rU6K7V3Po4snVhBBaU29sesqs2qTQJWDw1')).toBeUndefined();
    expect(lookupKnownAddress('')).toBeUndefined();
    expect(lookupKnownAddress(undefined)).toBeUndefined();
    expect(lookupKnownAddress(null)).toBeUndefined();
  });

  it('gives AddressDetails for badges', () => {
    expect(knownAddressDetails('rrrrrrrrrrrrrrrrrrrrrhoLvTp')).toEqual({ label: 'ACCOUNT_ZERO (black hole)', type: 'other', verified: true });
    expect(knownAddressDetails('rhub8VRN55s94qWKDv6jmDy1pUykJzF3wq')).toEqual({ label: 'GateHub', type: 'service', verified: false });
    expect(knownAddressDetails('rNotKnown')).toBeUndefined();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(KNOWN_ADDRESSES)).toBe(true);
    expect(Object.isFrozen(KNOWN_ADDRESSES[0])).toBe(true);
  });
});
