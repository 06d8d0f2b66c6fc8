/**
 * The shell's Module Federation runtime plugin. Its `errorLoadRemote` hook turns a remote that
 * cannot be loaded (entry or manifest unreachable, chunk failed, container broken) into a marked
 * fallback module instead of a rejected promise, as the runtime intends for fallbacks: the shell
 * then shows "This part of LedgerLens is unavailable" with Retry for that remote's routes, and an
 * empty slot for its widgets, while everything else keeps working.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const FAILURE = Symbol.for('ledgerlens.remoteFailure');

/** A fallback module standing for a remote module that could not be loaded. */
export interface RemoteFailure {
  [FAILURE]: true;
  /** The module id, e.g. `mfe_search/routes`. */
  id: string;
  error: unknown;
  default: undefined;
}

/** True when `mod` is the fallback the plugin returned for a failed load. */
export function isRemoteFailure(mod: unknown): mod is RemoteFailure {
  return Boolean(mod && typeof mod === 'object' && (mod as Record<symbol, unknown>)[FAILURE]);
}

/** The runtime plugin; registered once by `applyRemotesConfig`. */
export function ledgerlensFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ledgerlens-remote-fallback',
    errorLoadRemote(args) {
      // `onLoad`: the module could not be loaded; answer with a marked fallback module.
      // `beforeRequest` and other lifecycles: leave the error to the caller.
      if (args.lifecycle !== 'onLoad') return undefined;
      const failure: RemoteFailure = { [FAILURE]: true, id: args.id, error: args.error, default: undefined };
      if (typeof console !== 'undefined') console.warn(`[ledgerlens] remote module ${args.id} is unavailable`, args.error);
      return failure;
    },
  };
}
