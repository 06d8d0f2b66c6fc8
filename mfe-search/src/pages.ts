/**
 * The pages of mfe_search and what each asks the API for at its first render (see
 * `@ledgerlens/shared/pages`): given to each route as its `handle` (`./routes.tsx`) and published
 * by the build in the remote's `mf-manifest.json` (`metaData.pages`), where the shell's web server
 * reads them to preload a page's data and render it on the server.
 */
import { TRANSACTION_PREVIEW_URL } from '@ledgerlens/shared';
import type { PageDeclaration, RemoteDeclarations } from '@ledgerlens/shared/pages';

/** Each page by name. */
export const pages = {
  /** The search page asks for nothing before its first paint (a valid `?q=` is redirected by the server). */
  search: { path: '/search', chunk: 'page-search', data: [], ssr: true },
  /** A transaction by hash or CTID: its page-sized answer (`TRANSACTION_PREVIEW_URL`, filled by `getTransaction`; source rippled `tx`). */
  transaction: { path: '/transaction/:id', chunk: 'page-transaction', data: [TRANSACTION_PREVIEW_URL], ssr: true, params: { id: 'transaction-id' } },
  /** No id: the page says so (client-rendered). */
  transactionMissing: { path: '/transaction', chunk: 'page-transaction', data: [], ssr: false },
} satisfies Record<string, PageDeclaration>;

/** Everything this remote declares (published in its manifest). */
export const declarations: RemoteDeclarations = { pages: Object.values(pages) };
