/**
 * `createAppRouter` (shared/src/router.tsx): the router of the shell, the standalone apps and the
 * tests, over react-router's declarative router (the data router is not in the
 * `@ledgerlens/shared` singleton). What a page sees: routes discovered on navigation, `lazy`
 * modules loaded before the page shows, the previous page kept (pending) meanwhile, route errors in
 * the route's `ErrorBoundary`, and a navigation with nothing to load committed at once.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as Shared from '../../src';
import {
  AppRouterProvider,
  createAppRouter,
  Link,
  Outlet,
  useLocation,
  useNavigationPending,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from '../../src';

function Frame() {
  const pending = useNavigationPending();
  const location = useLocation();
  return (
    <div>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      {pending ? <p role="progressbar" aria-label="Loading page" /> : null}
      <Link to="/page/7">Page 7</Link>
      <Outlet />
    </div>
  );
}

function Page() {
  const { id } = useParams();
  return <h1>{`Page ${id}`}</h1>;
}

function Failed() {
  const error = useRouteError() as Error;
  return <p role="alert">{`Route error: ${error.message}`}</p>;
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createAppRouter', () => {
  it('the singleton does not carry react-router’s data router', () => {
    expect(Shared).not.toHaveProperty('createBrowserRouter');
    expect(Shared).not.toHaveProperty('createMemoryRouter');
    expect(Shared).not.toHaveProperty('RouterProvider');
  });

  it('shows the HydrateFallback, then the first page once its lazy module is loaded', async () => {
    const page = deferred<{ Component: typeof Page }>();
    const routes: RouteObject[] = [
      { id: 'root', path: '/', element: <Frame />, HydrateFallback: () => <p>Loading the app</p>, children: [{ path: 'page/:id', lazy: () => page.promise }] },
    ];
    const router = createAppRouter(routes, { initialEntries: ['/page/3'] });
    render(<AppRouterProvider router={router} />);
    expect(screen.getByText('Loading the app')).toBeInTheDocument();
    await act(async () => page.resolve({ Component: Page }));
    expect(await screen.findByRole('heading', { name: 'Page 3' })).toBeInTheDocument();
    expect(router.state.initialized).toBe(true);
  });

  it('discovers routes on navigation and keeps the previous page (pending) until the new one is loaded', async () => {
    const discovery = deferred<void>();
    const router = createAppRouter([{ id: 'root', path: '/', element: <Frame />, children: [{ index: true, element: <h1>Home</h1> }] }], {
      initialEntries: ['/'],
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (!path.startsWith('/page') || router.routes[0]!.children!.length > 1) return undefined;
        return discovery.promise.then(() => patch('root', [{ path: 'page/:id', lazy: async () => ({ Component: Page }) }]));
      },
    });
    render(<AppRouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Page 7' }));
    // Still home, with the progress bar, and the URL not yet pushed.
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await act(async () => discovery.resolve());
    expect(await screen.findByRole('heading', { name: 'Page 7' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/page/7');
    // Back: the history's previous entry, rendered again.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('with a pendingElement, a navigation that discovers routes commits at once: new URL, the pending element, then the page', async () => {
    const discovery = deferred<void>();
    const page = deferred<{ Component: typeof Page }>();
    const router = createAppRouter(
      [{ id: 'root', path: '/', element: <Frame />, children: [{ index: true, element: <h1>Home</h1> }, { path: '*', element: <h1>Page Not Found</h1> }] }],
      {
        initialEntries: ['/'],
        pendingElement: <p aria-busy="true">Loading the page</p>,
        patchRoutesOnNavigation: ({ path, patch }) => {
          if (!path.startsWith('/page') || router.routes[0]!.children!.length > 2) return undefined;
          return discovery.promise.then(() => patch('root', [{ path: 'page/:id', lazy: () => page.promise }]));
        },
      },
    );
    render(<AppRouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Page 7' }));
    // Committed at once: the URL, the frame at the new location, the pending element (not Page Not Found).
    expect(router.state.location.pathname).toBe('/page/7');
    expect(screen.getByTestId('where')).toHaveTextContent('/page/7');
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    // Routes discovered, the page's lazy module still loading: still pending.
    await act(async () => discovery.resolve());
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    await act(async () => page.resolve({ Component: Page }));
    expect(await screen.findByRole('heading', { name: 'Page 7' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // One history entry for the navigation: back is home.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('with a pendingElement, the first location still waits (HydrateFallback) and a lazy module that fails shows the route error', async () => {
    const first = deferred<{ Component: typeof Page }>();
    const router = createAppRouter(
      [
        {
          id: 'root',
          path: '/',
          element: <Frame />,
          HydrateFallback: () => <p>Loading the app</p>,
          children: [
            { path: 'page/:id', lazy: () => first.promise },
            {
              path: 'broken',
              ErrorBoundary: Failed,
              lazy: async () => {
                throw new Error('chunk failed');
              },
            },
          ],
        },
      ],
      { initialEntries: ['/page/1'], pendingElement: <p>Loading the page</p> },
    );
    render(<AppRouterProvider router={router} />);
    expect(screen.getByText('Loading the app')).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    await act(async () => first.resolve({ Component: Page }));
    expect(await screen.findByRole('heading', { name: 'Page 1' })).toBeInTheDocument();
    await act(() => router.navigate('/broken'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Route error: chunk failed');
    expect(screen.getByTestId('where')).toHaveTextContent('/broken');
  });

  it('a navigation with nothing to load commits synchronously (a query-string-controlled input keeps its keystrokes)', async () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      return <input aria-label="Filter" value={params.get('q') ?? ''} onChange={(e) => setParams({ q: e.target.value }, { replace: true })} />;
    }
    const router = createAppRouter([{ path: '/', element: <Search /> }], { initialEntries: ['/'] });
    render(<AppRouterProvider router={router} />);
    const input = await screen.findByRole('textbox', { name: 'Filter' });
    fireEvent.change(input, { target: { value: 'cad' } });
    expect(router.state.location.search).toBe('?q=cad');
    expect(input).toHaveValue('cad');
  });

  it('a lazy module that fails shows the route’s ErrorBoundary with the error; navigating again retries it', async () => {
    let fail = true;
    const routes: RouteObject[] = [
      {
        id: 'root',
        path: '/',
        element: <Frame />,
        children: [
          { index: true, element: <h1>Home</h1> },
          {
            path: 'page/:id',
            ErrorBoundary: Failed,
            lazy: async () => {
              if (fail) throw new Error('chunk failed');
              return { Component: Page };
            },
          },
        ],
      },
    ];
    const router = createAppRouter(routes, { initialEntries: ['/'] });
    render(<AppRouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Home' });
    await act(() => router.navigate('/page/1'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Route error: chunk failed');
    // The frame (parent route) stays.
    expect(screen.getByTestId('where')).toHaveTextContent('/page/1');
    fail = false;
    await act(() => router.navigate('/page/1', { replace: true }));
    expect(await screen.findByRole('heading', { name: 'Page 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a render error is caught by the route’s ErrorBoundary and cleared by the next navigation', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createAppRouter(
      [{ id: 'root', path: '/', element: <Frame />, children: [{ path: 'broken', element: <Broken />, ErrorBoundary: Failed }, { path: 'page/:id', element: <Page /> }] }],
      { initialEntries: ['/broken'] },
    );
    render(<AppRouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Route error: render failed');
    await act(() => router.navigate('/page/2'));
    expect(await screen.findByRole('heading', { name: 'Page 2' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('a newer navigation supersedes one still loading', async () => {
    const slow = deferred<{ Component: () => React.ReactNode }>();
    const router = createAppRouter(
      [
        {
          id: 'root',
          path: '/',
          element: <Frame />,
          children: [
            { index: true, element: <h1>Home</h1> },
            { path: 'slow', lazy: () => slow.promise },
            { path: 'page/:id', element: <Page /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<AppRouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Home' });
    let slowDone!: Promise<void>;
    act(() => {
      slowDone = router.navigate('/slow');
    });
    await act(() => router.navigate('/page/5'));
    await act(async () => {
      slow.resolve({ Component: () => <h1>Slow</h1> });
      await slowDone;
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page 5' })).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/page/5');
  });

  describe("deferFirstPage: a server render taken over before its page's code is here", () => {
    function Counter() {
      const [n, setN] = useState(0);
      return <button onClick={() => setN(n + 1)}>{`Pressed ${n}`}</button>;
    }
    /** A control of the frame (as the shell's header: its state its own). */
    function Menu() {
      const [open, setOpen] = useState(false);
      return <button onClick={() => setOpen(true)}>{open ? 'Menu open' : 'Menu'}</button>;
    }
    /** The frame with the page in a Suspense boundary (as the shell's Layout). */
    function SsrFrame() {
      return (
        <div>
          <Menu />
          <main>
            <Suspense fallback={<p>Loading page</p>}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      );
    }
    const table = (lazy: RouteObject['lazy']): RouteObject[] => [{ id: 'root', path: '/', element: <SsrFrame />, children: [{ path: 'page/:id', lazy }] }];

    async function serverMarkup() {
      const router = createAppRouter(table(async () => ({ Component: Counter })), { initialEntries: ['/page/1'] });
      await waitFor(() => expect(router.state.initialized).toBe(true));
      return renderToString(<AppRouterProvider router={router} />);
    }

    it('the frame is taken over at once, the page keeps the server markup until its module and code are here, then hydrates', async () => {
      const box = document.createElement('div');
      box.innerHTML = await serverMarkup();
      document.body.appendChild(box);
      const module = deferred<{ Component: () => React.ReactNode }>();
      const pageCode = deferred<void>();
      const asked: string[] = [];
      window.history.replaceState(null, '', '/page/1');
      const router = createAppRouter(table(() => module.promise), {
        deferFirstPage: () => {
          asked.push('page code');
          return pageCode.promise;
        },
      });
      await waitFor(() => expect(router.state.initialized).toBe(true));
      const recoverable: unknown[] = [];
      let root: ReturnType<typeof hydrateRoot> | undefined;
      try {
        await act(async () => {
          root = hydrateRoot(box, <AppRouterProvider router={router} />, { onRecoverableError: (e) => recoverable.push(e) });
        });
        expect(asked).toEqual(['page code']);
        // The frame is the app's: its control works.
        fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
        expect(await screen.findByRole('button', { name: 'Menu open' })).toBeInTheDocument();
        // The page is still the server's markup (no fallback drawn), and not the app's yet.
        const page = screen.getByRole('button', { name: 'Pressed 0' });
        expect(screen.queryByText('Loading page')).toBeNull();
        await act(async () => module.resolve({ Component: Counter }));
        expect(screen.getByRole('button', { name: 'Pressed 0' })).toBe(page);
        await act(async () => pageCode.resolve());
        // Hydrated in place: the same element, now answering.
        expect(screen.getByRole('button', { name: 'Pressed 0' })).toBe(page);
        fireEvent.click(page);
        expect(await screen.findByRole('button', { name: 'Pressed 1' })).toBe(page);
        expect(recoverable).toEqual([]);
      } finally {
        act(() => root?.unmount());
        box.remove();
        router.dispose();
      }
    });

    it("a page module that fails to load is the route's error", async () => {
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const box = document.createElement('div');
      box.innerHTML = await serverMarkup();
      document.body.appendChild(box);
      window.history.replaceState(null, '', '/page/1');
      const routes = table(() => Promise.reject(new Error('chunk failed')));
      routes[0]!.children![0]!.ErrorBoundary = Failed;
      const router = createAppRouter(routes, { deferFirstPage: () => Promise.resolve() });
      let root: ReturnType<typeof hydrateRoot> | undefined;
      try {
        await waitFor(() => expect(router.state.initialized).toBe(true));
        await act(async () => {
          root = hydrateRoot(box, <AppRouterProvider router={router} />, { onRecoverableError: () => undefined });
        });
        expect(await screen.findByRole('alert')).toHaveTextContent('Route error: chunk failed');
      } finally {
        act(() => root?.unmount());
        box.remove();
        router.dispose();
        spy.mockRestore();
      }
    });

    it('without a module to load (a page of the frame itself), nothing is deferred', async () => {
      window.history.replaceState(null, '', '/');
      const asked: string[] = [];
      const router = createAppRouter([{ path: '/', element: <h1>Home</h1> }], {
        deferFirstPage: () => {
          asked.push('page code');
          return Promise.resolve();
        },
      });
      render(<AppRouterProvider router={router} />);
      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
      expect(asked).toEqual([]);
      router.dispose();
    });
  });
});
