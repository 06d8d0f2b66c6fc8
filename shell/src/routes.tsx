import type { RouteObject } from 'react-router';
import { Layout } from './layout/Layout';
import { Home } from './pages/Home';
import { NotFound } from './pages/NotFound';
import { RemotePage } from './RemotePage';

/**
 * Which remote owns which route (spec §2). The shell owns the router; each remote page is
 * loaded lazily, the first time its route is visited.
 */
export const REMOTE_ROUTES: { path: string; remote: string; page: string }[] = [
  { path: '/search', remote: 'mfe_search', page: 'search' },
  { path: '/transaction', remote: 'mfe_search', page: 'transaction' },
  { path: '/transaction/:id', remote: 'mfe_search', page: 'transaction' },
  { path: '/account', remote: 'mfe_account', page: 'account' },
  { path: '/account/:address', remote: 'mfe_account', page: 'account' },
  { path: '/ledger', remote: 'mfe_ledger', page: 'ledger' },
  { path: '/ledger/:id', remote: 'mfe_ledger', page: 'ledger' },
  { path: '/validators', remote: 'mfe_network', page: 'validators' },
  { path: '/tokens', remote: 'mfe_network', page: 'tokens' },
  { path: '/balances', remote: 'mfe_network', page: 'balances' },
  { path: '/en/learn', remote: 'mfe_learn', page: 'learn' },
  { path: '/en/learn/:section/:slug', remote: 'mfe_learn', page: 'article' },
  { path: '/ctid', remote: 'mfe_learn', page: 'ctid' },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      ...REMOTE_ROUTES.map((r) => ({ path: r.path, element: <RemotePage key={r.remote + r.page} remote={r.remote} page={r.page} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];
