/**
 * `book_changes` over a recorded ledger with DEX trades (329212, bundled mainnet data): recomputed
 * independently from the ledger file's Offer deltas.
 */
import path from 'node:path';
import type { ReplayServer } from '../src';
import { BUILTIN_DIR, ledgerObject, readJson, startTestServer, type Json, type TestClient } from './helpers';

jest.setTimeout(30_000);
let server: ReplayServer;
let client: TestClient;
beforeAll(async () => {
  ({ server, client } = await startTestServer());
});
afterAll(async () => {
  client.close();
  await server.close();
});

it('tallies every consumed offer of ledger 329212 per pair: volumes, high, low, open, close', async () => {
  const ledger = ledgerObject(readJson(path.join(BUILTIN_DIR, 'ledger-329212-expanded.json')));
  // Independent recount: XRP drops volume per pair with an XRP side.
  const expected = new Map<string, number>();
  for (const t of ledger.transactions as Json[]) {
    for (const w of (t.metaData ?? t.meta).AffectedNodes as Json[]) {
      const n = w.ModifiedNode ?? w.DeletedNode;
      if (!n || n.LedgerEntryType !== 'Offer' || !n.PreviousFields?.TakerGets || !n.PreviousFields?.TakerPays) continue;
      const p = n.PreviousFields;
      const f = n.FinalFields;
      const xrpSide = typeof p.TakerGets === 'string' ? [p.TakerGets, f.TakerGets] : typeof p.TakerPays === 'string' ? [p.TakerPays, f.TakerPays] : undefined;
      const iou = typeof p.TakerGets === 'string' ? p.TakerPays : p.TakerGets;
      if (!xrpSide) continue;
      const key = `XRP_drops|${iou.issuer}/${iou.currency}`;
      expected.set(key, (expected.get(key) ?? 0) + Number(BigInt(xrpSide[0]) - BigInt(xrpSide[1])));
    }
  }
  const result = await client.result({ command: 'book_changes', ledger_index: 329212 });
  expect(result).toMatchObject({ type: 'bookChanges', ledger_index: 329212, validated: true });
  const xrpPairs = (result.changes as Json[]).filter((c) => c.currency_a === 'XRP_drops');
  expect(new Map(xrpPairs.map((c) => [`${c.currency_a}|${c.currency_b}`, Number(c.volume_a)]))).toEqual(expected);
  for (const c of result.changes as Json[]) {
    expect(Number(c.low)).toBeLessThanOrEqual(Number(c.high));
    expect(Number(c.open)).toBeGreaterThanOrEqual(Number(c.low));
    expect(Number(c.close)).toBeLessThanOrEqual(Number(c.high));
  }
  const unknown = await client.request({ command: 'book_changes', ledger_index: 123 });
  expect(unknown).toMatchObject({ status: 'error', error: 'lgrNotFound' });
});
