/** `GET /api/rich-list`: the URL of the rich list (`./richListApi.ts`), declared by the page that declares it (`../../../pages.ts`). */
export const RICH_LIST_URL = '/api/rich-list';
