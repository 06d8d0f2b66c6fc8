import type { SearchType } from '@ledgerlens/shared';

/** Display names of the search kinds (the header's kind select and the detected-type badges). */
export const SEARCH_KIND_LABELS: Readonly<Record<SearchType, string>> = Object.freeze({
  address: 'Address',
  transaction: 'Transaction',
  ledger: 'Ledger',
});

/** The kinds offered by the header search box, in the order of spec §2 (address, transaction, ledger). */
export const SEARCH_KINDS: readonly SearchType[] = Object.freeze(['address', 'transaction', 'ledger'] as const);

/** Placeholder of the header search input per kind. */
export const HEADER_PLACEHOLDERS: Readonly<Record<SearchType, string>> = Object.freeze({
  address: 'Search an XRP address (r…)',
  transaction: 'Search a transaction hash or CTID',
  ledger: 'Search a ledger index',
});
