/**
 * Storage over both databases (SQLite always; PostgreSQL when TEST_DATABASE_URL is set, see
 * helpers/backends.ts): the migrations, the index lease, one indexer run across instances (and the
 * takeover when its holder dies mid-run), the shared `/api/index/status`, and samples written once
 * whichever instance sees a close first.
 *
 * "Instances" are objects with their own connection (pool) to one database. On SQLite two
 * indexers share one connection: one process holds one connection to its file, and a second
 * connection in the same thread would wait synchronously on the first one's open transaction.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { buildApp } from '../src/app';
import { DATABASE_FILE, openDatabase } from '../src/db/database';
import { openSqliteConnection } from '../src/db/sqlite-driver';
import { Lease } from '../src/db/lease';
import { MIGRATIONS } from '../src/db/migrations';
import type { SqlDb } from '../src/db/sql';
import { IndexerJob } from '../src/features/indexer/job';
import { TradeStore } from '../src/features/network/closes';
import { PriceSampleStore } from '../src/features/network/priceSamples';
import type { XrplCommand } from '../src/gateway';
import { describeBackends, type TestDatabase } from './helpers/backends';
import { FakeGateway, never } from './helpers/fake-gateway';

type Json = Record<string, any>;
const LEDGER = JSON.parse(readFileSync(join(__dirname, '../../replay/data/mainnet/ledger-40000-full.json'), 'utf8')) as Json;
const STATE = (LEDGER.accountState as Json[]).slice().sort((a, b) => (a.index < b.index ? -1 : 1));
const PAGE = 25;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A node serving real ledger 40000's full state in pages of 25, each answer after `delayMs`; from page `hangFrom` on, never answering. */
function stateNode(delayMs = 0, hangFrom = Infinity) {
  let page = 0;
  return new FakeGateway(async (cmd: XrplCommand) => {
    if (cmd.command === 'server_info') return { info: { state_ledgers: [40000] } };
    if (cmd.command !== 'ledger_data') return {};
    page += 1;
    if (page >= hangFrom) return never();
    if (delayMs) await sleep(delayMs);
    const start = cmd.marker ? STATE.findIndex((o) => o.index === cmd.marker) : 0;
    const out: Json = { ledger_index: 40000, state: STATE.slice(start, start + PAGE), validated: true };
    if (!cmd.marker) out.ledger = { ledger_index: '40000', close_time: LEDGER.close_time, total_coins: LEDGER.total_coins };
    if (start + PAGE < STATE.length) out.marker = STATE[start + PAGE].index;
    return out;
  });
}
const pages = (node: FakeGateway) => node.calls.filter((c) => c.command === 'ledger_data').length;
const PAGES = Math.ceil(STATE.length / PAGE);

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(10);
  }
}

