/**
 * Which XRPL network a recorded record belongs to, read from its content only (never from a file
 * name): the transaction's `NetworkID`, the network bits of a recorded CTID, a server answer's
 * `network_id`; a record without such a mark belongs to the network its data directory declares
 * (the built-in `replay/data/devnet` declares devnet; every other directory mainnet, whose records
 * carry no `NetworkID`), unless its ledger index and close time rule mainnet out.
 */

/** XRPL network ids (rippled `[network_id]`): 0 mainnet, 1 testnet, 2 devnet. */
export const MAINNET_ID = 0;
/** Devnet's network id. */
export const DEVNET_ID = 2;

/** Networks the replay can serve from built-in data (`REPLAY_NETWORK`). */
export const REPLAY_NETWORKS = { mainnet: MAINNET_ID, devnet: DEVNET_ID } as const;
/** A name of {@link REPLAY_NETWORKS}. */
export type ReplayNetworkName = keyof typeof REPLAY_NETWORKS;

/**
 * Reads `REPLAY_NETWORK` (`mainnet`, the default, or `devnet`; case-insensitive).
 * @throws Error naming the accepted values for anything else
 */
export function parseReplayNetwork(value: string | undefined): ReplayNetworkName {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return 'mainnet';
  if (text === 'mainnet' || text === 'devnet') return text;
  throw new Error(`REPLAY_NETWORK must be "mainnet" or "devnet", got "${value}"`);
}

/** Mainnet's first ledger with history, 32570, closed 2013-01-01T03:21:10Z (Ripple-epoch seconds). */
export const MAINNET_FIRST_LEDGER = { ledgerIndex: 32570, closeTime: 410_325_670 } as const;
/**
 * The longest average close interval mainnet can have had since {@link MAINNET_FIRST_LEDGER}, in
 * seconds per ledger, with margin: the recorded headers give about 18–20 s over its first months
 * (ledgers 38129, 40000, 309936) and about 4 s over its whole history since (ledger 100,972,465).
 */
export const MAINNET_MAX_AVERAGE_CLOSE_S = 30;
/** One day of allowance on top of {@link MAINNET_MAX_AVERAGE_CLOSE_S}. */
const ALLOWANCE_S = 86_400;

/**
 * False when a ledger `ledgerIndex` that closed at `closeTime` (Ripple-epoch seconds) cannot be a
 * mainnet ledger: mainnet reached that index long before (a devnet or testnet record: those
 * networks were reset, so their indexes are low for their dates). Mainnet ledgers before 32570
 * have no history anywhere, and closed before 2013.
 */
export function couldBeMainnetLedger(ledgerIndex: number, closeTime: number): boolean {
  const first = MAINNET_FIRST_LEDGER;
  if (ledgerIndex < first.ledgerIndex) return closeTime < first.closeTime;
  return closeTime <= first.closeTime + (ledgerIndex - first.ledgerIndex) * MAINNET_MAX_AVERAGE_CLOSE_S + ALLOWANCE_S;
}

/** The network a data directory's unmarked records belong to, and the network being served. */
export interface NetworkContext {
  /** Network id this node serves. */
  served: number;
  /** Network id the directory declares for records without a mark of their own. */
  declared: number;
}

/**
 * The network id of one record: `explicit` (a `NetworkID`, CTID network bits, `network_id`) when
 * present, otherwise the directory's declared network; mainnet only when the record's ledger index
 * and close time allow it ({@link couldBeMainnetLedger}: a record marked or declared mainnet that
 * mainnet's chronology rules out, such as a test network's CTID with network bits 0, has no known
 * network, `undefined`).
 */
export function recordNetwork(ctx: NetworkContext, explicit: number | undefined, ledgerIndex?: number, closeTime?: number): number | undefined {
  const network = explicit ?? ctx.declared;
  if (network === MAINNET_ID && ledgerIndex !== undefined && closeTime !== undefined && !couldBeMainnetLedger(ledgerIndex, closeTime)) return undefined;
  return network;
}

/** "mainnet (network id 0)", "devnet (network id 2)", "network id 7", "an unknown network". */
export function describeNetwork(id: number | undefined): string {
  if (id === undefined) return 'an unknown network';
  const name = Object.entries(REPLAY_NETWORKS).find(([, v]) => v === id)?.[0];
  return name ? `${name} (network id ${id})` : `network id ${id}`;
}
