/**
 * One circulating supply (the ledger-state index's total − escrowed XRP, with
 * its ledger) in `/api/network/stats` and `/api/market/data`, market cap = price × circulating
 * supply; the DEX trades of every validated close the API follows stored per close (idempotent),
 * volumes over the window they cover (never called 24 h when shorter), token 24 h price changes
 * from stored closes.
 *
 * Trades are the real fills of the recorded mainnet ledgers 329212 and 346610 (Bitstamp USD) and
 * rippled `book_changes` shapes; where a test needs many closes, those real fills are stored under
 * consecutive ledger indexes at chosen close times (a store test, labelled here, not ledger data).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { DAY_MS, TradeStore } from '../src/features/network/closes';
import { extractFills } from '../src/features/network/dex';
import { buildMarketData, buildNetworkStats } from '../src/features/network/routes';
import type { IndexerJob } from '../src/features/indexer/job';
import type { LedgerClosedEvent, XrplCommand } from '../src/gateway';
import { FakeGateway } from './helpers/fake-gateway';
import { readJson } from './helpers/mainnet';

type Json = Record<string, any>;
const recorded = (i: number): Json => {
  const j = JSON.parse(readFileSync(join(__dirname, '../../replay/data/mainnet', `ledger-${i}-expanded.json`), 'utf8'));
  return j.result ?? j;
};
const L329212 = recorded(329212);
const L346610 = recorded(346610);
const fills329212 = extractFills(L329212.ledger.transactions);
const fills346610 = extractFills(L346610.ledger.transactions);
const serverInfo = readJson('server_info-ws.json').result as Json;
const latestFile = readJson('ledger-94084608-expanded.json') as Json;
const latestLedger = (latestFile.result ?? latestFile) as Json;
const STATE_FILE = JSON.parse(readFileSync(join(__dirname, '../../replay/data/mainnet/ledger-40000-full.json'), 'utf8')) as Json;
const STATE = (STATE_FILE.accountState as Json[]).slice().sort((a, b) => (a.index < b.index ? -1 : 1));

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The replay network: server_info says so, recorded ledgers by index, ledger 40000's full state in one page. */
function replayNode() {
  return new FakeGateway((cmd: XrplCommand) => {
    if (cmd.command === 'server_info') return { info: { ...(serverInfo.info as Json), build_version: 'ledgerlens-replay', state_ledgers: [40000] } };
    if (cmd.command === 'ledger') return typeof cmd.ledger_index === 'number' && cmd.ledger_index < 400_000 ? recorded(cmd.ledger_index) : latestLedger;
    if (cmd.command === 'ledger_data')
      return { ledger_index: 40000, state: STATE, validated: true, ledger: { ledger_index: '40000', close_time: STATE_FILE.close_time, total_coins: STATE_FILE.total_coins } };
    if (cmd.command === 'book_changes') return { changes: [] };
    throw new Error(`unexpected ${cmd.command}`);
  });
}

