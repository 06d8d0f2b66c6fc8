/**
 * The shell knows only remotes.json: which remote owns which path prefixes, and which widget
 * modules go in which slot. Routes, pages and versions come from the remotes at run time.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, type RemoteRoutes, type RemotesConfig } from '@ledgerlens/shared';

import { loadRemote, preloadRemote, registerRemotes } from './federationRuntime';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./federationRuntime').runtimeModule);

import { App } from '../src/App';
import { loadRemotesConfig, remoteForPath } from '../src/remotes/registry';

const CONFIG: RemotesConfig = {
  mfe_search: {
    label: 'Search and transactions',
    entry: '/remotes/mfe-search/mf-manifest.json',
    routes: ['/search', '/transaction'],
    widgets: { header: ['./widgets/headerSearch'], home: ['./widgets/homeSearchPanel'] },
  },
  mfe_network: {
    label: 'Network, validators, tokens and rich list',
    entry: '/remotes/mfe-network/mf-manifest.json',
    routes: ['/validators', '/tokens', '/balances'],
    widgets: { home: ['./widgets/networkStats'] },
  },
};

/** Answers fetch by URL path: remotes.json and each remote's mf-manifest.json. */
function serveFiles(files: Record<string, unknown>) {
  jest.spyOn(global, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const body = files[url.pathname];
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(JSON.stringify(body), { status: 200 });
  });
}

/** The federation runtime: module id → module. */
function serveModules(modules: Record<string, unknown>) {
  loadRemote.mockImplementation(async (id: string) => {
    if (id in modules) return modules[id];
    throw new Error(`cannot load ${id}`);
  });
}

const searchRoutes: RemoteRoutes = [{ path: '/search', lazy: async () => ({ Component: () => <h1>Search the XRP Ledger</h1> }) }];

async function renderAt(path: string) {
  const utils = render(<App store={createAppStore()} initialPath={path} />);
  await act(async () => undefined);
  return utils;
}

beforeEach(() => {
  jest.restoreAllMocks();
  loadRemote.mockReset();
  registerRemotes.mockReset();
  preloadRemote.mockReset();
});

