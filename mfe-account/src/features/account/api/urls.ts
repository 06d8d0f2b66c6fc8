/**
 * URL templates of mfe-account's account endpoints (`./accountApi.ts`), spelled once: the endpoints
 * fill them (`fillUrl`) and the account page declares them (`../../../pages.ts`), so the server's
 * preload is the page's own request.
 */
import { ACCOUNT_TX_PAGE_SIZE } from '@ledgerlens/shared';

/** `GET /api/account/{address}/transactions-paginated` (rippled `account_tx`), before its `?limit&marker`. */
export const ACCOUNT_TRANSACTIONS_PATH = '/api/account/:address/transactions-paginated';

/**
 * `view=rows`: the history's transactions as its rows show them (no description, summary, balance
 * changes or affected objects, which their own page asks for): a quarter of the bytes, in the
 * server-rendered page too.
 */
export const ACCOUNT_TRANSACTIONS_VIEW = 'view=rows';

/** The first page of an account's history as the page asks it: {@link ACCOUNT_TX_PAGE_SIZE} transactions, newest first. */
export const ACCOUNT_TRANSACTIONS_FIRST_PAGE_URL = `${ACCOUNT_TRANSACTIONS_PATH}?limit=${ACCOUNT_TX_PAGE_SIZE}&${ACCOUNT_TRANSACTIONS_VIEW}`;

/**
 * `GET /api/account/{address}/identity`: the account's identity and permission objects (rippled
 * `account_objects` by type, `./identityApi.ts`), asked at the account page's first render.
 */
export const ACCOUNT_IDENTITY_URL = '/api/account/:address/identity';
