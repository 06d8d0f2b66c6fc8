/**
 * One server render's API requests: made per request, reached only through that render's store
 * (`createAppStore` `api.fetchFn`), so concurrent renders share nothing. Notes what was asked, which
 * answers were immutable, and the first answer that ends the render at once (a 429, a 5xx, the API
 * unreachable, a stale answer).
 */

/**
 * What a failed render learned from its API answers: `retryAfterSeconds` of a `429`
 * (`rate-limited`), `staleSince` of an answer served stale by the API while the XRPL node is
 * unreachable (`stale`, the API's `X-LedgerLens-Stale-Since`).
 */
export interface SsrFailureDetail {
  retryAfterSeconds?: number;
  staleSince?: string;
}

/** What one render's API requests share: made per request, reached only through that render's store. */
export interface RequestContext {
  forwardedFor?: string;
  fetched: string[];
  /** Per absolute URL: whether its answer was `immutable`. */
  immutable: Map<string, boolean>;
  /** Requests started ahead of the first pass (`prefetch`), by absolute URL. */
  prefetched: Map<string, Promise<Response>>;
  /** The first answer that ends the render at once (429, 5xx, unreachable, stale), when one came. */
  failure?: { reason: 'rate-limited' | 'upstream' | 'stale'; detail: SsrFailureDetail };
  /** Settles when {@link RequestContext.failure} is set. */
  failed: Promise<void>;
  fail: (reason: 'rate-limited' | 'upstream' | 'stale', detail?: SsrFailureDetail) => void;
}

/** A render's request context (see {@link RequestContext}). */
export function requestContext(forwardedFor: string | undefined): RequestContext {
  let settle: () => void = () => undefined;
  const context: RequestContext = {
    forwardedFor,
    fetched: [],
    immutable: new Map(),
    prefetched: new Map(),
    failed: new Promise<void>((resolve) => (settle = resolve)),
    fail(reason, detail = {}) {
      if (context.failure) return;
      context.failure = { reason, detail };
      settle();
    },
  };
  return context;
}

/** Seconds of a `Retry-After` header (seconds or an HTTP date); 1 when missing or unreadable. */
function retryAfterSeconds(value: string | null): number {
  const text = (value ?? '').trim();
  const seconds = /^\d+$/.test(text) ? Number(text) : (Date.parse(text) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 1;
}

/** Notes an answer that ends the render at once: a 429, a 5xx, a stale answer (the API's `X-LedgerLens-Stale-Since`). */
function observe(context: RequestContext, response: Response): void {
  if (response.status === 429) context.fail('rate-limited', { retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')) });
  else if (response.status >= 500) context.fail('upstream');
  else if (response.headers.get('x-ledgerlens-stale-since')) context.fail('stale', { staleSince: response.headers.get('x-ledgerlens-stale-since') ?? undefined });
}

/** Connection errors that mean the API is not there (down, not listening), not a passing hiccup. */
const API_DOWN = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * A request that got no answer: when the API is not there (connection refused, no such host), the
 * render ends at once; any other error (a reset connection, this render's own timeout at its
 * deadline) is left to the base query's retries within the deadline.
 */
function unreachable(context: RequestContext, error: unknown): never {
  const cause = (error as { cause?: { code?: string; errors?: { code?: string }[] } })?.cause;
  const codes = [cause?.code, ...(cause?.errors ?? []).map((e) => e?.code)];
  if (codes.some((c) => c !== undefined && API_DOWN.has(c))) context.fail('upstream');
  throw error;
}

/**
 * The `fetch` of one render's store (`createAppStore` `api.fetchFn`, read by the shared base
 * query): adds the visitor's `X-Forwarded-For`, hands a prefetched answer to the page's request of
 * the same URL, and notes each request and whether its answer was immutable. The global `fetch` is
 * left as it is.
 */
export function requestFetch(context: RequestContext): typeof fetch {
  return (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (context.forwardedFor) request.headers.set('x-forwarded-for', context.forwardedFor);
    const url = new URL(request.url);
    context.fetched.push(`${url.pathname}${url.search}`);
    const early = request.method === 'GET' ? context.prefetched.get(url.href) : undefined;
    // A prefetched answer is handed out once per caller (a clone; the original body stays unread).
    // A prefetch that failed is not handed out again: the page's own request (and its retries) asks anew.
    const answer = early ? early.then((r) => r.clone(), () => fetch(request)) : fetch(request);
    return answer.then((response) => {
      observe(context, response);
      context.immutable.set(url.href, response.ok && /(?:^|[,\s])immutable(?:$|[,\s])/i.test(response.headers.get('cache-control') ?? ''));
      return response;
    }, (error: unknown) => unreachable(context, error));
  };
}

/** Starts the declared requests of a page (see `ShellRenderInput.prefetch` of `server.tsx`); a failed one is simply not reused. */
export function startPrefetch(context: RequestContext, urls: string[], apiBaseUrl: string) {
  for (const u of urls) {
    let href: string;
    try {
      href = new URL(u, `${apiBaseUrl}/`).href;
    } catch {
      continue;
    }
    if (!/^https?:/.test(href) || context.prefetched.has(href)) continue;
    const headers: Record<string, string> = {};
    if (context.forwardedFor) headers['x-forwarded-for'] = context.forwardedFor;
    const started = fetch(href, { headers });
    // A refusal ends the render before its first pass is done; never an unhandled rejection (the
    // page's own request gets the same rejection and handles it).
    started.then((response) => observe(context, response), (error: unknown) => unreachable(context, error)).catch(() => undefined);
    context.prefetched.set(href, started);
  }
}

