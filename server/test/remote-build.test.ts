/**
 * A remote's server build as the web server runs it (`compileRemote` of a renderer of `shell/src/server.tsx`):
 * the verified text is loaded by Node's `require` from a file named by its SHA-256 and its factory
 * is given the shell's own singletons, nothing else; no eval, no global.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as React from 'react';
import * as Shared from '@ledgerlens/shared';
import { createShellRenderer } from 'shell/server';

const ROOT = path.resolve(__dirname, '../..');
const key = (source: string) => `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
/** A factory as `scripts/build-ssr.mjs` writes one, around `body`. */
const factory = (body: string) => `module.exports=function(require){"use strict";var module={exports:{}},exports=module.exports;${body}\nreturn module.exports};`;

let tmp: string;
const renderer = createShellRenderer();
const compileRemote = renderer.compileRemote;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'll-remote-build-'));
});
afterAll(() => {
  renderer.dispose();
  rmSync(tmp, { recursive: true, force: true });
});

describe("a remote's server build", () => {
  it('runs with the shell\'s own React and shared package (one of each, as federation gives them)', () => {
    const source = factory(`exports.modules = { './routes': { default: [], react: require('react'), shared: require('@ledgerlens/shared') } };`);
    const modules = compileRemote({ key: key(source), source });
    const routes = modules?.['./routes'] as { default: unknown[]; react: typeof React; shared: typeof Shared } | undefined;
    expect(routes?.default).toEqual([]);
    // The same module instances (a namespace object may be wrapped per importer: compare what it holds).
    expect(routes?.react.useState).toBe(React.useState);
    expect(routes?.react.createContext).toBe(React.createContext);
    expect(routes?.shared.createAppStore).toBe(Shared.createAppStore);
    // Its `baseApi` is the one store slice (seen through the renderer's `overrideExisting` default).
    expect(routes?.shared.baseApi.reducerPath).toBe(Shared.baseApi.reducerPath);
  });

  it('gets nothing else: a build that requires a Node module does not load', () => {
    const source = factory(`exports.modules = { './routes': { default: [], fs: require('node:fs') } };`);
    expect(compileRemote({ key: key(source), source })).toBeUndefined();
  });

  it('is not evaluated as text: a build that is not a factory does not run', () => {
    const marker = `__ledgerlensRan${Date.now()}`;
    // Old-style CommonJS: its top level runs on require, but it exports no factory, so nothing of it is used.
    const source = `globalThis.${marker} = 1; exports.modules = { './routes': { default: [] } };`;
    expect(compileRemote({ key: key(source), source })).toBeUndefined();
    delete (globalThis as Record<string, unknown>)[marker];
  });

  it('built by scripts/build-ssr.mjs: the real mfe-search build loads and exposes its routes', () => {
    const out = path.join(tmp, 'ssr/server.cjs');
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-ssr.mjs'), 'mfe-search', out], { cwd: ROOT, stdio: 'pipe' });
    const source = readFileSync(out, 'utf8');
    const modules = compileRemote({ key: key(source), source });
    expect(Array.isArray((modules?.['./routes'] as { default?: unknown } | undefined)?.default)).toBe(true);
    expect(Object.keys(modules ?? {})).toEqual(expect.arrayContaining(['./routes', './widgets/headerSearch']));
  });
});
