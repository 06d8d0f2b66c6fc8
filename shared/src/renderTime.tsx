import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type Ref, type RefCallback, type RefObject } from 'react';

/**
 * The time a server-rendered page was rendered at (Unix ms), while the browser takes that markup
 * over; `undefined` otherwise (a client-only render, and after the takeover). Provided by the
 * shell (`ShellRoot`): on the server, the request's render time; in the browser, the same time read
 * from the page's server-render data block.
 */
export const RenderTimeContext = createContext<number | undefined>(undefined);

/**
 * "Now" for relative times ("12 seconds ago", "Updated 3s ago"), Unix ms. While a server-rendered
 * page is hydrated it is the server's render time, so the text matches the server's markup (no
 * hydration mismatch, even for a render the server kept, or a visitor whose clock differs); right
 * after, the browser's clock (`Date.now()`), and the text updates (a transition: not part of the
 * takeover, and a tap meanwhile is not delayed by it). In a client-only render it is
 * `Date.now()` at mount. It does not tick: a component that must tick keeps its own timer.
 */
export function useRenderTime(): number {
  const serverTime = useContext(RenderTimeContext);
  const [now, setNow] = useState(() => serverTime ?? Date.now());
  useEffect(() => {
    if (serverTime !== undefined) startTransition(() => setNow(Date.now()));
  }, [serverTime]);
  return now;
}

const noSubscription = () => () => undefined;

/**
 * False while React renders on the server and while the browser hydrates that server markup; true
 * in every later render (and at once in a client-only render, `createRoot`). What depends on the
 * browser or on the app's code being there (`matchMedia`, the page's origin, a control enabled by
 * validation) renders its server form while this is false, so hydration sees exactly the server's
 * markup, then switches after the hydration commit.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Keeps what a visitor typed into a server-rendered text input before the browser took the page
 * over. React hydrates a controlled input without touching its DOM value, and the input's first
 * update afterwards would write the state's value (empty) over the typed text; so right after the
 * hydration commit a DOM value that differs from `value` becomes the state (`onValue`). A no-op in
 * a client-only render. Returns the ref callback to put on the `<input>`; `forward` (optional) is
 * another ref of the same input.
 */
export function useTypedBeforeHydration(
  value: string,
  onValue: (value: string) => void,
  forward?: Ref<HTMLInputElement>,
): RefCallback<HTMLInputElement> {
  const element = useRef<HTMLInputElement | null>(null);
  const first = useRef({ value, onValue });
  useLayoutEffect(() => {
    const el = element.current;
    if (el && el.value !== first.current.value) first.current.onValue(el.value);
  }, []);
  const forwardRef = useRef(forward);
  forwardRef.current = forward;
  const [callback] = useState<RefCallback<HTMLInputElement>>(() => (el: HTMLInputElement | null) => {
    element.current = el;
    const f = forwardRef.current;
    if (typeof f === 'function') f(el);
    else if (f && typeof f === 'object') (f as RefObject<HTMLInputElement | null>).current = el;
  });
  return callback;
}
