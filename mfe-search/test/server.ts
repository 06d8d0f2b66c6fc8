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

/**
 * Answers `tx` the way the API does for a huge transaction: `GET
 * /api/transaction/{hash}?lists=n` cut to n entries per list with `balanceChangesTotal` /
 * `affectedObjectsTotal`, and `/balance-changes` / `/affected-objects?offset&limit` page by page.
 * `fail(list)` returning true makes that list's next page answer 502; a page answers once `hold()`
 * settles (default: at once). Returns the log of page
 * requests (`<list>?offset=…&limit=…`) and of the transaction's own URL (with its query).
 */
export function servePagedTransaction(tx: Transaction, fail: (list: string) => boolean = () => false, hold: () => Promise<unknown> = async () => undefined) {
  const log: string[] = [];
  const cut = <T>(list: T[] | null | undefined, n: number) => (list == null ? list : list.slice(0, n));
  const total = (list: unknown[] | null | undefined) => (list == null ? list : list.length);
  server.use(
    http.get(`*/api/transaction/${tx.hash}`, ({ request }) => {
      const url = new URL(request.url);
      log.push(`${url.pathname}${url.search}`);
      const lists = url.searchParams.get('lists');
      if (lists === null) return HttpResponse.json(tx);
      const n = Number(lists);
      return HttpResponse.json({
        ...tx,
        balanceChanges: cut(tx.balanceChanges, n),
        affectedObjects: cut(tx.affectedObjects, n),
        balanceChangesTotal: total(tx.balanceChanges),
        affectedObjectsTotal: total(tx.affectedObjects),
      });
    }),
    http.get(`*/api/transaction/${tx.hash}/:list`, async ({ request, params }) => {
      const url = new URL(request.url);
      const list = String(params.list);
      log.push(`${list}${url.search}`);
      await hold();
      if (fail(list)) return HttpResponse.json({ error: 'Upstream XRPL node unavailable' }, { status: 502 });
      const items = (list === 'balance-changes' ? tx.balanceChanges : tx.affectedObjects) ?? null;
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      return HttpResponse.json({ hash: tx.hash, offset, limit, total: items?.length ?? null, items: items ? items.slice(offset, offset + limit) : null });
    }),
  );
  return log;
}
