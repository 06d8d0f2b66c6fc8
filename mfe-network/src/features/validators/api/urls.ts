/** `GET /api/validators`: the URL of the validators (`./validatorsApi.ts`), declared by the page that declares it (`../../../pages.ts`). */
export const VALIDATORS_URL = '/api/validators';
