/**
 * Search state (spec §3 "Search state"): the last search that was submitted (`trigger`) and the
 * record it led to (`result`). Injected lazily into the shared root reducer with
 * `rootReducer.inject` (through `slice.injectInto`), so the shell never has to know this slice.
 * Importing this module injects it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, type SearchType } from '@ledgerlens/shared';

/** Type of a search result: a transaction, an address or a ledger; `none` before any result. */
export type SearchResultType = SearchType | 'none';

/** The record a search led to (spec §3: type, data, isLoading). */
export interface SearchResult {
  type: SearchResultType;
  /** The record as the API returned it (e.g. a `Transaction`), `null` while loading or when none. */
  data: unknown;
  /** True while the record is being fetched. */
  isLoading: boolean;
}

/** A submitted search (spec §3: query, type). */
export interface SearchTrigger {
  /** Normalised query (`ParsedQuery.normalizedQuery`): hashes/CTIDs upper-cased, ledger digits. */
  query: string;
  /** What the query was recognised as (`null` when unrecognised). */
  type: SearchType | null;
}

/** State of the `search` slice. */
export interface SearchState {
  result: SearchResult;
  /** The last submitted search, `null` before the first one. */
  trigger: SearchTrigger | null;
}

/** Initial state: no search, no result. */
export const initialSearchState: SearchState = {
  result: { type: 'none', data: null, isLoading: false },
  trigger: null,
};

declare module '@ledgerlens/shared' {
  interface LazyLoadedSlices {
    /** Search state of the mfe-search remote (spec §3 "Search state"). */
    search: SearchState;
  }
}

/**
 * The `search` slice. Actions:
 * - `searchTriggered({query, type})`: a search box submitted a valid query;
 * - `searchResultChanged({type, data, isLoading})`: the record of the last search loaded (or is loading);
 * - `searchCleared()`: back to the empty search (e.g. a "back to search" action).
 */
export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    searchTriggered(state, action: PayloadAction<SearchTrigger>) {
      state.trigger = action.payload;
    },
    searchResultChanged(state, action: PayloadAction<SearchResult>) {
      state.result = action.payload;
    },
    searchCleared() {
      return initialSearchState;
    },
  },
  selectors: {
    selectSearchTrigger: (state) => state.trigger,
    selectSearchResult: (state) => state.result,
  },
});

/** The slice injected into the shared root reducer; its selectors read `state.search` (initial state until first action). */
export const injectedSearchSlice = searchSlice.injectInto(rootReducer);

export const { searchTriggered, searchResultChanged, searchCleared } = searchSlice.actions;
/** `selectSearchTrigger(state)` → last submitted search or `null`; `selectSearchResult(state)` → {@link SearchResult}. */
export const { selectSearchTrigger, selectSearchResult } = injectedSearchSlice.selectors;
