/**
 * The shell's Module Federation runtime plugin. Its `errorLoadRemote` hook turns a remote that
 * cannot be loaded (entry or manifest unreachable, chunk failed, container broken) into a marked
 * fallback module instead of a rejected promise, as the runtime intends for fallbacks: the shell
 * then shows "This part of LedgerLens is unavailable" with Retry for that remote's routes, and an
 * empty slot for its widgets, while everything else keeps working.
 *
 * Version skew: its `loadRemoteSnapshot` hook reads the remote's `mf-manifest.json`
 * before any of its code runs and refuses a remote built against an incompatible
 * `@ledgerlens/shared` (see {@link isSharedCompatible}): a console error names both versions and the
 * remote's routes show the same unavailable panel, never a blank page. A remote built against an
 * older minor version of the page's major loads and works.
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

/** The shared runtime singleton whose version remotes must agree with. */
export const SHARED_PACKAGE = '@ledgerlens/shared';

const parse = (version: string) => /^(\d+)\.(\d+)\.(\d+)/.exec(version.trim())?.slice(1).map(Number);

/**
 * LedgerLens's rule for `@ledgerlens/shared` across independently deployed builds: a remote built
 * against version `built` runs on a page providing `provided` when both have the same major (the
 * first number, also in 0.x) and `built` is not newer than `provided` in minor (an older-minor remote
 * uses only what the page has). Unparsable versions are not judged (true).
 */
export function isSharedCompatible(built: string, provided: string): boolean {
  const b = parse(built);
  const p = parse(provided);
  if (!b || !p) return true;
  return b[0] === p[0] && b[1]! <= p[1]!;
}

interface ManifestShared {
  name: string;
  version?: string;
}

/** The runtime plugin; registered once by `applyRemotesConfig`. */
export function ledgerlensFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ledgerlens-remote-fallback',
    loadRemoteSnapshot(args) {
      const manifest = args.manifestJson as { shared?: ManifestShared[]; metaData?: { buildInfo?: { buildVersion?: string } } } | undefined;
      const built = manifest?.shared?.find((s) => s.name === SHARED_PACKAGE)?.version;
      const providedList = (args.options.shared as Record<string, Array<{ version?: string }> | undefined> | undefined)?.[SHARED_PACKAGE];
      const provided = providedList?.find((s) => s.version)?.version;
      if (built && provided && !isSharedCompatible(built, provided)) {
        const remote = args.moduleInfo.name;
        const version = manifest?.metaData?.buildInfo?.buildVersion;
        const message =
          `[ledgerlens] ${remote}${version ? ` ${version}` : ''} was built against ${SHARED_PACKAGE} ${built}, ` +
          `incompatible with this page's ${SHARED_PACKAGE} ${provided} (different major, or a newer minor): not loaded`;
        if (typeof console !== 'undefined') console.error(message);
        throw new Error(message);
      }
      return args;
    },
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
