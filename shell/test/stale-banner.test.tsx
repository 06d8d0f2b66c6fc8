/**
 * The stale-data banner: while the XRPL node is unreachable the API answers live routes
 * with their last good value marked `stale: true` / `staleSince`; the shell's layout then shows one
 * quiet banner, "Showing data from 2 min ago: the XRPL node is unreachable", over whatever page is
 * open, and hides it once that data is fresh again. The page here is a remote route whose query goes
 * through the shared `baseApi` (the real baseQuery, fetch answered by the test).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { baseApi, createAppStore, setRuntimeConfig, type RemoteRoutes, type RemotesConfig } from '@ledgerlens/shared';

import { loadRemote, preloadRemote, registerRemotes } from './federationRuntime';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./federationRuntime').runtimeModule);

// Imported after the mock so the loader uses it.
import { App } from '../src/App';
import { loadRemotesConfig } from '../src/remotes/registry';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    networkProbe: build.query<{ ledgerIndex: number; stale?: boolean }, void>({ query: () => '/api/network/stats' }),
  }),
});

function StatsPage() {
  const { data, refetch } = probeApi.useNetworkProbeQuery();
  return (
    <div>
      <h1>Network</h1>
      <p>Ledger {data?.ledgerIndex ?? '…'}</p>
      <button type="button" onClick={() => void refetch()}>
        Refresh
      </button>
    </div>
  );
}

const routes: RemoteRoutes = [{ path: '/network', Component: StatsPage }];
const REMOTES: RemotesConfig = { mfe_network: { label: 'Network', entry: '/remotes/mfe-network/mf-manifest.json', routes: ['/network'] } };

let answers: object[];
beforeEach(() => {
  jest.restoreAllMocks();
  loadRemote.mockReset();
  registerRemotes.mockReset();
  preloadRemote.mockReset();
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
  jest.spyOn(global, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/remotes.json')) return new Response(JSON.stringify(REMOTES), { status: 200 });
    if (url.includes('/api/network/stats')) return new Response(JSON.stringify(answers.shift()), { status: 200, headers: { 'content-type': 'application/json' } });
    return new Response('{}', { status: 404 });
  });
  loadRemote.mockImplementation(async (id: string) => {
    if (id === 'mfe_network/routes') return { default: routes };
    throw new Error(`unknown module ${id}`);
  });
});

it('shows the banner while an answer is stale, keeps the data, and hides it when the answer is fresh again', async () => {
  const staleSince = new Date(Date.now() - 125_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  answers = [
    { ledgerIndex: 94084608, stale: true, staleSince },
    { ledgerIndex: 94084610 },
  ];
  await loadRemotesConfig('/remotes.json');
  const store = createAppStore();
  render(<App store={store} initialPath="/network" />);
  await act(async () => undefined);
  expect(await screen.findByText('Ledger 94084608')).toBeInTheDocument();
  const banner = await screen.findByRole('status');
  expect(banner).toHaveTextContent('Showing data from 2 min ago: the XRPL node is unreachable');
  expect(screen.getAllByText(/the XRPL node is unreachable/)).toHaveLength(1); // one banner

  act(() => screen.getByRole('button', { name: 'Refresh' }).click());
  expect(await screen.findByText('Ledger 94084610')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(/the XRPL node is unreachable/)).not.toBeInTheDocument());
});

it('shows no banner when every answer is fresh', async () => {
  answers = [{ ledgerIndex: 94084608 }];
  await loadRemotesConfig('/remotes.json');
  render(<App store={createAppStore()} initialPath="/network" />);
  await act(async () => undefined);
  expect(await screen.findByText('Ledger 94084608')).toBeInTheDocument();
  expect(screen.queryByText(/the XRPL node is unreachable/)).not.toBeInTheDocument();
});
