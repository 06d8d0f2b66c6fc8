/**
 * The HTTP API over an injected fake gateway: routes, validation messages, upstream failure
 * mapping (timeouts → 504, disconnects → 502), CORS, OpenAPI document, unknown routes.
 */
import type { FastifyInstance } from 'fastify';
import { DisconnectedError, NotConnectedError, RippledError, TimeoutError } from 'xrpl';
import { buildApp } from '../src/app';
import { UpstreamRippledError, UpstreamTimeoutError, UpstreamUnavailableError } from '../src/errors';
import type { XrplCommand } from '../src/gateway';
import { mapTransaction } from '../src/mapping/transaction';
import { FakeGateway, never, type FakeHandler } from './helpers/fake-gateway';
import { readJson, recordedTransactions, toV2TxResult } from './helpers/mainnet';

type Json = Record<string, unknown>;

const recorded = recordedTransactions();
const serverInfo = readJson('server_info-ws.json').result as Json;
const PAYMENT = recorded.find((r) => r.hash.startsWith('439B1D82'))!;
const PAYMENT_CTID = 'C473912A001C0000'; // ledger 74682666, index 28, mainnet
const LEDGER_FILE = readJson('ledger-94084608-expanded.json') as Json;

/** A node answering from the recorded mainnet data. */
const recordedNode: FakeHandler = (cmd: XrplCommand) => {
  if (cmd.command === 'server_info') return serverInfo;
  if (cmd.command === 'tx') {
    const rec =
      typeof cmd.transaction === 'string'
        ? recorded.find((r) => r.hash.toUpperCase() === cmd.transaction)
        : recorded.find((r) => {
            const result = toV2TxResult(r);
            return result.ctid === cmd.ctid || (r === PAYMENT && cmd.ctid === PAYMENT_CTID);
          });
    if (!rec) throw new UpstreamRippledError('txnNotFound', 'Transaction not found.');
    const result = toV2TxResult(rec);
    if (rec === PAYMENT) result.ctid = PAYMENT_CTID;
    return result;
  }
  if (cmd.command === 'ledger') {
    if (cmd.ledger_index === 94084608 || cmd.ledger_index === 'validated' || cmd.ledger_hash === (LEDGER_FILE.ledger_hash as string)) {
      return LEDGER_FILE;
    }
    throw new UpstreamRippledError('lgrNotFound', 'ledgerNotFound');
  }
  throw new UpstreamRippledError('unknownCmd', 'Unknown method.');
};

let fake: FakeGateway;
let app: FastifyInstance;

async function appWith(handler: FakeHandler, requestTimeoutMs?: number): Promise<FastifyInstance> {
  fake = new FakeGateway(handler);
  app = await buildApp({ xrpl: fake, requestTimeoutMs });
  return app;
}

afterEach(async () => {
  await app?.close();
});

