/**
 * The manifest reader on a navigation's path (`server/src/manifests.ts`): the first read of a
 * remote's manifest is awaited; a due re-check of one already read keeps the navigation at most
 * `recheckWaitMs`, then the page uses what was last read and the re-check ends in the background.
 * A stand-in remote answers its manifest, slowly when told to.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemotesConfig } from '@ledgerlens/shared';
import { serverBuildIntegrity } from 'shell/ssr-integrity';
import { createManifestReader, MANIFEST_RECHECK_WAIT_MS } from '../src/manifests';

let remote: http.Server;
let base: string;
let version = 1;
let delayMs = 0;
let served = 0;
/** Extra delay of the server build's answers (the manifest answers after `delayMs`). */
let buildDelayMs = 0;

/** The server build of a version (`ssr/server.cjs`), and the manifest that publishes its SHA-256. */
const buildOf = (v: number) => `module.exports=function(){return {modules:{},version:${v}}};`;
const manifest = () =>
  JSON.stringify({
    id: 'mfe_probe',
    name: 'mfe_probe',
    metaData: { remoteEntry: { name: `remoteEntry.v${version}.js`, path: '' }, publicPath: 'auto', ssr: { file: 'ssr/server.cjs', integrity: serverBuildIntegrity(buildOf(version)) } },
    exposes: [],
  });

beforeAll(async () => {
  remote = http.createServer((req, res) => {
    if (req.url?.endsWith('/ssr/server.cjs')) {
      const body = buildOf(version);
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/javascript' }).end(body), delayMs + buildDelayMs);
      return;
    }
    served += 1;
    const body = manifest();
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json', etag: `"v${version}"` }).end(body), delayMs);
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => {
  remote.close(() => resolve());
  remote.closeAllConnections();
}));

const REMOTES: RemotesConfig = { mfe_probe: { label: 'Probe', entry: '/remotes/mfe-probe/mf-manifest.json', routes: ['/probe'] } };
const entryOf = (view: Awaited<ReturnType<ReturnType<typeof createManifestReader>['read']>>) => view.assets.mfe_probe?.entry;

describe('a navigation and the remotes\' manifests', () => {
  it('waits for the first read, and for a slow re-check only the bounded wait, using what it read last', async () => {
    version = 1;
    delayMs = 0;
    const reader = createManifestReader({ proxies: [{ prefix: '/remotes/mfe-probe', upstream: base }], checkIntervalMs: 0 });
    expect(entryOf(await reader.read(REMOTES, 'http://localhost'))).toBe('http://localhost/remotes/mfe-probe/remoteEntry.v1.js');

    // A new deploy behind a slow answer: the next navigation does not wait for it.
    version = 2;
    delayMs = 400;
    const before = served;
    const started = performance.now();
    const view = await reader.read(REMOTES, 'http://localhost');
    const waited = performance.now() - started;
    expect(entryOf(view)).toBe('http://localhost/remotes/mfe-probe/remoteEntry.v1.js');
    expect(waited).toBeLessThan(delayMs / 2);
    expect(waited).toBeGreaterThanOrEqual(MANIFEST_RECHECK_WAIT_MS - 5);
    // The re-check was sent (on a busy machine it may reach the remote after the bounded wait).
    for (let i = 0; i < 100 && served === before; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(served).toBe(before + 1);

    // Once the re-check has answered, the next navigation has the new deploy.
    await new Promise((resolve) => setTimeout(resolve, delayMs + 100));
    delayMs = 0;
    expect(entryOf(await reader.read(REMOTES, 'http://localhost'))).toBe('http://localhost/remotes/mfe-probe/remoteEntry.v2.js');
  });

  it('with recheckWaitMs Infinity, a navigation waits for every due re-check', async () => {
    version = 3;
    delayMs = 0;
    const reader = createManifestReader({ proxies: [{ prefix: '/remotes/mfe-probe', upstream: base }], checkIntervalMs: 0, recheckWaitMs: Infinity });
    await reader.read(REMOTES, 'http://localhost');
    version = 4;
    delayMs = 150;
    expect(entryOf(await reader.read(REMOTES, 'http://localhost'))).toBe('http://localhost/remotes/mfe-probe/remoteEntry.v4.js');
  });

  it('a first read that is slow is still awaited (no page is written without its remote\'s files)', async () => {
    version = 5;
    delayMs = 150;
    const reader = createManifestReader({ proxies: [{ prefix: '/remotes/mfe-probe', upstream: base }], checkIntervalMs: 0 });
    expect(entryOf(await reader.read(REMOTES, 'http://localhost'))).toBe('http://localhost/remotes/mfe-probe/remoteEntry.v5.js');
  });

  it('a deploy seen halfway (the new manifest read, its server build still on its way) runs no build and reports no refusal', async () => {
    version = 6;
    delayMs = 0;
    buildDelayMs = 0;
    const refused: string[] = [];
    const reader = createManifestReader({ proxies: [{ prefix: '/remotes/mfe-probe', upstream: base }], checkIntervalMs: 0, events: { refused: (name, reason) => refused.push(`${name} ${reason}`) } });
    const first = await reader.read(REMOTES, 'http://localhost', { ssr: true });
    expect(first.sources.mfe_probe?.key).toBe(serverBuildIntegrity(buildOf(6)));

    version = 7;
    buildDelayMs = 300;
    const halfway = await reader.read(REMOTES, 'http://localhost', { ssr: true });
    expect(entryOf(halfway)).toBe('http://localhost/remotes/mfe-probe/remoteEntry.v7.js');
    expect(halfway.sources.mfe_probe).toBeUndefined();
    expect(halfway.problems.mfe_probe).toBeUndefined();

    await new Promise((resolve) => setTimeout(resolve, 400));
    buildDelayMs = 0;
    const after = await reader.read(REMOTES, 'http://localhost', { ssr: true });
    expect(after.sources.mfe_probe?.key).toBe(serverBuildIntegrity(buildOf(7)));
    expect(refused).toEqual([]);
  });
});
