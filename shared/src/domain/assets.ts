/**
 * XRPL assets: AMM pools, issued tokens and NFTs. Pure rules shared by the API, the replay node and
 * the pages: the AMM trading fee recomputed from its vote slots (rippled `AMMVote.cpp`), token
 * identifiers (`CUR.issuer`, `CUR+issuer`), NFToken flags, and which ledger text may become a link.
 */
import type { Static } from '@sinclair/typebox';
import type { AccountNftsSchema, AmmAuctionSlotSchema, AmmHistoryEntrySchema, AmmLpHolderSchema, AmmPoolListSchema, AmmPoolSchema, AmmPoolSummarySchema, AmmVoteSlotSchema, AssetRefSchema, IssuedValueSchema, NftDetailSchema, NftFlagsSchema, NftHistoryEntrySchema, NftSaleSchema, NftUnknownSchema, PoolAmountSchema, TokenDetailSchema, TokenHolderSchema, TradingFeeRecomputationSchema } from '../schemas';
import { currencyView } from './currency';
import { isHex64 } from './identifiers';
import { normalizeCurrencyCode } from './search';
export { normalizeCurrencyCode, parseTokenId } from './search';
export * from './ledgerText';
export * from './currency';

/** One side of an AMM pool or order book: XRP is `{ currency: 'XRP' }`, a token has its issuer. */
export type AssetRef = Static<typeof AssetRefSchema>;

/** A token amount with its asset (`value` an exact decimal string in units of the token). */
export type IssuedValue = Static<typeof IssuedValueSchema>;

/**
 * An amount held by a pool: XRP as a decimal string of XRP (not drops) with `currency: 'XRP'`,
 * a token as {@link IssuedValue}.
 */
export type PoolAmount = Static<typeof PoolAmountSchema>;

/** One AMM vote slot (ledger `AMM.VoteSlots[].VoteEntry`). */
export type AmmVoteSlot = Static<typeof AmmVoteSlotSchema>;

/** The trading fee recomputed from the vote slots, with every term of the sum. */
export type TradingFeeRecomputation = Static<typeof TradingFeeRecomputationSchema>;

/** A fee in units of 1/100,000 as a percent text, e.g. 500 → `0.5%`, 1 → `0.001%`. */
export function feeUnitsToPercent(units: number): string {
  return `${Number((units / 1000).toFixed(3))}%`;
}

/** The discounted fee of the auction slot holder: one tenth of the trading fee (rippled `AMMHelpers`), 1/100,000, rounded down. */
export function discountedFee(tradingFee: number): number {
  return Math.floor(tradingFee / 10);
}

/** The rules of a currency code and an issuer, as 400 messages. */
export const TOKEN_ID_MESSAGES = Object.freeze({
  currency: 'A currency code is 3 characters (letters, digits or ?!@#$%^&*<>(){}[]|) other than XRP, or 40 hexadecimal digits not starting with 00',
  issuer: "An issuer is a classic XRP address: 'r' followed by 24-33 Base58 characters",
  token: 'A token is written CURRENCY.issuer or CURRENCY+issuer, e.g. USD.rvYAfWj5gh67oV6fW32ZzP3Aw4Eubs59B',
  nftId: 'An NFTokenID is 64 hexadecimal characters',
});

/**
 * A currency code for display ({@link currencyView}, the one look-alike guard): `isText` false when
 * `text` is the 40-hex code itself (control characters, a code reading "XRP", confusable text).
 */
export function displayCurrency(code: string): { text: string; isText: boolean } {
  const view = currencyView(code);
  return { text: view.text, isText: !view.hex };
}

/** The page route of a token: `/token/{currency}.{issuer}` (currency in ledger form). */
export function tokenRoute(currency: string, issuer: string): string {
  return `/token/${encodeURIComponent(currency)}.${issuer}`;
}

/** The page route of an AMM pool: `/amm/{pool account}`. */
export function ammRoute(account: string): string {
  return `/amm/${account}`;
}

/** The page route of an NFT: `/nft/{NFTokenID}` (upper-case hex). */
export function nftRoute(id: string): string {
  return `/nft/${id.toUpperCase()}`;
}

/** True for 64 hex digits (any case): the shape of an NFTokenID, a transaction hash or a ledger hash (`./identifiers`). */
export { isHex64 };

/** NFToken flags (rippled `lsfBurnable` 0x1, `lsfOnlyXRP` 0x2, `lsfTransferable` 0x8, `lsfMutable` 0x10). */
export type NftFlags = Static<typeof NftFlagsSchema>;

/** The NFToken flags of the 16-bit `Flags` field of an NFTokenID. */
export function nftFlagsOf(flags: number): NftFlags {
  return { burnable: (flags & 0x1) !== 0, onlyXRP: (flags & 0x2) !== 0, transferable: (flags & 0x8) !== 0, mutable: (flags & 0x10) !== 0 };
}

