/**
 * The federation runtime the shell provides to remotes (`shell/src/federationGlobals.ts`):
 * remotes' `remoteEntry.js` do not bundle the webpack bundler runtime (one copy per page); they read it from
 * `_FEDERATION_BUNDLER_RUNTIME`, so a container's init must not disturb the shell's instance.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import federation from '@module-federation/webpack-bundler-runtime';
import { provideFederationRuntime } from '../src/federationGlobals';

type Provided = {
  runtime: { init: (o: { name: string; version?: string; remotes: [] }) => { name: string; options: { version?: string } } };
  bundlerRuntime: Record<string, unknown>;
  instance: unknown;
  initOptions: unknown;
  bundlerRuntimeOptions: Record<string, unknown>;
  attachShareScopeMap: unknown;
};
const g = globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_BUNDLER_RUNTIME?: Provided };
const runtime = federation.runtime!;

beforeAll(() => {
  // The shell's own instance, created first as in the browser (its main.js runs before any remote).
  runtime.init({ name: 'shell', remotes: [] });
  provideFederationRuntime();
});

test('both globals are the modules the shell runs on', () => {
  expect((g._FEDERATION_RUNTIME_CORE as typeof runtimeCore).ModuleFederation).toBe(runtimeCore.ModuleFederation);
  const provided = g._FEDERATION_BUNDLER_RUNTIME!;
  expect(provided.bundlerRuntime.consumes).toBe(federation.bundlerRuntime!.consumes);
  expect(provided.bundlerRuntime.remotes).toBe(federation.bundlerRuntime!.remotes);
  expect(provided.attachShareScopeMap).toBe(federation.attachShareScopeMap);
});

test('a container gets the real initContainerEntry and a clean state of its own', () => {
  const provided = g._FEDERATION_BUNDLER_RUNTIME!;
  // The container's `init(shareScope)` calls it; the shell (no exposes) is built without it.
  expect(typeof provided.bundlerRuntime.initContainerEntry).toBe('function');
  expect(provided.instance).toBeUndefined();
  expect(provided.initOptions).toBeUndefined();
  expect(provided.bundlerRuntimeOptions).not.toBe(federation.bundlerRuntimeOptions);
});

test("a remote's init creates its own instance and leaves the shell's instance the page default", () => {
  const provided = g._FEDERATION_BUNDLER_RUNTIME!;
  const search = provided.runtime.init({ name: 'mfe_search', remotes: [] });
  expect(search.name).toBe('mfe_search');
  const network = provided.runtime.init({ name: 'mfe_network', remotes: [] });
  expect(network.name).toBe('mfe_network');
  // loadRemote/registerRemotes (what the shell calls) still go to the shell's instance.
  expect(runtime.getInstance()?.name).toBe('shell');
  // The same container initialised again (a second remoteEntry.js run) gets its instance back.
  expect(provided.runtime.init({ name: 'mfe_search', remotes: [] })).toBe(search);
});

test('setting the globals again keeps the first ones', () => {
  const first = g._FEDERATION_BUNDLER_RUNTIME;
  provideFederationRuntime();
  expect(g._FEDERATION_BUNDLER_RUNTIME).toBe(first);
});
