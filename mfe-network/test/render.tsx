/**
 * Renders mfe-network as the shell mounts it (its `./routes` module) or, with `standalone`, as its
 * standalone app does; see `renderRemoteAt` in `@ledgerlens/shared/testing`.
 */
import type { RuntimeConfig } from '@ledgerlens/shared';
import { renderRemoteAt } from '@ledgerlens/shared/testing';
import routes from '../src/routes';

/** Renders `path` once its lazy route module has loaded; `config`: the render's own run-time configuration (the server render's). */
export function renderAt(path: string, { standalone = false, config }: { standalone?: boolean; config?: RuntimeConfig } = {}) {
  return renderRemoteAt(routes, path, { ...(standalone ? { standalone: { app: 'mfe-network' } } : {}), config });
}
