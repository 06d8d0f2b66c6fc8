/**
 * Account routes against the replay node over the bundled mainnet data. Expected values come from
 * the newest AccountRoot the recorded metadata holds (read here from the raw files) and the
 * replay node's own `server_info` reserves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { buildApp } from '../src/app';
import { MAINNET_DIR } from './helpers/mainnet';

type Json = Record<string, any>;
jest.setTimeout(30_000);

/** The account with the most recorded history in the bundled data. */
const ACCOUNT = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';

/** Newest AccountRoot final fields of `account` across the recorded transaction files, and every tx hash touching it. */
function recorded(account: string) {
  let newest: { order: number; fields: Json } | undefined;
  const hashes = new Set<string>();
  for (const name of readdirSync(MAINNET_DIR).filter((f) => f.endsWith('.json'))) {
    const json = JSON.parse(readFileSync(path.join(MAINNET_DIR, name), 'utf8')) as Json;
    const root = json.result ?? json;
    const entries: Json[] = root.ledger?.transactions ?? root.transactions ?? (root.tx || root.tx_json || root.meta ? [root] : []);
    for (const entry of entries) {
      if (typeof entry !== 'object') continue;
      const meta = (entry.meta ?? entry.metaData) as Json | undefined;
      const tx = (entry.tx_json ?? entry.tx ?? entry) as Json;
      const ledger = Number(entry.ledger_index ?? tx.ledger_index ?? root.ledger?.ledger_index ?? root.ledger_index);
      if (!meta || !Number.isFinite(ledger)) continue;
      const text = JSON.stringify({ tx, meta });
      if (text.includes(account)) hashes.add(String(entry.hash ?? tx.hash).toUpperCase());
      for (const wrapper of meta.AffectedNodes ?? []) {
        const [kind, node] = Object.entries(wrapper)[0] as [string, Json];
        if (node.LedgerEntryType !== 'AccountRoot') continue;
        const fields = kind === 'CreatedNode' ? node.NewFields : node.FinalFields;
        if (fields?.Account !== account) continue;
        const order = ledger * 1e5 + Number(meta.TransactionIndex ?? 0);
        if (!newest || order > newest.order) newest = { order, fields };
      }
    }
  }
  return { fields: newest!.fields, hashes };
}

