/**
 * XRPL assets: AMM pools, issued tokens and NFTs. Pure rules shared by the API, the replay node and
 * the pages: the AMM trading fee recomputed from its vote slots (rippled `AMMVote.cpp`), token
 * identifiers (`CUR.issuer`, `CUR+issuer`), NFToken flags, and which ledger text may become a link.
 */
import { currencyView } from './currency';
import { isHex64 } from './identifiers';
import type { IssuerSetting } from './issuerSettings';
import { normalizeCurrencyCode } from './search';
export { normalizeCurrencyCode, parseTokenId } from './search';
export * from './ledgerText';
export * from './currency';

/** One side of an AMM pool or order book: XRP is `{ currency: 'XRP' }`, a token has its issuer. */
export interface AssetRef {
  currency: string;
  issuer?: string;
}

/** A token amount with its asset (`value` an exact decimal string in units of the token). */
export interface IssuedValue {
  currency: string;
  issuer: string;
  value: string;
}

/**
 * An amount held by a pool: XRP as a decimal string of XRP (not drops) with `currency: 'XRP'`,
 * a token as {@link IssuedValue}.
 */
export interface PoolAmount {
  currency: string;
  issuer?: string;
  value: string;
}

/** One AMM vote slot (ledger `AMM.VoteSlots[].VoteEntry`). */
export interface AmmVoteSlot {
  account: string;
  /** Proposed fee in units of 1/100,000 (1 = 0.001 %; 1000 = 1 %). */
  tradingFee: number;
  /** The voter's LP tokens at its vote, in units of 1/100,000 of the LP token supply then. */
  voteWeight: number;
}

/** The trading fee recomputed from the vote slots, with every term of the sum. */
export interface TradingFeeRecomputation {
  /** Σ fee × weight (units: fee units × weight units). */
  numerator: number;
  /** Σ weight. */
  denominator: number;
  /** numerator ÷ denominator before rounding (fee units, 1/100,000). */
  exact: number;
  /** Rounded half up as rippled does: the fee the slots imply (1/100,000). */
  fee: number;
}

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
export interface NftFlags {
  burnable: boolean;
  onlyXRP: boolean;
  transferable: boolean;
  mutable: boolean;
}

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
export interface AmmAuctionSlot {
  account: string;
  /** LP tokens paid for the slot. */
  price: IssuedValue | null;
  /** Ripple-epoch seconds when the slot expires. */
  expiration: number | null;
  /** `expiration` as ISO 8601. */
  expiresAt: string | null;
  /** Fee the holder trades at, 1/100,000. */
  discountedFee: number;
  /** Accounts that share the discount. */
  authAccounts: string[];
}

/** One transaction that touched a pool, with the pool's state after it (from its metadata). */
export interface AmmHistoryEntry {
  hash: string;
  ledgerIndex: number;
  /** ISO 8601 close time, when the node sent it. */
  date: string | null;
  /** Transaction type (AMMCreate, AMMDeposit, AMMWithdraw, AMMVote, AMMBid, Payment, OfferCreate…). */
  type: string;
  /** The account that sent it. */
  account: string;
  result: string;
  /** LP token supply after it (null when its metadata did not change it and did not show it). */
  lpTokenBalance: IssuedValue | null;
  /** Reserves after it (null when its metadata did not show them). */
  amount: PoolAmount | null;
  amount2: PoolAmount | null;
  /** Trading fee after it (1/100,000), when its metadata shows the AMM entry. */
  tradingFee: number | null;
  /** True for the transaction that deleted the AMM entry. */
  deletedPool: boolean;
}

/** One LP token holder: a trust line to the pool account in its LP token currency. */
export interface AmmLpHolder {
  account: string;
  /** LP tokens held, exact decimal. */
  balance: string;
  /** Percent of the LP token supply. */
  share: number | null;
}

/** `GET /api/amm/{account}`: one pool. */
export interface AmmPool {
  account: string;
  asset: AssetRef;
  asset2: AssetRef;
  amount: PoolAmount | null;
  amount2: PoolAmount | null;
  lpTokenBalance: IssuedValue | null;
  /** Trading fee the ledger holds, 1/100,000. */
  tradingFee: number;
  voteSlots: AmmVoteSlot[];
  /** `ammTradingFeeFromVotes` (`./amm`, rounded to nearest, ties to even) of `voteSlots`. */
  recomputedFee: TradingFeeRecomputation | null;
  auctionSlot: AmmAuctionSlot | null;
  /** The ledger the figures describe: `amm_info`'s ledger, or for a deleted pool the ledger that deleted it. */
  ledgerIndex: number | null;
  deleted: boolean;
  /** The transaction that deleted the pool (a deleted pool only). */
  deletedBy: string | null;
  /** Oldest first; from the pool account's `account_tx`. */
  history: AmmHistoryEntry[];
  /** True when `account_tx` had more pages than were read. */
  historyTruncated: boolean;
  /** LP holders from `account_lines` of the pool account, as of `ledgerIndex`; null when unavailable. */
  lpHolders: { ledgerIndex: number | null; holders: AmmLpHolder[]; truncated: boolean } | null;
  /**
   * Price of one `asset` in `asset2` implied by the reserves, and the best order-book offer of the
   * same pair at the node's ledger (`book_offers`): null when unavailable.
   */
  price: { pool: number | null; book: { ask: number | null; bid: number | null; ledgerIndex: number | null } | null };
  /** What the node could not give, in words (e.g. `book_offers unavailable`). */
  missing: string[];
}

