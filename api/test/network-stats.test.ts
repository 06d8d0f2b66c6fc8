/** `GET /api/network/stats` against the replay node in advance mode; expected values from the recorded ledger and server_info. */
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { buildApp } from '../src/app';
import { networkHealth } from '../src/features/network/stats';

let node: ReplayServer;
let app: FastifyInstance;
beforeAll(async () => {
  node = await startReplayServer({ port: 0, log: () => undefined, verifyInBackground: false, advanceMs: 600_000 });
  app = await buildApp({ nodeUrl: node.url, rateLimit: false });
});
afterAll(async () => {
  await app.close();
  await node.close();
});

describe('network stats', () => {
  it('describes the validated tip: index, close time, supply, fees and reserves the node reports, health, replay flag', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/network/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=4/);
    const stats = res.json();
    const tip = node.store.newestLedger!.header;
    const info = (await (await fetch(node.url.replace('ws:', 'http:'), { method: 'POST', body: JSON.stringify({ method: 'server_info' }) })).json()) as { result: { info: Record<string, any> } };
    const v = info.result.info.validated_ledger;
    expect(stats).toMatchObject({
      ledgerIndex: tip.ledger_index,
      ledgerCloseTime: new Date((tip.close_time + 946684800) * 1000).toISOString().replace('.000Z', 'Z'),
      totalSupply: `${BigInt(tip.total_coins) / 1_000_000n}.${(BigInt(tip.total_coins) % 1_000_000n).toString().padStart(6, '0')}`.replace(/\.?0+$/, ''),
      reserveBaseXrp: String(v.reserve_base_xrp),
      reserveIncrementXrp: String(v.reserve_inc_xrp),
      networkHealth: 'healthy',
      replay: true,
      circulatingSupply: null,
    });
  });

  it('health thresholds: load factor and age of the last validated ledger', () => {
    expect(networkHealth(1, 3)).toBe('healthy');
    expect(networkHealth(2, 10)).toBe('healthy');
    expect(networkHealth(5, 3)).toBe('warning');
    expect(networkHealth(1, 25)).toBe('warning');
    expect(networkHealth(11, 3)).toBe('critical');
    expect(networkHealth(1, 31)).toBe('critical');
  });
});
