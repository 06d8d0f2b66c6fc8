/**
 * The router and state-management surface of LedgerLens: the parts of react-router and Redux
 * Toolkit the apps use, re-exported from the `@ledgerlens/shared` singleton.
 *
 * Why: a library shared through Module Federation is shared whole (it cannot be tree-shaken
 * across builds), and react-router alone is about 61 KiB gzip. Bundled inside this one shared
 * module instead, only what is re-exported here is kept (react-router about 33 KiB), and there is
 * still exactly one copy and one instance per page: the one inside the `@ledgerlens/shared`
 * singleton. Apps therefore import these from `@ledgerlens/shared`, never from `react-router`,
 * `@reduxjs/toolkit` or `react-redux` directly (ESLint `no-restricted-imports`; type-only imports
 * are fine). To use another export, add it here.
 *
 * The router itself is LedgerLens's (`router.tsx`: `createAppRouter`, `AppRouterProvider`,
 * `useNavigationPending`, `useRouteError`), over react-router's declarative `<Router>` and
 * `useRoutes`: react-router's data router (`createBrowserRouter`, `RouterProvider`, about 12 KiB
 * gzip) is not exported, so it is not in the singleton (`/` first view).
 */
export { Link, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export type { Location, NavigateOptions, Params, RouteObject, To } from 'react-router';
export { createSelector, createSlice, nanoid } from '@reduxjs/toolkit';
export type { PayloadAction } from '@reduxjs/toolkit';
