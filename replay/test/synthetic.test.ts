/**
 * The synthetic benchmark state (`REPLAY_SYNTHETIC_ACCOUNTS`): labelled, in key order, marker
 * paging loses and repeats nothing, N accounts exactly.
 */
import { indexOfMarker, syntheticAccounts, syntheticKey, syntheticObject, syntheticTotal } from '../src/synthetic';

it('is off unless REPLAY_SYNTHETIC_ACCOUNTS is set, and rounds N down to a multiple of four', () => {
  expect(syntheticAccounts({})).toBe(0);
  expect(syntheticAccounts({ REPLAY_SYNTHETIC_ACCOUNTS: '1003' })).toBe(1000);
});

it('has N accounts, keys strictly in order, every object labelled synthetic, and markers that resume exactly', () => {
  const accounts = 4000;
  const total = syntheticTotal(accounts);
  const objects = Array.from({ length: total }, (_, i) => syntheticObject(i, total));
  expect(objects.filter((o) => o.LedgerEntryType === 'AccountRoot')).toHaveLength(accounts);
  expect(objects.filter((o) => o.LedgerEntryType === 'Escrow').length).toBeGreaterThan(0);
  expect(objects.every((o) => o.Synthetic === true)).toBe(true);
  for (let i = 1; i < total; i += 1) expect(String(objects[i - 1].index) < String(objects[i].index)).toBe(true);
  for (const i of [1, 17, 2048, total - 1]) expect(indexOfMarker(syntheticKey(i, total), total)).toBe(i);
  expect(new Set(objects.map((o) => o.Account ?? o.index)).size).toBeGreaterThan(accounts);
});
