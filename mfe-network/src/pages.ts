/**
 * The pages of mfe_network and what each asks the API for at its first render, and the requests of
 * its first home widget (see `@ledgerlens/shared/pages`): given to each route as its `handle`
 * (`./routes.tsx`) and published by the build in the remote's `mf-manifest.json` (`metaData.pages`,
 * `metaData.widgetData`), where the shell's web server reads them to preload a page's data and
 * render it on the server.
 */
import { fillUrl, MARKET_DATA_URL } from '@ledgerlens/shared';
import type { PageDeclaration, RemoteDeclarations } from '@ledgerlens/shared/pages';
import { AMENDMENT_URL, AMENDMENTS_URL } from './features/amendments/api/urls';
import { AMM_POOL_URL, AMM_POOLS_URL } from './features/amm/api/urls';
import { FIRST_HISTORY_RANGE, MARKET_HISTORY_URL } from './features/market/api/urls';
import { MPT_URL } from './features/mpt/api/urls';
import { RICH_LIST_URL } from './features/richlist/api/urls';
import { TOKEN_URL } from './features/token/api/urls';
import { TOKENS_URL } from './features/tokens/api/urls';
import { VALIDATORS_URL } from './features/validators/api/urls';

/** Each page by name. */
export const pages = {
  validators: { path: '/validators', chunk: 'page-validators', data: [VALIDATORS_URL], ssr: true },
  tokens: { path: '/tokens', chunk: 'page-tokens', data: [TOKENS_URL], ssr: true },
  ammList: { path: '/amm', chunk: 'page-amm-list', data: [AMM_POOLS_URL], ssr: true },
  amm: { path: '/amm/:account', chunk: 'page-amm', data: [AMM_POOL_URL], ssr: true, params: { account: 'classic-address' } },
  /** A token `CUR.issuer`: the currency in its ledger form and the issuer, as the page requests them. */
  token: { path: '/token/:token', chunk: 'page-token', data: [TOKEN_URL], ssr: true, params: { token: 'token-id' } },
  /** An MPT issuance by its MPTokenIssuanceID (48 hex). */
  mpt: { path: '/mpt/:id', chunk: 'page-mpt', data: [MPT_URL], ssr: true, params: { id: 'mpt-issuance-id' } },
  balances: { path: '/balances', chunk: 'page-balances', data: [RICH_LIST_URL], ssr: true },
  amendments: { path: '/amendments', chunk: 'page-amendments', data: [AMENDMENTS_URL], ssr: true },
  amendment: { path: '/amendment/:nameOrId', chunk: 'page-amendment', data: [AMENDMENT_URL], ssr: true, params: { nameOrId: 'amendment' } },
} satisfies Record<string, PageDeclaration>;

/** Everything this remote declares (published in its manifest). */
export const declarations: RemoteDeclarations = {
  pages: Object.values(pages),
  // The market card asks for the price and the first range of its price history at once.
  widgetData: { './widgets/market': [MARKET_DATA_URL, fillUrl(MARKET_HISTORY_URL, { range: FIRST_HISTORY_RANGE })] },
};
