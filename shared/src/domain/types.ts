/**
 * Entities shared by the API server and the front ends (spec §3). The API serves exactly these
 * shapes; the remotes read them through the RTK Query `baseApi`. One module per concern in `./types/`;
 * this module re-exports them all, so `import type { … } from './types'` keeps working.
 */
export * from './types/transaction';
export * from './types/ledger';
export * from './types/account';
export * from './types/network';
export * from './types/amendments';
