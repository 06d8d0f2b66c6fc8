/**
 * The API end to end against the offline replay node (real recorded mainnet data served over
 * rippled's WebSocket API), through the real xrpl.js client.
 */
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { buildApp } from '../src/app';
import { readJson, recordedTransactions } from './helpers/mainnet';

type Json = Record<string, unknown>;

jest.setTimeout(60_000);

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

const get = (url: string) => app.inject({ method: 'GET', url });

describe('transactions', () => {
  const PARTIAL = '439B1D82C4739E4B3DD1FE440AE0EBE62E30C64FA7FF7DC0423B95CAF2FEB384';

  it('by hash and by CTID give the same answer', async () => {
    const byHash = await get(`/api/transaction/${PARTIAL.toLowerCase()}`);
    expect(byHash.statusCode).toBe(200);
    const body = byHash.json();
    expect(body).toMatchObject({
      hash: PARTIAL,
      type: 'Payment',
      status: 'tesSUCCESS',
      amount: '0.001041958041958041 xCoin',
      amountIssuer: 'rXCoYSUnkpygdtfpz3Df8dKQuRZjM9UFi',
      ledgerIndex: 74682666,
      transactionIndex: 28,
      ctid: 'C473912A001C0000',
      validated: true,
    });
    const byCtid = await get(`/api/transaction/${body.ctid.toLowerCase()}`);
    expect(byCtid.statusCode).toBe(200);
    expect(byCtid.json()).toEqual(body);
  });

  it('serves every recorded mainnet transaction, by hash and by CTID', async () => {
    for (const rec of recordedTransactions()) {
      const res = await get(`/api/transaction/${rec.hash}`);
      expect(res.statusCode).toBe(200);
      const t = res.json();
      expect(t).toMatchObject({
        hash: rec.hash.toUpperCase(),
        type: rec.entry.tx_type,
        status: rec.entry.result,
        ledgerIndex: rec.entry.ledger_index,
        transactionIndex: rec.entry.transaction_index,
        validated: true,
      });
      expect(t).not.toHaveProperty('raw');
      const raw = await get(`/api/transaction/${t.hash}/raw`);
      expect(raw.statusCode).toBe(200);
      expect(raw.json().tx.hash).toBe(t.hash);
      expect(raw.json().meta.TransactionIndex).toBe(rec.entry.transaction_index);
      if (rec.entry.ctid) expect(t.ctid).toBe(rec.entry.ctid);
      expect(t.ctid).toMatch(/^C[0-9A-F]{15}$/);
      const again = await get(`/api/transaction/${t.ctid}`);
      expect(again.statusCode).toBe(200);
      expect(again.json().hash).toBe(t.hash);
    }
  });

  it('tecPATH_DRY payment: status and error', async () => {
    const res = await get('/api/transaction/DA9E41A957D5683DA87B830057E98C755BCFDD247892A7E96603A68C6ED416BA');
    expect(res.json()).toMatchObject({ status: 'tecPATH_DRY', error: 'tecPATH_DRY' });
  });

  it('pseudo-transaction (UNLModify with empty Account) maps to ACCOUNT_ZERO', async () => {
    const res = await get('/api/transaction/0746806B2E9C0ED3FC279C6D773EF72F255EACEEE1975FE1F02D1FF704B15455');
    expect(res.json()).toMatchObject({ type: 'UNLModify', from: 'rrrrrrrrrrrrrrrrrrrrrhoLvTp', fee: '0', sequence: 0 });
  });

  it('unknown hash → 404', async () => {
    const res = await get(`/api/transaction/${'0'.repeat(64)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Transaction not found', code: 'txnNotFound' });
  });

  it('unknown CTID → 404', async () => {
    const res = await get('/api/transaction/C000000100020000');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Transaction not found');
  });

  it("'xyz' → 400 Invalid Transaction Identifier", async () => {
    const res = await get('/api/transaction/xyz');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid Transaction Identifier', code: 'invalidInput' });
  });
});

describe('ledgers', () => {
  const file = readJson('ledger-94084608-expanded.json') as Json;
  const header = file.ledger as Json;

  it('by index', async () => {
    const res = await get('/api/ledger/94084608');
    expect(res.statusCode).toBe(200);
    const ledger = res.json();
    const entries = header.transactions as Json[];
    expect(ledger).toMatchObject({
      ledgerIndex: 94084608,
      hash: file.ledger_hash,
      parentHash: header.parent_hash,
      closeTime: header.close_time,
      totalCoins: header.total_coins,
      transactionCount: entries.length,
      validated: true,
    });
    expect(ledger.totalFees).toBe(entries.reduce((sum, e) => sum + BigInt(e.Fee as string), 0n).toString());
    expect(ledger.transactions).toHaveLength(entries.length);
    // In force at this ledger: the December 2024 change (ledger 92508417), from the FeeSettings entry (documentation example).
    const fees = readJson('ledger_entry-feesettings-92508417-doc.json') as Json;
    expect(ledger).toMatchObject({ reserveBaseXrp: Number(fees.ReserveBaseDrops) / 1e6, reserveIncrementXrp: Number(fees.ReserveIncrementDrops) / 1e6, feesSource: 'FeeSettings' });
  });

  it('by hash gives the same ledger', async () => {
    const byIndex = await get('/api/ledger/94084608');
    const byHash = await get(`/api/ledger/${(file.ledger_hash as string).toLowerCase()}`);
    expect(byHash.statusCode).toBe(200);
    expect(byHash.json()).toEqual(byIndex.json());
  });

  it('latest: the validated ledger of server_info, with reserves and base fee', async () => {
    const health = (await get('/api/health')).json();
    const res = await get('/api/ledger/latest');
    expect(res.statusCode).toBe(200);
    const ledger = res.json();
    expect(ledger.ledgerIndex).toBe(health.node.validatedLedger);
    expect(ledger.validated).toBe(true);
    expect(typeof ledger.reserveBaseXrp).toBe('number');
    expect(typeof ledger.reserveIncrementXrp).toBe('number');
    expect(typeof ledger.baseFeeXrp).toBe('number');
  });

  it('unknown ledger → 404', async () => {
    const res = await get('/api/ledger/12');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Ledger not found', code: 'lgrNotFound' });
    const byHash = await get(`/api/ledger/${'AB'.repeat(32)}`);
    expect(byHash.statusCode).toBe(404);
  });

  it('invalid identifier → 400', async () => {
    const res = await get('/api/ledger/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid ledger identifier: use a ledger index, a 64-character ledger hash or latest.');
  });
});

describe('service', () => {
  it('health 200 with the node and network', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', node: { url: node.url, connected: true, networkId: 0 } });
    expect(res.json().node.validatedLedger).toEqual(expect.any(Number));
  });

  it('/api/docs/json has the paths', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/transaction/{id}', '/api/ledger/{id}', '/api/health']));
  });
});
