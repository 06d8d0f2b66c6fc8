/**
 * @jest-environment node
 */
/**
 * Concurrent server renders keep to their own request: fifty different pages (transactions,
 * accounts, ledgers, validators and home, drawn by four remotes' server builds) rendered at once by
 * the shell's server render (`src/server.tsx`, built as in production), against the real API on
 * the offline replay node (recorded mainnet data). Half of the renders reach the API through one
 * address, half through another, each with its own visitor address: every answer must hold its own
 * page's data and none of the others', and every request must have left with its own render's
 * address and visitor.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TRANSACTION_LIST_PREVIEW } from '@ledgerlens/shared';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../..');
const MAINNET = path.join(ROOT, 'replay/data/mainnet');
/** The remotes whose pages are server-rendered, by federation name and folder. */
const REMOTES = { mfe_search: 'mfe-search', mfe_account: 'mfe-account', mfe_ledger: 'mfe-ledger', mfe_network: 'mfe-network' } as const;
const REMOTES_JSON = JSON.parse(readFileSync(path.join(ROOT, 'shell/public/remotes.json'), 'utf8')) as unknown;

interface RenderResult {
  html: string;
  api?: unknown;
  fetched: string[];
  passes: number;
}
interface RenderModule {
  renderShell(input: Record<string, unknown>): Promise<RenderResult | undefined>;
  dispose(): void;
}
interface Closable {
  close(): Promise<unknown>;
}

/** A page to render: its URL, the API requests its route declares, and the text only it shows (its hash or address). */
interface PageCase {
  url: string;
  prefetch: string[];
  key?: string;
}

let tmp: string;
let render: RenderModule;
let remoteSources: Record<string, { key: string; source: string }>;
let node: Closable & { url: string };
let app: Closable & { listen(o: { port: number; host: string }): Promise<string> };
let apiUrl: string;
const proxies: { url: string; server: http.Server }[] = [];
/** Every request the API received through a proxy: which proxy, path and query, visitor address. */
let seen: { proxy: number; path: string; xff: string; status: number; ms: number }[] = [];
const pages: PageCase[] = [];

