import * as domain from '../../src/domain';
import * as C from '../../src/domain/constants';

describe('business constants (§9, §7)', () => {
  it.each<[keyof typeof C, unknown]>([
    ['PRODUCT_NAME', 'LedgerLens'],
    ['HTTP_TIMEOUT_MS', 10_000],
    ['DEFAULT_FRESH_TIME_MS', 300_000],
    ['QUERY_MAX_RETRIES', 3],
    ['RETRY_BASE_DELAY_MS', 1_000],
    ['RETRY_MAX_DELAY_MS', 30_000],
    ['MARKET_DATA_REFETCH_MS', 30_000],
    ['NETWORK_STATS_STALE_MS', 30_000],
    ['VALIDATORS_STALE_MS', 60_000],
    ['TOKENS_STALE_MS', 60_000],
    ['RICH_LIST_STALE_MS', 3_600_000],
    ['SEARCH_PREFETCH_FRESH_MS', 60_000],
    ['CTID_LOOKUP_RETRIES', 1],
    ['TOAST_LIMIT', 3],
    ['TOAST_REMOVE_DELAY_MS', 5_000],
    ['TOAST_DURATION_MS', 5_000],
    ['TOAST_SWIPE_THRESHOLD_PX', 50],
    ['TOAST_SWIPE_DIRECTION', 'right'],
    ['TOAST_VIEWPORT_MAX_WIDTH_PX', 420],
    ['TOOLTIP_DELAY_MS', 700],
    ['TOOLTIP_SKIP_DELAY_MS', 300],
    ['SUBMENU_OPEN_DELAY_MS', 100],
    ['POINTER_GRACE_MS', 300],
    ['TYPEAHEAD_RESET_MS', 1_000],
    ['ACCOUNT_TX_PAGE_SIZE', 20],
    ['RICH_LIST_PAGE_SIZE', 1_000],
    ['LEDGER_MAX_TRANSACTIONS', 250],
    ['HOME_TOP_VALIDATORS', 8],
    ['TOP_PERFORMERS_COUNT', 3],
    ['SMART_INSIGHTS_MAX', 4],
    ['HOME_TIPS_COUNT', 26],
    ['LEARN_SECTION_COUNT', 3],
    ['LEARN_ARTICLES_PER_SECTION', 3],
    ['DEFAULT_MIN_AMOUNT_XRP', 1],
    ['SHORT_HASH_LENGTH', 16],
    ['COPY_FEEDBACK_MS', 2_000],
    ['REFRESH_TOAST_FOLLOWUP_MS', 1_000],
    ['LEDGER_CLOSE_INTERVAL_MS', 4_000],
    ['COHORT_BAR_MAX_PERCENT', 100],
    ['RICH_LIST_UPDATE_INTERVAL_MS', 3_600_000],
    ['CLASSIC_ADDRESS_MIN_LENGTH', 25],
    ['CLASSIC_ADDRESS_MAX_LENGTH', 34],
    ['TX_HASH_LENGTH', 64],
    ['CTID_LENGTH', 16],
    ['CTID_PREFIXES', ['C', 'D', 'E', 'F']],
    ['CTID_BITS', 64],
    ['CTID_MAX_LEDGER_INDEX', 4_294_967_295],
    ['CTID_MAX_TX_INDEX', 65_535],
    ['CTID_MAX_NETWORK_ID', 65_535],
    ['CTID_MAX_HIGH_PART', 3],
    ['CTID_LEDGERS_PER_PREFIX', 268_435_456],
    ['DROPS_PER_XRP', 1_000_000],
    ['RIPPLE_EPOCH_UNIX_SECONDS', 946_684_800],
    ['CIRCULATING_SUPPLY_TEXT', '59.87B XRP'],
    ['THROUGHPUT_TEXT', '21.472 txs/sec'],
    ['VOLUME_24H_TEXT', '1,847,293,521 XRP'],
    ['THEME_PREFERENCE_KEY', 'ledgerlens-theme'],
    ['DEFAULT_THEME_PREFERENCE', 'system'],
  ])('%s', (name, value) => expect(C[name]).toEqual(value));

  it('network names', () => {
    expect(C.NETWORK_NAMES).toEqual({
      0: 'XRP Ledger Mainnet',
      1: 'XRP Ledger Testnet',
      2: 'XRP Ledger Devnet',
      3: 'XRP Ledger AMM-Devnet',
    });
    expect(C.CTID_NETWORK_OPTIONS.map((o) => `${o.label}=${o.value}`)).toEqual(['Mainnet=0', 'Testnet=1', 'Devnet=2', 'AMM-Devnet=3']);
  });

  it('educational facts', () => {
    expect(C.EDUCATIONAL_FACTS).toEqual({
      accountReserveXrp: 1,
      ledgerCloseSeconds: { min: 3, max: 5 },
      standardFeeDrops: 10,
      amendmentSupportPercent: 80,
      amendmentSupportWeeks: 2,
    });
  });

  it('mainnet reserves are dated: 1 XRP + 0.2 XRP per object since ledger 92,508,417 (2024-12-02)', () => {
    expect(C.MAINNET_RESERVES).toEqual({ baseXrp: 1, perObjectXrp: 0.2, sinceLedger: 92508417, sinceDate: '2024-12-02' });
    expect(C.BASE_RESERVE_DATED_TEXT).toBe('the base reserve (1 XRP on mainnet since ledger 92,508,417, 2024-12-02)');
  });

  it('CTID constants are consistent: 2^28 ledgers per prefix, 4 prefixes', () => {
    expect(C.CTID_LEDGERS_PER_PREFIX).toBe(2 ** 28);
    expect(C.CTID_PREFIXES).toHaveLength(C.CTID_MAX_HIGH_PART + 1);
    expect(C.CTID_MAX_LEDGER_INDEX).toBe(2 ** 32 - 1);
  });
});

describe('index re-exports every module', () => {
  it.each([
    'classifySearch',
    'validateForKind',
    'parseSearchKind',
    'isClassicAddress',
    'validateAccountAddress',
    'validateTransactionIdentifier',
    'decodeCtid',
    'encodeCtid',
    'ctidFromParts',
    'networkName',
    'CtidError',
    'describeRequestError',
    'isNotFoundMessage',
    'explainFailure',
    'MESSAGES',
    'transactionStatusOf',
    'statusBadge',
    'lookupKnownAddress',
    'KNOWN_ADDRESSES',
    'formatMarketValue',
    'dropsToXrp',
    'formatXrp',
    'formatAmount',
    'timeAgo',
    'rippleTimeToIso',
    'decodeCurrencyCode',
    'decodeHexText',
    'validatorHealthTier',
    'tokenSentiment',
    'HTTP_TIMEOUT_MS',
  ])('%s', (name) => {
    expect((domain as Record<string, unknown>)[name]).toBeDefined();
  });
});
