/**
 * The API over the replay node serving devnet (`REPLAY_NETWORK=devnet`, built-in `replay/data/devnet`):
 * it names the network (`GET /api/network`, the `X-LedgerLens-Network-Id` header), gives devnet CTIDs
 * (network id 2) and answers the devnet transactions, including those of ledger 3918590.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeRippledCtid } from '@ledgerlens/shared/domain';
import { startReplayServer, type ReplayServer } from 'replay';
import { buildApp } from '../src/app';

jest.setTimeout(60_000);

const DEVNET_DIR = path.resolve(__dirname, '../../replay/data/devnet');
const LEDGER = JSON.parse(readFileSync(path.join(DEVNET_DIR, 'ledger-3918590-expanded-devnet.json'), 'utf8'));

let node: ReplayServer;
let app: FastifyInstance;
beforeAll(async () => {
  node = await startReplayServer({ port: 0, network: 'devnet', dataDirs: [DEVNET_DIR], log: () => undefined, verifyInBackground: false });
  app = await buildApp({ nodeUrl: node.url, rateLimit: false });
});
afterAll(async () => {
  await app?.close();
  await node?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

it('GET /api/network names devnet (network id 2), and every later answer carries the id in a header', async () => {
  const res = await get('/api/network');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ id: 2, name: 'devnet' });
  expect(res.headers['x-ledgerlens-network-id']).toBe('2');
  const health = await get('/api/health');
  expect(health.json().node.networkId).toBe(2);
  expect(health.headers['x-ledgerlens-network-id']).toBe('2');
});

it('answers a transaction of devnet ledger 3918590 with its devnet CTID, by hash and by CTID', async () => {
  const delegateSet = LEDGER.transactions.find((t: { TransactionType: string }) => t.TransactionType === 'DelegateSet');
  const byHash = await get(`/api/transaction/${delegateSet.hash}`);
  expect(byHash.statusCode).toBe(200);
  const body = byHash.json();
  expect(body.hash).toBe(delegateSet.hash);
  expect(decodeRippledCtid(body.ctid)).toEqual({ ledgerIndex: 3918590, txIndex: delegateSet.metaData.TransactionIndex, networkId: 2 });
  const byCtid = await get(`/api/transaction/${body.ctid}`);
  expect(byCtid.statusCode).toBe(200);
  expect(byCtid.json().hash).toBe(delegateSet.hash);
});

it('does not find a mainnet transaction on devnet', async () => {
  const res = await get('/api/transaction/589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D');
  expect(res.statusCode).toBe(404);
});

it('lists a Batch\'s inner transactions with their own results, linked when the node has them (ledger 3918590)', async () => {
  const batch = LEDGER.transactions.find((t: { TransactionType: string }) => t.TransactionType === 'Batch');
  const body = (await get(`/api/transaction/${batch.hash}?lists=25`)).json();
  const innerInLedger = LEDGER.transactions.filter((t: { Flags?: number }) => ((t.Flags ?? 0) & 0x4000_0000) !== 0);
  expect(body.batchInner).toHaveLength(batch.RawTransactions.length);
  for (const inner of body.batchInner) {
    const recorded = innerInLedger.find((t: { hash: string }) => t.hash === inner.hash);
    expect(recorded).toBeDefined();
    expect(inner).toEqual({ type: recorded.TransactionType, account: recorded.Account, hash: recorded.hash, result: recorded.metaData.TransactionResult, recorded: true });
  }
});

it('says when an inner transaction of a Batch is not recorded (Batch 1299D20C…, outside the recorded ledger)', async () => {
  const body = (await get('/api/transaction/1299D20C6B489DA5C632AE4DBE49475DBF42D9444C7E9C109CC9B8DD0FD55FEC')).json();
  expect(body.batchInner.length).toBeGreaterThan(0);
  for (const inner of body.batchInner) expect(inner).toMatchObject({ recorded: false, hash: expect.stringMatching(/^[0-9A-F]{64}$/) });
  expect(body.batchInner.some((i: { result?: string }) => i.result !== undefined)).toBe(false);
});
