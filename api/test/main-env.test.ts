/**
 * `main.ts` honours its `env` parameter: every setting comes from the environment it
 * is given, read once by `configFromEnv`, never from `process.env` behind its back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { startApp } from '../src/main';
import { configFromEnv } from '../src/config';

// Listening, the warm-up health check and closing take longer on a loaded machine.
jest.setTimeout(20_000);

let dir: string;
let app: FastifyInstance | undefined;
let node: ReplayServer;
beforeAll(async () => {
  node = await startReplayServer({ port: 0, log: () => undefined });
});
afterAll(async () => {
  await node.close();
});
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'll-main-env-'));
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const env = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  API_HOST: '127.0.0.1',
  API_PORT: '0',
  XRPL_NODE_URL: node.url,
  DATA_DIR: dir,
  LOG_LEVEL: 'silent',
  ...extra,
});

it('INDEXER=false in the env parameter keeps the indexer off (process.env says nothing)', async () => {
  expect(process.env.INDEXER).toBeUndefined();
  const started = await startApp(env({ INDEXER: 'false' }));
  app = started.app;
  expect(started.address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  // Let the warm-up health check of startApp finish (closing during it waits for it, see the report).
  expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  await new Promise((r) => setTimeout(r, 300));
  const status = (await app.inject({ url: '/api/index/status' })).json();
  // Read from process.env instead of the config, the indexer would have run against the replay node.
  expect(status.state).toBe('idle');
  expect(status.ledger).toBeNull();
  expect(status.lastCompleted ?? null).toBeNull();
});

it('configFromEnv reads the feature settings once and passes them to buildApp', () => {
  const config = configFromEnv({
    INDEXER: 'false',
    INDEX_INTERVAL: '60000',
    INDEX_TOP_ACCOUNTS: '50',
    VALIDATOR_LIST_URL: ' https://vl.example ',
    VALIDATOR_LIST_AS_OF: '2024-01-01T00:00:00Z',
    DOMAIN_VERIFICATION: 'off',
  });
  expect(config.indexer).toBe(false);
  expect(config.app).toMatchObject({
    indexIntervalMs: 60_000,
    indexTopAccounts: 50,
    validatorList: { url: 'https://vl.example', asOf: '2024-01-01T00:00:00Z' },
    domainVerification: false,
  });
  const defaults = configFromEnv({});
  expect(defaults.indexer).toBe(true);
  expect(defaults.app).toMatchObject({ indexIntervalMs: undefined, indexTopAccounts: undefined, domainVerification: true });
  expect(configFromEnv({ INDEX_INTERVAL: 'soon', INDEX_TOP_ACCOUNTS: '-3' }).app).toMatchObject({ indexIntervalMs: undefined, indexTopAccounts: undefined });
});

it('configFromEnv reads the storage and lease settings (DATABASE_URL, INDEX_LEASE_MS, INSTANCE_ID) for many instances', () => {
  const config = configFromEnv({ DATABASE_URL: ' postgres://ll@db.example:5432/ledgerlens ', INDEX_LEASE_MS: '5000', INSTANCE_ID: 'api-2' });
  expect(config.databaseUrl).toBe('postgres://ll@db.example:5432/ledgerlens');
  expect(config.app).toMatchObject({ indexLeaseMs: 5_000, instanceId: 'api-2' });
  const defaults = configFromEnv({});
  expect(defaults.databaseUrl).toBeUndefined();
  expect(defaults.app).toMatchObject({ indexLeaseMs: undefined, instanceId: undefined });
  expect(configFromEnv({ INDEX_LEASE_MS: 'long' }).app.indexLeaseMs).toBeUndefined();
});

it("INSTANCE_ID names this instance in the pulse's view and x-ledgerlens-view (not a random id); unset, a random one per process", async () => {
  const started = await startApp(env({ INDEXER: 'false', INSTANCE_ID: 'api-east-1' }));
  app = started.app;
  const res = await app.inject({ url: '/api/network/pulse' });
  expect(res.statusCode).toBe(200);
  const { view } = res.json();
  expect(view).toMatchObject({ scope: 'instance', instance: 'api-east-1' });
  expect(res.headers['x-ledgerlens-view']).toBe(`instance=api-east-1; since=${view.since}`);
  expect((await app.inject({ url: '/api/addresses/popular' })).headers['x-ledgerlens-view']).toBe(`instance=api-east-1; since=${view.since}`);
  await app.close();
  const plain = await startApp(env({ INDEXER: 'false' }));
  app = plain.app;
  expect((await app.inject({ url: '/api/network/pulse' })).json().view.instance).toMatch(/^[0-9a-f]{8}$/);
});

it('INSTANCE_ID that cannot go in a header (spaces, separators, control characters) is refused, naming the variable', () => {
  expect(configFromEnv({ INSTANCE_ID: ' api-a ' }).app.instanceId).toBe('api-a');
  expect(configFromEnv({ INSTANCE_ID: 'host:123:ab/c' }).app.instanceId).toBe('host:123:ab/c');
  for (const bad of ['api a', 'a;since=x', 'a\nb', 'é', 'x'.repeat(129)]) expect(() => configFromEnv({ INSTANCE_ID: bad })).toThrow(/^Invalid INSTANCE_ID/);
});
