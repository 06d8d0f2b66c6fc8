/**
 * The answers are declared once (TypeBox, `@ledgerlens/shared/schemas`) and closed: every route's
 * response schema in the OpenAPI document lists its fields, except the two named raw passthroughs
 * (`RawLedgerJson`, `RawTransactionJson`). A closed schema drops an unlisted field silently when
 * Fastify serialises, so real answers (the replay node serving the recorded mainnet and devnet data
 * of `replay/data`) are checked to arrive whole: the body a client receives equals the object the
 * route sent, and it validates against the route's schema.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { RAW_PASSTHROUGH_IDS } from '@ledgerlens/shared/schemas';
import { buildApp } from '../src/app';
import { READY_SCHEMA } from '../src/metrics';
import { sharedSchemas } from '../src/schemas';
import { devnetStore } from './helpers/devnet';

jest.setTimeout(90_000);

type Schema = Record<string, unknown>;

/** True for an object schema that lets any field through (`additionalProperties: true`, or no `properties` nor typed values). */
function isOpen(s: Schema): boolean {
  const object = s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object'));
  // `enum: [null]`: how @fastify/swagger writes a `null` alternative in OpenAPI 3.0 (`type: object, nullable`).
  if (!object || Array.isArray(s.enum)) return false;
  if (s.additionalProperties === true) return true;
  const typedValues = typeof s.additionalProperties === 'object' || typeof s.patternProperties === 'object';
  return s.properties === undefined && !typedValues;
}

/** Every open object reachable in `schema`, by its `$id` (or its JSON path when it has none). */
function openSchemas(schema: unknown, path: string, out: Set<string>): void {
  if (Array.isArray(schema)) return schema.forEach((s, i) => openSchemas(s, `${path}/${i}`, out));
  if (typeof schema !== 'object' || schema === null) return;
  const s = schema as Schema;
  if (isOpen(s)) out.add(typeof s.$id === 'string' ? s.$id : typeof s.title === 'string' ? s.title : path);
  for (const [key, value] of Object.entries(s)) if (key !== 'examples' && key !== 'example') openSchemas(value, `${path}/${key}`, out);
}

/** Captures what each route handed to `reply.send` before the serialiser saw it. */
function captureSent(app: FastifyInstance): Map<string, unknown> {
  const sent = new Map<string, unknown>();
  const keep = (url: string, payload: unknown) => sent.set(url, JSON.parse(JSON.stringify(payload)));
  app.addHook('preSerialization', async (request, _reply, payload) => {
    keep(request.url, payload);
    return payload;
  });
  // Routes that cache their answer serialise it themselves with the route's serialiser (`reply.serialize`).
  app.addHook('onRequest', async (request, reply) => {
    const serialize = reply.serialize.bind(reply);
    reply.serialize = (payload: unknown) => {
      keep(request.url, payload);
      return serialize(payload);
    };
  });
  return sent;
}

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ nodeUrl: 'ws://127.0.0.1:9' });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('has no open response schema but the two named raw passthroughs', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const open = new Set<string>();
    for (const [route, item] of Object.entries(doc.paths as Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses ?? {})) openSchemas(response.content, `${method.toUpperCase()} ${route} ${status}`, open);
      }
    }
    for (const [name, component] of Object.entries((doc.components?.schemas ?? {}) as Record<string, Schema>)) openSchemas(component, name, open);
    expect([...open].sort()).toEqual([...RAW_PASSTHROUGH_IDS].sort());
    expect(RAW_PASSTHROUGH_IDS.length).toBeLessThanOrEqual(2);
  });

  it('every shared schema compiles, and the raw passthroughs are the only open ones', () => {
    const open = new Set<string>();
    for (const schema of sharedSchemas) openSchemas(schema, String(schema.$id), open);
    expect([...open].sort()).toEqual([...RAW_PASSTHROUGH_IDS].sort());
  });
});

/** Asks `url`, expects `status`, and checks the body arrived whole and valid against `schemaId`. */
async function expectWhole(app: FastifyInstance, sent: Map<string, unknown>, ajv: Ajv, url: string, schemaId: string, status = 200): Promise<Record<string, unknown>> {
  const res = await app.inject({ method: 'GET', url });
  expect({ url, status: res.statusCode }).toEqual({ url, status });
  const body = res.json();
  expect(body).toEqual(sent.get(url));
  const validate = ajv.getSchema(`${schemaId}#`);
  expect(validate).toBeDefined();
  const ok = validate!(body);
  expect({ url, errors: ok ? null : validate!.errors }).toEqual({ url, errors: null });
  return body;
}

