/**
 * Refresh rules of spec §7 shared by several features of mfe-network (ms or s as named).
 * Ledger closes themselves arrive through the one SSE ledger stream of the tab (`getLedgerStream`).
 */

/** Market data refetches every 30 s (`pollingInterval`), ms. */
export const MARKET_POLL_MS = 30_000;

/** Network statistics are stale after 30 s, s. */
export const STATS_STALE_S = 30;

/** Validators refresh every 60 s, ms. */
export const VALIDATORS_POLL_MS = 60_000;
