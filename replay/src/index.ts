/**
 * LedgerLens replay node: an offline XRPL "node" that answers rippled's WebSocket (and JSON-RPC) API
 * from recorded, real mainnet (or, with `REPLAY_NETWORK=devnet`, devnet) rippled responses. Nothing is fetched from the network and nothing is
 * invented: what was not recorded is answered with rippled's own "not found" errors.
 *
 * ```ts
 * import { startReplayServer } from 'replay';
 * const node = await startReplayServer({ port: 0 });
 * // new Client(node.url) ... await node.close();
 * ```
 */
export { loadReplayData, defaultDataDirs, builtinDataDir, declaredNetwork, BUILTIN_DATA_DIR, BUILTIN_DEVNET_DATA_DIR, type LoadOptions, type LogFn } from './loader';
export { couldBeMainnetLedger, parseReplayNetwork, recordNetwork, REPLAY_NETWORKS, MAINNET_ID, DEVNET_ID, type ReplayNetworkName } from './network';
export {
  startReplayServer,
  processWebSocketMessage,
  DEFAULT_API_VERSION,
  parseReplayLog,
  type ReplayLogMode,
  type ProcessedMessage,
  type ReplayServer,
  type ReplayServerOptions,
} from './server';
export { ReplayStore, affectedAccounts, NETWORK_ID, type LedgerRange } from './store';
export {
  BUILD_VERSION,
  WARNING_INCOMPLETE_TRANSACTIONS,
  ACCOUNT_TX_LIMITS,
  HANDLERS,
  UNSUPPORTED_RIPPLED_METHODS,
  type HandlerContext,
  type HandlerOutput,
} from './methods';
export { RPC_ERRORS, RpcError, type RpcErrorToken } from './errors';
/**
 * CTIDs by rippled's rules (prefix C only, `undefined` instead of errors), from the one CTID module
 * in `@ledgerlens/shared/domain`; kept under the names this package has always exported.
 */
export { encodeRippledCtid as encodeCtid, decodeRippledCtid as decodeCtid, type CtidParts } from '@ledgerlens/shared/domain';
export { renderTx, renderAccountTxEntry, renderLedgerTx, apiMeta, type ApiVersion } from './render';
export { RIPPLE_EPOCH_OFFSET, rippleTimeToIso, parseRecordedDate } from './time';
export type {
  AccountInfoRecord,
  AccountState,
  FeeRecord,
  FeeSettings,
  FileKind,
  FileReport,
  LedgerHeader,
  LedgerRecord,
  ServerStatusRecord,
  TxListStatus,
  TxOrigin,
  TxRecord,
  TxShape,
} from './types';
