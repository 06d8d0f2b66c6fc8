/**
 * mfe-ledger's ledger-object endpoint: `GET /api/objects/{index}` ({@link LedgerObjectAnswer}: rippled
 * `ledger_entry`, then the `PreviousTxnID` chain walked with `tx`); `before` pages older history.
 */
import { baseApi, type LedgerObjectAnswer } from '@ledgerlens/shared';

export const objectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLedgerObject: build.query<LedgerObjectAnswer, { index: string; before?: string }>({
      query: ({ index, before }) => `/api/objects/${encodeURIComponent(index)}${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    }),
  }),
});

export const { useGetLedgerObjectQuery } = objectApi;
