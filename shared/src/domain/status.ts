/**
 * Transaction status mapping (spec §4 "Transaction status").
 *
 * `Transaction.status` holds the raw result code (`meta.TransactionResult`, e.g. `tesSUCCESS`,
 * `tecPATH_DRY`) or `pending`. It maps to three display states: success (`tesSUCCESS` or
 * `success`), pending, and failed (anything else).
 */

/** Display state of a transaction. */
export type TransactionStatus = 'success' | 'pending' | 'failed';

/** Look of a status badge; `warning` is used when there is no status at all. */
export type StatusBadgeTone = 'success' | 'info' | 'danger' | 'warning';

/** A status badge: label and look. */
export interface StatusBadge {
  /** 'Success', 'Pending', 'Failed', or 'Unknown' when there is no status. */
  label: string;
  tone: StatusBadgeTone;
  /** The mapped status; `undefined` when there is no status. */
  status: TransactionStatus | undefined;
}

/** Badge labels (spec §4). */
export const STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = Object.freeze({
  success: 'Success',
  pending: 'Pending',
  failed: 'Failed',
});

/** Label of the badge shown when a transaction has no status (warning look). */
export const NO_STATUS_LABEL = 'Unknown';

function normalise(status: string | null | undefined): string {
  return typeof status === 'string' ? status.trim() : '';
}

/**
 * Maps a raw status/result code to success, pending or failed. `tesSUCCESS` and `success` (any
 * case) → success; `pending` (any case) → pending; any other non-empty value → failed. Returns
 * `undefined` when there is no status (null, undefined or blank).
 */
export function transactionStatusOf(status: string | null | undefined): TransactionStatus | undefined {
  const value = normalise(status).toLowerCase();
  if (value === '') return undefined;
  if (value === 'tessuccess' || value === 'success') return 'success';
  if (value === 'pending') return 'pending';
  return 'failed';
}

/** True for `tesSUCCESS` / `success`. */
export function isSuccessStatus(status: string | null | undefined): boolean {
  return transactionStatusOf(status) === 'success';
}

/**
 * Badge for a raw status: Success (success tone), Pending (info tone), Failed (danger tone); no
 * status → 'Unknown' with the warning look.
 */
export function statusBadge(status: string | null | undefined): StatusBadge {
  const mapped = transactionStatusOf(status);
  if (mapped === undefined) return { label: NO_STATUS_LABEL, tone: 'warning', status: undefined };
  const tone: StatusBadgeTone = mapped === 'success' ? 'success' : mapped === 'pending' ? 'info' : 'danger';
  return { label: STATUS_LABELS[mapped], tone, status: mapped };
}

/**
 * The error code of a transaction: its raw status when that status is failed (e.g.
 * `tecPATH_DRY`); `undefined` for success, pending or no status. Use with `explainFailure`.
 */
export function errorCodeOf(status: string | null | undefined): string | undefined {
  return transactionStatusOf(status) === 'failed' ? normalise(status) : undefined;
}
