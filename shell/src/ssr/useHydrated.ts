import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders on the server and while the client hydrates that server markup; true
 * in every later render (and at once in a client-only render, `createRoot`). Whatever depends on
 * the browser (federated widgets, `matchMedia`, `IntersectionObserver`) renders its server form
 * (the reserved space) while this is false, so hydration sees exactly the server's markup, then
 * switches after the hydration commit.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
