/**
 * `GET /api/tokens/{currency}/{issuer}`: the URL template of a token (`./tokenApi.ts`), the currency
 * in its ledger form and the issuer's address (the parts `currency` and `issuer` of the token page's
 * `:token` parameter), declared by the page that declares it (`../../../pages.ts`).
 */
export const TOKEN_URL = '/api/tokens/:token.currency/:token.issuer';
