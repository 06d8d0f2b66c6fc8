import { pagesOfRoutes } from '@ledgerlens/shared/pages';
import { declarations } from '../src/pages';
import routes from '../src/routes';

/** The pages this remote publishes in its manifest are its routes' own declarations (`handle.page`). */
it("declares every route's page, as the route's handle, in route order", () => {
  expect(pagesOfRoutes(routes)).toEqual(declarations.pages);
  expect(declarations.pages.map((p) => p.path)).toEqual(routes.map((r) => r.path));
});