describeBackends('storage', (backend) => {
  let t: TestDatabase;
  beforeEach(() => {
    t = backend.create();
  });
  afterEach(async () => {
    await t.dispose();
  });
  /** A second instance's connection: its own pool on PostgreSQL, the process's one connection on SQLite (see the module comment). */
  const second = async (first: SqlDb) => (backend.name === 'SQLite' ? first : t.connect());

  it('applies every migration once, also when two instances start on an empty database together', async () => {
    // Two processes on one SQLite file wait for each other's write lock; in one thread they would
    // wait synchronously on each other (see the module comment): start them one after the other there.
    const [a] = backend.name === 'SQLite' ? [await t.connect(), await t.connect()] : await Promise.all([t.connect(), t.connect()]);
    const ids = (await a.all<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id')).map((r) => Number(r.id));
    expect(ids).toEqual(MIGRATIONS.map((m) => m.id).sort((x, y) => x - y));
    // Reopened: nothing to apply.
    const again = await t.connect();
    expect(await again.all('SELECT id FROM schema_migrations')).toHaveLength(MIGRATIONS.length);
  });

  it('a lease has one holder; another takes it only once it expired; the old holder cannot renew', async () => {
    const db = await t.connect();
    const other = await second(db);
    let now = 1_000_000;
    const a = new Lease(db, 'indexer', 'instance-a', 1000, () => now);
    const b = new Lease(other, 'indexer', 'instance-b', 1000, () => now);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    now += 900;
    expect(await a.renew()).toBe(true); // until 1,001,900
    now += 999;
    expect(await b.acquire()).toBe(false);
    now += 1;
    expect(await b.acquire()).toBe(true);
    expect(await a.renew()).toBe(false);
    expect(await a.acquire()).toBe(false);
    expect(await a.current()).toEqual({ holder: 'instance-b', expiresAt: now + 1000 });
    await b.release();
    expect(await a.acquire()).toBe(true);
  });

  it('instances racing for a free lease: exactly one gets it', async () => {
    const db = await t.connect();
    const other = await second(db);
    const leases = Array.from({ length: 8 }, (_, i) => new Lease(i % 2 ? other : db, 'race', `instance-${i}`, 60_000));
    const got = await Promise.all(leases.map((l) => l.acquire()));
    expect(got.filter(Boolean)).toHaveLength(1);
  });

  it('two instances asked to index at once: one run, one pass over the ledger, the same status on both', async () => {
    const db = await t.connect();
    const nodeA = stateNode();
    const nodeB = stateNode();
    const a = new IndexerJob(nodeA, db, { instanceId: 'api-a', topAccounts: 20 });
    const b = new IndexerJob(nodeB, await second(db), { instanceId: 'api-b', topAccounts: 20 });
    await Promise.all([a.run(), b.run()]);
    expect(a.runs.completed + b.runs.completed).toBe(1);
    expect(pages(nodeA) + pages(nodeB)).toBe(PAGES);
    const [sa, sb] = await Promise.all([a.status(), b.status()]);
    expect(sa).toEqual(sb);
    expect(sa).toMatchObject({ state: 'idle', objects: STATE.length, percent: 100, lastError: null, instance: a.runs.completed ? 'api-a' : 'api-b' });
    expect((await a.latest())?.richList).toEqual((await b.latest())?.richList);
    // Within the interval (1 h), neither runs again.
    await Promise.all([a.tick(), b.tick()]);
    expect(pages(nodeA) + pages(nodeB)).toBe(PAGES);
  });

  it('the holder dies mid-run: another instance takes the run over once the lease expired, at its next check', async () => {
    const db = await t.connect();
    const leaseMs = 400;
    // A's node answers 5 pages, then A is killed in the middle of the 6th (it never completes).
    const nodeA = stateNode(15, 6);
    const a = new IndexerJob(nodeA, db, { instanceId: 'api-a', leaseMs, topAccounts: 20 });
    const b = new IndexerJob(stateNode(), await second(db), { instanceId: 'api-b', leaseMs, topAccounts: 20 });
    void a.run();
    await until(async () => (await b.status()).objects >= 5 * PAGE); // B sees A's progress (renewals write it)
    const running = await b.status();
    expect(running).toMatchObject({ state: 'running', instance: 'api-a' });
    expect(running.ledger?.ledgerIndex).toBe(40000);
    a.abandon(); // the process died: no more renewals, nothing stored
    const died = Date.now();
    const expiresAt = (await new Lease(db, 'indexer', 'observer', leaseMs).current())!.expiresAt;
    b.start(); // checks every min(interval, lease) = 400 ms
    try {
      await until(async () => (await b.status()).instance === 'api-b');
      const takeoverMs = Date.now() - died;
      await until(async () => (await b.status()).state === 'idle');
      const [sa, sb] = await Promise.all([a.status(), b.status()]);
      expect(sa).toEqual(sb);
      expect(sb).toMatchObject({ state: 'idle', instance: 'api-b', objects: STATE.length, lastError: null });
      expect(sb.runId).not.toBe(running.runId);
      expect(await db.all('SELECT completed_at FROM index_results')).toHaveLength(1);
      expect(pages(nodeA)).toBeLessThan(PAGES);
      // Not before A's lease expired; then at B's next check (every 400 ms), with room for a loaded machine.
      const startedAt = Date.parse(sb.startedAt!);
      expect(startedAt).toBeGreaterThanOrEqual(expiresAt);
      expect(startedAt - expiresAt).toBeLessThan(leaseMs + 2_000);
      console.log(`[${backend.name}] indexer takeover: run started ${takeoverMs} ms after the holder died, ${startedAt - expiresAt} ms after its lease expired (lease ${leaseMs} ms)`);
    } finally {
      b.stop();
    }
  }, 30_000);

  it('a run whose holder died is reported failed, naming the instance, until another instance runs', async () => {
    const db = await t.connect();
    const leaseMs = 600;
    const a = new IndexerJob(stateNode(0, 3), db, { instanceId: 'api-a', leaseMs, topAccounts: 20 });
    const b = new IndexerJob(stateNode(), await second(db), { instanceId: 'api-b', leaseMs, topAccounts: 20 });
    void a.run();
    await until(async () => (await b.status()).objects >= 2 * PAGE);
    a.abandon();
    expect(await b.status()).toMatchObject({ state: 'running', instance: 'api-a' }); // its lease has not expired yet
    await sleep(leaseMs + 50);
    const orphan = await b.status();
    expect(orphan).toMatchObject({ state: 'failed', instance: 'api-a', objects: 2 * PAGE });
    expect(orphan.lastError).toMatch(/^run .+ stopped: instance api-a stopped renewing its lease at .+; another instance takes it over$/);
    expect(await a.status()).toEqual(orphan);
    await b.tick();
    expect(await b.status()).toMatchObject({ state: 'idle', instance: 'api-b', lastError: null, objects: STATE.length });
  }, 30_000);

  it('/api/index/status and the rich list are the same on two API instances after one ran', async () => {
    const db = await t.connect();
    const state = async (d: SqlDb) => ({ ok: true as const, db: d, dialect: d.dialect, file: 'test', applied: [] });
    const apiA = await buildApp({ xrpl: stateNode(), rateLimit: false, database: await state(db) });
    const apiB = await buildApp({ xrpl: stateNode(), rateLimit: false, database: await state(await second(db)) });
    try {
      await (apiA as unknown as { indexer: IndexerJob }).indexer.run();
      for (const url of ['/api/index/status', '/api/rich-list?limit=5']) {
        const [ra, rb] = await Promise.all([apiA.inject({ method: 'GET', url }), apiB.inject({ method: 'GET', url })]);
        expect(ra.statusCode).toBe(200);
        expect(ra.json()).toEqual(rb.json());
      }
    } finally {
      await apiA.close();
      await apiB.close();
    }
  }, 30_000);

  it('TradeStore.tokens(): one query however many tokens, the same answer as the per-token queries it replaces', async () => {
    const db = await t.connect();
    const DAY = 86_400_000;
    const end = Date.UTC(2025, 0, 3, 12, 0, 0, 500);
    const rows: Array<[number, string, string, number, number, number | null]> = [];
    let ledger = 1;
    for (let k = 0; k < 40; k += 1) {
      const token = `rIss${k}/USD`;
      // Newest trade somewhere in the window; earlier trades up to 60 h back, some exactly 24 h and
      // 48 h before the newest (the bounds), some with no XRP/USD price, some tokens without one 24 h back.
      const newest = end - ((k * 7919) % 20) * 3_600_000 - (k % 3);
      const times = [newest, newest - 3_600_000 * (1 + (k % 5))];
      if (k % 4 !== 3) times.push(newest - DAY - (k % 2 === 0 ? 0 : 1 + k * 1000));
      if (k % 5 === 0) times.push(newest - 2 * DAY, newest - 2 * DAY - 1, newest - 2 * DAY + 1);
      if (k % 6 === 0) times.push(newest - DAY + 1);
      if (k % 7 === 0) times.push(end + 3_600_000); // after `end`: not counted
      for (const [j, ms] of times.entries()) {
        rows.push([ledger++, token, new Date(ms).toISOString(), 1_000_000 * (1 + ((k + j) % 9)), 1 + ((k * 3 + j) % 11), (k + j) % 8 === 0 ? null : 0.5 + ((k + j) % 4) / 4]);
      }
    }
    // Two closes at the same time for one token: the higher ledger index is the newer.
    rows.push([ledger++, 'rIss1/USD', rows.find((r) => r[1] === 'rIss1/USD')![2], 7_000_000, 3, 2]);
    for (const r of rows) await db.run('INSERT INTO token_closes (ledger_index, token, close_time, drops, units, xrp_usd) VALUES (?, ?, ?, ?, ?, ?)', r);

    /** The implementation this replaces: two queries per token. */
    async function perToken(): Promise<Map<string, { drops: number; units: number; priceChange24h: number | null }>> {
      const out = new Map<string, { drops: number; units: number; priceChange24h: number | null }>();
      const iso = (ms: number) => new Date(ms).toISOString();
      type PriceRow = { close_time: string; drops: number; units: number; xrp_usd: number | null };
      const sums = await db.all<{ token: string; drops: number; units: number }>('SELECT token, SUM(drops) AS drops, SUM(units) AS units FROM token_closes WHERE close_time > ? AND close_time <= ? GROUP BY token', [iso(end - DAY), iso(end)]);
      for (const s of sums) {
        const now = await db.get<PriceRow>('SELECT close_time, drops, units, xrp_usd FROM token_closes WHERE token = ? AND close_time <= ? ORDER BY close_time DESC, ledger_index DESC LIMIT 1', [s.token, iso(end)]);
        const nowMs = now ? new Date(now.close_time).getTime() : 0;
        const then = now ? await db.get<PriceRow>('SELECT close_time, drops, units, xrp_usd FROM token_closes WHERE token = ? AND close_time <= ? AND close_time >= ? ORDER BY close_time DESC, ledger_index DESC LIMIT 1', [s.token, iso(nowMs - DAY), iso(nowMs - 2 * DAY)]) : undefined;
        const usd = (r: PriceRow | undefined) => (r && r.xrp_usd !== null && r.units > 0 ? (r.drops / 1e6 / r.units) * r.xrp_usd : null);
        const a = usd(now);
        const b = usd(then);
        out.set(s.token, { drops: s.drops, units: s.units, priceChange24h: a !== null && b !== null && b > 0 ? ((a - b) / b) * 100 : null });
      }
      return out;
    }

    let queries = 0;
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key === 'all' || key === 'get' || key === 'run' || key === 'exec') return (...args: unknown[]) => ((queries += 1), (value as (...a: unknown[]) => unknown).apply(target, args));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const store = new TradeStore(counting);
    queries = 0;
    const got = await store.tokens(end);
    expect(queries).toBe(1);
    const want = await perToken();
    expect(want.size).toBe(40);
    expect([...want.values()].filter((v) => v.priceChange24h !== null).length).toBeGreaterThan(10);
    expect([...want.values()].filter((v) => v.priceChange24h === null).length).toBeGreaterThan(5);
    expect(new Map([...got].sort())).toEqual(new Map([...want].sort()));
  });

  it('price samples and DEX closes are written once per ledger, by whichever writer is first', async () => {
    const one = await t.connect();
    const two = await t.connect(); // single statements: two connections also on SQLite
    const [pa, pb] = [new PriceSampleStore(one), new PriceSampleStore(two)];
    const time = new Date(Date.UTC(2025, 0, 1)).toISOString();
    const wrote = await Promise.all([pa.record({ ledgerIndex: 90_000_001, time, price: 2.5, volumeUsd: 10 }), pb.record({ ledgerIndex: 90_000_001, time, price: 2.6, volumeUsd: 11 })]);
    expect(wrote.filter(Boolean)).toHaveLength(1);
    const rows = await pb.since(time);
    expect(rows).toEqual([{ ledgerIndex: 90_000_001, time, price: wrote[0] ? 2.5 : 2.6, volumeUsd: wrote[0] ? 10 : 11 }]);

    const [ta, tb] = [new TradeStore(one), new TradeStore(backend.name === 'SQLite' ? one : two)];
    const close = { ledgerIndex: 90_000_001, closeMs: Date.UTC(2025, 0, 1), fills: [], tokens: new Map([['rIss/USD', { drops: 4_000_000, units: 8 }]]) };
    const stored = await Promise.all([ta.record(close, 2), tb.record(close, 2)]);
    expect(stored.filter(Boolean)).toHaveLength(1);
    expect(await one.all('SELECT ledger_index FROM market_closes')).toHaveLength(1);
    expect(await one.all('SELECT ledger_index FROM token_closes')).toHaveLength(1);
    expect((await tb.tokens()).get('rIss/USD')).toMatchObject({ drops: 4_000_000, units: 8 });
  });
});

