/**
 * Business constants and limits of the explorer (spec §9, plus the cache timings of §7).
 *
 * Units are in the names: `_MS` milliseconds, `_PX` CSS pixels, `_XRP` whole XRP, `_DROPS` drops
 * (1 XRP = 1,000,000 drops). Everything here is a plain value; nothing reads the environment.
 */

/** Product name used for `{product}` in the spec's texts. */
export const PRODUCT_NAME = 'LedgerLens';

// ---------------------------------------------------------------------------------------------
// HTTP and caching (§7, §9)
// ---------------------------------------------------------------------------------------------

/** Timeout of every API GET, in ms (10 s). */
export const HTTP_TIMEOUT_MS = 10_000;
/** Default time a query result stays fresh, in ms (5 min). */
export const DEFAULT_FRESH_TIME_MS = 5 * 60_000;
/** Maximum number of retries of a failed query (mutations are never retried). */
export const QUERY_MAX_RETRIES = 3;
/** First retry delay, in ms; doubles on every further attempt. */
export const RETRY_BASE_DELAY_MS = 1_000;
/** Cap of the doubling retry delay, in ms (30 s). */
export const RETRY_MAX_DELAY_MS = 30_000;
/** Market data refetch interval, in ms (30 s). */
export const MARKET_DATA_REFETCH_MS = 30_000;
/** Network statistics stale time, in ms (30 s). */
export const NETWORK_STATS_STALE_MS = 30_000;
/** Validators stale time, in ms (60 s). */
export const VALIDATORS_STALE_MS = 60_000;
/** Tokens stale time, in ms (60 s). */
export const TOKENS_STALE_MS = 60_000;
/** Rich list stale time, in ms (1 h). */
export const RICH_LIST_STALE_MS = 60 * 60_000;
/** Freshness of the transaction/account/ledger prefetch made for valid search input, in ms (60 s). */
export const SEARCH_PREFETCH_FRESH_MS = 60_000;
/** Retries of the CTID → transaction lookup that follows a successful CTID decode. */
export const CTID_LOOKUP_RETRIES = 1;

// ---------------------------------------------------------------------------------------------
// Toasts and overlays (§2, §9)
// ---------------------------------------------------------------------------------------------

/** At most this many toasts are shown at once. */
export const TOAST_LIMIT = 3;
/** A dismissed toast is removed this many ms after dismissal. */
export const TOAST_REMOVE_DELAY_MS = 5_000;
/** Default display time of a toast, in ms. */
export const TOAST_DURATION_MS = 5_000;
/** Swipe distance that dismisses a toast, in px. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Swipe direction that dismisses a toast. */
export const TOAST_SWIPE_DIRECTION = 'right' as const;
/** Max width of the toast viewport on medium screens and up, in px. */
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
/** Tooltip open delay, in ms. */
export const TOOLTIP_DELAY_MS = 700;
/** Tooltip "skip delay": a tooltip reopens instantly within this many ms after another closed. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Sub-menu open delay, in ms. */
export const SUBMENU_OPEN_DELAY_MS = 100;
/** Pointer grace period when moving between menu trigger and content, in ms. */
export const POINTER_GRACE_MS = 300;
/** Typeahead buffer reset in menus/selects, in ms. */
export const TYPEAHEAD_RESET_MS = 1_000;

// ---------------------------------------------------------------------------------------------
// Page sizes and counts (§9)
// ---------------------------------------------------------------------------------------------

/** Account transactions per page (account page and home); also the default `limit` query. */
export const ACCOUNT_TX_PAGE_SIZE = 20;
/**
 * Entries of each list (`balanceChanges`, `affectedObjects`) in the transaction answer the front end
 * asks for (`GET /api/transaction/{id}?lists=25`): the transaction page draws 10 balance
 * changes and, when opened, 25 affected objects; the rest comes page by page
 * (`/balance-changes`, `/affected-objects`). remotes.json's `data` for `/transaction/:id` names the
 * same URL, so the boot preload is reused.
 */
