/**
 * The domain logic every page needs: what the browser bundle of `@ledgerlens/shared` re-exports.
 * Page-specific parts are modules of their own, loaded only by the pages that use them (page-weight
 * budgets): `./address.ts` (`@ledgerlens/shared/address`, with the address codec) and CTID,
 * failure explanations, known addresses and tiers (`@ledgerlens/shared/ledger`). `./index.ts`
 * (`@ledgerlens/shared/domain`, used by Node code) has all of them.
 *
 * The XRPL basics every package reads the ledger through, one module per concern:
 * `./affectedNodes` (a transaction's affected nodes), `./transactionEntry` (one listed transaction,
 * API v1 or v2), `./identifiers` (64-hex keys, MPTokenIssuanceID, address shape), `./tokenId`
 * (`CUR.issuer`), `./rippleTime` (the Ripple epoch), `./amendmentsEntry` (the Amendments entry and
 * EnableAmendment flags) and `./addressMessages` (the spec's address texts). The AMM fee helpers
 * live in `./assets` (`discountedFee`, `feeUnitsToPercent`) and `./amm` (`ammTradingFeeFromVotes`, the quotes).
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
// `isHex64` (of `./identifiers`) reaches the barrel through `./assets`, which re-exports it.
export {
  HEX64_PATTERN_TEXT,
  UPPER_HEX64_PATTERN_TEXT,
  NFTOKEN_ID_PATTERN_TEXT,
  LEDGER_ENTRY_INDEX_PATTERN_TEXT,
  MPT_ISSUANCE_ID_PATTERN_TEXT,
  BASE58_CLASS,
  anchored,
  anchoredTrimmed,
  isUpperHex64,
} from './identifiers';
export * from './tokenId';
export * from './rippleTime';
export * from './addressMessages';
export * from './affectedNodes';
export * from './transactionEntry';
export * from './amendmentsEntry';
