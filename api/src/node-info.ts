/**
 * What the API knows about the upstream node from `server_info`: its network id (for CTIDs) and
 * whether it is the LedgerLens replay node (the offline network of recorded mainnet ledgers). Every
 * feature asks here; nothing else compares `build_version` or names recorded ledgers.
 */
import type { XrplGateway } from './gateway';
import { isObject, type JsonObject } from './json';

/** `server_info.info.build_version` of the LedgerLens replay node (`replay/src/handlers.ts` `BUILD_VERSION`). */
export const REPLAY_BUILD_VERSION = 'ledgerlens-replay';

/**
 * Recorded ledgers with XRP/USD fills the offline replay network prices from (newest first):
 * 346610 and 329212 of `replay/data/mainnet` (Bitstamp USD fills). Used only when
 * {@link ServerInfoSummary.replay} is true.
 */
export const REPLAY_PRICE_LEDGERS: readonly number[] = [346610, 329212];

/** True when a `server_info` result (`result.info.build_version`) comes from the LedgerLens replay node. */
export function isReplayServerInfo(result: JsonObject): boolean {
  const info = isObject(result.info) ? result.info : {};
  return info.build_version === REPLAY_BUILD_VERSION;
}

/** The parts of rippled/Clio `server_info` (`result.info`) the API reads. */
export interface ServerInfoSummary {
  /** `info.network_id`; 0 (mainnet) when the node does not report one (servers before rippled 1.11). */
  networkId: number;
  /** True when the node is the LedgerLens replay (see {@link isReplayServerInfo}). */
  replay: boolean;
  /** `info.validated_ledger.seq`, when the node has a validated ledger. */
  validatedLedger?: number;
  /** The whole `server_info` result. */
  result: JsonObject;
}

/** Reads {@link ServerInfoSummary} from a `server_info` result. */
export function summarizeServerInfo(result: JsonObject): ServerInfoSummary {
  const info = isObject(result.info) ? result.info : {};
  const networkId = typeof info.network_id === 'number' && Number.isInteger(info.network_id) ? info.network_id : 0;
  const validated = isObject(info.validated_ledger) ? info.validated_ledger : undefined;
  const seq = validated && typeof validated.seq === 'number' ? validated.seq : undefined;
  const replay = isReplayServerInfo(result);
  return seq === undefined ? { networkId, replay, result } : { networkId, replay, validatedLedger: seq, result };
}

/**
 * Calls `server_info` through the gateway and caches the network id for the life of the app
 * (a node does not change networks). Failures are not cached.
 */
export class NodeInfo {
  private networkIdValue: number | undefined;

  /** @param gateway the (deadline-wrapped) upstream gateway. */
  constructor(private readonly gateway: XrplGateway) {}

  /** Calls `server_info` now (no cache). Rejects like {@link XrplGateway.request}. */
  async serverInfo(): Promise<ServerInfoSummary> {
    const summary = summarizeServerInfo(await this.gateway.request<JsonObject>({ command: 'server_info', api_version: 2 }));
    this.networkIdValue = summary.networkId;
    return summary;
  }

  /** The network id learnt from the last successful `server_info`, without asking the node; undefined before that. */
  get knownNetworkId(): number | undefined {
    return this.networkIdValue;
  }

  /** The node's network id (cached after the first successful `server_info`); undefined when unknown. Never rejects. */
  async networkId(): Promise<number | undefined> {
    if (this.networkIdValue !== undefined) return this.networkIdValue;
    try {
      return (await this.serverInfo()).networkId;
    } catch {
      return undefined;
    }
  }
}
