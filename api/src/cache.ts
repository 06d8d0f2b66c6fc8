/**
 * In-process caching of the API's answers: an `lru-cache` bounded in bytes for what cannot change
 * (validated transactions and ledgers, stored as ready-to-send JSON with a strong ETag, plus short
 * lived "not found" answers), and a coalescer so that identical concurrent loads run once.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ApiError } from './errors';

/** `Cache-Control` of a validated transaction or ledger: it can never change. */
export const CACHE_CONTROL_IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * `Cache-Control` of live data (`latest`, a transaction not yet validated): fresh for one ledger
 * close (about 4 s, spec §9); a shared cache may serve it stale for one more close while it refetches.
 */
export const CACHE_CONTROL_LIVE = 'public, max-age=4, stale-while-revalidate=4';
/** `Cache-Control` of a 404 for a well-formed identifier: it may exist one ledger close later. */
export const CACHE_CONTROL_NOT_FOUND = 'public, max-age=4';
/** `Cache-Control` of every other error (400, 429, 5xx) and of anything not marked otherwise. */
export const CACHE_CONTROL_NONE = 'no-store';
/** How long a "not found" answer is kept in memory, milliseconds (same as its HTTP max-age). */
export const NOT_FOUND_TTL_MS = 4_000;
/** Default byte limit of the response cache, MiB (`API_CACHE_MB`). */
export const DEFAULT_CACHE_MB = 64;

/** A serialized JSON answer, ready to send. */
export interface CachedBody {
  /** The JSON body, UTF-8. */
  body: Buffer;
  /** Strong ETag of `body`: `"<base64 SHA-1>"`. */
  etag: string;
  /** The `Cache-Control` header to send with it. */
  cacheControl: string;
}

/** What the response cache holds per key: a body, or the 404 `ApiError` of a well-formed identifier. */
export type CacheEntry = CachedBody | ApiError;

/** Builds a {@link CachedBody} from serialized JSON (e.g. `reply.serialize(...)`); computes the strong ETag once. */
export function toCachedBody(json: string | Buffer | ArrayBuffer, cacheControl: string): CachedBody {
  const body = typeof json === 'string' ? Buffer.from(json, 'utf8') : Buffer.isBuffer(json) ? json : Buffer.from(json);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64')}"`, cacheControl };
}

/** Counters of the response cache and of load coalescing. */
export interface CacheStats {
  hits: number;
  misses: number;
  /** Requests that waited for an identical load already running instead of starting their own. */
  joined: number;
}

/** Approximate memory of an entry besides its body (key, object headers), bytes. */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * Byte-bounded LRU of answers (`lru-cache` with `maxSize` and `sizeCalculation`). Immutable bodies
 * stay until evicted; "not found" errors expire after {@link NOT_FOUND_TTL_MS}.
 */
export class ResponseCache {
  readonly stats: CacheStats = { hits: 0, misses: 0, joined: 0 };
  private readonly lru: LRUCache<string, CacheEntry>;

  /** @param maxBytes upper bound of the stored bodies, bytes (e.g. `API_CACHE_MB` × 1,048,576). */
  constructor(readonly maxBytes: number) {
    this.lru = new LRUCache<string, CacheEntry>({
      maxSize: Math.max(1, Math.floor(maxBytes)),
      sizeCalculation: (entry, key) => ('body' in entry ? entry.body.length : 128) + key.length + ENTRY_OVERHEAD_BYTES,
    });
  }

  /** The entry stored under `key`, counting a hit or a miss. */
  get(key: string): CacheEntry | undefined {
    const entry = this.lru.get(key);
    if (entry) this.stats.hits += 1;
    else this.stats.misses += 1;
    return entry;
  }

  /** The entry stored under `key` without counting (the cached-answers hook counts a hit with {@link countHit} when it answers). */
  lookup(key: string): CacheEntry | undefined {
    return this.lru.get(key);
  }

  /** Counts a hit answered outside {@link get}. */
  countHit(): void {
    this.stats.hits += 1;
  }

  /** Stores an immutable body under every key that names it (e.g. by index and by hash). */
  setImmutable(keys: readonly string[], entry: CachedBody): void {
    for (const key of keys) this.lru.set(key, entry);
  }

  /** Stores a 404 answer for {@link NOT_FOUND_TTL_MS}. */
  setNotFound(key: string, error: ApiError): void {
    this.lru.set(key, error, { ttl: NOT_FOUND_TTL_MS });
  }

  /** Number of keys and bytes currently held. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.lru.size, bytes: this.lru.calculatedSize };
  }
}

/**
 * Runs identical concurrent loads once: while the load for `key` is running, later callers get the
 * same promise (same value or same error). Nothing is kept once it settles.
 */
export class Coalescer {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  /** @param stats `joined` is incremented for every caller that joined a running load. */
  constructor(private readonly stats?: CacheStats) {}

  /** Runs `load` unless a load for `key` is already running, and returns that load's promise. */
  run<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.inFlight.get(key);
    if (pending) {
      if (this.stats) this.stats.joined += 1;
      return pending as Promise<T>;
    }
    const promise = new Promise<T>((resolve) => resolve(load())).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }
}
