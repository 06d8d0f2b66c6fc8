import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COHORT_BOUNDS_XRP, StateAggregator, zeroLineIssuer } from '../src/features/indexer/aggregate';

type Obj = Record<string, unknown>;

describe('StateAggregator on the bundled full-state ledgers', () => {
  for (const index of [38129, 40000]) {
    const file = path.join(__dirname, '../../replay/data/mainnet', `ledger-${index}-full.json`);
    const state = (JSON.parse(readFileSync(file, 'utf8')) as { accountState: Obj[] }).accountState;

    it(`ledger ${index}: top accounts, cohort counts and trust-line counts match an independent recount`, () => {
      const agg = new StateAggregator(10);
      for (const obj of state) agg.add(obj);

      const roots = state.filter((o) => o.LedgerEntryType === 'AccountRoot');
      const expectedTop = roots
        .map((o) => ({ account: o.Account as string, drops: BigInt(o.Balance as string) }))
        .sort((a, b) => (a.drops === b.drops ? 0 : a.drops > b.drops ? -1 : 1))
        .slice(0, 10);
      expect(agg.top.map((t) => t.balanceDrops)).toEqual(expectedTop.map((t) => t.drops));
      expect(agg.accounts).toBe(roots.length);

      const expectedCounts = COHORT_BOUNDS_XRP.map((bound, i) =>
        roots.filter((o) => {
          const xrp = Number(o.Balance) / 1e6;
          return xrp >= bound && (i === 0 || xrp < COHORT_BOUNDS_XRP[i - 1]);
        }).length,
      );
      expect(agg.cohortCounts).toEqual(expectedCounts);

      const lines = state.filter((o) => o.LedgerEntryType === 'RippleState');
      const total = [...agg.tokens.values()].reduce((sum, t) => sum + t.trustlines, 0);
      expect(total + agg.unattributedZeroLines).toBe(lines.length);
    });

    // Low and high are only the order of the two AccountIDs (xrpl.org "RippleState"): a zero line is
    // credited to the side that is not the holder, the holder being the side whose reserve flag
    // (lsfLowReserve 0x10000 / lsfHighReserve 0x20000, rippled TrustSet.cpp) is set with a non-zero limit.
    it(`ledger ${index}: a zero-balance line goes to the issuer its reserve flag and limit show, an unclear one is counted apart`, () => {
      const agg = new StateAggregator(10);
      for (const obj of state) agg.add(obj);
      const zero = state.filter((o) => o.LedgerEntryType === 'RippleState' && (o.Balance as { value: string }).value === '0');
      const side = (o: Obj, s: 'LowLimit' | 'HighLimit') => o[s] as { issuer: string; value: string; currency: string };
      const highHolders = zero.filter((o) => o.Flags === 0x20000 && side(o, 'HighLimit').value !== '0' && side(o, 'LowLimit').value === '0');
      expect(highHolders.length).toBeGreaterThan(0);
      for (const o of highHolders) {
        // Credited to the low account (the issuer), not to the high one (the holder).
        const counter = agg.tokens.get(`${side(o, 'LowLimit').currency}:${side(o, 'LowLimit').issuer}`);
        expect(counter?.trustlines).toBeGreaterThan(0);
      }
      const both = zero.filter((o) => ((o.Flags as number) & 0x30000) === 0x30000 && side(o, 'LowLimit').value !== '0' && side(o, 'HighLimit').value !== '0');
      expect(both.length).toBeGreaterThan(0);
      expect(agg.unattributedZeroLines).toBe(both.length + zero.filter((o) => ((o.Flags as number) & 0x30000) === 0).length);
    });
  }
});

describe('zeroLineIssuer', () => {
  const low = { issuer: 'rLow', value: '0' };
  const high = { issuer: 'rHigh', value: '0' };
  it('names the side opposite the holder (reserve flag and non-zero limit), null when unclear', () => {
    expect(zeroLineIssuer({ Flags: 0x20000 }, low, { ...high, value: '10' })).toBe('rLow');
    expect(zeroLineIssuer({ Flags: 0x10000 }, { ...low, value: '1e3' }, high)).toBe('rHigh');
    expect(zeroLineIssuer({ Flags: 0x30000 }, { ...low, value: '5' }, { ...high, value: '5' })).toBeNull();
    // A reserve flag with a zero limit (non-default flags only) does not tell the holder.
    expect(zeroLineIssuer({ Flags: 0x10000 }, low, high)).toBeNull();
    expect(zeroLineIssuer({ Flags: 0 }, low, high)).toBeNull();
  });
});
