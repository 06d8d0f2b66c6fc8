/**
 * Real mainnet examples from the bundled replay data (replay/data/mainnet, see its
 * PROVENANCE.md), used by example buttons and hints. Each is served by the offline replay node.
 */
export const SAMPLES = {
  /** XRP Payment of 1,531.267 XRP with a destination tag, ledger 74682627 (tx-5896404….json). */
  transactionHash: '589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D',
  /** Partial IOU payment with a memo, ledger 74682666 (tx-439B1D82….json). */
  partialPaymentHash: '439B1D82C4739E4B3DD1FE440AE0EBE62E30C64FA7FF7DC0423B95CAF2FEB384',
  /**
   * The account with the most recorded history in the bundled data (36 transactions, an AccountRoot
   * in their metadata): its page shows a balance, reserves and more than one page of history.
   */
  address: 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6',
  /** Ledger recorded with all its transactions (ledger-94084608-expanded.json). */
  ledgerIndex: '94084608',
} as const;