describe('one circulating supply', () => {
  it('network stats and market data give the index circulating supply with its ledger; market cap = price × it', async () => {
    app = await buildApp({ xrpl: replayNode(), rateLimit: false });
    // Before the first index run: no circulating supply, no market cap (never price × total_coins).
    const before = (await app.inject({ method: 'GET', url: '/api/market/data' })).json();
    expect(before.price).toBeGreaterThan(0);
    expect(before.circulatingSupply).toBeNull();
    expect(before.marketCap).toBeNull();
    const statsBefore = await app.inject({ method: 'GET', url: '/api/network/stats' });
    expect(statsBefore.json()).toMatchObject({ circulatingSupply: null });

    await (app as unknown as { indexer: IndexerJob }).indexer.run();
    const summary = (await app.inject({ method: 'GET', url: '/api/rich-list?limit=1' })).json().summary;
    // Ledger 40000 (2013) has no Escrow: total_coins − 0.
    expect(summary.circulatingSupply).toBe('99999999999.99631');
    const stats = (await app.inject({ method: 'GET', url: '/api/network/stats' })).json();
    expect(stats.circulatingSupply).toBe(summary.circulatingSupply);
    expect(stats.circulatingSupplyLedger).toMatchObject({ ledgerIndex: 40000 });
    // Total supply stays the latest ledger's total_coins: a different ledger, a different figure.
    expect(stats.totalSupply).not.toBe(stats.circulatingSupply);

    const market = (await app.inject({ method: 'GET', url: '/api/market/data' })).json();
    expect(market.circulatingSupply).toBe(summary.circulatingSupply);
    expect(market.supplyLedger).toMatchObject({ ledgerIndex: 40000 });
    expect(market.marketCap).toBeCloseTo(market.price * Number(summary.circulatingSupply), 3);
    // The price's ledger (346610) and the supply's ledger (40000) differ: both are in the answer.
    expect(market.ledgerRange.last).toBe(346610);
  });

  it('circulating = total − escrowed: market cap uses it, not total_coins', () => {
    const supply = { circulatingSupply: '60000000000', ledger: { ledgerIndex: 95000000, closeTimeHuman: '2025-04-01T00:00:00Z' } };
    const priced = [{ ledgerIndex: 329212, closeMs: Date.UTC(2013, 2, 8), fills: fills329212, totalCoinsXrp: 99_990_000_000 }];
    const md = buildMarketData(priced, supply, false, null);
    expect(md.marketCap).toBeCloseTo((md.price as number) * 60_000_000_000, 3);
    expect(md.circulatingSupply).toBe('60000000000');
    const stats = buildNetworkStats({ info: {} }, { ledger_index: 95000001, close_time: 800000000, total_coins: '99990000000000000' }, Date.now(), supply);
    expect(stats).toMatchObject({ totalSupply: '99990000000', circulatingSupply: '60000000000', circulatingSupplyLedger: { ledgerIndex: 95000000 } });
  });
});

describe('market volume from every followed close', () => {
  it('offline: the volume of the recorded ledgers is labelled with them, never as 24h', async () => {
    app = await buildApp({ xrpl: replayNode(), rateLimit: false });
    const md = (await app.inject({ method: 'GET', url: '/api/market/data' })).json();
    expect(md.volumeWindow).toEqual({
      firstLedger: 329212,
      lastLedger: 346610,
      start: '2013-03-08T17:32:10.000Z',
      end: '2013-03-12T11:56:10.000Z',
      ledgers: 2,
      full24h: false,
      kind: 'recorded',
    });
  });

  it('live: every streamed close is stored and counted, not only the closes a request priced', async () => {
    // A node with a ledger stream: three closes stream by, one request comes after them.
    let emit: (e: LedgerClosedEvent) => void = () => undefined;
    const base = L329212.ledger.close_time as number;
    const byIndex: Record<number, Json> = {
      1001: { ...L329212, ledger: { ...L329212.ledger, ledger_index: '1001', close_time: base } },
      1002: { ...L346610, ledger: { ...L346610.ledger, ledger_index: '1002', close_time: base + 4 } },
      1003: { ...L329212, ledger: { ...L329212.ledger, ledger_index: '1003', close_time: base + 8, transactions: [] } },
    };
    const node = new (class extends FakeGateway {
      watchLedgers(listener: (e: LedgerClosedEvent) => void, onState: (a: boolean) => void) {
        emit = listener;
        onState(true);
      }
    })((cmd) => {
      if (cmd.command === 'server_info') return serverInfo;
      if (cmd.command === 'ledger') return byIndex[cmd.ledger_index === 'validated' ? 1003 : (cmd.ledger_index as number)];
      if (cmd.command === 'book_changes') return { changes: [] };
      throw new Error(`unexpected ${cmd.command}`);
    });
    const database = await openDatabase({ dir: ':memory:' });
    app = await buildApp({ xrpl: node, rateLimit: false, database });
    await app.inject({ method: 'GET', url: '/api/network/stats' }); // starts following the stream
    for (const i of [1001, 1002, 1003]) emit({ ledger_index: i, ledger_hash: String(i).padStart(64, '0'), ledger_time: byIndex[i].ledger.close_time } as LedgerClosedEvent);
    await new Promise((r) => setTimeout(r, 50));
    const md = (await app.inject({ method: 'GET', url: '/api/market/data' })).json();
    const usd = [...fills329212, ...fills346610].reduce((a, f) => a + f.usd, 0);
    expect(md.volume24h).toBeCloseTo(usd, 9);
    expect(md.volumeWindow).toMatchObject({ firstLedger: 1001, lastLedger: 1003, ledgers: 3, full24h: false, kind: 'closes' });
    expect(md.volumeWindow.end).toBe(new Date((base + 8 + 946_684_800) * 1000).toISOString());
    expect(md.ledgerRange).toEqual({ first: 1001, last: 1002 });
    // One row per close, whatever asked for it (stream and request).
    if (!database.ok) throw new Error('db');
    expect(await database.db.all('SELECT ledger_index FROM market_closes ORDER BY ledger_index')).toEqual([{ ledger_index: 1001 }, { ledger_index: 1002 }, { ledger_index: 1003 }]);
  });
});

