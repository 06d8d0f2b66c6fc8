/**
 * msw server of the mfe-ledger tests: `GET /api/ledger/{id}` answered from the fixtures (real API
 * answers, see fixtures/generate.ts), anything unknown with the API's real 404 answer; a log of
 * every request. Plus a stand-in EventSource for the ledger stream (`/api/stream/ledgers`).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Ledger, LedgerClose } from '@ledgerlens/shared';
import l94084608 from './fixtures/ledger-94084608.json';
import l309936 from './fixtures/ledger-309936.json';
import l309937 from './fixtures/ledger-309937.json';
import l40000 from './fixtures/ledger-40000.json';
import notFound from './fixtures/ledger-not-found.json';

export const BUSY = l94084608 as Ledger;
export const FIRST = l309936 as Ledger;
export const SECOND = l309937 as Ledger;
export const EMPTY = l40000 as Ledger;
export const NOT_FOUND = notFound as { status: number; body: { error: string; code?: string } };

const byId = new Map<string, Ledger>();
for (const ledger of [BUSY, FIRST, SECOND, EMPTY]) {
  byId.set(String(ledger.ledgerIndex), ledger);
  byId.set(ledger.hash, ledger);
}

/** What `GET /api/ledger/latest` answers (changed by tests). */
export const latest: { ledger: Ledger } = { ledger: FIRST };

/** Paths of every request made. Cleared after each test. */
export const requests: string[] = [];

export const server = setupServer(
  http.get('*/api/ledger/:id', ({ params }) => {
    const id = String(params.id);
    const ledger = id === 'latest' ? latest.ledger : byId.get(id);
    return ledger ? HttpResponse.json(ledger) : HttpResponse.json(NOT_FOUND.body, { status: NOT_FOUND.status });
  }),
);

server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url).pathname);
});

/** Requests made to one path. */
export function requestsTo(path: string): number {
  return requests.filter((p) => p === path).length;
}

/** Stand-in for the browser's EventSource: tests emit `ledgerClosed` events by hand. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  closed = false;
  private listeners: Array<(e: MessageEvent<string>) => void> = [];
  constructor(public url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    if (type === 'ledgerClosed') this.listeners.push(fn);
  }
  close() {
    this.closed = true;
  }
  /** Sends one close of `ledger` to every listener. */
  emitClose(ledger: Ledger) {
    const close: LedgerClose = {
      ledgerIndex: ledger.ledgerIndex,
      ledgerHash: ledger.hash,
      closeTime: ledger.closeTime,
      closeTimeHuman: ledger.closeTimeHuman,
      txnCount: ledger.transactionCount,
      baseFeeXrp: '0.00001',
      reserveBaseXrp: '1',
      reserveIncrementXrp: '0.2',
    };
    for (const fn of this.listeners) fn({ data: JSON.stringify(close) } as MessageEvent<string>);
  }
}
