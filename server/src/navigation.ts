/**
 * The navigation as one value: what the web server decides about a path once per request, from
 * `remotes.json` and the remotes' page declarations ({@link planNavigation}). The preload hints
 * (`preload.ts`), the server render and its kept copies (`boot.ts`) all read this plan; nothing
 * looks the owner or the page up again.
 */
import { remoteForPath, resolvePage, slotWidgets, widgetRequests } from '@ledgerlens/shared/pages';
import type { RemotesConfig } from '@ledgerlens/shared';
import { HOME_EAGER_WIDGETS } from 'shell/ssr-constants';
import type { ManifestView } from './manifests';

/** Why a page is client-rendered rather than rendered on the server (before any render is tried). */
export type PlanReason = 'no-render-module' | 'not-declared' | 'no-declarations' | 'no-manifest' | 'untrusted-origin' | 'integrity';

/** What the server does for one navigation ({@link planNavigation}). */
export interface NavigationPlan {
  pathname: string;
  /** The remote owning the path; undefined on `/` and on a path no remote owns (Page Not Found). */
  owner?: string;
  /** The owner's declared page for the path (`chunk`, `pattern`, `ssr`), when one matches. */
  page?: { chunk: string; pattern: string; ssr: boolean };
  /** The page's API requests (its parameters checked; on `/` the first home widgets'), joined to `apiBaseUrl`. */
  data: string[];
  /** Whether the page is rendered on the server, and why not. */
  ssr: { allowed: true } | { allowed: false; reason: PlanReason };
  /** The remotes the first view is drawn from (the owner, or on `/` the first home widgets' remotes). */
  drawnFrom: Set<string>;
  /** Whether the page has path parameters (an account, a pool…) or a query: one of unboundedly many. */
  parameterised: boolean;
  /** What the remotes published, as read for this navigation. */
  manifests: ManifestView;
}

/**
 * The remotes a navigation's first view is drawn from, whose manifests it waits for: the remote
 * owning the path, or on `/` those of the first {@link HOME_EAGER_WIDGETS} home widgets.
 */
export function drawnFrom(remotes: RemotesConfig, pathname: string): Set<string> {
  if (pathname !== '/') {
    const owner = remoteForPath(remotes, pathname);
    return new Set(owner ? [owner] : []);
  }
  return new Set(slotWidgets(remotes, 'home').slice(0, HOME_EAGER_WIDGETS).map((w) => w.remote));
}

/** The API requests of home's first view: those its first home widgets' remotes declare for them (`widgetData`). */
export function homeRequests(remotes: RemotesConfig, manifests: ManifestView, apiBaseUrl: string): string[] {
  return slotWidgets(remotes, 'home')
    .slice(0, HOME_EAGER_WIDGETS)
    .flatMap(({ remote, expose }) => widgetRequests(manifests.declarations[remote], expose, apiBaseUrl));
}

/**
 * Plans one navigation: reads the manifests of the remotes it is drawn from (`read`, given that
 * set; the others in the background), then resolves the owner's page declaration once.
 *
 * A page is rendered on the server when there is a render module and it is `/`, a path no remote
 * owns (Page Not Found), or a page its owner declares with `ssr: true` whose every path parameter
 * passes its check, and the owner's server build is not refused.
 */
export async function planNavigation({
  remotes,
  pathname,
  search = '',
  apiBaseUrl,
  renderable,
  read,
}: {
  remotes: RemotesConfig;
  pathname: string;
  search?: string;
  apiBaseUrl: string;
  /** Whether there is a render module at all. */
  renderable: boolean;
  /** Reads the manifests, waiting only for `awaited`. */
  read: (awaited: Set<string>) => Promise<ManifestView>;
}): Promise<NavigationPlan> {
  const owner = pathname === '/' ? undefined : remoteForPath(remotes, pathname);
  const from = owner ? new Set([owner]) : drawnFrom(remotes, pathname);
  const manifests = await read(from);
  const resolved = owner ? resolvePage(manifests.declarations[owner], pathname, apiBaseUrl) : undefined;
  const page = resolved ? { chunk: resolved.chunk, pattern: resolved.pattern, ssr: resolved.ssr } : undefined;
  const data = owner ? (resolved?.data ?? []) : pathname === '/' ? homeRequests(remotes, manifests, apiBaseUrl) : [];
  let ssr: NavigationPlan['ssr'] = { allowed: true };
  if (!renderable) ssr = { allowed: false, reason: 'no-render-module' };
  else if (owner && manifests.problems[owner]) ssr = { allowed: false, reason: manifests.problems[owner] };
  else if (owner && !page?.ssr) ssr = { allowed: false, reason: manifests.declarations[owner] ? 'not-declared' : manifests.assets[owner] ? 'no-declarations' : 'no-manifest' };
  return { pathname, owner, page, data, ssr, drawnFrom: from, parameterised: search !== '' || (pathname !== '/' && !(page && !page.pattern.includes(':'))), manifests };
}