/** One pool of `GET /api/amm`. */
export interface AmmPoolSummary {
  account: string;
  asset: AssetRef;
  asset2: AssetRef;
  amount: PoolAmount | null;
  amount2: PoolAmount | null;
  lpTokenBalance: IssuedValue | null;
  tradingFee: number;
  /** The ledger these figures are from. */
  ledgerIndex: number | null;
}

/** `GET /api/amm`: the pools the node lists. */
export interface AmmPoolList {
  pools: AmmPoolSummary[];
  /** Where the list comes from, in words (`ledger_data type amm` of ledger N, or the replay's recorded metadata). */
  source: string;
  ledgerIndex: number | null;
  truncated: boolean;
}

/** One holder of a token. */
export interface TokenHolder {
  account: string;
  balance: string;
  /** Percent of the supply. */
  share: number | null;
}

/** `GET /api/tokens/{currency}/{issuer}`. */
export interface TokenDetail {
  currency: string;
  /** The currency for display and whether it is text (a 40-hex code with control characters stays hex). */
  currencyDisplay: { text: string; isText: boolean };
  issuer: string;
  issuerSettings: { ledgerIndex: number | null; settings: IssuerSetting[]; transferFeePercent: string | null } | null;
  /** The sum the issuer owes (`gateway_balances` obligations), with its ledger. */
  supply: { value: string; ledgerIndex: number | null; source: 'gateway_balances' | 'index' } | null;
  holders: { count: number | null; ledgerIndex: number | null; top: TokenHolder[]; topTenShare: number | null; truncated: boolean; source: string };
  /** Trust lines in this currency to the issuer, from the ledger-state index. */
  trustLines: number | null;
  /** DEX price against XRP (`book_offers` both ways), XRP per token. */
  price: { ask: number | null; bid: number | null; ledgerIndex: number | null } | null;
  /** The pool of this token against XRP (`amm_info`), when there is one. */
  pools: AmmPoolSummary[];
  /** Other issuers of the same currency code, with their holder counts (ledger-state index). */
  lookalikes: Array<{ issuer: string; holders: number; trustLines: number }>;
  /** The ledger-state index the counts come from. */
  indexLedger: number | null;
  missing: string[];
}

/** One transaction in an NFT's history. */
export interface NftHistoryEntry {
  hash: string;
  ledgerIndex: number;
  date: string | null;
  type: string;
  account: string;
  result: string;
  /** Owner after it, when its metadata shows it. */
  owner: string | null;
  /** A sale (NFTokenAcceptOffer): who paid whom, from the metadata's balance changes. */
  sale: NftSale | null;
}

/** The split of an NFT sale. Amounts: XRP in XRP, tokens in their units, with `currency`. */
export interface NftSale {
  seller: string;
  buyer: string;
  /** The broker, for a brokered sale (`NFTokenBrokerFee` goes to it). */
  broker: string | null;
  currency: string;
  issuer?: string;
  /** What the buyer paid. */
  price: string;
  brokerFee: string | null;
  /** What the issuer received (transfer fee), null when none. */
  royalty: string | null;
  sellerReceived: string;
}

/** `GET /api/nfts/{id}`. */
export interface NftDetail {
  id: string;
  flags: NftFlags;
  /** 1/100,000 (0-50,000). */
  transferFee: number;
  transferFeePercent: string;
  issuer: string;
  /** Unscrambled taxon. */
  taxon: number;
  serial: number;
  owner: string | null;
  /** Decoded URI text, or the hex when not text; null without URI. */
  uri: string | null;
  uriHex: string | null;
  burned: boolean | null;
  history: NftHistoryEntry[];
  /** Where owner, URI and history come from: Clio `nft_info`/`nft_history`, or the NFTokenPage and `account_tx` of the issuer and owner. */
  source: { owner: string; history: string; ledgerIndex: number | null };
  missing: string[];
  /** True: the node knows this NFT (see {@link NftUnknown} for the 404 of one it does not). */
  known?: true;
}

/**
 * The 404 body of `GET /api/nfts/{id}` for a well-formed NFTokenID the node knows nothing of: the
 * message, and what the ID itself encodes (XLS-20 layout, decoded with xrpl.js `parseNFTokenID`:
 * 16-bit flags, 16-bit transfer fee, issuer AccountID, scrambled taxon, serial). Owner, URI and
 * history need the node, so they are absent.
 */
export interface NftUnknown {
  error: string;
  code: 'notFound';
  known: false;
  id: string;
  issuer: string;
  /** Unscrambled taxon. */
  taxon: number;
  serial: number;
  /** 1/100,000 (0-50,000). */
  transferFee: number;
  transferFeePercent: string;
  flags: NftFlags;
}

/** True for an API error body that is {@link NftUnknown}. */
export function isNftUnknown(body: unknown): body is NftUnknown {
  return typeof body === 'object' && body !== null && (body as { known?: unknown }).known === false && typeof (body as { issuer?: unknown }).issuer === 'string';
}

/** `GET /api/account/{address}/nfts`: the NFTs an account holds (`account_nfts`). */
export interface AccountNfts {
  account: string;
  ledgerIndex: number | null;
  nfts: Array<{ id: string; issuer: string; taxon: number; serial: number; flags: NftFlags; transferFeePercent: string; uri: string | null }>;
  truncated: boolean;
}

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
