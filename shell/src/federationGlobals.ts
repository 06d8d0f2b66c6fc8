/**
 * The federation runtime every remote runs on, provided once per page by the shell:
 * the `/` first view loads two remotes' `remoteEntry.js`, and each would carry its own copy of the
 * webpack bundler runtime, about 5 KiB gzip apiece.
 *
 * Remotes are built with `experiments.externalRuntime` and with
 * `@module-federation/webpack-bundler-runtime` as an external (webpack.federation.cjs), so their
 * `remoteEntry.js` reads two globals instead of bundling copies:
 * - `_FEDERATION_RUNTIME_CORE`: `@module-federation/runtime-core` (the same module the shell's own
 *   federation runtime runs on);
 * - `_FEDERATION_BUNDLER_RUNTIME`: the bundler runtime's default export (`{ runtime, bundlerRuntime,
 *   attachShareScopeMap, ... }`, which each container copies into its own `__webpack_require__.federation`).
 *
 * Two adjustments make the shell's modules safe to share with containers:
 * - `runtime.init` creates (or re-initialises) the container's own instance without becoming the
 *   page's default instance: `@module-federation/runtime`'s `init` would make the last container
 *   the default of `loadRemote`/`registerRemotes`, which the shell calls (its instance must stay
 *   the default), and would match instances by the shell's build identifier;
 * - `bundlerRuntime.initContainerEntry` is the real one: the shell exposes nothing, so its own
 *   bundler runtime is built without it (`FEDERATION_HAS_EXPOSES`).
 *
 * A remote running standalone (no shell) gets the same globals from `mf-runtime-core.js`, which
 * bundles this module (webpack.federation.cjs `StandaloneRuntimeCorePlugin`).
 */
import * as runtimeCore from '@module-federation/runtime-core';
import federation from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const runtime = federation.runtime as NonNullable<typeof federation.runtime>;
type InitOptions = Parameters<typeof runtime.init>[0];
type Instance = ReturnType<typeof runtime.init>;

/**
 * `init` for a container (remote): its registered instance (same name, and same version when one
 * is given) re-initialised with `options`, else a new instance registered on the page, leaving the
 * page's default instance (the shell's) as it is.
 */
function initContainerInstance(options: InitOptions): Instance {
  const instances = (runtimeCore.CurrentGlobal.__FEDERATION__?.__INSTANCES__ ?? []) as Instance[];
  const existing = instances.find(
    (i) => i.options.name === options.name && (options.version ? i.options.version === options.version : !i.options.version),
  );
  const normalized = { ...options, id: options.id || '' };
  if (!existing) return runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

/** Sets both globals (once) before any remote loads. */
export function provideFederationRuntime(): void {
  const g = globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore; _FEDERATION_BUNDLER_RUNTIME?: unknown };
  g._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  g._FEDERATION_BUNDLER_RUNTIME ??= {
    ...federation,
    runtime: { ...runtime, init: initContainerInstance },
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntimeOptions: {},
  };
}
