/**
 * The XRPL network a node serves, named from its `server_info` `network_id` (rippled's
 * `[network_id]`): 0 mainnet, 1 testnet, 2 devnet; any other id is shown as "Network <id>".
 */

/** A node's network: `id` is `server_info.info.network_id` (0 when the node reports none), `name` its name. */
export interface NetworkInfo {
  /** `server_info.info.network_id`: 0 mainnet, 1 testnet, 2 devnet, others (sidechains, private networks). */
  id: number;
  /** `mainnet`, `testnet`, `devnet`, or `Network <id>`. */
  name: string;
}

/** Names of the well-known network ids. */
const NETWORK_NAMES: Readonly<Record<number, string>> = { 0: 'mainnet', 1: 'testnet', 2: 'devnet' };

/** `mainnet` (0), `testnet` (1), `devnet` (2), else `Network <id>`. */
export function networkShortName(id: number): string {
  return NETWORK_NAMES[id] ?? `Network ${id}`;
}

/** {@link NetworkInfo} of a network id. */
export function networkInfo(id: number): NetworkInfo {
  return { id, name: networkShortName(id) };
}

/**
 * The header badge's text for a network that is not mainnet: "Devnet", "Testnet", "Network 21338";
 * `undefined` for mainnet (no badge).
 */
export function networkBadgeLabel(network: NetworkInfo | undefined): string | undefined {
  if (!network || network.id === 0) return undefined;
  const name = networkShortName(network.id);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Response header with the network id of the node behind the API (`server_info` `network_id`), sent
 * on every API answer once the API knows it; the front end names the network from it without asking
 * `GET /api/network` again.
 */
export const NETWORK_ID_HEADER = 'X-LedgerLens-Network-Id';

/** Reads {@link NETWORK_ID_HEADER}'s value: a whole number 0–4294967295, else `undefined`. */
export function parseNetworkIdHeader(value: string | null | undefined): number | undefined {
  if (!value || !/^[0-9]{1,10}$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return id <= 0xffffffff ? id : undefined;
}
