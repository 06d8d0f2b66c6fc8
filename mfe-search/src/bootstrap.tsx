/**
 * Standalone entry of the search remote (`npm --workspace mfe-search start`, port 8081, env
 * MFE_SEARCH_PORT): its own store and router around its own `./routes` module, with its header
 * search widget in the bar and its home widget on `/`. In the shell this file is never loaded: the
 * shell imports `./routes` and the widget modules only.
 */
import { Page } from '@ledgerlens/shared';
import { startStandalone } from '@ledgerlens/shared/standalone';
import routes from './routes';
import HeaderSearch from './widgets/headerSearch';
import HomeSearchPanel from './widgets/homeSearchPanel';

void startStandalone({
  app: 'mfe-search',
  routes,
  header: <HeaderSearch compact />,
  home: (
    <Page>
      <HomeSearchPanel />
    </Page>
  ),
});