describe('TradeStore', () => {
  const T0 = Date.UTC(2025, 0, 1);
  it('counts each close once (idempotent), labels a short window with its span and ledger count', async () => {
    const store = new TradeStore(null);
    // 2,870 closes 4 s apart from T0 (the fills of ledger 329212 in the first one only).
    for (let i = 0; i < 2870; i += 1) await store.record({ ledgerIndex: 5000 + i, closeMs: T0 + i * 4000, fills: i === 0 ? fills329212 : [] });
    expect(await store.record({ ledgerIndex: 5000, closeMs: T0, fills: fills329212 })).toBe(false);
    const m = await store.market();
    expect(m.volumeUsd).toBeCloseTo(fills329212.reduce((a, f) => a + f.usd, 0), 9);
    expect(m.window).toMatchObject({ firstLedger: 5000, lastLedger: 7869, ledgers: 2870, full24h: false });
    expect(m.window).toMatchObject({ start: new Date(T0).toISOString(), end: new Date(T0 + 2869 * 4000).toISOString() });
  });

  it('a full 24 h of closes is "24h"; a gap (missed closes) is not', async () => {
    const full = new TradeStore(null);
    for (let i = 0; i <= 21_600; i += 1) await full.record({ ledgerIndex: 10_000 + i, closeMs: T0 + i * 4000, fills: [] });
    expect((await full.window())).toMatchObject({ full24h: true });
    const gap = new TradeStore(null);
    for (let i = 0; i <= 21_600; i += 1) if (i < 100 || i > 200) await gap.record({ ledgerIndex: 10_000 + i, closeMs: T0 + i * 4000, fills: [] });
    expect((await gap.window())).toMatchObject({ full24h: false });
  });

  it('token 24 h change from the prices stored 24 h apart; null without an earlier price', async () => {
    const store = new TradeStore(null);
    const tok = (drops: number, units: number) => new Map([['rIss/USD', { drops, units }]]);
    // 0.5 XRP per token at 2 USD/XRP, then 0.6 XRP per token at 2 USD/XRP 24 h later: +20 %.
    await store.record({ ledgerIndex: 1, closeMs: T0, fills: [], tokens: tok(4_000_000, 8) }, 2);
    await store.record({ ledgerIndex: 2, closeMs: T0 + DAY_MS, fills: [], tokens: tok(6_000_000, 10) }, 2);
    const t = (await store.tokens()).get('rIss/USD')!;
    expect(t.priceChange24h).toBeCloseTo(20, 9);
    // The window (24 h before the newest close, exclusive) holds only the second close.
    expect(t.drops).toBe(6_000_000);
    const young = new TradeStore(null);
    await young.record({ ledgerIndex: 1, closeMs: T0, fills: [], tokens: tok(4_000_000, 8) }, 2);
    await young.record({ ledgerIndex: 2, closeMs: T0 + 3600_000, fills: [], tokens: tok(6_000_000, 10) }, 2);
    expect((await young.tokens()).get('rIss/USD')!.priceChange24h).toBeNull();
    expect((await young.tokens()).get('rIss/USD')!.drops).toBe(10_000_000);
  });
});

it('offline tokens name the window their volume covers', async () => {
  app = await buildApp({ xrpl: replayNode(), rateLimit: false });
  await (app as unknown as { indexer: IndexerJob }).indexer.run();
  const body = (await app.inject({ method: 'GET', url: '/api/tokens?limit=1' })).json();
  expect(body.window).toMatchObject({ firstLedger: 329212, lastLedger: 346610, ledgers: 2, full24h: false, kind: 'recorded' });
});