export const TRANSACTION_LIST_PREVIEW = 25;
/** Most transactions the API counts for `Account.txnCount` (3 `account_tx` pages of 400); more is shown "1,200+". */
export const TXN_COUNT_CAP = 1_200;
/** Significant digits of an amount in a table (account history, ledger table); detail pages show the exact value. */
export const TABLE_AMOUNT_SIGNIFICANT_DIGITS = 10;
/** Rich list rows per client-side page. */
export const RICH_LIST_PAGE_SIZE = 1_000;
/** Maximum rows of a ledger's transaction table. */
export const LEDGER_MAX_TRANSACTIONS = 250;
/** Validators listed on the home card (top by agreement). */
export const HOME_TOP_VALIDATORS = 8;
/** Top performers shown on the validators page. */
export const TOP_PERFORMERS_COUNT = 3;
/** Maximum number of Smart Insights on the account page. */
export const SMART_INSIGHTS_MAX = 4;
/** Number of learning tips on home. */
export const HOME_TIPS_COUNT = 26;
/** Learn hub: number of sections. */
export const LEARN_SECTION_COUNT = 3;
/** Learn hub: articles per section. */
export const LEARN_ARTICLES_PER_SECTION = 3;

// ---------------------------------------------------------------------------------------------
// Filters, feedback and refresh (§9)
// ---------------------------------------------------------------------------------------------

/** Default minimum amount of the history filter, in XRP: amounts under 1 XRP (dust) are hidden. */
export const DEFAULT_MIN_AMOUNT_XRP = 1;
/** History hashes are shown as their first this-many characters. */
export const SHORT_HASH_LENGTH = 16;
/** Duration of the "copied" state of copy buttons, in ms. */
export const COPY_FEEDBACK_MS = 2_000;
/** Delay of the follow-up toast after a refresh ('Wallet data refreshed'), in ms. */
export const REFRESH_TOAST_FOLLOWUP_MS = 1_000;
/** Approximate ledger close interval, i.e. the data refresh cadence, in ms (about 4 s). */
export const LEDGER_CLOSE_INTERVAL_MS = 4_000;
/** Rich list cohort bars are capped at this percentage width. */
export const COHORT_BAR_MAX_PERCENT = 100;
/** How often the rich list data is collected (hourly), in ms. */
export const RICH_LIST_UPDATE_INTERVAL_MS = 60 * 60_000;

// ---------------------------------------------------------------------------------------------
// Identifier shapes (§9)
// ---------------------------------------------------------------------------------------------

/** Shortest classic address: 'r' plus 24 Base58 characters. */
export const CLASSIC_ADDRESS_MIN_LENGTH = 25;
/** Longest classic address: 'r' plus 33 Base58 characters. */
export const CLASSIC_ADDRESS_MAX_LENGTH = 34;
/** Transaction hash length in hex characters. */
export const TX_HASH_LENGTH = 64;
/** CTID length in hex characters (64 bits). */
export const CTID_LENGTH = 16;
/** Allowed first characters of a CTID. */
export const CTID_PREFIXES = ['C', 'D', 'E', 'F'] as const;
/** Size of a CTID in bits. */
export const CTID_BITS = 64;
/** Largest ledger index accepted by the CTID encoder's range check. */
export const CTID_MAX_LEDGER_INDEX = 4_294_967_295;
/** Largest transaction index in a CTID. */
export const CTID_MAX_TX_INDEX = 65_535;
/** Largest network ID in a CTID. */
export const CTID_MAX_NETWORK_ID = 65_535;
/** Largest "high part" (ledger index / 268,435,456) a CTID can carry in its prefix nibble. */
export const CTID_MAX_HIGH_PART = 3;
/** Ledgers per prefix step: 2^28 = 268,435,456. */
export const CTID_LEDGERS_PER_PREFIX = 268_435_456;

