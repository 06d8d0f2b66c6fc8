import { createContext, useContext } from 'react';
import { getRuntimeConfig, type RuntimeConfig } from './config';

/**
 * The configuration a render uses when it is not the page's own (`getRuntimeConfig`): the shell's
 * server render provides each request's `config.json` here, so concurrent renders never share
 * one. Undefined in the browser, where the page's configuration is read once at start.
 */
export const RuntimeConfigContext = createContext<RuntimeConfig | undefined>(undefined);

/**
 * The run-time configuration in force for this render (`config.json`): the server render's own
 * ({@link RuntimeConfigContext}), else the page's (`getRuntimeConfig`). Read it while rendering
 * (links to the API, e.g. a CSV download), so the server's markup names the same URL as the
 * browser's.
 */
export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext) ?? getRuntimeConfig();
}