function schemaValidator(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  // `date-time` fields (e.g. an amendment's `majoritySince`) are checked as ISO 8601, as the document says.
  addFormats(ajv);
  for (const schema of [...sharedSchemas, READY_SCHEMA]) ajv.addSchema(schema as object);
  return ajv;
}

/**
 * The API on a replay node for one describe block (`store`: a network's records; default the mainnet
 * replay), with what each route sent before serialising and a validator of the document's schemas.
 */
function replayHarness(store?: ReturnType<typeof devnetStore>, options: Partial<Parameters<typeof buildApp>[0]> = {}) {
  const h = { ajv: schemaValidator() } as { ajv: ReturnType<typeof schemaValidator>; app: FastifyInstance; sent: Map<string, unknown>; node: ReplayServer };
  beforeAll(async () => {
    h.node = await startReplayServer({ port: 0, log: () => undefined, logRequests: false, ...(store ? { store } : {}) });
    h.app = await buildApp({ nodeUrl: h.node.url, requestTimeoutMs: 30_000, ...options });
    h.sent = captureSent(h.app);
    await h.app.ready();
  });
  afterAll(async () => {
    await h.app?.close();
    await h.node?.close();
  });
  return h;
}

describe('real answers keep every field (recorded mainnet data)', () => {
  const h = replayHarness();

  const SOLD = '00081B581189F5687DBB7516339D6CCB5593D96622AD82DF08CFDA8600000A17';

  it('a transaction, its raw JSON and a page of its balance changes', async () => {
    const hash = '439B1D82C4739E4B3DD1FE440AE0EBE62E30C64FA7FF7DC0423B95CAF2FEB384';
    const tx = await expectWhole(h.app, h.sent, h.ajv, `/api/transaction/${hash}`, 'Transaction');
    expect(tx.hash).toBe(hash);
    expect((tx.description as unknown[]).length).toBeGreaterThan(0);
    // The raw answer is sent as the node's JSON text (no serialiser, nothing dropped): it only has to match its schema.
    const raw = (await h.app.inject({ method: 'GET', url: `/api/transaction/${hash}/raw` })).json();
    expect(h.ajv.validate('TransactionRaw#', raw)).toBe(true);
    expect(raw.tx.hash).toBe(hash);
    expect(raw.meta.TransactionResult).toBe('tesSUCCESS');
    await expectWhole(h.app, h.sent, h.ajv, `/api/transaction/${hash}/balance-changes?offset=0&limit=5`, 'TransactionListPage');
  });

  it('an AMM pool and the pool list', async () => {
    const pool = await expectWhole(h.app, h.sent, h.ajv, '/api/amm/r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M', 'AmmPool');
    expect((pool.history as unknown[]).length).toBe(2);
    await expectWhole(h.app, h.sent, h.ajv, '/api/amm', 'AmmPoolList');
  });

  it('a token, an NFT with its sale, an unknown NFT (404) and an account\'s NFTs', async () => {
    await expectWhole(h.app, h.sent, h.ajv, '/api/tokens/CNY/rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK', 'TokenDetail');
    const nft = await expectWhole(h.app, h.sent, h.ajv, `/api/nfts/${SOLD}`, 'NftDetail');
    expect((nft.history as Array<{ sale: unknown }>).some((h) => h.sale !== null)).toBe(true);
    const unknown = await expectWhole(h.app, h.sent, h.ajv, `/api/nfts/${SOLD.slice(0, 63)}8`, 'NftUnknown', 404);
    expect(unknown.known).toBe(false);
    await expectWhole(h.app, h.sent, h.ajv, '/api/account/rNYKGnHrjSnKXQGgACciyCLg4xRcwWZixN/nfts', 'AccountNfts');
  });

  it('an account with its trust lines, objects and a transaction page', async () => {
    const address = 'rLDYrujdKUfVx28T9vRDAbyJ7G2WVXKo4K';
    const account = await expectWhole(h.app, h.sent, h.ajv, `/api/account/${address}`, 'Account');
    expect(account.address).toBe(address);
    await expectWhole(h.app, h.sent, h.ajv, `/api/account/${address}/lines`, 'AccountLines');
    await expectWhole(h.app, h.sent, h.ajv, `/api/account/${address}/objects`, 'AccountObjects');
    await expectWhole(h.app, h.sent, h.ajv, `/api/account/${address}/transactions-paginated?limit=5`, 'AccountTransactionsPage');
  });
});

