import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, THEME_STORAGE_KEY, ERROR_FALLBACK_TITLE, type RemoteRoutes, type RemotesConfig } from '@ledgerlens/shared';

import { loadRemote, preloadRemote, registerRemotes } from './federationRuntime';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./federationRuntime').runtimeModule);

// Imported after the mock so the loader uses it.
import { App } from '../src/App';
import { loadRemotesConfig } from '../src/remotes/registry';

const SEARCH: RemotesConfig[string] = {
  label: 'Search and transactions',
  entry: '/remotes/mfe-search/mf-manifest.json',
  routes: ['/search', '/transaction'],
  widgets: { header: ['./widgets/headerSearch'], home: ['./widgets/homeSearchPanel'] },
};

function mockManifest(manifest: RemotesConfig) {
  jest.spyOn(global, 'fetch').mockResolvedValue(new Response(JSON.stringify(manifest), { status: 200 }));
}

function Boom(): never {
  throw new Error('render failure');
}

const searchRoutes: RemoteRoutes = [
  { path: '/search', lazy: async () => ({ Component: () => <h1>Search the XRP Ledger</h1> }) },
  { path: '/transaction/:id', Component: Boom },
];

/** What the federation runtime answers for each module id of the search remote. */
function serveSearchRemote(routes: RemoteRoutes = searchRoutes) {
  loadRemote.mockImplementation(async (id: string) => {
    if (id === 'mfe_search/routes') return { default: routes };
    if (id === 'mfe_search/widgets/homeSearchPanel') return { default: () => <h2>Explore the XRP Ledger</h2> };
    if (id === 'mfe_search/widgets/headerSearch') return { default: () => <input aria-label="Header search" /> };
    throw new Error(`unknown module ${id}`);
  });
}

async function renderAt(path: string) {
  const store = createAppStore();
  const utils = render(<App store={store} initialPath={path} />);
  // Let the remote loads started by the first render (header widget, page) settle.
  await act(async () => undefined);
  return { store, ...utils };
}

beforeEach(() => {
  jest.restoreAllMocks();
  loadRemote.mockReset();
  registerRemotes.mockReset();
  preloadRemote.mockReset();
  window.localStorage.clear();
  document.documentElement.className = '';
  document.head.querySelectorAll('meta, title').forEach((n) => n.remove());
});

describe('shell', () => {
  it('shows Page Not Found, marked noindex, for an unknown route', async () => {
    mockManifest({});
    await loadRemotesConfig();
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    // The address tip follows spec §5/§9: 'r' and 24 to 33 more characters.
    expect(screen.getByText(/An account address starts with 'r' followed by 24 to 33 characters/)).toBeInTheDocument();
  });

  it("the footer reaches every explorer list page, AMM pools and amendments included (pages no header link reaches)", async () => {
    mockManifest({});
    await loadRemotesConfig();
    await renderAt('/no/such/page');
    const footer = await screen.findByRole('contentinfo');
    const hrefs = within(footer).getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const path of ['/', '/search', '/ledger/latest', '/validators', '/tokens', '/amm', '/balances', '/amendments', '/ctid']) expect(hrefs).toContain(path);
    expect(within(footer).getByRole('link', { name: 'AMM pools' })).toHaveAttribute('href', '/amm');
    expect(within(footer).getByRole('link', { name: 'Amendments' })).toHaveAttribute('href', '/amendments');
  });

  it('Page Not Found opened in a new tab: Go Back goes home instead of doing nothing', async () => {
    mockManifest({});
    await loadRemotesConfig();
    await renderAt('/no/such/page');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'LedgerLens XRP Ledger Explorer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
  });

  it('keeps header and footer and shows the unavailable panel with retry when a remote fails to load', async () => {
    mockManifest({ mfe_search: SEARCH });
    await loadRemotesConfig();
    loadRemote.mockRejectedValue(new Error('ScriptExternalLoadError'));
    await renderAt('/search');
    expect(await screen.findByText('This part of LedgerLens is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('LedgerLens');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Data refreshes every ledger close (about 4 s)');

    // Retry succeeds once the remote is back.
    serveSearchRemote();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Search the XRP Ledger' })).toBeInTheDocument();
  });

  it('Retry loads a new document when this one was hinted files of the failed remote (a failed preload stays failed)', async () => {
    mockManifest({ mfe_search: SEARCH });
    await loadRemotesConfig();
    // The shell's server hinted the page chunk of /search; in the browser it failed with the remote.
    const hint = document.createElement('link');
    hint.rel = 'preload';
    hint.as = 'script';
    hint.href = '/remotes/mfe-search/page-search.0123abcd.js';
    document.head.append(hint);
    try {
      loadRemote.mockRejectedValue(new Error('ScriptExternalLoadError'));
      const reload = jest.fn();
      render(<App store={createAppStore()} initialPath="/search" reload={reload} />);
      expect(await screen.findByText('This part of LedgerLens is unavailable')).toBeInTheDocument();
      serveSearchRemote();
      loadRemote.mockClear();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(loadRemote).not.toHaveBeenCalledWith('mfe_search/routes');
    } finally {
      hint.remove();
    }
  });

  it('mounts remote pages and the home widget from the remote routes module', async () => {
    mockManifest({ mfe_search: SEARCH });
    await loadRemotesConfig();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_search', entry: 'http://localhost/remotes/mfe-search/mf-manifest.json' }], { force: true });
    serveSearchRemote();
    await renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Explore the XRP Ledger' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Header search')).toBeInTheDocument();
    // The home page loads the widget modules only, not the remote's routes.
    expect(loadRemote).toHaveBeenCalledWith('mfe_search/widgets/homeSearchPanel');
    expect(loadRemote).not.toHaveBeenCalledWith('mfe_search/routes');
  });

  it('shows the generic error fallback when a page throws, and Try Again re-renders', async () => {
    mockManifest({ mfe_search: SEARCH });
    await loadRemotesConfig();
    serveSearchRemote();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/transaction/ABC');
    expect(await screen.findByText(ERROR_FALLBACK_TITLE)).toBeInTheDocument();
    expect(
      screen.getByText('An unexpected error occurred while loading this component. Please try refreshing or contact support if the problem persists.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    // Let the navigation to the same location settle.
    await act(async () => undefined);
    // Still failing, so the fallback comes back (the boundary re-rendered the page).
    await waitFor(() => expect(screen.getByText(ERROR_FALLBACK_TITLE)).toBeInTheDocument());
  });

  it('shows the unavailable panel for a route whose remote is listed but not deployed', async () => {
    mockManifest({ mfe_network: { label: 'Network, validators, tokens and rich list', entry: '', routes: ['/validators', '/tokens', '/balances'] } });
    await loadRemotesConfig();
    await renderAt('/validators');
    expect(await screen.findByTestId('remote-unavailable')).toHaveTextContent('Network, validators, tokens and rich list');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('stores the theme choice under ledgerlens-theme and applies the class to the root', async () => {
    mockManifest({});
    await loadRemotesConfig();
    await renderAt('/nowhere');
    await userEvent.click(screen.getByTestId('theme-toggle'));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByText('Dark'));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    // A new store (a reload) starts from the stored preference.
    const again = createAppStore();
    expect(again.getState().theme.preference).toBe('dark');
  });

  it('follows the OS preference live while the theme is system', async () => {
    // One listener per query: the header follows its own media query (`min-width`) too.
    const listeners = new Map<string, (e: MediaQueryListEvent) => void>();
    let matches = false;
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' ? matches : true;
      },
      addEventListener: (_: string, l: (e: MediaQueryListEvent) => void) => listeners.set(query, l),
      removeEventListener: jest.fn(),
    }));
    const listener = (e: MediaQueryListEvent) => listeners.get('(prefers-color-scheme: dark)')?.(e);
    mockManifest({});
    await loadRemotesConfig();
    await renderAt('/nowhere');
    await waitFor(() => expect(document.documentElement).toHaveClass('light'));
    matches = true;
    act(() => listener({ matches: true } as MediaQueryListEvent));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
  });
});