/** Network names by network ID (§9); other IDs are shown as `Network ID {n}`. */
export const NETWORK_NAMES: Readonly<Record<number, string>> = Object.freeze({
  0: 'XRP Ledger Mainnet',
  1: 'XRP Ledger Testnet',
  2: 'XRP Ledger Devnet',
  3: 'XRP Ledger AMM-Devnet',
});

/** Network options of the CTID encode card (value = network ID; Custom takes a numeric input). */
export const CTID_NETWORK_OPTIONS = Object.freeze([
  { label: 'Mainnet', value: 0 },
  { label: 'Testnet', value: 1 },
  { label: 'Devnet', value: 2 },
  { label: 'AMM-Devnet', value: 3 },
] as const);

// ---------------------------------------------------------------------------------------------
// Money and time
// ---------------------------------------------------------------------------------------------

/** Drops per XRP. */
export const DROPS_PER_XRP = 1_000_000;
/** Ripple epoch (2000-01-01T00:00:00Z) in Unix seconds: see `./rippleTime`. */
export { RIPPLE_EPOCH_UNIX_SECONDS } from './rippleTime';

// ---------------------------------------------------------------------------------------------
// Fixed texts and facts (§9)
// ---------------------------------------------------------------------------------------------

/** Fixed circulating-supply text of the market card. */
export const CIRCULATING_SUPPLY_TEXT = '59.87B XRP';
/** Fixed throughput text of the network statistics card. */
export const THROUGHPUT_TEXT = '21.472 txs/sec';
/** Fixed 24h volume text of the network statistics card. */
export const VOLUME_24H_TEXT = '1,847,293,521 XRP';

/**
 * Mainnet reserves since the validator fee vote that took effect in ledger 92,508,417
 * (2024-12-02T22:45:51Z, SetFee 4EEDB01B…69FC): 1 XRP base reserve, 0.2 XRP per owned object.
 * A dated fact for texts shown without ledger data; pages with data use the reserve in force at
 * their ledger (the API's `reserves` / `reserveBaseXrp`). Earlier: 10 / 2 XRP (2021-09), 20 / 5 XRP.
 */
export const MAINNET_RESERVES = Object.freeze({
  /** Base (account) reserve, XRP. */
  baseXrp: 1,
  /** Owner reserve per owned object, XRP. */
  perObjectXrp: 0.2,
  /** Ledger index from which these values are in force. */
  sinceLedger: 92_508_417,
  /** UTC date of that ledger. */
  sinceDate: '2024-12-02',
});

/** "the base reserve (1 XRP on mainnet since ledger 92,508,417, 2024-12-02)": the dated wording of {@link MAINNET_RESERVES} for texts without data. */
export const BASE_RESERVE_DATED_TEXT = `the base reserve (${MAINNET_RESERVES.baseXrp} XRP on mainnet since ledger ${MAINNET_RESERVES.sinceLedger.toLocaleString('en-US')}, ${MAINNET_RESERVES.sinceDate})`;

/**
 * Educational facts quoted in the learning tips and articles (§9). The spec's "10 XRP reserve" is
 * out of date: mainnet's base reserve is 1 XRP since ledger 92,508,417 ({@link MAINNET_RESERVES}).
 */
export const EDUCATIONAL_FACTS = Object.freeze({
  /** Base (account) reserve on mainnet, in XRP, since {@link MAINNET_RESERVES}`.sinceLedger`. */
  accountReserveXrp: MAINNET_RESERVES.baseXrp,
  /** Ledger close time range, in seconds. */
  ledgerCloseSeconds: Object.freeze({ min: 3, max: 5 }),
  /** Standard transaction cost, in drops. */
  standardFeeDrops: 10,
  /** Validator support an amendment needs, in percent. */
  amendmentSupportPercent: 80,
  /** How long that support must hold, in weeks. */
  amendmentSupportWeeks: 2,
});

/** Theme preference storage key (`{product}-theme`, lower-cased as in the shared theme slice). */
export const THEME_PREFERENCE_KEY = 'ledgerlens-theme';
/** Default theme preference. */
export const DEFAULT_THEME_PREFERENCE = 'system' as const;
