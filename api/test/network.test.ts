/**
 * `GET /api/network/stats` recomputed from recorded mainnet answers, and
 * `GET /api/market/history/:range` input checks and stored samples.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { networkHealth } from '../src/features/network/routes';
import { FakeGateway } from './helpers/fake-gateway';
import { readJson } from './helpers/mainnet';

type Json = Record<string, unknown>;
const serverInfo = readJson('server_info-ws.json').result as Json;
const ledgerFile = readJson('ledger-94084608-expanded.json') as Json;
const ledgerResult = (ledgerFile.result ?? ledgerFile) as Json;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function gateway() {
  return new FakeGateway((cmd) => {
    if (cmd.command === 'server_info') return serverInfo;
    if (cmd.command === 'ledger') return ledgerResult;
    throw new Error(`unexpected ${cmd.command}`);
  });
}

it('stats: total supply is total_coins in XRP, transactions are the ledger\'s count', async () => {
  app = await buildApp({ xrpl: gateway(), rateLimit: false });
  const res = await app.inject({ method: 'GET', url: '/api/network/stats' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const ledger = ledgerResult.ledger as Json;
  const drops = BigInt(ledger.total_coins as string);
  expect(Number(body.totalSupply)).toBeCloseTo(Number(drops) / 1e6, 6);
  expect(body.ledgerIndex).toBe(Number(ledger.ledger_index));
  expect(body.transactions).toBe((ledger.transactions as unknown[]).length);
  expect(res.headers['cache-control']).toMatch(/max-age=\d/);
  // Health uses the node's own validated_ledger.age and load_factor (thresholds: > 60 s or ≥ 10 critical, > 15 s or > 1 warning).
  const info = (serverInfo as Json).info as Json;
  const age = ((info.validated_ledger as Json).age as number) ?? 0;
  const load = (info.load_factor as number) ?? 1;
  expect(body.networkHealth).toBe(age > 60 || load >= 10 ? 'critical' : age > 15 || load > 1 ? 'warning' : 'healthy');
});

it('health thresholds', () => {
  expect(networkHealth(1, 4)).toBe('healthy');
  expect(networkHealth(2, 4)).toBe('warning');
  expect(networkHealth(1, 20)).toBe('warning');
  expect(networkHealth(10, 4)).toBe('critical');
  expect(networkHealth(1, 61)).toBe('critical');
});

it('market history: an unknown range is a 400 listing the valid ones', async () => {
  app = await buildApp({ xrpl: gateway(), rateLimit: false });
  const res = await app.inject({ method: 'GET', url: '/api/market/history/1y' });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toContain('24h, 7d, 30d');
  const ok = await app.inject({ method: 'GET', url: '/api/market/history/24h' });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual([]);
});

it('market history: stored samples within the range are served, in time order', async () => {
  const database = await openDatabase({ dir: mkdtempSync(join(tmpdir(), 'll-net-')) });
  if (!database.ok) throw new Error('db');
  const now = Date.now();
  const insert = 'INSERT INTO price_samples (ledger_index, time, price, volume_usd) VALUES (?, ?, ?, ?)';
  await database.db.run(insert, [3, new Date(now - 1000).toISOString(), 2.5, 10]);
  await database.db.run(insert, [2, new Date(now - 2 * 3600_000).toISOString(), 2.4, null]);
  await database.db.run(insert, [1, new Date(now - 3 * 86_400_000).toISOString(), 2.0, null]);
  app = await buildApp({ xrpl: gateway(), rateLimit: false, database });
  const res = await app.inject({ method: 'GET', url: '/api/market/history/24h' });
  expect(res.json().map((s: Json) => s.ledgerIndex)).toEqual([2, 3]);
  const week = await app.inject({ method: 'GET', url: '/api/market/history/7d' });
  expect(week.json()).toHaveLength(3);
  await database.db.close();
});

it('market data on the replay network: the price of the recorded ledgers with trades, not live', async () => {
  const recorded = (i: number) => {
    const j = JSON.parse(readFileSync(join(__dirname, '../../replay/data/mainnet', `ledger-${i}-expanded.json`), 'utf8'));
    return j.result ?? j;
  };
  const replayInfo = { info: { ...(serverInfo.info as Json), build_version: 'ledgerlens-replay' } };
  const fake = new FakeGateway((cmd) => {
    if (cmd.command === 'server_info') return replayInfo;
    if (cmd.command === 'ledger') return typeof cmd.ledger_index === 'number' && cmd.ledger_index < 400_000 ? recorded(cmd.ledger_index) : ledgerResult;
    throw new Error(`unexpected ${cmd.command}`);
  });
  app = await buildApp({ xrpl: fake, rateLimit: false });
  const body = (await app.inject({ method: 'GET', url: '/api/market/data' })).json();
  // By hand: Bitstamp USD fills of ledgers 329212 and 346610.
  const usd = 9 - 7.998 + (15.00000002 - 13.99800002);
  const xrp = (9_900_000_000 - 8_797_800_000 + 15_750_000_021 - 14_697_900_021) / 1e6;
  expect(body.live).toBe(false);
  expect(body.price).toBeCloseTo(usd / xrp, 12);
  expect(body.volume24h).toBeCloseTo(usd, 9);
  expect(body.ledgerRange).toEqual({ first: 329212, last: 346610 });
  expect(body.change24h).toBeNull();
});

it('pulse and popular addresses answer from the ledgers seen close', async () => {
  app = await buildApp({ xrpl: gateway(), rateLimit: false });
  const pulse = (await app.inject({ method: 'GET', url: '/api/network/pulse' })).json();
  const ledger = ledgerResult.ledger as Json;
  expect(pulse.ledgers).toBe(1);
  expect(pulse.lastLedger).toBe(Number(ledger.ledger_index));
  expect(pulse.transactionsPerLedger).toBe((ledger.transactions as unknown[]).length);
  const popular = await app.inject({ method: 'GET', url: '/api/addresses/popular' });
  expect(popular.statusCode).toBe(200);
  expect(Array.isArray(popular.json())).toBe(true);
});

it("pulse and popular addresses say they are this API instance's count (memory, not the shared store), and since when", async () => {
  const before = Date.now();
  app = await buildApp({ xrpl: gateway(), rateLimit: false });
  const res = await app.inject({ method: 'GET', url: '/api/network/pulse' });
  const { view } = res.json();
  expect(view).toEqual({ scope: 'instance', instance: expect.stringMatching(/^[0-9a-f]{8}$/), since: expect.any(String) });
  expect(Date.parse(view.since)).toBeGreaterThanOrEqual(before - 1);
  expect(res.headers['x-ledgerlens-view']).toBe(`instance=${view.instance}; since=${view.since}`);
  const popular = await app.inject({ method: 'GET', url: '/api/addresses/popular' });
  expect(popular.headers['x-ledgerlens-view']).toBe(`instance=${view.instance}; since=${view.since}`);
  // Another process (instance) names itself differently.
  const other = await buildApp({ xrpl: gateway(), rateLimit: false });
  try {
    const otherView = (await other.inject({ method: 'GET', url: '/api/network/pulse' })).json().view;
    expect(otherView.instance).not.toBe(view.instance);
  } finally {
    await other.close();
  }
});

it('a node that is down gives 502 on every network route, never a 500', async () => {
  const { UpstreamUnavailableError } = await import('../src/errors');
  app = await buildApp({
    xrpl: new FakeGateway(() => {
      throw new UpstreamUnavailableError('down');
    }),
    rateLimit: false,
  });
  for (const url of ['/api/network/stats', '/api/network/pulse', '/api/addresses/popular', '/api/market/data']) {
    const res = await app.inject({ method: 'GET', url });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 502 });
  }
});
