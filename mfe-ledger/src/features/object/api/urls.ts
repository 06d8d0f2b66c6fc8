/** `GET /api/objects/{index}`: the URL template of a ledger entry (`./objectApi.ts`), declared by the object page (`../../../pages.ts`). */
export const OBJECT_URL = '/api/objects/:index';
