/**
 * mfe-network's amendment endpoints: `GET /api/amendments` ({@link AmendmentsAnswer}: the ledger's
 * Amendments entry named with rippled's list) and `GET /api/amendments/{name or id}`
 * ({@link AmendmentDetail}: the same entry plus its recorded EnableAmendment history).
 */
import { baseApi, fillUrl, type AmendmentDetail, type AmendmentsAnswer } from '@ledgerlens/shared';
import { AMENDMENT_URL, AMENDMENTS_URL } from './urls';

export const amendmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAmendments: build.query<AmendmentsAnswer, void>({ query: () => AMENDMENTS_URL }),
    getAmendment: build.query<AmendmentDetail, string>({ query: (nameOrId) => fillUrl(AMENDMENT_URL, { nameOrId }) }),
  }),
});

export const { useGetAmendmentsQuery, useGetAmendmentQuery } = amendmentsApi;

/** True when an RTK Query error is the API's 404 or 400 (show "not found" naming what was searched, never Retry). */
export function isMissing(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
}

/** The API's message of an error answer, when it sent one. */
export function errorMessage(error: unknown): string | undefined {
  const data = (error as { data?: { error?: unknown } } | undefined)?.data;
  return typeof data?.error === 'string' ? data.error : undefined;
}
