/**
 * Test setup of mfe-learn: an msw server answering the article JSON made from `public/articles`
 * (as the build writes it next to the remote) and the CTID lookup from the recorded data; unhandled
 * requests fail the test.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig } from '@ledgerlens/shared';
import { articleJson } from '../articles.cjs';

setRuntimeConfig({ apiBaseUrl: 'http://localhost' });

/** A real mainnet payment of the bundled data and its CTID (replay/data/mainnet). */
export const CTID_TX = { ctid: 'C473910300100000', hash: '589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D' };

export const server = setupServer(
  // `{slug}.json` as the build makes it from `public/articles/{section}/{slug}.md` (articles.cjs).
  http.get('*/articles/:section/:file', ({ params }) => {
    const file = path.join(__dirname, '..', 'public', 'articles', String(params.section), String(params.file).replace(/\.json$/, '.md'));
    return String(params.file).endsWith('.json') && existsSync(file)
      ? new HttpResponse(articleJson(readFileSync(file, 'utf8')), { headers: { 'content-type': 'application/json' } })
      : new HttpResponse('not found', { status: 404 });
  }),
  http.get('*/api/transaction/:id', ({ params }) =>
    params.id === CTID_TX.ctid ? HttpResponse.json({ hash: CTID_TX.hash, ctid: CTID_TX.ctid }) : HttpResponse.json({ error: 'Transaction not found' }, { status: 404 }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
