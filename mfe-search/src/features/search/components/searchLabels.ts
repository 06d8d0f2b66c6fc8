import type { SearchKind } from '@ledgerlens/shared';

/**
 * Display names of the search kinds in the home panel and the header (the header's kind picker,
 * the home panel's detected-type badge). The search page shows its own names
 * (`SEARCH_PAGE_LABELS` of `@ledgerlens/shared`: Transaction, Account, Ledger).
 */
export const SEARCH_KIND_LABELS: Readonly<Record<SearchKind, string>> = Object.freeze({
  address: 'Address',
  transaction: 'Transaction',
  ledger: 'Ledger',
});

/** The kinds offered by the header search box, in the order of spec §2 (address, transaction, ledger). */
export const HEADER_SEARCH_KINDS: readonly SearchKind[] = Object.freeze(['address', 'transaction', 'ledger'] as const);

/**
 * Placeholder of the header search input per kind: short, as the kind picker beside it names the
 * kind, so it fits the narrow input of a laptop-width header (about 14 characters at 1,100 px).
 */
export const HEADER_PLACEHOLDERS: Readonly<Record<SearchKind, string>> = Object.freeze({
  address: 'Address (r…)',
  transaction: 'Hash or CTID',
  ledger: 'Ledger index',
});
