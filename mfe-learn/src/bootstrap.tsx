/**
 * Standalone entry of mfe-learn (`npm --workspace mfe-learn start`, port 8085, env MFE_LEARN_PORT): loads
 * `config.json`, creates its own store and router and renders the remote's pages in a minimal frame.
 * In the shell this file is never loaded: the shell imports `./routes` only.
 */
import { startStandalone } from '@ledgerlens/shared/standalone';
import routes from './routes';

void startStandalone({ app: 'mfe-learn', routes });
