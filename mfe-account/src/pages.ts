/**
 * The pages of mfe_account and what each asks the API for at its first render (see
 * `@ledgerlens/shared/pages`): given to each route as its `handle` (`./routes.tsx`) and published
 * by the build in the remote's `mf-manifest.json` (`metaData.pages`), where the shell's web server
 * reads them to preload a page's data and render it on the server.
 */
import { ACCOUNT_TX_PAGE_SIZE } from '@ledgerlens/shared';
import type { PageDeclaration, RemoteDeclarations } from '@ledgerlens/shared/pages';

/** Each page by name. */
export const pages = {
  /**
   * An account (rippled `account_info` and more), the market data its hero's XRP value uses, and the
   * first page of its history (the open tab, `TransactionHistory`), and its identity & permission
   * objects (`IdentitySection`).
   */
  account: {
    path: '/account/:address',
    chunk: 'page-account',
    data: ['/api/account/:address', '/api/market/data', `/api/account/:address/transactions-paginated?limit=${ACCOUNT_TX_PAGE_SIZE}`, '/api/account/:address/identity'],
    ssr: true,
    params: { address: 'classic-address' },
  },
  /** No address: the page says so (client-rendered). */
  accountMissing: { path: '/account', chunk: 'page-account', data: [], ssr: false },
  /** An NFT by its NFTokenID. */
  nft: { path: '/nft/:id', chunk: 'page-nft', data: ['/api/nfts/:id'], ssr: true, params: { id: 'nft-id' } },
} satisfies Record<string, PageDeclaration>;

/** Everything this remote declares (published in its manifest). */
export const declarations: RemoteDeclarations = { pages: Object.values(pages) };
