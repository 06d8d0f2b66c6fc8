/**
 * `GET /api/transactions/recent`: the newest validated transactions of the latest validated ledger
 * (recorded mainnet ledger 94084608), newest first, each a full Transaction entity; bad queries 400.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { FakeGateway } from './helpers/fake-gateway';
import { readJson } from './helpers/mainnet';

type Json = Record<string, any>;
const file = readJson('ledger-94084608-expanded.json') as Json;
const ledgerResult = (file.result ?? file) as Json;
const ledger = (ledgerResult.ledger ?? ledgerResult) as Json;
const serverInfo = readJson('server_info-ws.json').result as Json;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start() {
  app = await buildApp({
    xrpl: new FakeGateway((cmd) => (cmd.command === 'server_info' ? serverInfo : cmd.command === 'ledger' ? { ledger, ledger_index: ledger.ledger_index, validated: true } : {})),
    rateLimit: false,
  });
  return app;
}

it('answers the newest transactions of the validated ledger, highest transaction index first, as Transaction entities', async () => {
  const a = await start();
  const res = await a.inject({ method: 'GET', url: '/api/transactions/recent?limit=5' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const recorded = (ledger.transactions as Json[])
    .map((t) => ({ hash: String(t.hash).toUpperCase(), index: Number((t.metaData ?? t.meta).TransactionIndex) }))
    .sort((x, y) => y.index - x.index);
  expect(body.transactions.map((t: Json) => t.hash)).toEqual(recorded.slice(0, 5).map((r) => r.hash));
  expect(body.ledgerIndex).toBe(Number(ledger.ledger_index));
  for (const t of body.transactions) {
    expect(t.validated).toBe(true);
    expect(t.description.length).toBeGreaterThan(0);
    expect(t.row.startsWith(t.type)).toBe(true);
  }
  expect(res.headers['cache-control']).toMatch(/max-age=\d/);
});

it('rejects a bad limit or an unknown key with a 400', async () => {
  const a = await start();
  for (const url of ['/api/transactions/recent?limit=0', '/api/transactions/recent?limit=51', '/api/transactions/recent?limit=x', '/api/transactions/recent?page=2']) {
    expect((await a.inject({ method: 'GET', url })).statusCode).toBe(400);
  }
});
