/**
 * Asset rules: the AMM fee from vote slots (rippled AMMVote), token identifiers and search, issuer
 * settings of a recorded AccountRoot, which ledger text becomes a link.
 */
import {
  assetPageOf,
  classifySearch,
  displayCurrency,
  issuerSettingsOf,
  ledgerTextLink,
  normalizeCurrencyCode,
  parseTokenId,
  transferRatePercent,
  trustLineFreezesOf,
} from '../../src/domain';

describe('token identifiers', () => {
  it('reads CUR.issuer and CUR+issuer, and the search box opens the token page', () => {
    expect(parseTokenId('CNY.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK')).toEqual({ currency: 'CNY', issuer: 'rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK' });
    expect(parseTokenId('534f4c4f00000000000000000000000000000000+rsoLo2S1kiGeCcn6hCUXVrCpGMWLrRrLZz')?.currency).toBe('534F4C4F00000000000000000000000000000000');
    expect(parseTokenId('XRP.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK')).toBeNull();
    const parsed = classifySearch(' CNY+rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK ');
    expect(parsed).toMatchObject({ type: 'token', isValid: true, navigateTo: '/token/CNY.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK' });
  });

  it('checks currency codes and shows control-character codes as hex', () => {
    expect(normalizeCurrencyCode('USD')).toBe('USD');
    expect(normalizeCurrencyCode('xrp')).toBeNull();
    expect(normalizeCurrencyCode('00'.repeat(20))).toBeNull();
    expect(displayCurrency('534F4C4F00000000000000000000000000000000')).toEqual({ text: 'SOLO', isText: true });
    expect(displayCurrency('0A0B0C0000000000000000000000000000000000')).toEqual({ text: '0A0B0C0000000000000000000000000000000000', isText: false });
  });

  it('links a token amount to its token page and an LP token to its pool', () => {
    expect(assetPageOf({ currency: 'SOLO', issuer: 'rsoLo2S1kiGeCcn6hCUXVrCpGMWLrRrLZz' })).toBe('/token/534F4C4F00000000000000000000000000000000.rsoLo2S1kiGeCcn6hCUXVrCpGMWLrRrLZz');
    expect(assetPageOf({ currency: '03B7FD829F075C67B6C87A45FA0E67CF4E5A83A9', issuer: 'r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M' })).toBe('/amm/r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M');
    expect(assetPageOf({ currency: 'XRP' })).toBeNull();
    // A devnet MPT (replay/data/devnet, the "ESC" issuance): its issuance page.
    expect(assetPageOf({ currency: 'ESC', issuer: 'rpHaF4cKTzCk8v7GQcVkjM6GPKD65LTVkc', mptIssuanceId: '00049f5b0e03a3031b3e0c1d16a700640ea5cf727268e14f' })).toBe('/mpt/00049F5B0E03A3031B3E0C1D16A700640EA5CF727268E14F');
  });
});

describe('issuerSettingsOf', () => {
  it('reads a recorded AccountRoot: DefaultRipple and a 0.2 % transfer fee (bithomp.com, rsuUjfWxrACCAwGQDsNeZUhpzXf1n1NK5Z)', () => {
    const root = { Account: 'rsuUjfWxrACCAwGQDsNeZUhpzXf1n1NK5Z', Flags: 8388608, TransferRate: 1002000000, Domain: '626974686F6D702E636F6D' };
    const byKey = Object.fromEntries(issuerSettingsOf(root, false, 'bithomp.com').map((s) => [s.key, s]));
    expect(byKey.defaultRipple.value).toBe(true);
    expect(byKey.transferRate).toMatchObject({ value: '0.2%', meaning: expect.stringContaining('0.2%') });
    expect(byKey.noFreeze).toMatchObject({ value: false, tone: 'risk' });
    expect(byKey.blackholed.value).toBe(false);
    expect(byKey.domain.value).toBe('bithomp.com');
    expect(transferRatePercent(1_000_000_000)).toBeNull();
  });

  // rippled SetAccount.cpp (asfNoFreeze: no clearing asfGlobalFreeze, setting it still allowed) and
  // SetTrust.cpp (no tfSetFreeze with lsfNoFreeze); xrpl.org "Freezing tokens", "No Freeze".
  it('No Freeze says what it rules out and what it does not: an issuer with it can still enact a global freeze', () => {
    const noFreeze = issuerSettingsOf({ Flags: 0x0020_0000 }, false).find((s) => s.key === 'noFreeze')!;
    expect(noFreeze.value).toBe(true);
    expect(noFreeze.tone).not.toBe('safe');
    expect(noFreeze.meaning).toContain('freezing single trust lines');
    expect(noFreeze.meaning).toContain('can never clear a global freeze');
    expect(noFreeze.meaning).toContain('can still enact a global freeze');
    expect(noFreeze.meaning).not.toMatch(/cannot freeze your balance/);
  });

  it('reads the freezes and deep freezes of a trust line from either side (lsfLowDeepFreeze 0x02000000, lsfHighDeepFreeze 0x04000000)', () => {
    const flags = 0x0080_0000 | 0x0400_0000; // the high account froze and deep-froze the line
    expect(trustLineFreezesOf(flags, true)).toEqual({ freeze: false, freezePeer: true, deepFreeze: false, deepFreezePeer: true });
    expect(trustLineFreezesOf(flags, false)).toEqual({ freeze: true, freezePeer: false, deepFreeze: true, deepFreezePeer: false });
    expect(trustLineFreezesOf(0x0040_0000 | 0x0200_0000, true)).toMatchObject({ freeze: true, deepFreeze: true, deepFreezePeer: false });
  });

  it('a disabled master key with a blackhole regular key and no signer list is blackholed', () => {
    const settings = issuerSettingsOf({ Flags: 0x0010_0000 | 0x0020_0000, RegularKey: 'rrrrrrrrrrrrrrrrrrrrBZbvji' }, false);
    expect(settings.find((s) => s.key === 'blackholed')).toMatchObject({ value: true, tone: 'safe' });
    expect(issuerSettingsOf({ Flags: 0x0010_0000 }, true).find((s) => s.key === 'blackholed')?.value).toBe(false);
  });
});

describe('ledgerTextLink', () => {
  it('links only safe https URLs, and ipfs through a labelled gateway', () => {
    expect(ledgerTextLink('https://example.com/a.json')).toEqual({ kind: 'https', href: 'https://example.com/a.json' });
    expect(ledgerTextLink('ipfs://bafybeibg2rkkghakkrt3imaeomme7qdtqihzuoq2r2xucxrwdxgee5jrre/metadata.json')).toMatchObject({
      kind: 'ipfs',
      href: 'https://ipfs.io/ipfs/bafybeibg2rkkghakkrt3imaeomme7qdtqihzuoq2r2xucxrwdxgee5jrre/metadata.json',
    });
    expect(ledgerTextLink('javascript:alert(1)')).toEqual({ kind: 'text' });
    expect(ledgerTextLink('<svg onload=alert(1)>')).toEqual({ kind: 'text' });
    expect(ledgerTextLink('http://example.com')).toEqual({ kind: 'text' });
  });
});
