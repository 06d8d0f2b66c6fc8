/** `GET /api/amm`: the URL of the AMM pool list (`./ammApi.ts`), declared by the page that declares it (`../../../pages.ts`). */
export const AMM_POOLS_URL = '/api/amm';

/** `GET /api/amm/{account}`: the URL template of one pool by its AMM account (`./ammApi.ts`), declared by the page that declares it (`../../../pages.ts`). */
export const AMM_POOL_URL = '/api/amm/:account';
