import { createContext, useContext, type ReactNode } from 'react';

/** Retry of a remote whose routes could not be loaded (the unavailable panel's button). */
const RetryContext = createContext<(remote: string) => Promise<void>>(async () => undefined);

/** The retry function of the router in use (`createShellRouter`'s `retry`). */
export function useRemoteRetry(): (remote: string) => Promise<void> {
  return useContext(RetryContext);
}

/** Provides the router's retry function to the unavailable panels below it. */
export function RetryProvider({ retry, children }: { retry: (remote: string) => Promise<void>; children: ReactNode }) {
  return <RetryContext.Provider value={retry}>{children}</RetryContext.Provider>;
}
