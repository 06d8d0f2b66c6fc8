/**
 * The domain logic every page needs: what the browser bundle of `@ledgerlens/shared` re-exports.
 * Page-specific parts are modules of their own, loaded only by the pages that use them (page-weight
 * budgets): `./address.ts` (`@ledgerlens/shared/address`, with the address codec) and CTID,
 * failure explanations, known addresses and tiers (`@ledgerlens/shared/ledger`). `./index.ts`
 * (`@ledgerlens/shared/domain`, used by Node code) has all of them.
 */
export * from './types';
export * from './objectViews';
export * from './constants';
export * from './search';
export * from './drops';
export * from './errors';
export * from './status';
export * from './format';
export * from './ledgerId';
export * from './csv';
export * from './assets';
export * from './amm';
export * from './nftLegacyFlags';
export * from './mptTypes';
