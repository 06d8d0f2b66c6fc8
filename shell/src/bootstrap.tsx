import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, loadRuntimeConfig } from '@ledgerlens/shared';
import { App } from './App';
import { loadRemotesConfig } from './remotes/registry';

async function start() {
  await Promise.all([loadRuntimeConfig('/config.json'), loadRemotesConfig('/remotes.json')]);
  const store = createAppStore();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

void start();