let node: ReplayServer;
let app: FastifyInstance;
beforeAll(async () => {
  node = await startReplayServer({ port: 0, log: () => undefined, verifyInBackground: false });
  app = await buildApp({ nodeUrl: node.url, rateLimit: false });
});
afterAll(async () => {
  await app.close();
  await node.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/account/:address', () => {
  it('gives balance, Sequence, OwnerCount, flags and the reserve from the node', async () => {
    const { fields } = recorded(ACCOUNT);
    const info = (await (await fetch(node.url.replace('ws:', 'http:'), { method: 'POST', body: JSON.stringify({ method: 'server_info' }) })).json()) as Json;
    const { reserve_base_xrp: base, reserve_inc_xrp: inc } = info.result.info.validated_ledger;
    const res = await get(`/api/account/${ACCOUNT}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=4/);
    const account = res.json();
    const balanceXrp = Number(BigInt(fields.Balance)) / 1e6;
    expect(Number(account.balance)).toBe(balanceXrp);
    expect(account.sequence).toBe(fields.Sequence);
    expect(account.ownerCount).toBe(fields.OwnerCount ?? 0);
    expect(Number(account.reserveBalance)).toBeCloseTo(base + (fields.OwnerCount ?? 0) * inc, 6);
    expect(account.flags).toEqual(expect.any(Array));
    expect(account.requireDestinationTag).toBe(((fields.Flags ?? 0) & 0x20000) !== 0);
    expect(account.txnCount).toBeGreaterThan(20);
  });

  it('answers a bad address with the spec message, a seed as a secret without echoing it, an unknown one with 404', async () => {
    const bad = await get('/api/account/rNOTAREALADDRESS1234567890');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('does not look like a classic XRP Ledger address');
    const seed = 'sp8y8kecNjy88BZRr9U991iiRzFNf';
    const secret = await get(`/api/account/${seed}`);
    expect(secret.statusCode).toBe(400);
    expect(secret.json().error).toMatch(/secret key/);
    // It travelled in the request path: the answer does not claim it was not sent (issue 39 item 8).
    expect(secret.json().error).toMatch(/It was sent to the LedgerLens API in this request: treat the key as exposed/);
    expect(secret.body).not.toContain(seed);
    const checksum = await get(`/api/account/${ACCOUNT.slice(0, -1)}X`);
    expect(checksum.statusCode).toBe(400);
    const unknown = await get('/api/account/rrrrrrrrrrrrrrrrrrrrBZbvji');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/account/:address/transactions-paginated', () => {
  it('pages 20 at a time with an opaque marker until every recorded transaction of the account is listed', async () => {
    const { hashes } = recorded(ACCOUNT);
    const seen: string[] = [];
    let marker: string | null = null;
    let pages = 0;
    do {
      const res = await get(`/api/account/${ACCOUNT}/transactions-paginated?limit=20${marker ? `&marker=${encodeURIComponent(marker)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.transactions.length).toBeLessThanOrEqual(20);
      seen.push(...page.transactions.map((t: Json) => t.hash));
      expect(page.hasMore).toBe(page.marker !== null);
      if (pages > 0) expect(res.headers['cache-control']).toMatch(/immutable/);
      marker = page.marker;
      pages += 1;
    } while (marker && pages < 20);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    for (const hash of hashes) expect(seen).toContain(hash);
  });

  it('with view=rows lists the same transactions as their history rows: the fields of their own page left out, every other field as in the full answer', async () => {
    const full = (await get(`/api/account/${ACCOUNT}/transactions-paginated?limit=20`)).json();
    const res = await get(`/api/account/${ACCOUNT}/transactions-paginated?limit=20&view=rows`);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.transactions.map((t: Json) => t.hash)).toEqual(full.transactions.map((t: Json) => t.hash));
    expect(rows.marker).toBe(full.marker);
    const pageOnly = ['description', 'summary', 'balanceChanges', 'affectedObjects', 'balanceChangesTotal', 'affectedObjectsTotal', 'batchInner'];
    expect(full.transactions.some((t: Json) => t.affectedObjects !== undefined && t.description !== undefined)).toBe(true);
    full.transactions.forEach((tx: Json, i: number) => {
      const expected = Object.fromEntries(Object.entries(tx).filter(([key]) => !pageOnly.includes(key)));
      expect(rows.transactions[i]).toEqual(expected);
    });
    // The next page keeps the view, and is cached apart from the full one.
    const next = await get(`/api/account/${ACCOUNT}/transactions-paginated?limit=20&view=rows&marker=${encodeURIComponent(rows.marker)}`);
    const nextFull = await get(`/api/account/${ACCOUNT}/transactions-paginated?limit=20&marker=${encodeURIComponent(rows.marker)}`);
    expect(next.json().transactions[0].affectedObjects).toBeUndefined();
    expect(nextFull.json().transactions[0].hash).toBe(next.json().transactions[0].hash);
    expect(nextFull.json().transactions.some((t: Json) => t.affectedObjects !== undefined)).toBe(true);
  });

  it.each([
    ['view=full', /Invalid request/],
    ['limit=0', /limit/],
    ['limit=101', /limit/],
    ['limit=abc', /limit/],
    ['marker=never-issued', /marker/],
    ['marker=eyJsZWRnZXIiOjF9.AAAAAAAAAAAAAAAA', /marker/],
  ])('%s: a clear 400', async (query, message) => {
    const res = await get(`/api/account/${ACCOUNT}/transactions-paginated?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });
});

describe('lines and objects', () => {
  it('lists trust lines and object counts of an account with recorded ledger entries', async () => {
    const lines = await get('/api/account/rLDYrujdKUfVx28T9vRDAbyJ7G2WVXKo4K/lines');
    expect(lines.statusCode).toBe(200);
    expect(lines.json().lines.length).toBeGreaterThan(0);
    expect(lines.json().lines[0]).toEqual(expect.objectContaining({ currency: expect.any(String), issuer: expect.stringMatching(/^r/), balance: expect.any(String), limit: expect.any(String) }));
    const objects = await get(`/api/account/${ACCOUNT}/objects`);
    expect(objects.statusCode).toBe(200);
    const body = objects.json();
    expect(Object.values(body.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(body.objects.length);
  });
});