describe('an SQLite file written before PostgreSQL support', () => {
  it('keeps its data and runs only the migrations it has not run (ids in schema_migrations)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'll-old-'));
    try {
      // The file as the earlier API left it: its DDL and its schema_migrations rows.
      const old = openSqliteConnection(join(dir, DATABASE_FILE));
      old.exec('CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
      old.exec('CREATE TABLE price_samples (ledger_index INTEGER PRIMARY KEY, time TEXT NOT NULL, price REAL NOT NULL, volume_usd REAL)');
      old.exec('CREATE INDEX price_samples_time ON price_samples (time)');
      old.exec('CREATE TABLE market_closes (ledger_index INTEGER PRIMARY KEY, close_time TEXT NOT NULL, trades INTEGER NOT NULL, volume_drops INTEGER NOT NULL, volume_usd REAL NOT NULL, books TEXT NOT NULL)');
      old.exec('CREATE TABLE token_closes (ledger_index INTEGER NOT NULL, token TEXT NOT NULL, close_time TEXT NOT NULL, drops REAL NOT NULL, units REAL NOT NULL, xrp_usd REAL, PRIMARY KEY (ledger_index, token))');
      old.exec('CREATE TABLE index_results (ledger_index INTEGER NOT NULL, close_time TEXT NOT NULL, completed_at TEXT NOT NULL PRIMARY KEY, synthetic INTEGER NOT NULL DEFAULT 0, objects INTEGER NOT NULL, rich_list TEXT NOT NULL, tokens TEXT NOT NULL)');
      for (const id of [100, 101, 200]) old.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(id, `m${id}`, '2026-01-01T00:00:00.000Z');
      old.prepare('INSERT INTO price_samples VALUES (?, ?, ?, ?)').run(1, '2026-01-01T00:00:00.000Z', 2.5, null);
      old.close();

      const state = await openDatabase({ dir });
      if (!state.ok) throw new Error(state.error);
      expect(state.applied).toEqual([201, 300]);
      expect(await new PriceSampleStore(state.db).since('2025-01-01T00:00:00.000Z')).toEqual([{ ledgerIndex: 1, time: '2026-01-01T00:00:00.000Z', price: 2.5, volumeUsd: null }]);
      await state.db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
