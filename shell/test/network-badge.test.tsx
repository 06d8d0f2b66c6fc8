/**
 * The header's network badge: "Devnet" / "Testnet" when the node behind the API is not mainnet
 * (`GET /api/network`, or the `X-LedgerLens-Network-Id` header of any answer), nothing on mainnet.
 */
import { act, render, screen } from '@testing-library/react';
import { baseApi, createAppStore, selectNetwork, setRuntimeConfig, type RemoteRoutes, type RemotesConfig } from '@ledgerlens/shared';

import { loadRemote, preloadRemote, registerRemotes } from './federationRuntime';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./federationRuntime').runtimeModule);

import { App } from '../src/App';
import { loadRemotesConfig } from '../src/remotes/registry';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ ledgerProbe: build.query<{ ledgerIndex: number }, void>({ query: () => '/api/ledger/latest' }) }),
});

function LedgerPage() {
  const { data } = probeApi.useLedgerProbeQuery();
  return <h1>Ledger {data?.ledgerIndex ?? '…'}</h1>;
}

const routes: RemoteRoutes = [{ path: '/ledger', Component: LedgerPage }];
const REMOTES: RemotesConfig = { mfe_ledger: { label: 'Ledger', entry: '/remotes/mfe-ledger/mf-manifest.json', routes: ['/ledger'] } };

let networkId: number;
let networkAnswer: number;
let asked: string[];
beforeEach(() => {
  jest.restoreAllMocks();
  loadRemote.mockReset();
  registerRemotes.mockReset();
  preloadRemote.mockReset();
  asked = [];
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
  jest.spyOn(global, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/remotes.json')) return new Response(JSON.stringify(REMOTES), { status: 200 });
    asked.push(new URL(url).pathname);
    const headers = { 'content-type': 'application/json', 'X-LedgerLens-Network-Id': String(networkId) };
    if (url.endsWith('/api/network')) return new Response(JSON.stringify({ id: networkAnswer, name: 'from the API' }), { status: 200, headers });
    if (url.endsWith('/api/ledger/latest')) return new Response(JSON.stringify({ ledgerIndex: 3918590 }), { status: 200, headers });
    return new Response('{}', { status: 404 });
  });
  loadRemote.mockImplementation(async (id: string) => {
    if (id === 'mfe_ledger/routes') return { default: routes };
    throw new Error(`unknown module ${id}`);
  });
});

async function open(path: string) {
  await loadRemotesConfig('/remotes.json');
  const store = createAppStore();
  render(<App store={store} initialPath={path} />);
  await act(async () => undefined);
  return store;
}

it('shows "Devnet" with its accessible name when the API names network 2', async () => {
  networkId = 2;
  networkAnswer = 2;
  const store = await open('/ledger');
  expect(await screen.findByText('Ledger 3918590')).toBeInTheDocument();
  const badge = await screen.findByRole('note', { name: 'Network: Devnet' });
  expect(badge).toHaveTextContent('Devnet');
  expect(selectNetwork(store.getState())).toEqual({ id: 2, name: expect.any(String) });
});

it('names the network from an answer header alone, without asking /api/network again', async () => {
  networkId = 1;
  networkAnswer = 1;
  await open('/ledger');
  expect(await screen.findByRole('note', { name: 'Network: Testnet' })).toBeInTheDocument();
  expect(asked.filter((p) => p === '/api/network').length).toBeLessThanOrEqual(1);
});

it('shows no badge on mainnet', async () => {
  networkId = 0;
  networkAnswer = 0;
  await open('/ledger');
  expect(await screen.findByText('Ledger 3918590')).toBeInTheDocument();
  expect(screen.queryByTestId('network-badge')).not.toBeInTheDocument();
});

it('asks GET /api/network on a page without data and names any other network by its id', async () => {
  networkId = 21338;
  networkAnswer = 21338;
  await open('/no-such-page');
  expect(await screen.findByRole('note', { name: 'Network: Network 21338' })).toBeInTheDocument();
  expect(asked).toContain('/api/network');
});
