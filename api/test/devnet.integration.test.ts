/**
 * The API on the devnet replay (the real replay node serving the vendored devnet records,
 * `replay/data/devnet`, NetworkID 2; see `helpers/devnet.ts`): what a devnet node does not have
 * (reserve fees, an XRP market, whole ledgers) is said, never guessed, and never a 5xx.
 */
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { buildApp } from '../src/app';
import { devnetStore } from './helpers/devnet';

jest.setTimeout(60_000);

let node: ReplayServer;
let app: FastifyInstance;

beforeAll(async () => {
  node = await startReplayServer({ port: 0, log: () => undefined, logRequests: false, store: devnetStore() });
  app = await buildApp({ nodeUrl: node.url, requestTimeoutMs: 30_000 });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await node?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** Devnet: CredentialCreate 418,572 → CredentialAccept 418,573 → CredentialDelete 418,575 (by its subject). */
const DELETED_CREDENTIAL = '7B685088D546B9E8905D26206F452BB2F44D9A33C9BD9BCF280F7BA39015A955';

describe('GET /api/account/{address} on devnet', () => {
  it('answers the account without a reserve: the devnet replay records no reserve fees, and none is guessed', async () => {
    const info = (await get('/api/network')).json();
    expect(info.id).toBe(2);
    const res = await get('/api/account/ra7Hb2nXmaG8tqvkargwZf7kTLeRpTV2vT');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.address).toBe('ra7Hb2nXmaG8tqvkargwZf7kTLeRpTV2vT');
    expect(body.balance).toMatch(/^\d+(\.\d+)?$/);
    expect(body.ownerCount).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('reserveBalance');
    expect(body).not.toHaveProperty('availableBalance');
    expect(body).not.toHaveProperty('reserves');
  });
});

describe('GET /api/market/data on devnet', () => {
  it('answers no XRP/USD price: devnet XRP has no market (and the mainnet ledgers the replay prices from are not there)', async () => {
    const res = await get('/api/market/data');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.price).toBeNull();
    expect(body.volume24h).toBeNull();
    expect(body.marketCap).toBeNull();
    // Mainnet's USD issuers are not named as a devnet price's sources.
    expect(body.sources).toEqual([]);
  });
});

describe('GET /api/objects/{index} on devnet', () => {
  it('a deleted Credential (no Account field): its deletion found in its subject\'s history, so the whole history shows', async () => {
    const res = await get(`/api/objects/${DELETED_CREDENTIAL}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ type: 'Credential', deleted: true, ledgerIndex: 418575, historyEnd: 'created' });
    expect(body.history.map((h: { change: string; ledgerIndex: number }) => `${h.change}@${h.ledgerIndex}`)).toEqual(['created@418572', 'modified@418573', 'deleted@418575']);
  });
});
