/**
 * CLI: `npm --workspace replay start`.
 *
 * Environment:
 * - `REPLAY_HOST` (default `127.0.0.1`), `REPLAY_PORT` (default `6006`);
 * - `REPLAY_NETWORK`: `mainnet` (default: built-in `replay/data/mainnet`, network id 0) or `devnet`
 *   (built-in `replay/data/devnet`, network id 2); only that network's records are loaded;
 * - `REPLAY_DATA_DIR`: extra data directories, colon-separated, loaded after the built-in one (their
 *   records of other networks are skipped and counted);
 * - `REPLAY_BUILTIN_DATA=false`: do not load the built-in data directory;
 * - `REPLAY_LOG`: `quiet` (default) or `requests` (one stdout line per request);
 * - `REPLAY_ADVANCE_MS`: advance mode, one recorded ledger revealed as a ledger close every so many
 *   milliseconds (e.g. 4000; `npm start` sets it), with the `ledger` stream; unset or 0: off.
 * - `REPLAY_EXTRA_TX`: SYNTHETIC benchmark transaction files (colon-separated; `bench:tx` only, see
 *   `extraTx.ts`), answered by `tx` by hash; a file not marked synthetic, or unreadable, stops the
 *   start with its reason. Unset (the default): none.
 *
 * Prints one startup line (counts, URL, log mode) and warnings; per-request lines only with
 * `REPLAY_LOG=requests`.
 */
import { defaultDataDirs, loadReplayData } from './loader';
import { extraTxFiles, loadExtraTransactions } from './extraTx';
import { parseReplayLog, startReplayServer } from './server';
import { parseReplayNetwork, REPLAY_NETWORKS } from './network';

async function main(): Promise<void> {
  const host = process.env.REPLAY_HOST?.trim() || '127.0.0.1';
  const portText = process.env.REPLAY_PORT?.trim() || '6006';
  if (!/^[0-9]{1,5}$/.test(portText) || Number(portText) > 65535) {
    throw new Error(`REPLAY_PORT must be a TCP port number, got "${portText}"`);
  }
  const logMode = parseReplayLog(process.env.REPLAY_LOG);
  const advanceText = process.env.REPLAY_ADVANCE_MS?.trim() || '0';
  if (!/^[0-9]{1,9}$/.test(advanceText)) throw new Error(`REPLAY_ADVANCE_MS must be a whole number of milliseconds, got "${advanceText}"`);
  const advanceMs = Number(advanceText);
  const network = parseReplayNetwork(process.env.REPLAY_NETWORK);
  const dataDirs = defaultDataDirs();
  const log = (line: string): void => console.log(line);
  // Read before the recorded data, so a bad synthetic file stops the start at once.
  const synthetic = loadExtraTransactions();
  const store = loadReplayData(dataDirs, log, { networkId: REPLAY_NETWORKS[network] });
  store.addSyntheticTransactions(synthetic);
  const server = await startReplayServer({ host, port: Number(portText), dataDirs, network, store, log, logRequests: logMode === 'requests', advanceMs });
  const { transactions, ledgers, accounts } = server.store.counts;
  log(
    `[replay] LedgerLens replay node (offline, recorded XRPL ${network} data, network id ${store.networkId}): ${transactions} transactions, ` +
      `${ledgers} ledgers, ${accounts} accounts loaded in ${Math.round(server.store.loadMs)} ms from ` +
      `${dataDirs.join(':') || '(no data directory)'}; listening on ${server.url}` +
      (logMode === 'quiet' ? ' (REPLAY_LOG=requests logs every request)' : ''),
  );
  if (synthetic.length > 0) {
    log(`[replay] also serving ${synthetic.length} SYNTHETIC benchmark transaction(s) (REPLAY_EXTRA_TX, not ledger data) by hash: ${synthetic.map((r) => r.hash).join(', ')} from ${extraTxFiles().join(':')}`);
  }
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`[replay] cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
