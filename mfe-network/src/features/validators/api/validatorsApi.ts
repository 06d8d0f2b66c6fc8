import { VALIDATORS_STALE_MS, baseApi, type Validator, type ValidatorsResponse } from '@ledgerlens/shared';
import { VALIDATORS_URL } from './urls';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Validators'] });

/**
 * `GET /api/validators`: the validators of the verified signed list with 1 h / 24 h agreement, one
 * snapshot (`ValidatorsResponse`). Fresh for 60 s (spec §7), refetched every 60 s while shown.
 */
export const validatorsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getValidators: build.query<ValidatorsResponse, void>({
      query: () => VALIDATORS_URL,
      keepUnusedDataFor: VALIDATORS_STALE_MS / 1000,
      providesTags: ['Validators'],
    }),
  }),
});

export const { useGetValidatorsQuery } = validatorsApi;

/** Validators by agreement (24 h) from highest, those without data last, then by domain or key. */
export function byAgreement(a: Validator, b: Validator): number {
  const sa = a.agreementScore ?? -1;
  const sb = b.agreementScore ?? -1;
  if (sa !== sb) return sb - sa;
  return displayName(a).localeCompare(displayName(b));
}

/** The validator's domain, else its key shortened (`nHUpcm…8k5c`). */
export function displayName(v: Pick<Validator, 'domain' | 'pubkey'>): string {
  return v.domain ?? `${v.pubkey.slice(0, 6)}…${v.pubkey.slice(-4)}`;
}
