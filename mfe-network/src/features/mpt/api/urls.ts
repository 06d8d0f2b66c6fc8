/** `GET /api/mpts/{MPTokenIssuanceID}`: the URL template of an MPT issuance (`./mptApi.ts`), declared by the page that declares it (`../../../pages.ts`). */
export const MPT_URL = '/api/mpts/:id';
