/**
 * Renders mfe-network as the shell mounts it (its `./routes` module) or, with `standalone`, as its
 * standalone app does; see `renderRemoteAt` in `@ledgerlens/shared/testing`.
 */
import { renderRemoteAt } from '@ledgerlens/shared/testing';
import routes from '../src/routes';

/** Renders `path` once its lazy route module has loaded. */
export function renderAt(path: string, { standalone = false } = {}) {
  return renderRemoteAt(routes, path, standalone ? { standalone: { app: 'mfe-network' } } : {});
}
