/**
 * msw server of the mfe-account tests: the account, its history pages, lines and objects answered,
 * reserve breakdown and identity & permission objects answered
 * from the fixtures (real API answers, see fixtures/generate.ts); unknown accounts with the API's
 * real 404; a log of every request.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Account, AccountIdentity, AccountLines, AccountObjects, AccountTransactionsPage, ReserveItems } from '@ledgerlens/shared';
import account from './fixtures/account.json';
import page1 from './fixtures/history-page1.json';
import page2 from './fixtures/history-page2.json';
import lines from './fixtures/lines.json';
import objects from './fixtures/objects.json';
import reserve from './fixtures/reserve.json';
import identity from './fixtures/identity.json';
import notFound from './fixtures/not-found.json';

export const ACCOUNT = account as unknown as Account;
export const PAGE1 = page1 as unknown as AccountTransactionsPage;
export const PAGE2 = page2 as unknown as AccountTransactionsPage;
export const LINES = lines as unknown as AccountLines;
export const OBJECTS = objects as unknown as AccountObjects;
export const RESERVE = reserve as unknown as ReserveItems;
export const IDENTITY = identity as unknown as AccountIdentity;
export const NOT_FOUND = notFound as { status: number; body: { error: string } };

export const requests: string[] = [];

const known = (address: unknown) => address === ACCOUNT.address;
const missing = () => HttpResponse.json(NOT_FOUND.body, { status: NOT_FOUND.status });

export const server = setupServer(
  http.get('*/api/account/:address', ({ params }) => (known(params.address) ? HttpResponse.json(ACCOUNT) : missing())),
  http.get('*/api/account/:address/transactions-paginated', ({ params, request }) => {
    if (!known(params.address)) return missing();
    const marker = new URL(request.url).searchParams.get('marker');
    return HttpResponse.json(marker === PAGE1.marker ? PAGE2 : PAGE1);
  }),
  http.get('*/api/account/:address/lines', ({ params }) => (known(params.address) ? HttpResponse.json(LINES) : missing())),
  http.get('*/api/account/:address/objects', ({ params }) => (known(params.address) ? HttpResponse.json(OBJECTS) : missing())),
  http.get('*/api/account/:address/reserve', ({ params }) => (known(params.address) ? HttpResponse.json(RESERVE) : missing())),
  http.get('*/api/account/:address/identity', ({ params }) => (known(params.address) ? HttpResponse.json(IDENTITY) : missing())),
  http.get('*/api/account/:address/nfts', ({ params }) => (known(params.address) ? HttpResponse.json({ account: params.address, ledgerIndex: null, nfts: [], truncated: false }) : missing())),
  http.get('*/api/market/data', () => HttpResponse.json({ error: 'Resource not found' }, { status: 404 })),
);

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  requests.push(url.pathname + url.search);
});

/** Requests whose path starts with `prefix`. */
export function requestsTo(prefix: string): number {
  return requests.filter((p) => p.startsWith(prefix)).length;
}
