/**
 * Test setup of mfe-ledger: msw server (unhandled requests fail the test), absolute API base URL
 * (Node's fetch needs one), the stand-in EventSource. jsdom gaps are filled in ../../jest.setup.web.ts.
 */
import { setRuntimeConfig } from '@ledgerlens/shared';
import { FakeEventSource, latest, FIRST, requests, server } from './server';

setRuntimeConfig({ apiBaseUrl: 'http://localhost' });
(globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  FakeEventSource.instances = [];
  latest.ledger = FIRST;
});
afterAll(() => server.close());
