/**
 * mfe-network's `./routes` as the shell mounts it: each path the remote owns draws its own page
 * (the placeholder is gone). The pages' data states are tested in their own files; here every API
 * read fails at once (HTTP 400) so no request outlives the test.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig } from '@ledgerlens/shared';
import { renderAt } from './render';

const server = setupServer(http.get('*/api/*', () => HttpResponse.json({ error: 'not in this test' }, { status: 400 })));
beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://localhost' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('mfe-network routes (./routes)', () => {
  it.each([
    ['/validators', 'Validators'],
    ['/tokens', 'Token Directory'],
    ['/balances', 'XRP Rich List & Balance Distribution'],
  ])('renders its page on %s', async (path, heading) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText(/coming to LedgerLens/)).toBeNull();
  });
});
