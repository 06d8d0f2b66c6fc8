/** `GET /api/amendments`: the URL of the amendment list (`./amendmentsApi.ts`), declared by the page that declares it (`../../../pages.ts`). */
export const AMENDMENTS_URL = '/api/amendments';

/** `GET /api/amendments/{name or id}`: the URL template of one amendment (`./amendmentsApi.ts`), declared by the page that declares it (`../../../pages.ts`). */
export const AMENDMENT_URL = '/api/amendments/:nameOrId';
