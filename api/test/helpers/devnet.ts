/**
 * The vendored devnet records (`replay/data/devnet`, NetworkID 2) as a store that serves them: the
 * loader reading that directory as the devnet network (`REPLAY_NETWORK=devnet`). Test use only.
 */
import path from 'node:path';
import { loadReplayData, type ReplayStore } from 'replay';

/** The vendored devnet records. */
export const DEVNET_DIR = path.resolve(__dirname, '../../../replay/data/devnet');

/** A store serving the devnet records, with devnet ledger 3918590 as its validated ledger. */
export function devnetStore(): ReplayStore {
  return loadReplayData([DEVNET_DIR], () => undefined, { networkId: 2 });
}
