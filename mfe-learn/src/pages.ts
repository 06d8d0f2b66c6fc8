/**
 * The pages of mfe_learn (see `@ledgerlens/shared/pages`): given to each route as its `handle`
 * (`./routes.tsx`) and published by the build in the remote's `mf-manifest.json` (`metaData.pages`),
 * where the shell's web server reads them to preload a page's chunk. None is rendered on the server.
 */
import type { PageDeclaration, RemoteDeclarations } from '@ledgerlens/shared/pages';

/** Each page by name. */
export const pages = {
  hub: { path: '/en/learn', chunk: 'page-learn-hub', data: [], ssr: false },
  article: { path: '/en/learn/:section/:slug', chunk: 'page-article', data: [], ssr: false },
  ctid: { path: '/ctid', chunk: 'page-ctid', data: [], ssr: false },
} satisfies Record<string, PageDeclaration>;

/** Everything this remote declares (published in its manifest). */
export const declarations: RemoteDeclarations = { pages: Object.values(pages) };