describe('home search result in place (/?q=…)', () => {
  const ADDRESS = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';
  const HASH = '589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D';
  const CONFIG: RemotesConfig = {
    mfe_search: { ...SEARCH, widgets: { ...SEARCH.widgets, transaction: ['./widgets/transactionSummary'] } },
    mfe_account: { label: 'Accounts', entry: '/remotes/mfe-account/mf-manifest.json', routes: ['/account'], widgets: { account: ['./widgets/walletOverview', './widgets/transactionHistory'] } },
  };
  beforeEach(async () => {
    mockManifest(CONFIG);
    await loadRemotesConfig();
    loadRemote.mockImplementation(async (id: string) => {
      if (id === 'mfe_search/widgets/homeSearchPanel') return { default: () => <h2>Explore the XRP Ledger</h2> };
      if (id === 'mfe_search/widgets/headerSearch') return { default: () => <input aria-label="Header search" /> };
      if (id === 'mfe_search/widgets/transactionSummary') return { default: ({ id: tx }: { id: string }) => <p>Summary of {tx}</p> };
      if (id === 'mfe_account/widgets/walletOverview') return { default: ({ address }: { address: string }) => <p>Wallet card of {address}</p> };
      if (id === 'mfe_account/widgets/transactionHistory') return { default: ({ address }: { address: string }) => <p>History of {address}</p> };
      throw new Error(`unknown module ${id}`);
    });
  });

  it('an address shows the account slot (wallet card and history) with back to search and example hints', async () => {
    const user = userEvent.setup();
    await renderAt(`/?q=${ADDRESS}`);
    expect(await screen.findByText(`Wallet card of ${ADDRESS}`)).toBeInTheDocument();
    expect(await screen.findByText(`History of ${ADDRESS}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account result' })).toBeInTheDocument();
    expect(screen.queryByText('Explore the XRP Ledger')).not.toBeInTheDocument();
    const examples = within(screen.getByRole('region', { name: 'Examples' }));
    expect(examples.getByRole('link', { name: /^Transaction 58964040/ })).toHaveAttribute('href', `/?q=${HASH}`);
    expect(examples.getByRole('link', { name: /^Wallet rapido/ })).toHaveAttribute('href', `/?q=${ADDRESS}`);
    await user.click(examples.getByRole('link', { name: /^Transaction 58964040/ }));
    expect(await screen.findByText(`Summary of ${HASH}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Back to search' }));
    expect(await screen.findByRole('heading', { name: 'Explore the XRP Ledger' })).toBeInTheDocument();
  });

  it('a transaction hash (any case) shows the transaction slot with the normalised id', async () => {
    await renderAt(`/?q=${HASH.toLowerCase()}`);
    expect(await screen.findByText(`Summary of ${HASH}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction result' })).toBeInTheDocument();
  });

  it('a query that is neither says so above the dashboard', async () => {
    await renderAt('/?q=hello');
    expect(await screen.findByRole('heading', { name: 'Explore the XRP Ledger' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No result to show');
  });
});
