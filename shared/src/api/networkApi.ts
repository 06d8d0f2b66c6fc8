/**
 * The network of the node behind the API (`GET /api/network`, from `server_info` `network_id`), read
 * by the shell's header badge. The shared base query also fills this entry from the
 * `X-LedgerLens-Network-Id` header of any API answer ({@link noteNetworkHeader}), so a page with data
 * (and its server render) names the network without asking for it.
 */
import { networkInfo, NETWORK_ID_HEADER, parseNetworkIdHeader, type NetworkInfo } from '../domain/network';
import { baseApi, setNetworkNote } from './baseApi';

/** `GET /api/network` path. */
export const NETWORK_PATH = '/api/network';

/** The `getNetwork` endpoint: `{id, name}` of the node's network (see `NetworkInfo`). */
export const networkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNetwork: build.query<NetworkInfo, void>({ query: () => NETWORK_PATH }),
  }),
});

export const { useGetNetworkQuery } = networkApi;

/** The network known to the store (from `GET /api/network` or an answer's header), if any. */
export const selectNetwork = (state: unknown): NetworkInfo | undefined =>
  networkApi.endpoints.getNetwork.select()(state as Parameters<ReturnType<typeof networkApi.endpoints.getNetwork.select>>[0]).data;

/**
 * Puts the network named by an answer's {@link NETWORK_ID_HEADER} into the `getNetwork` entry
 * (synchronously, `upsertQueryEntries`) when it differs from what the store holds. Called by the
 * shared base query for every answer but `getNetwork`'s own.
 */
export function noteNetworkHeader(dispatch: (action: unknown) => unknown, getState: () => unknown, headers: Headers | undefined): void {
  const id = parseNetworkIdHeader(headers?.get(NETWORK_ID_HEADER));
  if (id === undefined || selectNetwork(getState())?.id === id) return;
  dispatch(networkApi.util.upsertQueryEntries([{ endpointName: 'getNetwork', arg: undefined, value: networkInfo(id) }]));
}

setNetworkNote(noteNetworkHeader);
