/**
 * The pages of mfe_network and what each asks the API for at its first render, and the requests of
 * its first home widget (see `@ledgerlens/shared/pages`): given to each route as its `handle`
 * (`./routes.tsx`) and published by the build in the remote's `mf-manifest.json` (`metaData.pages`,
 * `metaData.widgetData`), where the shell's web server reads them to preload a page's data and
 * render it on the server.
 */
import type { PageDeclaration, RemoteDeclarations } from '@ledgerlens/shared/pages';

/** Each page by name. */
export const pages = {
  validators: { path: '/validators', chunk: 'page-validators', data: ['/api/validators'], ssr: true },
  tokens: { path: '/tokens', chunk: 'page-tokens', data: ['/api/tokens'], ssr: true },
  ammList: { path: '/amm', chunk: 'page-amm-list', data: ['/api/amm'], ssr: true },
  amm: { path: '/amm/:account', chunk: 'page-amm', data: ['/api/amm/:account'], ssr: true, params: { account: 'classic-address' } },
  /** A token `CUR.issuer`: the currency in its ledger form and the issuer, as the page requests them. */
  token: { path: '/token/:token', chunk: 'page-token', data: ['/api/tokens/:token.currency/:token.issuer'], ssr: true, params: { token: 'token-id' } },
  /** An MPT issuance by its MPTokenIssuanceID (48 hex). */
  mpt: { path: '/mpt/:id', chunk: 'page-mpt', data: ['/api/mpts/:id'], ssr: true, params: { id: 'mpt-issuance-id' } },
  balances: { path: '/balances', chunk: 'page-balances', data: ['/api/rich-list'], ssr: true },
  amendments: { path: '/amendments', chunk: 'page-amendments', data: ['/api/amendments'], ssr: true },
  amendment: { path: '/amendment/:nameOrId', chunk: 'page-amendment', data: ['/api/amendments/:nameOrId'], ssr: true, params: { nameOrId: 'amendment' } },
} satisfies Record<string, PageDeclaration>;

/** Everything this remote declares (published in its manifest). */
export const declarations: RemoteDeclarations = {
  pages: Object.values(pages),
  // The market card asks for the price and the first range of its price history ('24h') at once.
  widgetData: { './widgets/market': ['/api/market/data', '/api/market/history/24h'] },
};
