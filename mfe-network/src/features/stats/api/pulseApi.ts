/**
 * mfe-network's statistics endpoint besides the shared `getNetworkStats`: the rolling metrics of
 * `GET /api/network/pulse`, tagged `NetworkPulse`.
 */
import { baseApi, type NetworkPulse } from '@ledgerlens/shared';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['NetworkPulse'] });

/**
 * - `getNetworkPulse`: {@link NetworkPulse} over the validated ledgers the API has seen close
 *   (transactions per second and per ledger, mean close interval in seconds, mean fee in XRP, type
 *   mix). Computed by the API from rippled `ledger` (expanded transactions).
 */
export const pulseApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getNetworkPulse: build.query<NetworkPulse, void>({
      query: () => '/api/network/pulse',
      providesTags: ['NetworkPulse'],
    }),
  }),
});

export const { useGetNetworkPulseQuery } = pulseApi;
