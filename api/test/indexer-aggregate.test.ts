import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COHORT_BOUNDS_XRP, StateAggregator } from '../src/features/indexer/aggregate';

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
      expect(total).toBe(lines.length);
    });
  }
});
