/**
 * `GET /api/ready` on the replay node: readiness measures the validated ledger's age on the
 * node's own clock (`readiness.ts`). A replay node playing a fixed recording (REPLAY_ADVANCE_MS=0) is
 * ready while it answers (before: 503, "the validated ledger is 9… s old"); an advancing replay node is
 * judged by the time since it revealed its newest ledger; rippled by the time since the close.
 */
import { startReplayServer, type ReplayServer } from 'replay';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { readinessOf } from '../src/readiness';

jest.setTimeout(60_000);

const info = (extra: Record<string, unknown>, age: number | null = 4) => ({
  info: { build_version: '2.3.0', network_id: 0, validated_ledger: { seq: 94084608, ...(age === null ? {} : { age }) }, ...extra },
});

describe('readinessOf: the validated ledger age on the node own clock', () => {
  it('rippled: under 60 s since the close is ready, 60 s or more is not', () => {
    expect(readinessOf(info({}, 59))).toEqual({ ready: true, clock: 'node', validatedLedger: 94084608, validatedLedgerAgeS: 59 });
    expect(readinessOf(info({}, 60))).toMatchObject({ ready: false, clock: 'node', reason: 'the validated ledger is 60 s old (limit 60 s)' });
  });

  it('a replay node playing a fixed recording is ready whatever the recorded close time', () => {
    const years = 3 * 365 * 86_400;
    expect(readinessOf(info({ build_version: 'ledgerlens-replay', replay_mode: 'static' }, years))).toEqual({
      ready: true,
      clock: 'replay-static',
      validatedLedger: 94084608,
      validatedLedgerAgeS: years,
    });
  });

  it('an advancing replay node that stopped revealing ledgers is not ready', () => {
    expect(readinessOf(info({ build_version: 'ledgerlens-replay', replay_mode: 'advance' }, 3))).toMatchObject({ ready: true, clock: 'replay-advance' });
    expect(readinessOf(info({ build_version: 'ledgerlens-replay', replay_mode: 'advance' }, 61))).toMatchObject({
      ready: false,
      reason: 'the validated ledger is 61 s old (since the replay node revealed it) (limit 60 s)',
    });
  });

  it('replay_mode counts only from the replay node; missing or malformed fields are not ready', () => {
    expect(readinessOf(info({ replay_mode: 'static' }, 1_000))).toMatchObject({ ready: false, clock: 'node' });
    expect(readinessOf(info({ build_version: 'ledgerlens-replay' }, 1_000))).toMatchObject({ ready: false, clock: 'node' });
    expect(readinessOf({ info: {} })).toMatchObject({ ready: false, reason: 'the XRPL node reports no validated ledger' });
    expect(readinessOf(info({}, null))).toMatchObject({ ready: false, reason: 'the XRPL node reports no validated ledger age' });
    expect(readinessOf(null)).toMatchObject({ ready: false });
  });
});

describe('GET /api/ready against a real replay node', () => {
  const nodes: ReplayServer[] = [];
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await Promise.all(nodes.map((n) => n.close()));
  });

  async function readyAgainst(advanceMs?: number) {
    const node = await startReplayServer({ port: 0, log: () => undefined, verifyInBackground: false, ...(advanceMs ? { advanceMs } : {}) });
    nodes.push(node);
    const app = await buildApp({ nodeUrl: node.url, rateLimit: false, requestTimeoutMs: 30_000 });
    apps.push(app);
    // Connected and warm first (a loaded CI machine): readiness allows the node only 2 s.
    expect((await app.inject({ url: '/api/ledger/latest' })).statusCode).toBe(200);
    const res = await app.inject({ url: '/api/ready' });
    return { status: res.statusCode, body: res.json() };
  }

  it('a replay node that does not advance: 200 ready (its recorded ledger is years old in real time)', async () => {
    const res = await readyAgainst();
    expect(res.body.reason).toBeUndefined();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', node: { connected: true, clock: 'replay-static' } });
    expect(res.body.node.validatedLedgerAgeS).toBeGreaterThan(86_400); // the real age, reported, not judged
  });

  it('an advancing replay node: 200 ready, the age counted from the reveal', async () => {
    const res = await readyAgainst(2_000);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', node: { connected: true, clock: 'replay-advance' } });
    expect(res.body.node.validatedLedgerAgeS).toBeLessThan(60);
  });
});
