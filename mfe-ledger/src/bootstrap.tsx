/**
 * Standalone entry of mfe-ledger (`npm --workspace mfe-ledger start`, port 8083, env MFE_LEDGER_PORT): loads
 * `config.json`, creates its own store and router and renders the remote's pages in a minimal frame.
 * In the shell this file is never loaded: the shell imports `./routes` only.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createAppStore, loadRuntimeConfig } from '@ledgerlens/shared';
import { standaloneRoutes } from './standalone/StandaloneFrame';

async function main() {
  await loadRuntimeConfig();
  const store = createAppStore();
  const router = createBrowserRouter(standaloneRoutes);
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void main();
