/**
 * Entry of the shell.
 *
 * 1. Provides the federation runtime to every remote: remotes are built with
 *    `experiments.externalRuntime` (webpack.federation.cjs), so their `remoteEntry.js` reads
 *    `_FEDERATION_RUNTIME_CORE` instead of carrying a copy. This is the same runtime-core module
 *    the shell's own federation runtime runs on (one copy in `main.js`), set before any remote
 *    loads.
 * 2. Async boundary: shared singletons are negotiated before any of them is evaluated.
 */
import * as runtimeCore from '@module-federation/runtime-core';

const federationGlobal = globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };
federationGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;

import(/* webpackChunkName: "boot" */ './bootstrap');
