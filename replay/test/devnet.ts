/**
 * The vendored devnet records (`replay/data/devnet`, NetworkID 2) as a store that serves them.
 *
 * Stand-in until `REPLAY_NETWORK=devnet` (the devnet network of issue 38 item 1) lands: today the
 * loader keeps records of a `-devnet` file out of every index, so each record is marked as one of
 * the served network here (`mainnet` now, `served` after that change). Test use only: never a
 * mainnet answer.
 */
import { mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReplayStore, loadReplayData } from '../src';

/** The vendored devnet records. */
export const DEVNET_DIR = path.resolve(__dirname, '../data/devnet');

/** The recorded devnet ledger (3918590, expanded). */
const LEDGER_FILE = 'ledger-3918590-expanded-devnet.json';

/**
 * A store serving the devnet records: every transaction, and ledger 3918590 as its validated
 * ledger (the loader reads a `-devnet` ledger file only under its own name without the suffix,
 * so it is linked under that name in a temporary directory).
 */
export function devnetStore(): ReplayStore {
  const linked = mkdtempSync(path.join(os.tmpdir(), 'll-devnet-'));
  symlinkSync(path.join(DEVNET_DIR, LEDGER_FILE), path.join(linked, LEDGER_FILE.replace('-devnet', '')));
  const loaded = loadReplayData([DEVNET_DIR, linked], () => undefined);
  const transactions = new Map([...loaded.transactions].map(([hash, r]) => [hash, { ...r, mainnet: true, served: true }]));
  const ledgers = new Map([...loaded.ledgerRecords]);
  const data = { dataDirs: [DEVNET_DIR], files: loaded.files, transactions, ledgers, accountInfos: [], serverInfos: [], serverStates: [], fees: [], feeCandidates: [], networkId: 2, loadStartedAt: performance.now() };
  return new ReplayStore(data as never);
}
