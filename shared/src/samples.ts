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

/** The three examples a search box offers: an account, a transaction and a ledger of one network. */
export interface SearchSamples {
  readonly address: string;
  readonly transactionHash: string;
  readonly ledgerIndex: string;
}

/**
 * Real **devnet** examples (NetworkID 2) from the bundled devnet replay data (replay/data/devnet,
 * see its PROVENANCE.md), offered when the node is devnet (`REPLAY_NETWORK=devnet`): the mainnet
 * ones are not on that network.
 */
export const DEVNET_SAMPLES: SearchSamples = Object.freeze({
  /** Holder of the recorded "ESC" MPT escrows (tx-A6787B51…-devnet.json): its page lists MPTs. */
  address: 'ra7Hb2nXmaG8tqvkargwZf7kTLeRpTV2vT',
  /** MPTokenIssuanceCreate of "TBILL" (AssetScale 4), devnet ledger 1347207 (tx-555FAFDB…-devnet.json). */
  transactionHash: '555FAFDB99B239567FDF30DDF22BA3B30F8E70D8D06833B1270AC600E1575948',
  /** Devnet ledger recorded with all its transactions, a Batch among them (ledger-3918590-expanded-devnet.json). */
  ledgerIndex: '3918590',
});

/**
 * The search examples recorded for a network (`server_info` `network_id`, see `selectNetwork`):
 * mainnet's {@link SAMPLES} for mainnet (0) or while the network is not known yet, devnet's
 * {@link DEVNET_SAMPLES} for devnet (2), none for any other network (nothing of it is recorded).
 */
export function samplesFor(networkId: number | undefined): SearchSamples | undefined {
  if (networkId === undefined || networkId === 0) return SAMPLES;
  if (networkId === 2) return DEVNET_SAMPLES;
  return undefined;
}
