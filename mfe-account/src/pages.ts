/**
 * The pages of mfe_account and what each asks the API for at its first render (see
 * `@ledgerlens/shared/pages`): given to each route as its `handle` (`./routes.tsx`) and published
 * by the build in the remote's `mf-manifest.json` (`metaData.pages`), where the shell's web server
 * reads them to preload a page's data and render it on the server.
 */
import { ACCOUNT_URL, MARKET_DATA_URL } from '@ledgerlens/shared';
import type { PageDeclaration, RemoteDeclarations } from '@ledgerlens/shared/pages';
import { ACCOUNT_IDENTITY_URL, ACCOUNT_TRANSACTIONS_FIRST_PAGE_URL } from './features/account/api/urls';
import { NFT_URL } from './features/nft/api/urls';

/** Each page by name. */
export const pages = {
  /**
   * An account (rippled `account_info` and more), the market data its hero's XRP value uses, the
   * first page of its history (the open tab, `TransactionHistory`) and its identity and permission
   * objects (the hero's identity section).
   */
  account: {
    path: '/account/:address',
    chunk: 'page-account',
    data: [ACCOUNT_URL, MARKET_DATA_URL, ACCOUNT_TRANSACTIONS_FIRST_PAGE_URL, ACCOUNT_IDENTITY_URL],
    ssr: true,
    params: { address: 'classic-address' },
  },
  /** No address: the page says so (client-rendered). */
  accountMissing: { path: '/account', chunk: 'page-account', data: [], ssr: false },
  /** An NFT by its NFTokenID. */
  nft: { path: '/nft/:id', chunk: 'page-nft', data: [NFT_URL], ssr: true, params: { id: 'nft-id' } },
} satisfies Record<string, PageDeclaration>;

/** Everything this remote declares (published in its manifest). */
export const declarations: RemoteDeclarations = { pages: Object.values(pages) };
