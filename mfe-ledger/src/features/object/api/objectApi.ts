/**
 * mfe-ledger's ledger-object endpoint: `GET /api/objects/{index}` ({@link LedgerObjectAnswer}: rippled
 * `ledger_entry`, then the `PreviousTxnID` chain walked with `tx`); `before` pages older history.
 */
import { baseApi, fillUrl, type LedgerObjectAnswer } from '@ledgerlens/shared';
import { OBJECT_URL } from './urls';

export const objectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLedgerObject: build.query<LedgerObjectAnswer, { index: string; before?: string }>({
      query: ({ index, before }) => `${fillUrl(OBJECT_URL, { index })}${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    }),
  }),
});

export const { useGetLedgerObjectQuery } = objectApi;
