/**
 * The pages of mfe_ledger and what each asks the API for at its first render (see
 * `@ledgerlens/shared/pages`): given to each route as its `handle` (`./routes.tsx`) and published
 * by the build in the remote's `mf-manifest.json` (`metaData.pages`), where the shell's web server
 * reads them to preload a page's data and render it on the server.
 */
import { LEDGER_URL } from '@ledgerlens/shared';
import type { PageDeclaration, RemoteDeclarations } from '@ledgerlens/shared/pages';
import { OBJECT_URL } from './features/object/api/urls';

/** Each page by name. */
export const pages = {
  /** A closed ledger by index or hash (rippled `ledger`); `latest` is live and client-rendered. */
  ledger: { path: '/ledger/:id', chunk: 'page-ledger', data: [LEDGER_URL], ssr: true, params: { id: 'ledger-id' } },
  /** No id: the latest ledger (client-rendered). */
  latest: { path: '/ledger', chunk: 'page-ledger', data: [], ssr: false },
  /** A ledger entry by its index (upper-cased, as the page requests it). */
  object: { path: '/object/:index', chunk: 'page-object', data: [OBJECT_URL], ssr: true, params: { index: 'ledger-object-id' } },
} satisfies Record<string, PageDeclaration>;

/** Everything this remote declares (published in its manifest). */
export const declarations: RemoteDeclarations = { pages: Object.values(pages) };
