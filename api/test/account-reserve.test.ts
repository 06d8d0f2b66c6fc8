/**
 * What an account's owner reserve is tied up in (`GET /api/account/{address}/reserve`): on a
 * recorded mainnet `account_objects` answer (trust lines with the reserve on either side, more
 * objects past the page) and, through the replay node, on the recorded account rf1Bi… (an outgoing
 * check and channel, a deposit preauthorization, and an incoming channel that is not its reserve).
 */
import { teamDataFile } from '../../fixtures/xrpl/teamData';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { buildApp } from '../src/app';
import { reserveItemsOf } from '../src/features/account/reserveItems';

jest.setTimeout(60_000);
type Json = Record<string, unknown>;

describe('reserve breakdown of an account_objects answer', () => {
  it('counts a trust line only for the side whose reserve flag is set, and says the page is not all', () => {
    // xrpl-dev-portal's recorded mainnet answer: 10 trust lines of r9cZA1…, ledger 98,162,008, a marker.
    const recorded = JSON.parse(readFileSync(teamDataFile('account_objects-r9cZA1mLK5R5Am25ArfXFmqgNwjZgnfk59.json'), 'utf8')) as Json;
    const result = (recorded.result ?? recorded) as Json;
    const items = reserveItemsOf('r9cZA1mLK5R5Am25ArfXFmqgNwjZgnfk59', result);
    expect(items).toMatchObject({ ledgerIndex: 98162008, read: 10, limit: 400, truncated: true, notOwned: 4 });
    expect(items.owned).toEqual([{ type: 'RippleState', count: 6, units: 6 }]);
  });
});

describe('GET /api/account/:address/reserve (replay node)', () => {
  let node: ReplayServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    node = await startReplayServer({ port: 0, log: () => undefined });
    app = await buildApp({ nodeUrl: node.url });
  });
  afterAll(async () => {
    await app?.close();
    await node?.close();
  });

  it('names the owned objects by type and leaves out the channel the account only receives', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/account/rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn/reserve' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ account: 'rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn', read: 4, limit: 400, truncated: false, notOwned: 1 });
    expect(body.owned).toEqual([
      { type: 'Check', count: 1, units: 1 },
      { type: 'DepositPreauth', count: 1, units: 1 },
      { type: 'PayChannel', count: 1, units: 1 },
    ]);
    expect(typeof body.ledgerIndex).toBe('number');
  });

  it('answers 400 for a malformed address and 404 for an account the node does not know', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/account/not-an-address/reserve' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/address/i);
    const unknown = await app.inject({ method: 'GET', url: '/api/account/rrrrrrrrrrrrrrrrrrrrBZbvji/reserve' });
    expect(unknown.statusCode).toBe(404);
  });
});
