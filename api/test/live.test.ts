/**
 * `latest` (and `server_info`) come from memory between ledger closes: with a node that streams
 * ledgers (rippled `subscribe` `ledger`), a `ledgerClosed` message makes the next request reload;
 * with a node that has no stream (the replay node answers `notSupported`), it is reloaded at most
 * once per refresh period.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { readJson } from './helpers/mainnet';
import { startWsNode, type Answer, type WsNode } from './helpers/ws-node';

type Json = Record<string, unknown>;

jest.setTimeout(20_000);

const serverInfo = readJson('server_info-ws.json').result as Json;
const ledgerFile = readJson('ledger-94084608-expanded.json') as Json;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let node: WsNode;
let app: FastifyInstance;

afterEach(async () => {
  await app?.close();
  await node?.close();
});

function answers(streams: boolean) {
  return (request: Json): Answer => {
    if (request.command === 'server_info') return serverInfo;
    if (request.command === 'ledger') return ledgerFile;
    if (request.command === 'subscribe') return streams ? {} : { error: 'notSupported' };
    return { error: 'unknownCmd' };
  };
}
// `ledger` requests of `latest` (by "validated"); the market's per-close store loads each streamed close by its index.
const sent = (command: string) => node.requests.filter((r) => r.command === command && !(command === 'ledger' && typeof r.ledger_index === 'number')).length;
const latest = () => app.inject({ method: 'GET', url: '/api/ledger/latest' });

it('a node with a ledger stream: latest is reloaded after a ledgerClosed message, not before', async () => {
  node = await startWsNode(answers(true));
  app = await buildApp({ nodeUrl: node.url, liveRefreshMs: 100, rateLimit: false });
  expect((await latest()).statusCode).toBe(200);
  await sleep(200);
  expect(node.requests.filter((r) => r.command === 'subscribe' && JSON.stringify(r.streams) !== '["validations"]')).toEqual([expect.objectContaining({ streams: ['ledger'] })]);
  // the copy loaded before the subscription was confirmed follows the clock once more
  expect((await latest()).statusCode).toBe(200);
  const ledgers = sent('ledger');
  await sleep(300); // longer than liveRefreshMs: the stream, not the clock, decides
  expect((await latest()).statusCode).toBe(200);
  expect(sent('ledger')).toBe(ledgers);

  node.broadcast({ type: 'ledgerClosed', ledger_index: 94084609, ledger_hash: 'AB'.repeat(32), fee_base: 10, reserve_base: 1000000, reserve_inc: 200000, txn_count: 0, validated_ledgers: '94084600-94084609', ledger_time: 0 });
  await sleep(100);
  expect((await latest()).statusCode).toBe(200);
  expect(sent('ledger')).toBe(ledgers + 1);
  expect(sent('server_info')).toBeGreaterThanOrEqual(2);
});

it('a node without a stream: latest is reloaded at most once per refresh period', async () => {
  node = await startWsNode(answers(false));
  app = await buildApp({ nodeUrl: node.url, liveRefreshMs: 300, rateLimit: false });
  await Promise.all(Array.from({ length: 20 }, latest));
  const ledgers = sent('ledger');
  expect(ledgers).toBe(1);
  for (let i = 0; i < 5; i += 1) await latest();
  expect(sent('ledger')).toBe(1);
  await sleep(400);
  expect((await latest()).statusCode).toBe(200);
  expect(sent('ledger')).toBe(2);
});
