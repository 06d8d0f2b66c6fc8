/**
 * Test setup of mfe-search: msw server (unhandled requests fail the test), absolute API base URL
 * (Node's fetch needs one).
 * jsdom gaps are filled for every web project in ../../jest.setup.web.ts.
 */
import { setRuntimeConfig } from '@ledgerlens/shared';
import { requests, server } from './server';

setRuntimeConfig({ apiBaseUrl: 'http://localhost' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());