/** Highest NFToken transfer fee: 50,000 units of 1/100,000 = 50 %. */
export const NFT_MAX_TRANSFER_FEE = 50_000;

// -------------------------------------------------------------------------------------------------
// API answers
// -------------------------------------------------------------------------------------------------

/** The auction slot of a pool (ledger `AMM.AuctionSlot`). */
export type AmmAuctionSlot = Static<typeof AmmAuctionSlotSchema>;

/** One transaction that touched a pool, with the pool's state after it (from its metadata). */
export type AmmHistoryEntry = Static<typeof AmmHistoryEntrySchema>;

/** One LP token holder: a trust line to the pool account in its LP token currency. */
export type AmmLpHolder = Static<typeof AmmLpHolderSchema>;

/** `GET /api/amm/{account}`: one pool. */
export type AmmPool = Static<typeof AmmPoolSchema>;

/** One pool of `GET /api/amm`. */
export type AmmPoolSummary = Static<typeof AmmPoolSummarySchema>;

/** `GET /api/amm`: the pools the node lists. */
export type AmmPoolList = Static<typeof AmmPoolListSchema>;

/** One holder of a token. */
export type TokenHolder = Static<typeof TokenHolderSchema>;

/** `GET /api/tokens/{currency}/{issuer}`. */
export type TokenDetail = Static<typeof TokenDetailSchema>;

/** One transaction in an NFT's history. */
export type NftHistoryEntry = Static<typeof NftHistoryEntrySchema>;

/** The split of an NFT sale. Amounts: XRP in XRP, tokens in their units, with `currency`. */
export type NftSale = Static<typeof NftSaleSchema>;

/** `GET /api/nfts/{id}`. */
export type NftDetail = Static<typeof NftDetailSchema>;

/**
 * The 404 body of `GET /api/nfts/{id}` for a well-formed NFTokenID the node knows nothing of: the
 * message, and what the ID itself encodes (XLS-20 layout, decoded with xrpl.js `parseNFTokenID`:
 * 16-bit flags, 16-bit transfer fee, issuer AccountID, scrambled taxon, serial). Owner, URI and
 * history need the node, so they are absent.
 */
export type NftUnknown = Static<typeof NftUnknownSchema>;

/** True for an API error body that is {@link NftUnknown}. */
export function isNftUnknown(body: unknown): body is NftUnknown {
  return typeof body === 'object' && body !== null && (body as { known?: unknown }).known === false && typeof (body as { issuer?: unknown }).issuer === 'string';
}

/** `GET /api/account/{address}/nfts`: the NFTs an account holds (`account_nfts`). */
export type AccountNfts = Static<typeof AccountNftsSchema>;

/**
 * A token or XRP value for display: thousands separators and at most `maxDecimals` decimals
 * (default 6), e.g. `4256714378784.309` → `4,256,714,378,784.309`; non-numbers as given.
 */
export function formatAssetValue(value: string | number, maxDecimals = 6): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  return n.toLocaleString('en-US', { maximumFractionDigits: Math.abs(n) > 0 && Math.abs(n) < 1e-4 ? 10 : maxDecimals });
}

/** An asset's name for display: `XRP`, or the currency (decoded when text) — the issuer is shown apart. */
export function assetName(asset: AssetRef): string {
  return asset.currency === 'XRP' && !asset.issuer ? 'XRP' : displayCurrency(asset.currency).text;
}

/**
 * The page of a token amount's asset: an AMM LP token (40-hex code starting 03, issued by the
 * pool account) → its pool page; another token → its token page (a decoded text code is encoded
 * back to the 40-hex form it is stored in); an MPT → its issuance page `/mpt/{MPTokenIssuanceID}`; XRP → null.
 */
export function assetPageOf(amount: { currency: string; issuer?: string; mptIssuanceId?: string }): string | null {
  if (amount.mptIssuanceId) return /^[0-9A-Fa-f]{48}$/.test(amount.mptIssuanceId) ? `/mpt/${amount.mptIssuanceId.toUpperCase()}` : null;
  if (!amount.issuer || amount.currency === 'XRP') return null;
  if (/^03[0-9A-Fa-f]{38}$/.test(amount.currency)) return ammRoute(amount.issuer);
  let code = normalizeCurrencyCode(amount.currency);
  if (!code && amount.currency.length > 3 && amount.currency.length <= 20 && /^[\x20-\x7e]+$/.test(amount.currency)) {
    code = [...amount.currency].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('').toUpperCase().padEnd(40, '0');
  }
  return code ? tokenRoute(code, amount.issuer) : null;
}

/** The API's own `{ error }` message of a failed request (e.g. "No AMM pool found at this account"), or null. */
export function apiBodyMessage(error: unknown): string | null {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const text = typeof data === 'object' && data !== null ? (data as { error?: unknown }).error : undefined;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}
