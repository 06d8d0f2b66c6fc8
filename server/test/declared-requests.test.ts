/**
 * Every page a remote declares as server-rendered (`mfe-*\/src/pages.ts`, `ssr: true`), and home,
 * rendered on the server as a deployment renders them: the remotes' real server builds
 * (`scripts/build-ssr.mjs`), their declarations published in their manifests, the shell's renderer,
 * and the real API (`api/src/app.ts`) on the offline replay node of recorded data
 * (`replay/data/mainnet`; the MPT page on `replay/data/devnet`, the only MPT issuances recorded).
 * Each page must be rendered, asking the API for nothing its declaration does not name (the
 * server's `undeclared`): a request left out of a declaration is not preloaded, and costs the
 * visitor a round trip after the page's own code runs.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { SAMPLES } from '@ledgerlens/shared';
import type { RemoteDeclarations } from '@ledgerlens/shared/pages';
import { buildApp } from 'api/src/app';
import { openDatabase } from 'api/src/db/database';
import { loadReplayData, startReplayServer, type ReplayServer } from 'replay';
import { createShellRenderer } from 'shell/server';
import { serverBuildIntegrity } from 'shell/ssr-integrity';
import { readRemoteDeclarations } from '../../scripts/page-declarations.mjs';
import { testBoot } from './boot-helpers';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
const REMOTES_JSON = JSON.parse(readFileSync(path.join(ROOT, 'shell/public/remotes.json'), 'utf8')) as Record<string, { entry: string }>;
/** Each remote's folder (`/remotes/mfe-search/mf-manifest.json` → `mfe-search`). */
const FOLDERS = Object.fromEntries(Object.entries(REMOTES_JSON).map(([name, r]) => [name, r.entry.split('/')[2]]));
const INDEX_HTML = '<!doctype html><html lang=en><head><meta charset=utf-8><title>LedgerLens</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

/** MPTokenIssuanceCreate of "TBILL" (AssetScale 4), devnet ledger 1347207 (`replay/data/devnet`). */
const DEVNET_MPT = '00148E8558E6AEAA301085FBFD01D615F059A7CCE6E38296';

/**
 * A recorded example of each server-rendered page's path (the benchmark's pages, `bench/render.mjs`,
 * and `shared/src/samples.ts`), by declared route path. A page declared without one fails the test.
 */
const SAMPLE_PATHS: Record<string, string> = {
  '/search': '/search',
  '/transaction/:id': `/transaction/${SAMPLES.transactionHash}`,
  '/account/:address': `/account/${SAMPLES.address}`,
  '/nft/:id': '/nft/00081B581189F5687DBB7516339D6CCB5593D96622AD82DF08CFDA8600000A17',
  '/ledger/:id': `/ledger/${SAMPLES.ledgerIndex}`,
  '/object/:index': '/object/5DB01B7FFED6B67E6B0414DED11E051D2EE2B7619CE0EAA6286D67A3A4D5BDB3',
  '/validators': '/validators',
  '/tokens': '/tokens',
  '/amm': '/amm',
  '/amm/:account': '/amm/r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M',
  '/token/:token': '/token/CNY.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK',
  '/mpt/:id': `/mpt/${DEVNET_MPT}`,
  '/balances': '/balances',
  '/amendments': '/amendments',
  '/amendment/:nameOrId': '/amendment/ExpandedSignerList',
};
/** Pages whose recorded example is on the devnet replay. */
const DEVNET_PAGES = new Set(['/mpt/:id']);

let tmp: string;
const renderer = createShellRenderer();
const declared: Record<string, RemoteDeclarations> = {};
const closers: Array<() => Promise<unknown>> = [];
let remoteUrl: string;
const apiUrls: { mainnet?: string; devnet?: string } = {};

