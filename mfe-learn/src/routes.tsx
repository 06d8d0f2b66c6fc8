/**
 * `mfe_learn/routes`: the learn hub, the articles and the CTID tool (`/en/learn`, `/ctid`), each
 * page its own chunk (react-markdown comes with the article page only).
 */
import type { RemoteRoutes } from '@ledgerlens/shared';
import { pages } from './pages';

const routes: RemoteRoutes = [
  { path: pages.hub.path, handle: { page: pages.hub }, lazy: () => import(/* webpackChunkName: "page-learn-hub" */ './features/learn/routes/LearnHub').then((m) => ({ Component: m.LearnHub })) },
  { path: pages.article.path, handle: { page: pages.article }, lazy: () => import(/* webpackChunkName: "page-article" */ './features/learn/routes/ArticlePage').then((m) => ({ Component: m.ArticlePage })) },
  { path: pages.ctid.path, handle: { page: pages.ctid }, lazy: () => import(/* webpackChunkName: "page-ctid" */ './features/ctid/routes/CtidPage').then((m) => ({ Component: m.CtidPage })) },
];

export default routes;
