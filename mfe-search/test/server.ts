/**
 * msw server of the mfe-search tests, with a log of every request the code under test made.
 * Handlers answer from the fixtures (real API answers, see fixtures/README.md).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Transaction, TransactionRaw } from '@ledgerlens/shared';
import paymentXrp from './fixtures/tx-payment-xrp.json';
import failedPathDry from './fixtures/tx-failed-path-dry.json';
import partialIouMemo from './fixtures/tx-partial-iou-memo.json';
import notFound from './fixtures/tx-not-found.json';
import paymentXrpRaw from './fixtures/tx-payment-xrp.raw.json';
import failedPathDryRaw from './fixtures/tx-failed-path-dry.raw.json';
import partialIouMemoRaw from './fixtures/tx-partial-iou-memo.raw.json';

export const PAYMENT = paymentXrp as unknown as Transaction;
export const FAILED = failedPathDry as unknown as Transaction;
export const PARTIAL = partialIouMemo as unknown as Transaction;
export const NOT_FOUND = notFound as { status: number; body: { error: string; code?: string } };
/** `GET /api/transaction/{hash}/raw` of {@link PAYMENT}: the node's transaction and metadata. */
export const PAYMENT_RAW = paymentXrpRaw as unknown as TransactionRaw;

/** Raw answers by hash. */
const rawByHash = new Map<string, TransactionRaw>(
  [paymentXrpRaw, failedPathDryRaw, partialIouMemoRaw].map((r) => [String((r as TransactionRaw).tx.hash), r as unknown as TransactionRaw]),
);

/** Fixtures by hash and by CTID. */
const byId = new Map<string, Transaction>();
for (const tx of [PAYMENT, FAILED, PARTIAL]) {
  byId.set(tx.hash, tx);
  if (tx.ctid) byId.set(tx.ctid, tx);
}

/** Paths of every request made (e.g. `/api/transaction/589…`). Cleared after each test. */
export const requests: string[] = [];

/** Default handlers: transactions from the fixtures, anything unknown → the API's real 404 answer. */
export const handlers = [
  http.get('*/api/transaction/:id/raw', ({ params }) => {
    const raw = rawByHash.get(byId.get(String(params.id))?.hash ?? '');
    return raw ? HttpResponse.json(raw) : HttpResponse.json(NOT_FOUND.body, { status: NOT_FOUND.status });
  }),
  http.get('*/api/transaction/:id', ({ params }) => {
    const tx = byId.get(String(params.id));
    return tx ? HttpResponse.json(tx) : HttpResponse.json(NOT_FOUND.body, { status: NOT_FOUND.status });
  }),
  http.get('*/api/account/:address', () => HttpResponse.json({ error: 'Resource not found' }, { status: 404 })),
  http.get('*/api/ledger/:id', ({ params }) => HttpResponse.json({ ledgerIndex: Number(params.id) })),
];

export const server = setupServer(...handlers);

server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url).pathname);
});

/** Requests made to one path. */
export function requestsTo(path: string): number {
  return requests.filter((p) => p === path).length;
}

/** Answers `GET /api/transaction/{hash}` with `tx` (a fixture variant) for the current test. */
export function serveTransaction(tx: Partial<Transaction> & { hash: string }) {
  server.use(http.get(`*/api/transaction/${tx.hash}`, () => HttpResponse.json(tx)));
}
