import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyRuntimeConfig, createAppStore, loadRuntimeConfig } from '@ledgerlens/shared';
import { App } from './App';
import { applyRemotesConfig, loadRemotesConfig } from './remotes/registry';
import { readInlineJson } from './inlineConfig';

/**
 * Starts the shell. `config.json` and `remotes.json` come from the page itself when its server
 * inlined them (JSON data blocks written per navigation by `scripts/serve.mjs`), so no request waits
 * for the shell's code; otherwise (dev server, a plain static host) they are fetched.
 */
async function start() {
  const inlineConfig = readInlineJson('ledgerlens-config');
  const inlineRemotes = readInlineJson('ledgerlens-remotes');
  await Promise.all([
    inlineConfig !== undefined ? applyRuntimeConfig(inlineConfig) : loadRuntimeConfig('/config.json'),
    inlineRemotes !== undefined ? applyRemotesConfig(inlineRemotes) : loadRemotesConfig('/remotes.json'),
  ]);
  const store = createAppStore();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

void start();
