/**
 * Test wiring of the shell's per-navigation page (`boot.ts`) as `serve.ts` wires it: one watcher of
 * the dist's run-time files, a manifest reader and the boot source, with `render` answering the
 * page's HTML (undefined: the built `index.html`).
 */
import { parseRemotesConfig } from '@ledgerlens/shared/pages';
import { createBootSource, type BootOptions, type NavigationRequest, type NavigationResult } from '../src/boot';
import { createManifestReader, type ManifestReaderOptions, type ManifestView } from '../src/manifests';
import { planNavigation, type NavigationPlan } from '../src/navigation';
import { createRuntimeFiles } from '../src/runtime-files';

export type TestBootOptions = ManifestReaderOptions & Omit<BootOptions, 'files' | 'manifests' | 'events'> & { events?: ManifestReaderOptions['events'] & BootOptions['events'] };

/** A boot source over `distDir` (files re-read, and manifests re-checked and awaited, on every navigation). */
export function testBoot(distDir: string, { proxies, checkIntervalMs = 0, timeoutMs, recheckWaitMs = Infinity, trustedOrigins, events, ...boot }: TestBootOptions = {}) {
  const files = createRuntimeFiles(distDir, { checkIntervalMs: 0 });
  const manifests = createManifestReader({ proxies, checkIntervalMs, timeoutMs, recheckWaitMs, trustedOrigins, events });
  const source = createBootSource({ files, manifests, events, ...boot });
  return {
    ...source,
    /** The navigation's result. */
    go: (pathname: string, request: Partial<NavigationRequest> = {}): Promise<NavigationResult> => source.navigate({ pathname, origin: 'http://localhost', ...request }),
    /** The navigation's page (undefined: the built index.html). */
    render: async (pathname: string, origin = 'http://localhost', request: Partial<NavigationRequest> = {}) => (await source.navigate({ pathname, origin, ...request })).html,
  };
}

/** The plan of a navigation over given manifests (no I/O). */
export function planOf(remotes: unknown, pathname: string, view: Partial<ManifestView>, { apiBaseUrl = '', renderable = false } = {}): Promise<NavigationPlan> {
  const full: ManifestView = { manifestUrls: {}, assets: {}, sources: {}, problems: {}, declarations: {}, ...view };
  return planNavigation({ remotes: parseRemotesConfig(remotes), pathname, apiBaseUrl, renderable, read: async () => full });
}
