/**
 * The vendored devnet records (`replay/data/devnet`, NetworkID 2) as a store that serves them.
 *
 * Stand-in until `REPLAY_NETWORK=devnet` (the devnet network of issue 38 item 1) lands: today the
 * loader keeps records of a `-devnet` file out of every index, so each record is marked as one of
 * the served network here (`mainnet` now, `served` after that change). Test use only: never a
 * mainnet answer.
 */
import path from 'node:path';
import { ReplayStore, loadReplayData } from 'replay';

/** The vendored devnet records. */
export const DEVNET_DIR = path.resolve(__dirname, '../../../replay/data/devnet');

/** A store serving the devnet transaction records (ledger files of a test network are not loaded yet). */
export function devnetStore(): ReplayStore {
  const loaded = loadReplayData([DEVNET_DIR], () => undefined);
  const transactions = new Map([...loaded.transactions].map(([hash, r]) => [hash, { ...r, mainnet: true, served: true }]));
  const data = { dataDirs: [DEVNET_DIR], files: loaded.files, transactions, ledgers: new Map(), accountInfos: [], serverInfos: [], serverStates: [], fees: [], feeCandidates: [], networkId: 2, loadStartedAt: performance.now() };
  return new ReplayStore(data as never);
}
