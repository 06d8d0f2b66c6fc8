import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Which queries are showing stale data: the API answers a live route with its last good
 * value, marked `stale: true` and `staleSince`, while the XRPL node is unreachable or hung. The
 * shared `baseQuery` notes each such answer here by its RTK Query cache key, and removes the note
 * when a later answer of the same query is fresh; the shell's layout shows one banner while any
 * query still in the cache is stale (`selectStaleSince`).
 */
export interface StaleState {
  /** Query cache key → `staleSince` (ISO 8601) of its stale answer. */
  byQuery: Record<string, string>;
}

const initialState: StaleState = { byQuery: {} };

export const staleSlice = createSlice({
  name: 'stale',
  initialState,
  reducers: {
    /** A query got a stale answer; its data was last current at `staleSince`. */
    staleAnswerNoted(state, action: PayloadAction<{ queryCacheKey: string; staleSince: string }>) {
      state.byQuery[action.payload.queryCacheKey] = action.payload.staleSince;
    },
    /** A query got a fresh answer. */
    freshAnswerNoted(state, action: PayloadAction<string>) {
      delete state.byQuery[action.payload];
    },
  },
});

export const { staleAnswerNoted, freshAnswerNoted } = staleSlice.actions;

/** An answer body marked stale by the API: `{ stale: true, staleSince: '<ISO 8601>' }`. */
export function staleSinceOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { stale, staleSince } = data as { stale?: unknown; staleSince?: unknown };
  return stale === true && typeof staleSince === 'string' ? staleSince : undefined;
}

/** RTK Query's synced subscriptions: query cache key → its subscribers (request id → options). */
type Subscriptions = Record<string, Record<string, unknown> | undefined>;

/**
 * The oldest `staleSince` among the queries a page still shows whose last answer was stale, or null
 * when none is (no banner). A query counts while it is in the RTK Query cache and, when the store
 * has RTK Query's `subscriptions` state, while at least one component subscribes to it: an entry
 * nobody reads any more (e.g. `/ledger/latest`'s `latest` answer after the page moved on to follow
 * newer ledgers by index) lingers in the cache for `keepUnusedDataFor` but is not on screen, so it
 * must not keep the banner up. RTK Query syncs `subscriptions` into the store within 0.5 s of a change.
 */
export function selectStaleSince(state: { stale?: StaleState; api?: { queries?: Record<string, unknown>; subscriptions?: Subscriptions } }): string | null {
  const byQuery = state.stale?.byQuery;
  if (!byQuery) return null;
  const subscriptions = state.api?.subscriptions;
  let oldest: string | null = null;
  for (const [key, since] of Object.entries(byQuery)) {
    if (state.api?.queries && !(key in state.api.queries)) continue; // query left the cache
    if (subscriptions && Object.keys(subscriptions[key] ?? {}).length === 0) continue; // nobody shows it
    if (oldest === null || Date.parse(since) < Date.parse(oldest)) oldest = since;
  }
  return oldest;
}
