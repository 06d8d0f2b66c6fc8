/**
 * Amendments, ledger objects and identifier resolution, end to end against the replay node
 * (recorded mainnet data) through the real xrpl.js client.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { buildApp } from '../src/app';

jest.setTimeout(60_000);

let node: ReplayServer;
let app: FastifyInstance;
beforeAll(async () => {
  node = await startReplayServer({ port: 0, log: () => undefined });
  app = await buildApp({ nodeUrl: node.url });
  // The first request opens the node connection; the tests measure answers, not that.
  await app.inject({ method: 'GET', url: '/api/ledger/latest' });
});
afterAll(async () => {
  await app?.close();
  await node?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const sha512Half = (name: string) => createHash('sha512').update(name).digest('hex').slice(0, 64).toUpperCase();
const DEEP_FREEZE = sha512Half('DeepFreeze');

// Recorded mainnet objects: an escrow created at 28,991,004 and cancelled at 29,187,944; a payment
// channel created at 29,380,080 and claimed at 29,385,089; an AMM pool touched by three AMMBids.
const ESCROW = 'DC5F3851D8A1AB622F957761E5963BC5BD439D5C24AC6AD7AC4523F0640244AC';
const CHANNEL = '5DB01B7FFED6B67E6B0414DED11E051D2EE2B7619CE0EAA6286D67A3A4D5BDB3';
const AMM = 'C55741BDA5F2590DD0F0EF7F620F133C0B73C382A8987068CA2DD886D99FD3B5';

describe('GET /api/amendments', () => {
  it('names every amendment of the newest recorded Amendments entry: 74 enabled, 2 in majority, as of ledger 95,893,505', async () => {
    const res = await get('/api/amendments');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ledgerIndex).toBe(95893505);
    expect(body.source.commit).toBe('003141aeb76aa3d1584c7f046fa278c50ddae0c1');
    const enabled = body.amendments.filter((a: { status: string }) => a.status === 'enabled');
    const majority = body.amendments.filter((a: { status: string }) => a.status === 'majority');
    expect(enabled).toHaveLength(74);
    expect(majority).toHaveLength(2);
    for (const a of [...enabled, ...majority]) expect(sha512Half(a.name)).toBe(a.id);
    for (const a of majority) expect(Date.parse(a.expectedAt) - Date.parse(a.majoritySince)).toBe(14 * 24 * 3600 * 1000);
    expect(body.amendments.find((a: { id: string }) => a.id === DEEP_FREEZE)).toMatchObject({ name: 'DeepFreeze', status: 'enabled', enabledLedger: 95893505 });
  });

  it('gives one amendment with its recorded history: ExpandedSignerList lost majority at 74,119,937 and regained it at 74,724,097', async () => {
    const deep = await get('/api/amendments/DeepFreeze');
    expect(deep.statusCode).toBe(200);
    expect(deep.json()).toMatchObject({ id: DEEP_FREEZE, name: 'DeepFreeze', status: 'enabled', history: [{ ledgerIndex: 95893505, event: 'enabled' }] });
    const byId = await get(`/api/amendments/${DEEP_FREEZE.toLowerCase()}`);
    expect(byId.json()).toEqual(deep.json());
    const flip = await get('/api/amendments/ExpandedSignerList');
    expect(flip.json().history.map((h: { ledgerIndex: number; event: string }) => [h.ledgerIndex, h.event])).toEqual([
      [74119937, 'lostMajority'],
      [74724097, 'gotMajority'],
    ]);
  });

  it('answers 400 for a malformed name and 404 for an unknown one', async () => {
    const bad = await get('/api/amendments/not-a-name!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/amendment name/);
    const unknown = await get('/api/amendments/NoSuchAmendment');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Amendment not found');
  });
});

describe('GET /api/objects/:index', () => {
  // The replay answers ledger_entry include_deleted as Clio does (the entry one ledger before its
  // deletion, PreviousTxnID pointing before the EscrowCancel): the history is found from the
  // transaction of deleted_ledger_index that deleted it, so the deletion is in it (issue 39 item 2).
  it('shows a cancelled escrow: deleted, its last state, created then deleted', async () => {
    const res = await get(`/api/objects/${ESCROW.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ index: ESCROW, type: 'Escrow', deleted: true, ledgerIndex: 29187944, historyEnd: 'created' });
    expect(body.history.map((h: { change: string; ledgerIndex: number }) => [h.change, h.ledgerIndex])).toEqual([
      ['created', 28991004],
      ['deleted', 29187944],
    ]);
    expect(body.fields.Amount).toBe(body.history[0].fields.Amount);
  });

  it('shows a claimed channel: Balance after the claim, and the claim\'s previous Balance', async () => {
    const body = (await get(`/api/objects/${CHANNEL}`)).json();
    expect(body).toMatchObject({ type: 'PayChannel', deleted: false, ledgerIndex: 29385089, historyEnd: 'created' });
    expect(body.history).toHaveLength(2);
    expect(body.history[1]).toMatchObject({ change: 'modified', fields: { Balance: body.fields.Balance } });
    expect(body.history[1].previous).toHaveProperty('Balance');
  });

  it('walks an AMM pool touched by three recorded transactions and says where the records stop', async () => {
    const body = (await get(`/api/objects/${AMM}`)).json();
    expect(body.type).toBe('AMM');
    expect(body.history).toHaveLength(3);
    expect(body.history.map((h: { ledgerIndex: number }) => h.ledgerIndex)).toEqual([86795606, 86816452, 86816507]);
    expect(body.historyEnd).toBe('notRecorded');
  });

  it('answers 400 for a malformed index and 404 for one the node does not know', async () => {
    const bad = await get('/api/objects/XYZ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Ledger object indexes are 64 hexadecimal characters.');
    const unknown = await get(`/api/objects/${'A'.repeat(64)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Ledger object not found');
  });
});

describe('GET /api/resolve/:id', () => {
  it('resolves a transaction hash, a ledger hash and an object index, in one request each', async () => {
    const tx = (await get('/api/resolve/976281D793337FF5377A36409F2A1432DADAB64DB5064E12E71B1AC491EA3021')).json();
    expect(tx).toEqual({ kind: 'transaction', id: '976281D793337FF5377A36409F2A1432DADAB64DB5064E12E71B1AC491EA3021', path: '/transaction/976281D793337FF5377A36409F2A1432DADAB64DB5064E12E71B1AC491EA3021' });
    const ledger = (await get('/api/ledger/latest')).json();
    expect((await get(`/api/resolve/${ledger.hash}`)).json()).toEqual({ kind: 'ledger', id: ledger.hash, path: `/ledger/${ledger.hash}`, ledgerIndex: ledger.ledgerIndex });
    expect((await get(`/api/resolve/${CHANNEL.toLowerCase()}`)).json()).toEqual({ kind: 'object', id: CHANNEL, path: `/object/${CHANNEL}` });
    expect((await get(`/api/resolve/${ESCROW}`)).json().kind).toBe('object');
  });

  it('answers 404 when nothing matches and 400 for input that is not 64 hex', async () => {
    expect((await get(`/api/resolve/${'B'.repeat(64)}`)).statusCode).toBe(404);
    expect((await get('/api/resolve/1234')).statusCode).toBe(400);
  });
});