const listen = (server: http.Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

/**
 * The real API on a replay node of `store` (default: the recorded mainnet data), listening on a free
 * port, with its database; on mainnet with one run of its ledger-state indexer (the token directory
 * and the rich list are served from it, over the recorded full-state ledger 40000), as
 * `scripts/start.mjs` runs it, resolving once the index is ready.
 */
async function startApi(name: 'mainnet' | 'devnet', store?: ReturnType<typeof loadReplayData>): Promise<string> {
  const node: ReplayServer = await startReplayServer({ port: 0, log: () => undefined, logRequests: false, ...(store ? { store } : {}) });
  const database = await openDatabase({ dir: path.join(tmp, `db-${name}`) });
  const app: FastifyInstance = await buildApp({ nodeUrl: node.url, rateLimit: false, requestTimeoutMs: 30_000, database, closeDatabase: true, indexer: name === 'mainnet', indexIntervalMs: 0 });
  closers.push(() => node.close(), () => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  if (name === 'mainnet') for (let i = 0; i < 300 && (await app.inject({ method: 'GET', url: '/api/rich-list?limit=1' })).statusCode !== 200; i += 1) await new Promise((r) => setTimeout(r, 100));
  return url;
}

/** A remote's server build and manifest, as its build publishes them, under `<tmp>/remotes/<folder>/`. */
async function publishRemote(name: string, folder: string): Promise<void> {
  const out = path.join(tmp, 'remotes', folder, 'ssr/server.cjs');
  await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/build-ssr.mjs'), folder, out], { cwd: ROOT });
  const integrity = serverBuildIntegrity(readFileSync(out, 'utf8'));
  const read = (await readRemoteDeclarations(folder))!;
  expect(read.problems).toEqual([]);
  declared[name] = read.declarations as RemoteDeclarations;
  const manifest = { id: name, name, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto', ssr: { file: 'ssr/server.cjs', integrity }, ...declared[name] }, exposes: [] };
  writeFileSync(path.join(tmp, 'remotes', folder, 'mf-manifest.json'), JSON.stringify(manifest));
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'll-declared-'));
  mkdirSync(path.join(tmp, 'dist'), { recursive: true });
  writeFileSync(path.join(tmp, 'dist/index.html'), INDEX_HTML);
  writeFileSync(path.join(tmp, 'dist/config.json'), JSON.stringify({ apiBaseUrl: '' }));
  writeFileSync(path.join(tmp, 'dist/remotes.json'), JSON.stringify(REMOTES_JSON));
  const remotes = http.createServer((req, res) => {
    try {
      const file = path.join(tmp, 'remotes', decodeURIComponent((req.url ?? '/').split('?')[0]));
      res.writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'application/javascript' }).end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  closers.push(() => new Promise((r) => remotes.close(r)));
  const [url, mainnet, devnet] = await Promise.all([
    listen(remotes),
    startApi('mainnet'),
    startApi('devnet', loadReplayData([path.join(ROOT, 'replay/data/devnet')], () => undefined, { networkId: 2 })),
    ...Object.entries(FOLDERS).map(([name, folder]) => publishRemote(name, folder)),
  ]);
  remoteUrl = url as string;
  apiUrls.mainnet = mainnet as string;
  apiUrls.devnet = devnet as string;
});

afterAll(async () => {
  renderer.dispose();
  for (const close of closers.reverse()) await close().catch(() => undefined);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** The web server's boot source over every remote, on the API of `network`. */
const boot = (network: 'mainnet' | 'devnet') =>
  testBoot(path.join(tmp, 'dist'), {
    proxies: Object.values(FOLDERS).map((folder) => ({ prefix: `/remotes/${folder}`, upstream: `${remoteUrl}/${folder}` })),
    checkIntervalMs: 0,
    renderer,
    apiUrl: apiUrls[network]!,
    // A cold render on a busy machine: the deadline is not what this test measures.
    deadlineMs: 30_000,
    immutableCache: { maxEntries: 0 },
  });

/** Every page declared `ssr: true`, by remote. */
const ssrPages = () => Object.entries(declared).flatMap(([remote, d]) => d.pages.filter((p) => p.ssr).map((p) => ({ remote, path: p.path })));

describe('every server-rendered page asks the API only for what it declares', () => {
  it('every remote declares pages, and each server-rendered one has a recorded example here', () => {
    expect(Object.keys(declared).sort()).toEqual(Object.keys(REMOTES_JSON).sort());
    const pages = ssrPages();
    expect(pages.length).toBeGreaterThanOrEqual(Object.keys(SAMPLE_PATHS).length);
    expect(pages.filter((p) => SAMPLE_PATHS[p.path] === undefined)).toEqual([]);
  });

  it('renders each one on the server, with no undeclared request', async () => {
    const mainnet = boot('mainnet');
    const devnet = boot('devnet');
    const outcomes = [];
    for (const page of ssrPages()) {
      const pathname = SAMPLE_PATHS[page.path];
      const result = await (DEVNET_PAGES.has(page.path) ? devnet : mainnet).go(pathname, { origin: 'http://localhost' });
      outcomes.push({ remote: page.remote, pathname, outcome: result.outcome, reason: result.reason, undeclared: result.undeclared });
    }
    expect(outcomes).toEqual(outcomes.map(({ remote, pathname }) => ({ remote, pathname, outcome: 'rendered', reason: 'none', undeclared: undefined })));
  });

  it('renders home with its first widgets, with no undeclared request', async () => {
    const result = await boot('mainnet').go('/', { origin: 'http://localhost' });
    expect({ outcome: result.outcome, reason: result.reason, undeclared: result.undeclared }).toEqual({ outcome: 'rendered', reason: 'none', undeclared: undefined });
  });
});
