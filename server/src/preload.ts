/**
 * The preload hints of a written page: what a navigation needs first, from its plan
 * ({@link NavigationPlan}) and the remotes' manifests, and the lazy UI parts its server markup draws.
 */
import { slotWidgets } from '@ledgerlens/shared/pages';
import type { RemotesConfig } from '@ledgerlens/shared';
import { HEADER_WIDGET_MEDIA, HOME_EAGER_WIDGETS } from 'shell/ssr-constants';
import type { NavigationPlan } from './navigation';

/** A preload hint of a written page. */
export interface PreloadLink {
  href: string;
  as: 'fetch' | 'script';
  media?: string;
  /** A file of the page's own chunk (not needed to take a server render over: see `writePage` in boot.ts). */
  page?: true;
}

/**
 * What to preload for a navigation, in request order: the page's data first (the API may need a
 * round trip upstream), then the owning remote's manifest (`as="fetch"`, as the federation runtime
 * fetches it), entry, `./routes` and page chunk (its files marked `page`), then on `/` the first {@link HOME_EAGER_WIDGETS}
 * home widgets, then the header widget (with `media`: only the screens that draw it,
 * {@link HEADER_WIDGET_MEDIA}). A remote whose manifest could not be read gets no hints.
 */
export function preloadPlan(remotes: RemotesConfig, plan: Pick<NavigationPlan, 'pathname' | 'owner' | 'page' | 'data' | 'manifests'>): PreloadLink[] {
  const { assets, manifestUrls } = plan.manifests;
  const links: PreloadLink[] = [];
  const seen = new Set<string>();
  const add = (href: string | undefined, as: 'fetch' | 'script', page?: true) => {
    if (!href || seen.has(href)) return;
    seen.add(href);
    links.push(page ? { href, as, page } : { href, as });
  };
  const remoteBase = (name: string) => {
    const a = assets[name];
    if (!a) return false;
    add(manifestUrls[name], 'fetch');
    add(a.entry, 'script');
    return true;
  };
  const expose = (name: string, exposePath: string) => assets[name]?.exposes[exposePath]?.sync.forEach((u) => add(u, 'script'));

  for (const url of plan.data) add(url, 'fetch');
  if (plan.owner) {
    if (remoteBase(plan.owner)) {
      expose(plan.owner, './routes');
      const chunk = plan.page?.chunk;
      if (chunk) (assets[plan.owner]?.pages[chunk] ?? []).forEach((u) => add(u, 'script', true));
    }
  } else if (plan.pathname === '/') {
    for (const { remote, expose: w } of slotWidgets(remotes, 'home').slice(0, HOME_EAGER_WIDGETS)) if (remoteBase(remote)) expose(remote, w);
  }
  // The header widget is drawn from HEADER_WIDGET_MEDIA up (shell `Header`): hinted for those screens only.
  const start = links.length;
  for (const { remote, expose: w } of slotWidgets(remotes, 'header').slice(0, 1)) if (remoteBase(remote)) expose(remote, w);
  for (const l of links.slice(start)) l.media = HEADER_WIDGET_MEDIA;
  return links;
}

/**
 * Preload links for the lazy UI parts that a server-rendered page draws at once (tabs, a switch).
 * Each element of the markup carrying `data-lazy-ui="<name>"` names a part; `parts` is the shell's
 * `lazy-ui.json` (`{ "<name>": ["/<file>.js", ...] }`). The client loads those files before it
 * hydrates (`preloadDrawnUi`), so without the hint they would come one level after the shell's code.
 * Unknown names and anything but a same-origin path or an https URL of a `.js` file are ignored.
 * @returns one link per file, first seen first, no duplicates
 */
export function lazyUiLinks(markup: string, parts: unknown): { href: string; as: 'script' }[] {
  if (!parts || typeof parts !== 'object') return [];
  const table = parts as Record<string, unknown>;
  const hrefs = new Set<string>();
  for (const m of markup.matchAll(/\sdata-lazy-ui="([a-z0-9-]+)"/g)) {
    const files = Object.hasOwn(table, m[1]) ? table[m[1]] : undefined;
    if (!Array.isArray(files)) continue;
    for (const f of files) if (typeof f === 'string' && /^(\/(?!\/)|https:\/\/)[^"'<>\s]+\.js$/.test(f)) hrefs.add(f);
  }
  return [...hrefs].map((href) => ({ href, as: 'script' as const }));
}