describe('GET /api/transaction/:id', () => {
  beforeEach(() => appWith(recordedNode));

  it('by hash (any case): sends rippled tx {transaction} uppercased with api_version 2', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/transaction/${PAYMENT.hash.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(fake.calls).toContainEqual({ command: 'tx', transaction: PAYMENT.hash, api_version: 2 });
    const body = res.json();
    const expected = JSON.parse(JSON.stringify(mapTransaction({ ...toV2TxResult(PAYMENT), ctid: PAYMENT_CTID }, { networkId: 0 })));
    expect(body).toEqual(expected);
    expect(body.amount).toBe('0.001041958041958041 xCoin');
  });

  it('by CTID (any case): sends rippled tx {ctid} uppercased, same answer as by hash', async () => {
    const byCtid = await app.inject({ method: 'GET', url: `/api/transaction/${PAYMENT_CTID.toLowerCase()}` });
    const byHash = await app.inject({ method: 'GET', url: `/api/transaction/${PAYMENT.hash}` });
    expect(byCtid.statusCode).toBe(200);
    expect(fake.calls).toContainEqual({ command: 'tx', ctid: PAYMENT_CTID, api_version: 2 });
    expect(byCtid.json()).toEqual(byHash.json());
  });

  it('serves every recorded transaction (response schema accepts all shapes)', async () => {
    for (const rec of recorded) {
      const res = await app.inject({ method: 'GET', url: `/api/transaction/${rec.hash}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual(JSON.parse(JSON.stringify(mapTransaction(rec === PAYMENT ? { ...toV2TxResult(rec), ctid: PAYMENT_CTID } : toV2TxResult(rec), { networkId: 0 }))));
    }
  });

  it('unknown hash → 404 Transaction not found', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/transaction/${'AB'.repeat(32)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Transaction not found', code: 'txnNotFound' });
  });

  it.each(['xyz', 'ABC', 'A'.repeat(63), 'A'.repeat(65), 'B000000000000000', 'C00000000000000', 'C0000000000000000', 'G'.repeat(64), '%20', 'C4A206D80036000Z', '..%2F..%2Fetc'])(
    'invalid identifier %p → 400 Invalid Transaction Identifier (node not called)',
    async (id) => {
      const res = await app.inject({ method: 'GET', url: `/api/transaction/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid Transaction Identifier', code: 'invalidInput' });
      expect(fake.calls.filter((c) => c.command === 'tx')).toHaveLength(0);
    },
  );

  it('empty identifier → 400 No Transaction Identifier Provided', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/transaction/' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('No Transaction Identifier Provided');
  });

  it('malformed percent-encoding is a 400, not a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/transaction/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });
});

describe('GET /api/ledger/:id', () => {
  beforeEach(() => appWith(recordedNode));

  it('by index: rippled ledger with transactions + expand, api_version 2', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ledger/94084608' });
    expect(res.statusCode).toBe(200);
    expect(fake.calls).toContainEqual({ command: 'ledger', ledger_index: 94084608, transactions: true, expand: true, api_version: 2 });
    const body = res.json();
    expect(body).toMatchObject({ ledgerIndex: 94084608, transactionCount: 83, validated: true, closed: true });
    expect(body.transactions).toHaveLength(83);
    expect(body.reserveBaseXrp).toBeUndefined();
  });

  it('by hash (any case) → ledger_hash uppercased', async () => {
    const hash = LEDGER_FILE.ledger_hash as string;
    const res = await app.inject({ method: 'GET', url: `/api/ledger/${hash.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(fake.calls).toContainEqual(expect.objectContaining({ command: 'ledger', ledger_hash: hash }));
    expect(res.json().hash).toBe(hash);
  });

  it('latest → ledger_index validated, with reserves and base fee from server_info', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ledger/latest' });
    expect(res.statusCode).toBe(200);
    expect(fake.calls).toContainEqual(expect.objectContaining({ command: 'ledger', ledger_index: 'validated' }));
    const validated = (serverInfo.info as Json).validated_ledger as Json;
    expect(res.json()).toMatchObject({
      reserveBaseXrp: validated.reserve_base_xrp,
      reserveIncrementXrp: validated.reserve_inc_xrp,
      baseFeeXrp: validated.base_fee_xrp,
    });
  });

  it('latest still answers when server_info fails (no reserves)', async () => {
    await app.close();
    await appWith((cmd) => {
      if (cmd.command === 'server_info') throw new UpstreamUnavailableError();
      return recordedNode(cmd);
    });
    const res = await app.inject({ method: 'GET', url: '/api/ledger/latest' });
    expect(res.statusCode).toBe(200);
    expect(res.json().reserveBaseXrp).toBeUndefined();
  });

  it('unknown ledger → 404 Ledger not found', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ledger/12' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Ledger not found', code: 'lgrNotFound' });
  });

  it.each(['abc', '0', '-1', '1.5', '4294967296', '99999999999', 'A'.repeat(63), 'latestt', 'validated', '#123', '1,000'])(
    'invalid identifier %p → 400 with the ledger message',
    async (id) => {
      const res = await app.inject({ method: 'GET', url: `/api/ledger/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Invalid ledger identifier: use a ledger index, a 64-character ledger hash or latest.',
        code: 'invalidInput',
      });
    },
  );

  it('the node rejecting a validated identifier (invalidParams) → 400', async () => {
    await app.close();
    await appWith(() => {
      throw new RippledError('Invalid parameters.', { error: 'invalidParams', error_message: 'Invalid parameters.' });
    });
    const res = await app.inject({ method: 'GET', url: '/api/ledger/4294967295' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalidParams');
  });
});

describe('upstream failures', () => {
  const hashUrl = `/api/transaction/${PAYMENT.hash}`;

  it('a node that never answers → 504 after requestTimeoutMs', async () => {
    await appWith(() => never(), 50);
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: hashUrl });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ error: 'Upstream XRPL node timed out', code: 'upstreamTimeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['xrpl.js TimeoutError', () => new TimeoutError('Timeout for request')],
    ['UpstreamTimeoutError', () => new UpstreamTimeoutError()],
  ])('%s → 504', async (_name, make) => {
    await appWith(() => {
      throw make();
    });
    for (const url of [hashUrl, '/api/ledger/latest', '/api/ledger/5']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(504);
      expect(res.json().error).toBe('Upstream XRPL node timed out');
    }
  });

  it.each([
    ['xrpl.js NotConnectedError', () => new NotConnectedError('not connected')],
    ['xrpl.js DisconnectedError', () => new DisconnectedError('websocket was closed')],
    ['UpstreamUnavailableError', () => new UpstreamUnavailableError()],
    ['rippled tooBusy', () => new UpstreamRippledError('tooBusy', 'The server is too busy to help you now.')],
  ])('%s → 502 Upstream XRPL node unavailable', async (_name, make) => {
    await appWith(() => {
      throw make();
    });
    for (const url of [hashUrl, '/api/ledger/latest']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe('Upstream XRPL node unavailable');
    }
  });

  it('an unexpected rippled error → 502 with its code', async () => {
    await appWith(() => {
      throw new UpstreamRippledError('internal', 'Internal error.');
    });
    const res = await app.inject({ method: 'GET', url: hashUrl });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'Upstream XRPL node returned an error', code: 'internal' });
  });

  it('CTIDs the node cannot resolve (other network, D-F prefix) → 404', async () => {
    await appWith((cmd) => {
      if (cmd.command === 'server_info') return serverInfo;
      throw new UpstreamRippledError(cmd.ctid === 'C000000100020003' ? 'wrongNetwork' : 'invalidParams');
    });
    for (const ctid of ['C000000100020003', 'D000000100020000']) {
      const res = await app.inject({ method: 'GET', url: `/api/transaction/${ctid}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Transaction not found');
    }
  });

  it('a malformed node answer never becomes a crash', async () => {
    await appWith((cmd) => (cmd.command === 'server_info' ? serverInfo : {}));
    const tx = await app.inject({ method: 'GET', url: hashUrl });
    expect(tx.statusCode).toBe(200);
    const ledger = await app.inject({ method: 'GET', url: '/api/ledger/5' });
    expect(ledger.statusCode).toBe(200);
  });
});

describe('GET /api/health', () => {
  it('200 ok with network id and validated ledger when the node answers server_info', async () => {
    await appWith(recordedNode);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const info = serverInfo.info as Json;
    expect(res.json()).toEqual({
      status: 'ok',
      node: { url: 'ws://fake-node:6006', connected: true, networkId: 0, validatedLedger: (info.validated_ledger as Json).seq },
    });
  });

  it('503 degraded when the node is down', async () => {
    await appWith(() => {
      throw new NotConnectedError('down');
    });
    fake.connected = false;
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', node: { url: 'ws://fake-node:6006', connected: false } });
  });

  it('503 when server_info times out', async () => {
    await appWith(() => never(), 30);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('degraded');
  });
});

describe('documentation, CORS, unknown routes', () => {
  beforeEach(() => appWith(recordedNode));

  it('serves the OpenAPI document with every route and the entity schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/transaction/{id}', '/api/ledger/{id}', '/api/health']));
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Transaction', 'Ledger', 'LedgerTransaction', 'ApiError', 'Health', 'AddressDetails', 'TransactionMemo']),
    );
    const tx = doc.paths['/api/transaction/{id}'].get;
    expect(Object.keys(tx.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '502', '504']));
    expect(tx.parameters).toEqual([expect.objectContaining({ name: 'lists', in: 'query', required: false }), expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(Object.keys(doc.paths).some((p: string) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('serves the Swagger UI from local files (works offline)', async () => {
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    expect(ui.body).toContain('swagger-ui');
    // every script and stylesheet is served by the API itself
    expect(ui.body).not.toMatch(/(src|href)="https?:/);
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'swagger-ui.css', 'swagger-initializer.js']) {
      const res = await app.inject({ method: 'GET', url: `/api/docs/static/${asset}` });
      expect(res.statusCode).toBe(200);
    }
    const init = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('validatorUrl: null'); // no call to the online validator
  });

  it('allows cross-origin GET', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://localhost:3001' } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/ledger/latest',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
  });

  it.each(['/api/nope', '/api/transactions', '/api', '/nope'])('unknown route %s → 404 JSON', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Resource not found', code: 'routeNotFound' });
  });

  it('other methods on known routes → 404 JSON, never 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/health', payload: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Resource not found');
  });
});