/** A recording HTTP proxy in front of the API (one of the two addresses renders reach it by). */
function startProxy(index: number): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer((req, res) => {
    const entry = { proxy: index, path: req.url ?? '', xff: String(req.headers['x-forwarded-for'] ?? ''), status: 0, ms: 0 };
    const t0 = Date.now();
    seen.push(entry);
    const upstream = http.request(`${apiUrl}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
      entry.status = answer.statusCode ?? 502;
      entry.ms = Date.now() - t0;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })));
}

async function apiJson(url: string): Promise<Record<string, unknown> | undefined> {
  const res = await fetch(`${apiUrl}${url}`);
  return res.ok ? ((await res.json()) as Record<string, unknown>) : undefined;
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'll-ssr-concurrent-'));
  const build = (folder: string) => {
    const out = path.join(tmp, `${folder}.cjs`);
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-ssr.mjs'), folder, out], { cwd: ROOT, stdio: 'pipe' });
    return out;
  };
  // The shell's render module as the web server imports it; the remotes' server builds as their builds publish them.
  render = (require('../src/server') as { createShellRenderer(): RenderModule }).createShellRenderer();
  const { serverBuildIntegrity } = require('../src/ssr/integrity') as { serverBuildIntegrity(text: string): string };
  remoteSources = {};
  for (const [name, folder] of Object.entries(REMOTES)) {
    const source = readFileSync(build(folder), 'utf8');
    remoteSources[name] = { key: serverBuildIntegrity(source), source };
  }

  // The real API on the replay node (required by path: the packages' own code, not the shell's).
  const { startReplayServer } = require(path.join(ROOT, 'replay/src')) as { startReplayServer(o: { port: number; log: () => void }): Promise<Closable & { url: string }> };
  const { buildApp } = require(path.join(ROOT, 'api/src/app')) as { buildApp(o: { nodeUrl: string; requestTimeoutMs: number }): Promise<typeof app> };
  node = await startReplayServer({ port: 0, log: () => undefined });
  // A loaded test machine may answer slowly: what is checked here is whose data, not how fast.
  app = await buildApp({ nodeUrl: node.url, requestTimeoutMs: 60_000 });
  apiUrl = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  proxies.push(await startProxy(0), await startProxy(1));

  // The pages: recorded transactions, their accounts, recorded ledgers (those the API answers), validators and home.
  const provenance = JSON.parse(readFileSync(path.join(MAINNET, 'provenance.json'), 'utf8')) as { files: { kind: string; hash?: string }[] };
  const hashes = [...new Set(provenance.files.filter((f) => f.kind === 'transaction' && f.hash).map((f) => f.hash!.toUpperCase()))].sort();
  const accounts = new Set<string>();
  for (const hash of hashes) {
    const url = `/api/transaction/${hash}?lists=${TRANSACTION_LIST_PREVIEW}`;
    const tx = await apiJson(url);
    if (!tx) continue;
    if (pages.filter((p) => p.url.startsWith('/transaction/')).length < 24) pages.push({ url: `/transaction/${hash}`, prefetch: [url], key: hash });
    if (typeof tx.from === 'string') accounts.add(tx.from);
  }
  for (const address of [...accounts].sort()) {
    if (pages.filter((p) => p.url.startsWith('/account/')).length >= 14) break;
    if (await apiJson(`/api/account/${address}`)) pages.push({ url: `/account/${address}`, prefetch: [`/api/account/${address}`, '/api/market/data'], key: address });
  }
  const ledgerIndexes = [...new Set(readdirSync(MAINNET).flatMap((f) => /^ledger-(\d+)-/.exec(f)?.[1] ?? []))].sort();
  for (const index of ledgerIndexes) {
    if (pages.filter((p) => p.url.startsWith('/ledger/')).length >= 10) break;
    const ledger = await apiJson(`/api/ledger/${index}`);
    if (ledger && typeof ledger.hash === 'string') pages.push({ url: `/ledger/${index}`, prefetch: [`/api/ledger/${index}`], key: ledger.hash });
  }
  pages.push({ url: '/validators', prefetch: ['/api/validators'] }, { url: '/', prefetch: [] });
});

afterAll(async () => {
  render?.dispose();
  for (const p of proxies) await new Promise((r) => p.server.close(r));
  await app?.close();
  await node?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** Pages not rendered, with the reason (any is a failure of the test). */
let notRendered: string[] = [];

/** Render `i` of the set: its own API address (one of two) and visitor address. */
function renderPage(i: number): Promise<RenderResult | undefined> {
  const page = pages[i];
  return render.renderShell({
    url: page.url,
    remotes: REMOTES_JSON,
    config: { apiBaseUrl: '' },
    apiUrl: proxies[i % 2].url,
    remoteSources,
    forwardedFor: visitor(i),
    prefetch: page.prefetch,
    deadline: Date.now() + 120_000,
    onFailure: (reason: string, error?: unknown) =>
      notRendered.push(`${page.url}: ${reason}${error ? ` (${String(error)})` : ''}; API: ${JSON.stringify(seen.filter((s) => s.xff === visitor(i)))}`),
  });
}

const visitor = (i: number) => `198.51.100.${i + 1}`;

/**
 * The queries in a render's RTK Query state: cache key, endpoint, arguments and status (their data
 * is checked for other pages' hashes and addresses; live answers such as validators differ by time).
 */
function comparable(api: unknown): unknown {
  const queries = (api as { queries?: Record<string, { endpointName?: string; originalArgs?: unknown; status?: string }> } | undefined)?.queries ?? {};
  return Object.fromEntries(Object.entries(queries).map(([key, q]) => [key, { endpoint: q.endpointName, args: q.originalArgs, status: q.status }]));
}

it('renders fifty different pages at once, each with only its own data, API address and visitor', async () => {
  expect(pages).toHaveLength(50);
  expect(new Set(pages.map((p) => p.url)).size).toBe(50);

  // Each page alone first: what it shows and asks when nothing else is rendered.
  const alone: RenderResult[] = [];
  for (let i = 0; i < pages.length; i += 1) alone.push((await renderPage(i))!);
  expect(notRendered).toEqual([]);

  seen = [];
  const together = await Promise.all(pages.map((_, i) => renderPage(i)));
  expect(notRendered).toEqual([]);

  const keys = pages.flatMap((p, i) => (p.key ? [{ i, key: p.key }] : []));
  together.forEach((result, i) => {
    const page = pages[i];
    expect(result).toBeDefined();
    const { html, api, fetched } = result!;
    // Its own hash or address, as when rendered alone.
    if (page.key) {
      expect(alone[i].html).toContain(page.key);
      expect(html).toContain(page.key);
    }
    // No other page's hash or address that this page does not show itself (a transaction names its
    // sender, whose account page is in the set: shown alone too, so allowed).
    const foreign = keys.filter((k) => k.i !== i && !alone[i].html.includes(k.key) && html.includes(k.key)).map((k) => pages[k.i].url);
    expect({ url: page.url, foreign }).toEqual({ url: page.url, foreign: [] });
    // The inlined state: the queries it made alone, with none of another page's data.
    expect(comparable(api)).toEqual(comparable(alone[i].api));
    const state = JSON.stringify(api ?? null);
    const foreignState = keys.filter((k) => k.i !== i && !JSON.stringify(alone[i].api ?? null).includes(k.key) && state.includes(k.key)).map((k) => pages[k.i].url);
    expect({ url: page.url, foreignState }).toEqual({ url: page.url, foreignState: [] });
    // Its requests left through its own API address with its own visitor's address, and only those.
    const mine = seen.filter((s) => s.xff === visitor(i));
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((s) => s.proxy))).toEqual(new Set([i % 2]));
    expect(new Set(mine.map((s) => s.path))).toEqual(new Set(fetched));
    expect(new Set(fetched)).toEqual(new Set(alone[i].fetched));
  });
  // Every request the API saw came from one of the fifty renders.
  expect(seen.every((s) => pages.some((_, i) => s.xff === visitor(i)))).toBe(true);
});
