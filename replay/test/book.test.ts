/**
 * `book_changes` over a recorded ledger with DEX trades (329212, bundled mainnet data): recomputed
 * independently from the ledger file's Offer deltas.
 */
import path from 'node:path';
import type { ReplayServer } from '../src';
import { BUILTIN_DIR, jsonFiles, ledgerObject, readJson, startTestServer, type Json, type TestClient } from './helpers';

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

/** Every recorded mainnet transaction (tx files and expanded ledgers), oldest first: an independent scan. */
function recordedMetas(): Array<{ ledger: number; index: number; meta: Json }> {
  const out = new Map<string, { ledger: number; index: number; meta: Json }>();
  for (const file of jsonFiles(BUILTIN_DIR)) {
    const name = path.basename(file);
    if (name === 'provenance.json') continue;
    const json = readJson(file);
    const body = json.result ?? json;
    if (name.startsWith('tx-')) {
      const tx = body.tx_json ?? body.tx ?? body.transaction ?? body;
      const meta = body.meta ?? body.metaData;
      if (meta) out.set(String(body.hash ?? tx.hash), { ledger: Number(body.ledger_index ?? tx.ledger_index), index: Number(meta.TransactionIndex ?? 0), meta });
    } else if (name.startsWith('ledger-')) {
      const ledger = ledgerObject(json);
      for (const t of (ledger.transactions ?? []) as Json[]) if (t.metaData ?? t.meta) out.set(String(t.hash), { ledger: Number(ledger.ledger_index), index: Number((t.metaData ?? t.meta).TransactionIndex ?? 0), meta: t.metaData ?? t.meta });
    } else if (name.startsWith('account_tx-')) {
      for (const e of (body.transactions ?? []) as Json[]) {
        const tx = e.tx_json ?? e.tx;
        if (e.meta) out.set(String(e.hash ?? tx.hash), { ledger: Number(e.ledger_index ?? tx.ledger_index), index: Number(e.meta.TransactionIndex ?? 0), meta: e.meta });
      }
    }
  }
  return [...out.values()].sort((a, b) => a.ledger - b.ledger || a.index - b.index);
}

it('book_offers lists a book\'s offers as the newest recorded metadata left them, best quality first', async () => {
  const offers = new Map<string, Json | null>();
  for (const { meta } of recordedMetas()) {
    for (const w of meta.AffectedNodes as Json[]) {
      const [kind, n] = Object.entries(w)[0] as [string, Json];
      if (n.LedgerEntryType !== 'Offer') continue;
      offers.set(String(n.LedgerIndex).toUpperCase(), kind === 'DeletedNode' ? null : (kind === 'CreatedNode' ? n.NewFields : n.FinalFields));
    }
  }
  const books = new Map<string, string[]>();
  const sideKey = (a: Json | string) => (typeof a === 'string' ? 'XRP' : `${a.currency}/${a.issuer}`);
  for (const [index, f] of offers) {
    if (!f || (typeof f.TakerGets === 'string' ? Number(f.TakerGets) : Number(f.TakerGets.value)) <= 0) continue;
    const key = `${sideKey(f.TakerGets)}|${sideKey(f.TakerPays)}`;
    books.set(key, [...(books.get(key) ?? []), index]);
  }
  const [bookKey, indexes] = [...books.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  const side = (k: string) => (k === 'XRP' ? { currency: 'XRP' } : { currency: k.split('/')[0], issuer: k.split('/')[1] });
  const [g, p] = bookKey.split('|');
  const result = await client.result({ command: 'book_offers', taker_gets: side(g!), taker_pays: side(p!) });
  expect((result.offers as Json[]).map((o) => o.index).sort()).toEqual([...indexes].sort());
  const qualities = (result.offers as Json[]).map((o) => Number(o.quality));
  expect(qualities).toEqual([...qualities].sort((a, b) => a - b));
  const bad = await client.request({ command: 'book_offers', taker_gets: { currency: 'USD' }, taker_pays: { currency: 'XRP' } });
  expect(bad).toMatchObject({ status: 'error', error: 'invalidParams' });
});

it('amm_info answers a recorded AMM by account or by its two assets, with the pool balances', async () => {
  const deposit = readJson(path.join(BUILTIN_DIR, 'tx-6D85FF2BEE30E53F690A0DBEBCAAB83AD207E264A49EA83DE29A30A1BD36D06D.json'));
  const body = deposit.result ?? deposit;
  const ammNode = ((body.meta ?? body.metaData).AffectedNodes as Json[]).map((w) => Object.values(w)[0] as Json).find((n) => n.LedgerEntryType === 'AMM')!;
  const account = (ammNode.FinalFields ?? ammNode.NewFields).Account;
  const byAccount = await client.result({ command: 'amm_info', amm_account: account });
  expect(byAccount.amm.account).toBe(account);
  expect(typeof byAccount.amm.trading_fee).toBe('number');
  expect(byAccount.amm.lp_token.currency).toMatch(/^03[0-9A-F]{38}$/);
  const f = ammNode.FinalFields;
  const byAssets = await client.result({ command: 'amm_info', asset: f.Asset2, asset2: f.Asset });
  expect(byAssets.amm.account).toBe(account);
  expect(byAssets.amm.amount ?? byAssets.amm.amount2).toBeDefined();
  const none = await client.request({ command: 'amm_info', amm_account: 'rrrrrrrrrrrrrrrrrrrrBZbvji' });
  expect(none).toMatchObject({ status: 'error', error: 'actNotFound' });
});
