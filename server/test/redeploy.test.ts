/**
 * A redeployed remote in a running web server: its new server build's RTK Query endpoints replace
 * the old ones (`injectEndpoints` with `overrideExisting`, given to every server build by the
 * shell's renderer), so the next render asks the new endpoint. Served through the boot source with
 * the real renderer (`createShellRenderer`), a stand-in remote (manifest with its page declaration
 * and the build's SHA-256, and the build) and a stand-in API.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createShellRenderer } from 'shell/server';
import { serverBuildIntegrity } from 'shell/ssr-integrity';
import { testBoot } from './boot-helpers';

jest.setTimeout(60_000);

/** A server build as `scripts/build-ssr.mjs` writes one: its page asks the endpoint `probe` for `/api/<endpoint>`. */
const build = (endpoint: string) =>
  'module.exports=function(require){"use strict";var module={exports:{}},exports=module.exports;' +
  "const React=require('react');const shared=require('@ledgerlens/shared');" +
  `const api=shared.baseApi.injectEndpoints({endpoints:(b)=>({probe:b.query({query:()=>'/api/${endpoint}'})})});` +
  "function Page(){const r=api.useProbeQuery();return React.createElement('p',{id:'probe'},r.data?r.data.text:'loading');}" +
  "exports.modules={'./routes':{default:[{path:'/probe',Component:Page}]}};" +
  '\nreturn module.exports};';

let tmp: string;
let remote: http.Server;
let api: http.Server;
let source = build('probe-v1');
const renderer = createShellRenderer();

const listen = (server: http.Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'll-redeploy-'));
  writeFileSync(path.join(tmp, 'index.html'), '<!doctype html><html><head></head><body><div id=root></div></body></html>');
  writeFileSync(path.join(tmp, 'config.json'), JSON.stringify({ apiBaseUrl: '' }));
  writeFileSync(path.join(tmp, 'remotes.json'), JSON.stringify({ mfe_probe: { label: 'Probe', entry: '/remotes/mfe-probe/mf-manifest.json', routes: ['/probe'] } }));
  remote = http.createServer((req, res) => {
    if (req.url === '/ssr/server.cjs') return void res.writeHead(200, { 'content-type': 'application/javascript' }).end(source);
    if (req.url !== '/mf-manifest.json') return void res.writeHead(404).end();
    const metaData = { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto', ssr: { file: 'ssr/server.cjs', integrity: serverBuildIntegrity(source) }, pages: [{ path: '/probe', chunk: 'page-probe', data: [], ssr: true }] };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'mfe_probe', name: 'mfe_probe', metaData, exposes: [] }));
  });
  api = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: `answer of ${req.url}` })));
});

afterAll(async () => {
  renderer.dispose();
  await new Promise((r) => remote.close(r));
  await new Promise((r) => api.close(r));
  rmSync(tmp, { recursive: true, force: true });
});

it("serves, swaps a remote's server build, renders, and the page asks the new build's endpoint", async () => {
  const boot = testBoot(tmp, { proxies: [{ prefix: '/remotes/mfe-probe', upstream: await listen(remote) }], renderer, apiUrl: await listen(api), deadlineMs: 5000 });
  const before = await boot.go('/probe');
  expect(before.outcome).toBe('rendered');
  expect(before.html).toContain('<p id="probe">answer of /api/probe-v1</p>');
  // The remote is redeployed: a new build (and manifest) at the same URLs; the server keeps running.
  source = build('probe-v2');
  const after = await boot.go('/probe');
  expect(after.outcome).toBe('rendered');
  expect(after.html).toContain('<p id="probe">answer of /api/probe-v2</p>');
});
