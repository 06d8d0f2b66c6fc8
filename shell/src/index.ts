/**
 * Entry of the shell.
 *
 * 1. Provides the federation runtime to every remote (`federationGlobals.ts`): remotes are built
 *    with `experiments.externalRuntime` and the webpack bundler runtime as an external
 *    (webpack.federation.cjs), so their `remoteEntry.js` reads `_FEDERATION_RUNTIME_CORE` and
 *    `_FEDERATION_BUNDLER_RUNTIME` instead of carrying copies. These are the very modules the
 *    shell's own federation runtime runs on (one copy in `main.js`), set before any remote loads.
 * 2. Async boundary: shared singletons are negotiated before any of them is evaluated.
 */
import { provideFederationRuntime } from './federationGlobals';
import { startFailed } from './startFailure';

performance.mark('ll:main');
provideFederationRuntime();

import(/* webpackChunkName: "boot" */ './bootstrap').catch(startFailed);