describe('real answers keep every field: ledgers, network, market, index, validators, amendments, search (recorded mainnet data)', () => {
  // The ledger-state index runs once at start, so the network statistics carry the circulating supply and its ledger.
  const h = replayHarness(undefined, { indexer: true, indexIntervalMs: 0 });
  const LEDGER_HASH = '576A59C1EA928637915556DBF2BF9F6CC7ADAC942EAA6706BA91BB35751140A5';

  it('a ledger by index, and the latest ledger', async () => {
    const ledger = await expectWhole(h.app, h.sent, h.ajv, '/api/ledger/94084608', 'Ledger');
    expect(ledger.hash).toBe(LEDGER_HASH);
    expect((ledger.transactions as unknown[]).length).toBeGreaterThan(0);
    const latest = await expectWhole(h.app, h.sent, h.ajv, '/api/ledger/latest', 'Ledger');
    expect(latest.feesSource).toBeDefined();
  });

  it('the newest transactions, each a whole Transaction', async () => {
    const url = '/api/transactions/recent?limit=5';
    const res = await h.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual(h.sent.get(url));
    expect(Object.keys(body).sort()).toEqual(['ledgerIndex', 'transactions']);
    for (const tx of body.transactions) expect({ hash: tx.hash, valid: h.ajv.validate('Transaction#', tx), errors: h.ajv.errors ?? null }).toEqual({ hash: tx.hash, valid: true, errors: null });
  });

  it('the network statistics with the indexed circulating supply', async () => {
    let status: { lastCompleted?: string | null } = {};
    for (let i = 0; i < 60 && !status.lastCompleted; i += 1) {
      status = (await h.app.inject({ method: 'GET', url: '/api/index/status' })).json();
      if (!status.lastCompleted) await new Promise((r) => setTimeout(r, 500));
    }
    const stats = await expectWhole(h.app, h.sent, h.ajv, '/api/network/stats', 'NetworkStats');
    expect(stats.replay).toBe(true);
    expect(stats.circulatingSupply).not.toBeNull();
    expect((stats.circulatingSupplyLedger as { ledgerIndex: number }).ledgerIndex).toBeGreaterThan(0);
  });

  it('the rich list, its CSV, the tokens and the index status', async () => {
    const status = await expectWhole(h.app, h.sent, h.ajv, '/api/index/status', 'IndexStatus');
    expect(status.lastCompleted).toEqual(expect.any(String));
    const rich = await expectWhole(h.app, h.sent, h.ajv, '/api/rich-list?limit=20', 'RichList');
    expect((rich.accounts as unknown[]).length).toBe(20);
    expect((rich.distribution as unknown[]).length).toBeGreaterThan(0);
    const csv = await h.app.inject({ method: 'GET', url: '/api/rich-list/accounts.csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('rank,account,')).toBe(true);
    const tokens = await expectWhole(h.app, h.sent, h.ajv, '/api/tokens?sort=trustlines&limit=5', 'TokensResponse');
    expect((tokens.tokens as unknown[]).length).toBeGreaterThan(0);
  });

  it('the market data, price history, network pulse and popular addresses', async () => {
    const market = await expectWhole(h.app, h.sent, h.ajv, '/api/market/data', 'MarketData');
    expect(market.live).toBe(false);
    expect((market.sources as unknown[]).length).toBeGreaterThan(0);
    const history = (await h.app.inject({ method: 'GET', url: '/api/market/history/24h' })).json();
    for (const sample of history) expect(h.ajv.validate('PriceSample#', sample)).toBe(true);
    const pulse = await expectWhole(h.app, h.sent, h.ajv, '/api/network/pulse', 'NetworkPulse');
    expect((pulse.view as { scope: string }).scope).toBe('instance');
    const popular = (await h.app.inject({ method: 'GET', url: '/api/addresses/popular' })).json();
    expect(popular).toEqual(h.sent.get('/api/addresses/popular'));
    for (const row of popular) expect(h.ajv.validate('PopularAddress#', row)).toBe(true);
  });

  it('the validators of the bundled signed list', async () => {
    const body = await expectWhole(h.app, h.sent, h.ajv, '/api/validators', 'ValidatorsResponse');
    const validators = body.validators as Array<Record<string, unknown>>;
    expect(validators.length).toBeGreaterThan(0);
    expect(validators.some((v) => v.signingKey !== undefined)).toBe(true);
    expect(body.list).not.toBeNull();
  });

  it('the amendments, one amendment with its history, and an unknown one (404)', async () => {
    const list = await expectWhole(h.app, h.sent, h.ajv, '/api/amendments', 'AmendmentsAnswer');
    const statuses = new Set((list.amendments as Array<{ status: string }>).map((a) => a.status));
    expect(statuses.has('enabled') && statuses.has('known')).toBe(true);
    const detail = await expectWhole(h.app, h.sent, h.ajv, '/api/amendments/DeepFreeze', 'AmendmentDetail');
    expect(detail.name).toBe('DeepFreeze');
    await expectWhole(h.app, h.sent, h.ajv, '/api/amendments/NoSuchAmendment', 'ApiError', 404);
  });

  it('what a transaction hash and a ledger hash name', async () => {
    const tx = await expectWhole(h.app, h.sent, h.ajv, '/api/resolve/976281D793337FF5377A36409F2A1432DADAB64DB5064E12E71B1AC491EA3021', 'ResolveAnswer');
    expect(tx.kind).toBe('transaction');
    const ledger = await expectWhole(h.app, h.sent, h.ajv, `/api/resolve/${LEDGER_HASH}`, 'ResolveAnswer');
    expect(ledger).toMatchObject({ kind: 'ledger', ledgerIndex: 94084608 });
  });

  it('health, network and readiness', async () => {
    const health = await expectWhole(h.app, h.sent, h.ajv, '/api/health', 'Health');
    expect((health.node as { validatedLedger?: number }).validatedLedger).toBeGreaterThan(0);
    await expectWhole(h.app, h.sent, h.ajv, '/api/network', 'Network');
    const ready = await expectWhole(h.app, h.sent, h.ajv, '/api/ready', 'Ready');
    expect((ready.node as { clock?: string }).clock).toBe('replay-static');
  });
});

describe('real answers keep every field (recorded devnet data)', () => {
  const h = replayHarness(devnetStore());

  const ESC = '00049F5B0E03A3031B3E0C1D16A700640EA5CF727268E14F';

  it('an MPT issuance with its XLS-89 metadata, and the MPTs of its issuer', async () => {
    const mpt = await expectWhole(h.app, h.sent, h.ajv, `/api/mpts/${ESC}`, 'MptIssuanceDetail');
    expect((mpt.metadata as { form: string }).form).toBe('xls89');
    const holder = 'ra7Hb2nXmaG8tqvkargwZf7kTLeRpTV2vT';
    const mpts = await expectWhole(h.app, h.sent, h.ajv, `/api/account/${holder}/mpts`, 'AccountMpts');
    expect((mpts.held as unknown[]).length).toBeGreaterThan(0);
    await expectWhole(h.app, h.sent, h.ajv, `/api/account/${holder}`, 'Account');
  });

  it('an MPT transaction with MPT balance changes', async () => {
    const tx = await expectWhole(h.app, h.sent, h.ajv, '/api/transaction/A6787B51DC9D72ADB6A82DA6A00DF435FAB28FA6B2DBBF85AD36D97EA4D70B2B', 'Transaction');
    expect((tx.balanceChanges as Array<{ mptIssuanceId?: string; note?: string }>).some((c) => c.mptIssuanceId !== undefined && c.note === 'escrow unlock')).toBe(true);
  });

  it('a deleted ledger object with its history (raw fields passed through)', async () => {
    const url = '/api/objects/7B685088D546B9E8905D26206F452BB2F44D9A33C9BD9BCF280F7BA39015A955';
    const res = await h.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual(h.sent.get(url));
    expect(body.deleted).toBe(true);
    expect(Object.keys(body.fields).length).toBeGreaterThan(3);
    expect(body.history.length).toBeGreaterThan(0);
  });
});