describe('remote routes from remotes.json', () => {
  it('gives each path to the remote with the longest matching prefix', async () => {
    serveFiles({ '/remotes.json': { ...CONFIG, mfe_deep: { label: 'Deep', entry: '/d.json', routes: ['/search/advanced'] } } });
    await loadRemotesConfig();
    expect(remoteForPath('/search')).toBe('mfe_search');
    expect(remoteForPath('/transaction/ABC')).toBe('mfe_search');
    expect(remoteForPath('/search/advanced/x')).toBe('mfe_deep');
    expect(remoteForPath('/searchx')).toBeUndefined();
    expect(remoteForPath('/')).toBeUndefined();
  });

  it('serves a route a remote added after the shell was built: only remotes.json and the remote changed', async () => {
    // Version 1 of the remote owns /validators only.
    serveFiles({ '/remotes.json': { mfe_network: { ...CONFIG.mfe_network, routes: ['/validators'] } } });
    await loadRemotesConfig();
    serveModules({ 'mfe_network/routes': { default: [{ path: '/validators', Component: () => <h1>Validators</h1> }] } });
    await renderAt('/amendments');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();

    // Version 2 is deployed with a new route and remotes.json lists its prefix: same shell code.
    serveFiles({ '/remotes.json': { mfe_network: { ...CONFIG.mfe_network, routes: ['/validators', '/amendments'] } } });
    await loadRemotesConfig();
    serveModules({
      'mfe_network/routes': {
        default: [
          { path: '/validators', Component: () => <h1>Validators</h1> },
          { path: '/amendments', lazy: async () => ({ Component: () => <h1>Amendments</h1> }) },
        ],
      },
    });
    await renderAt('/amendments');
    expect(await screen.findByRole('heading', { name: 'Amendments' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_network/routes');
  });

  it('shows Page Not Found for a path under a loaded remote\'s prefix that the remote does not define', async () => {
    serveFiles({ '/remotes.json': CONFIG });
    await loadRemotesConfig();
    serveModules({ 'mfe_search/routes': { default: searchRoutes } });
    await renderAt('/search/nothing/here');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('widget slots', () => {
  it('renders every home widget of every remote, each on its own, and a failing one as unavailable with Retry', async () => {
    serveFiles({ '/remotes.json': CONFIG });
    await loadRemotesConfig();
    serveModules({
      'mfe_search/widgets/homeSearchPanel': { default: () => <h2>Explore the XRP Ledger</h2> },
      'mfe_search/widgets/headerSearch': { default: ({ compact }: { compact?: boolean }) => <input aria-label={compact ? 'Compact search' : 'Search'} /> },
    });
    await renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Explore the XRP Ledger' })).toBeInTheDocument();
    // The header widget gets the header slot's typed props.
    expect(await screen.findByLabelText('Compact search')).toBeInTheDocument();
    const panel = await screen.findByTestId('remote-unavailable');
    expect(panel).toHaveTextContent('Network, validators, tokens and rich list');
    expect(loadRemote).not.toHaveBeenCalledWith('mfe_search/routes');

    serveModules({
      'mfe_search/widgets/homeSearchPanel': { default: () => <h2>Explore the XRP Ledger</h2> },
      'mfe_search/widgets/headerSearch': { default: () => <input aria-label="Compact search" /> },
      'mfe_network/widgets/networkStats': { default: () => <h2>Network</h2> },
    });
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Network' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Explore the XRP Ledger' })).toBeInTheDocument();
  });
});

describe('home: the first view first', () => {
  /** A controllable IntersectionObserver: `enter()` reports every observed element as intersecting. */
  function fakeIntersectionObserver() {
    const observers: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }[] = [];
    class FakeObserver {
      entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, targets: [], options };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    return {
      observers,
      enter: () =>
        act(() => {
          for (const o of observers) {
            if (o.targets.length) o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o as unknown as IntersectionObserver);
          }
        }),
    };
  }

  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('loads the first two cards at once and a card below them only when it comes within one viewport, into its reserved space', async () => {
    const io = fakeIntersectionObserver();
    serveFiles({
      '/remotes.json': {
        ...CONFIG,
        mfe_network: { ...CONFIG.mfe_network, widgets: { home: ['./widgets/market', './widgets/networkStats'] } },
      },
    });
    await loadRemotesConfig();
    serveModules({
      'mfe_search/widgets/homeSearchPanel': { default: () => <h2>Explore the XRP Ledger</h2> },
      'mfe_search/widgets/headerSearch': { default: () => <input aria-label="Search" /> },
      'mfe_network/widgets/market': { default: () => <h2>XRP Market Info</h2> },
      'mfe_network/widgets/networkStats': { default: () => <h2>Network Statistics</h2> },
    });
    await renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Explore the XRP Ledger' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'XRP Market Info' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalledWith('mfe_network/widgets/networkStats');
    expect(screen.getByTestId('widget-deferred')).toBeInTheDocument();
    expect(io.observers.some((o) => o.options?.rootMargin === '100% 0px')).toBe(true);

    await io.enter();
    expect(await screen.findByRole('heading', { name: 'Network Statistics' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_network/widgets/networkStats');
    expect(screen.queryByTestId('widget-deferred')).not.toBeInTheDocument();
  });
});

describe('preloading', () => {
  it('preloads a remote when a link to one of its paths is hovered or focused', async () => {
    serveFiles({ '/remotes.json': CONFIG });
    await loadRemotesConfig();
    serveModules({ 'mfe_search/routes': { default: searchRoutes } });
    await renderAt('/no-such-page');
    expect(loadRemote).not.toHaveBeenCalledWith('mfe_network/routes');
    const tokens = within(screen.getByRole('navigation', { name: 'Explorer' })).getByRole('link', { name: 'Tokens' });
    fireEvent.pointerOver(tokens);
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mfe_network/routes'));
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_network', exposes: ['./routes'], resourceCategory: 'all', filter: expect.any(Function) }]);
    const { filter } = (preloadRemote as jest.Mock).mock.calls[0][0][0] as { filter: (url: string) => boolean };
    expect(filter('http://x/remotes/mfe-network/632.f4e4f40c.js')).toBe(true);
    expect(filter('http://x/remotes/mfe-network/lazy-chart.97c656df.js')).toBe(false);

    const search = within(screen.getByRole('navigation', { name: 'Explorer' })).getByRole('link', { name: 'Search' });
    fireEvent.focusIn(search);
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mfe_search/routes'));
  });
});

describe('navigation', () => {
  it("loads the visited remote's routes module and only the visited page, not its sibling pages", async () => {
    serveFiles({ '/remotes.json': CONFIG });
    await loadRemotesConfig();
    const tokensPage = jest.fn(async () => ({ Component: () => <h1>Token Directory</h1> }));
    const balancesPage = jest.fn(async () => ({ Component: () => <h1>XRP Rich List</h1> }));
    serveModules({
      'mfe_search/routes': { default: searchRoutes },
      'mfe_network/routes': { default: [{ path: '/tokens', lazy: tokensPage }, { path: '/balances', lazy: balancesPage }] },
    });
    await renderAt('/tokens');
    expect(await screen.findByRole('heading', { name: 'Token Directory' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_network/routes');
    expect(tokensPage).toHaveBeenCalled();
    // Every chunk of ./routes (pages included) is preloaded on hover or focus only.
    expect(preloadRemote).not.toHaveBeenCalled();
    expect(balancesPage).not.toHaveBeenCalled();
  });
});

describe('a tap on a link to a remote not loaded yet', () => {
  it('changes the URL at once and shows the page skeleton while the remote and the page load, then the page with focus on its heading', async () => {
    serveFiles({ '/remotes.json': CONFIG });
    await loadRemotesConfig();
    let giveRoutes!: () => void;
    const routesLoaded = new Promise<void>((resolve) => (giveRoutes = resolve));
    loadRemote.mockImplementation(async (id: string) => {
      if (id !== 'mfe_network/routes') throw new Error(`cannot load ${id}`);
      await routesLoaded;
      return { default: [{ path: '/tokens', lazy: async () => ({ Component: () => <h1>Token Directory</h1> }) }] };
    });
    await renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Explorer' }));
    await userEvent.click(nav.getByRole('link', { name: 'Tokens' }));
    // At once: the previous page is gone, the new location's skeleton is announced as loading.
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await act(async () => giveRoutes());
    const heading = await screen.findByRole('heading', { name: 'Token Directory' });
    expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('idle preloading', () => {
  it('loads each remote\'s routes module, one per idle period after load, but not its pages', async () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = jest.fn((cb: IdleRequestCallback) => idle.push(() => cb({} as IdleDeadline)) as unknown as number);
    window.cancelIdleCallback = jest.fn();
    serveFiles({ '/remotes.json': CONFIG });
    await loadRemotesConfig();
    serveModules({ 'mfe_search/routes': { default: searchRoutes }, 'mfe_network/routes': { default: [] } });
    await renderAt('/no-such-page');
    expect(loadRemote).not.toHaveBeenCalledWith('mfe_search/routes');

    await act(async () => idle.shift()?.());
    expect(loadRemote).toHaveBeenCalledWith('mfe_search/routes');
    expect(loadRemote).not.toHaveBeenCalledWith('mfe_network/routes');
    await act(async () => idle.shift()?.());
    expect(loadRemote).toHaveBeenCalledWith('mfe_network/routes');
    // Idle time warms the routes modules only: no page chunks.
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});

describe('About this site', () => {
  it('lists the shell and each remote with the version of its manifest and where it was loaded from', async () => {
    serveFiles({
      '/remotes.json': CONFIG,
      '/remotes/mfe-search/mf-manifest.json': { metaData: { buildInfo: { buildVersion: '1.4.2', buildName: 'mfe-search' } } },
    });
    await loadRemotesConfig();
    serveModules({});
    await renderAt('/no-such-page');
    await userEvent.click(screen.getByRole('button', { name: 'About this site' }));
    const dialog = await screen.findByRole('dialog', { name: 'About this site' });
    const search = await within(dialog).findByTestId('about-mfe_search');
    expect(search).toHaveTextContent('Search and transactions');
    expect(search).toHaveTextContent('1.4.2');
    expect(search).toHaveTextContent('http://localhost/remotes/mfe-search/mf-manifest.json');
    // Unreachable manifest: the version is unknown, the URL is still shown.
    expect(within(dialog).getByTestId('about-mfe_network')).toHaveTextContent('unknown');
    expect(within(dialog).getByTestId('about-shell')).toHaveTextContent('Shell');
  });
});
