/**
 * The remotes' server builds loaded by one shell renderer (`createShellRenderer` of `server.tsx`):
 * its own folder of written builds and its own table of loaded ones, so nothing of a render lives in
 * module state, and each web server (or test) has its own.
 *
 * A build is the verified text of a remote's `ssr/server.cjs` (`scripts/build-ssr.mjs`): a CommonJS
 * module exporting a factory `(require) => ({ modules })`. It is written under its SHA-256,
 * `require`d by Node, and its factory called with the provided singletons as its only `require` (no
 * eval, no global). A redeployed remote's build is a new text, loaded beside the old one; its
 * `baseApi.injectEndpoints` replace the endpoints of the same names (`overrideExisting`), so a
 * running server renders with the new endpoints.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as EmotionReact from '@emotion/react';
import * as EmotionJsxRuntime from '@emotion/react/jsx-runtime';
import * as Shared from '@ledgerlens/shared';
import * as SharedDomain from '@ledgerlens/shared/domain';
import * as SharedLedger from '@ledgerlens/shared/ledger';
import * as SharedAddress from '@ledgerlens/shared/address';
import type { ProvidedSingleton } from './constants';
import type { ServerRemoteModules } from './serverRemotes';

/** A remote's verified server build: its text and its integrity (`sha256-<base64>`), under which it is kept once loaded. */
export interface RemoteSource {
  key: string;
  source: string;
}

/** Builds kept loaded at most (a deploy adds one per remote). */
const MAX_LOADED = 50;

type AnyApi = { injectEndpoints: (options: { overrideExisting?: boolean | 'throw' }) => unknown; enhanceEndpoints: (...args: unknown[]) => unknown };

/**
 * `baseApi` as a server build sees it: its `injectEndpoints` replace existing endpoints of the same
 * name (a redeployed remote's new definitions win), also through `enhanceEndpoints`' result.
 */
function overridingApi(api: AnyApi): AnyApi {
  const wrap = (value: unknown) => (value === api ? proxy : value);
  const proxy: AnyApi = new Proxy(api, {
    get(target, prop, receiver) {
      if (prop === 'injectEndpoints') return (options: { overrideExisting?: boolean | 'throw' }) => wrap(target.injectEndpoints({ ...options, overrideExisting: options.overrideExisting ?? true }));
      if (prop === 'enhanceEndpoints') return (...args: unknown[]) => wrap(target.enhanceEndpoints(...args));
      return Reflect.get(target, prop, receiver);
    },
  });
  return proxy;
}

/** What a remote's server build may `require`: the singletons, as federation shares them in the browser. */
const PROVIDED: Readonly<Record<ProvidedSingleton, unknown>> = Object.freeze({
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  '@emotion/react': EmotionReact,
  '@emotion/react/jsx-runtime': EmotionJsxRuntime,
  '@ledgerlens/shared': Object.freeze({ ...Shared, baseApi: overridingApi(Shared.baseApi as unknown as AnyApi) }),
  '@ledgerlens/shared/domain': SharedDomain,
  '@ledgerlens/shared/ledger': SharedLedger,
  '@ledgerlens/shared/address': SharedAddress,
});

function providedRequire(id: string): unknown {
  if (Object.prototype.hasOwnProperty.call(PROVIDED, id)) return PROVIDED[id as ProvidedSingleton];
  throw new Error(`a remote's server build may not require "${id}"`);
}

/** One renderer's loaded server builds ({@link createRemoteBuilds}). */
export interface RemoteBuilds {
  /** The build's exposed modules (kept by its key); undefined when it does not load or has no `modules`. */
  load(remote: RemoteSource): ServerRemoteModules | undefined;
  /** Removes the folder of written builds. */
  dispose(): void;
}

/** See the module comment. The folder is private (mode 0700, `mkdtemp`) and removed at `dispose` or process exit. */
export function createRemoteBuilds(): RemoteBuilds {
  const loaded = new Map<string, ServerRemoteModules | undefined>();
  let dir: string | undefined;
  const remove = () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  };
  /** Writes a build's text to `<dir>/<sha256 hex>.cjs` (content-addressed) and returns the path. */
  const fileOf = (source: string) => {
    if (!dir) {
      dir = mkdtempSync(path.join(tmpdir(), 'ledgerlens-server-builds-'));
      process.once('exit', remove);
    }
    const file = path.join(dir, `${createHash('sha256').update(source, 'utf8').digest('hex')}.cjs`);
    if (!existsSync(file)) {
      // Written whole, then renamed: a concurrent render never requires half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
      writeFileSync(partial, source, { mode: 0o600 });
      renameSync(partial, file);
    }
    return file;
  };
  return {
    load(remote) {
      if (loaded.has(remote.key)) return loaded.get(remote.key);
      let modules: ServerRemoteModules | undefined;
      try {
        const file = fileOf(remote.source);
        const factory: unknown = createRequire(file)(file);
        if (typeof factory !== 'function') throw new Error('a server build must export a factory (require) => ({ modules })');
        const exported = (factory as (require: (id: string) => unknown) => { modules?: ServerRemoteModules } | undefined)(providedRequire);
        modules = exported?.modules && typeof exported.modules === 'object' ? exported.modules : undefined;
      } catch {
        modules = undefined;
      }
      if (loaded.size >= MAX_LOADED) loaded.delete(loaded.keys().next().value as string);
      loaded.set(remote.key, modules);
      return modules;
    },
    dispose() {
      process.removeListener('exit', remove);
      remove();
      loaded.clear();
    },
  };
}
