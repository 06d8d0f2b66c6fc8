/**
 * The server renders the web server keeps:
 *
 * - {@link createRenderCache}: immutable pages (every API answer said `immutable`: a validated
 *   transaction, a closed ledger), a bounded LRU by count with a TTL (their relative times drift);
 * - {@link createLiveRenderCache}: live pages (home, validators, tokens, rich list, amendments, AMM
 *   list, an account, a pool, a token, an MPT, an NFT, a ledger object), one render per validated
 *   ledger shared by every visitor, bounded by bytes, with single flight for concurrent first
 *   requests. Pages with path parameters or a query (unboundedly many: any account) live in a
 *   segment of their own, so a flood of distinct accounts evicts only other such pages, never home.
 *
 * Both answer a kept value only for the same `deps` (the code, `remotes.json`, `config.json`, the
 * remotes' server builds), compared element by element.
 */
import { LRUCache } from 'lru-cache';

const sameDeps = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((d, i) => d === b[i]);

/** Server renders of immutable pages kept at most (LRU). */
export const RENDER_CACHE_ENTRIES = 64;
/** How long a kept immutable render is used, milliseconds (its relative times, "4 years ago", would drift). */
export const RENDER_CACHE_TTL_MS = 60_000;

/** A bounded LRU of server renders ({@link createRenderCache}). */
export interface RenderCache<T> {
  /** The kept value, when younger than the TTL and stored with the same `deps`. */
  get(key: string, deps: unknown[]): T | undefined;
  set(key: string, deps: unknown[], value: T): void;
  readonly size: number;
}

/** See the module comment. */
export function createRenderCache<T>({ maxEntries = RENDER_CACHE_ENTRIES, ttlMs = RENDER_CACHE_TTL_MS, now }: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}): RenderCache<T> {
  if (maxEntries <= 0) return { get: () => undefined, set: () => undefined, size: 0 };
  const entries = new LRUCache<string, { deps: unknown[]; value: T }>({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, ...(now ? { perf: { now } } : {}) });
  return {
    get(key, deps) {
      const e = entries.get(key);
      return e && sameDeps(e.deps, deps) ? e.value : undefined;
    },
    set(key, deps, value) {
      entries.set(key, { deps, value });
    },
    get size() {
      return entries.size;
    },
  };
}

/** Longest a live render is served as current without a newer ledger being seen, milliseconds (then revalidated: the node may be down). */
export const LIVE_MAX_AGE_MS = 10_000;
/**
 * Oldest kept live render served while one render replaces it (stale while revalidate),
 * milliseconds. An older one (a page nobody asked for during several ledger closes) is rendered
 * before it is served, so a rarely visited page does not show a visitor a ledger from long ago;
 * it is still served, marked stale, when that render finds the node or the API down.
 */
export const LIVE_STALE_SERVE_MS = 30_000;
/** Share of the live cache's bytes for pages without parameters (home, validators…); the rest is for parameterised ones. */
export const FIXED_SEGMENT_SHARE = 1 / 3;

/** A segment of the live cache. */
export type LiveSegment = 'fixed' | 'parameterised';

/** One kept live render. */
export interface LiveEntry<T> {
  value: T;
  /** The validated ledger it shows (the ledger clock's index when it was rendered; undefined: unknown). */
  ledger?: number;
  renderedAt: number;
  deps: unknown[];
  bytes: number;
  /** Set when bringing it up to date failed because the node or the API is down: since when it is stale (ISO 8601). */
  staleSince?: string;
}

/** Counters of the live cache (the web server's metrics). */
export interface LiveCacheEvents {
  hit?: (segment: LiveSegment) => void;
  miss?: (segment: LiveSegment) => void;
  stale?: (segment: LiveSegment) => void;
}

/** The live cache ({@link createLiveRenderCache}). */
export interface LiveRenderCache<T> {
  /**
   * The kept render of `key` with the same deps, and whether it is current: rendered for ledger
   * `ledger` (when known) and younger than {@link LIVE_MAX_AGE_MS}; `expired` when it is older than
   * {@link LIVE_STALE_SERVE_MS} (rendered again before it is served, unless the node is down).
   */
  lookup(segment: LiveSegment, key: string, deps: unknown[], ledger: number | undefined): { entry: LiveEntry<T>; current: boolean; expired: boolean } | undefined;
  set(segment: LiveSegment, key: string, entry: LiveEntry<T>): void;
  /** Runs `render` once for concurrent callers of the same key (single flight). */
  flight<R>(key: string, render: () => Promise<R>): { promise: Promise<R>; leader: boolean };
  /** Whether a render of `key` is running. */
  running(key: string): boolean;
  /** Bytes kept now, per segment. */
  bytes(): Record<LiveSegment, number>;
  readonly events: LiveCacheEvents;
}

/**
 * See the module comment. `maxBytes` bounds the sum of every entry's `bytes` (0: nothing kept);
 * an entry larger than its segment is not kept.
 */
export function createLiveRenderCache<T>({ maxBytes, now = () => Date.now(), events = {} }: { maxBytes: number; now?: () => number; events?: LiveCacheEvents }): LiveRenderCache<T> {
  const make = (size: number) => (size >= 1 ? new LRUCache<string, LiveEntry<T>>({ maxSize: size, sizeCalculation: (e) => Math.max(1, e.bytes) }) : undefined);
  const fixedBytes = Math.floor(maxBytes * FIXED_SEGMENT_SHARE);
  const segments: Record<LiveSegment, LRUCache<string, LiveEntry<T>> | undefined> = { fixed: make(fixedBytes), parameterised: make(maxBytes - fixedBytes) };
  const inflight = new Map<string, Promise<unknown>>();
  return {
    events,
    lookup(segment, key, deps, ledger) {
      const entry = segments[segment]?.get(key);
      if (!entry || !sameDeps(entry.deps, deps)) return undefined;
      const age = now() - entry.renderedAt;
      const current = entry.staleSince === undefined && age < LIVE_MAX_AGE_MS && (ledger === undefined || entry.ledger === ledger);
      return { entry, current, expired: age > LIVE_STALE_SERVE_MS };
    },
    set(segment, key, entry) {
      const cache = segments[segment];
      if (cache && entry.bytes <= cache.maxSize) cache.set(key, entry);
    },
    flight<R>(key: string, render: () => Promise<R>) {
      const running = inflight.get(key) as Promise<R> | undefined;
      if (running) return { promise: running, leader: false };
      const promise = render().finally(() => inflight.delete(key));
      inflight.set(key, promise);
      return { promise, leader: true };
    },
    running: (key) => inflight.has(key),
    bytes: () => ({ fixed: segments.fixed?.calculatedSize ?? 0, parameterised: segments.parameterised?.calculatedSize ?? 0 }),
  };
}
