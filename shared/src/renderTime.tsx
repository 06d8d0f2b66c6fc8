import { createContext, useContext, useEffect, useState } from 'react';

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
 * after, the browser's clock (`Date.now()`), and the text updates. In a client-only render it is
 * `Date.now()` at mount. It does not tick: a component that must tick keeps its own timer.
 */
export function useRenderTime(): number {
  const serverTime = useContext(RenderTimeContext);
  const [now, setNow] = useState(() => serverTime ?? Date.now());
  useEffect(() => {
    if (serverTime !== undefined) setNow(Date.now());
  }, [serverTime]);
  return now;
}
