/** `GET /api/tokens`: the URL of the token directory (`./tokensApi.ts`), declared by the page that declares it (`../../../pages.ts`). */
export const TOKENS_URL = '/api/tokens';
