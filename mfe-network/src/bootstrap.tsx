/**
 * Standalone entry of mfe-network (`npm --workspace mfe-network start`, port 8084, env MFE_NETWORK_PORT): loads
 * `config.json`, creates its own store and router and renders the remote's pages in a minimal frame.
 * In the shell this file is never loaded: the shell imports `./routes` only.
 */
import { startStandalone } from '@ledgerlens/shared/standalone';
import routes from './routes';

void startStandalone({ app: 'mfe-network', routes });
