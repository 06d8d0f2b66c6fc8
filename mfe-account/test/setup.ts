/** Test setup of mfe-account: msw server (unhandled requests fail the test) and an absolute API base URL. */
import { setRuntimeConfig } from '@ledgerlens/shared';
import { requests, server } from './server';

setRuntimeConfig({ apiBaseUrl: 'http://localhost' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());
