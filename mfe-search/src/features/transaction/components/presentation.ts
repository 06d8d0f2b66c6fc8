/**
 * Presentation helpers of the transaction page: date text, safe links in memos, the plain-text
 * receipt, share URLs and the raw JSON. Pure functions; the domain rules (status, amounts,
 * explanations) come from `@ledgerlens/shared`.
 */
import {
  PRODUCT_NAME,
  formatAmount,
  formatXrp,
  statusBadge,
  type TransactionMemo,
  type Transaction,
  type TransactionRaw,
} from '@ledgerlens/shared';

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: 'UTC',
});

/**
 * Absolute date and time of an ISO 8601 timestamp in UTC, e.g. `'Sep 27, 2022, 19:03:12 UTC'`.
 * `null`/invalid → `null`. UTC keeps the text identical for every visitor and in receipts.
 */
export function formatDateTimeUtc(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  return `${DATE_TIME.format(new Date(ms))} UTC`;
}

/** The `href` for memo text that is exactly one absolute `https:` URL, else `null` (shared's rule for ledger text). */
export { safeHttpsUrl } from '@ledgerlens/shared';

/**
 * Memos of a transaction: `memos` when the API sent them, else the first-memo fields
 * (`memoType`, `memoData`, `memoFormat`) as one memo; empty when there is none.
 */
export function memosOf(tx: Pick<Transaction, 'memos' | 'memoType' | 'memoData' | 'memoFormat'>): TransactionMemo[] {
  if (Array.isArray(tx.memos) && tx.memos.length > 0) return tx.memos;
  if (tx.memoType === undefined && tx.memoData === undefined && tx.memoFormat === undefined) return [];
  return [{ type: tx.memoType, data: tx.memoData, format: tx.memoFormat }];
}

/** Public URL of a transaction page: `{origin}/transaction/{hash}`. */
export function transactionPageUrl(origin: string, hash: string): string {
  return `${origin.replace(/\/+$/, '')}/transaction/${hash}`;
}

/** Status text for receipts and titles: `'Success (tesSUCCESS)'`, `'Failed (tecPATH_DRY)'`, `'Pending'`. */
export function statusText(status: string | null | undefined): string {
  const badge = statusBadge(status);
  const code = typeof status === 'string' ? status.trim() : '';
  return code && code.toLowerCase() !== badge.label.toLowerCase() ? `${badge.label} (${code})` : badge.label;
}

/** What the page and the receipt show for a Payment that carries no destination tag. */
export const NO_DESTINATION_TAG = 'none';

/**
 * The destination tag row of a transaction (`DestinationTag`, a 32-bit integer): the tag; `none`
 * for a Payment without one (deposits to exchanges hinge on it, so its absence is shown); `null`
 * (no row) for other types without one.
 */
export function destinationTagText(tx: Pick<Transaction, 'type' | 'destinationTag'>): string | null {
  if (tx.destinationTag !== undefined) return String(tx.destinationTag);
  return tx.type === 'Payment' ? NO_DESTINATION_TAG : null;
}

/**
 * Plain-text receipt of a transaction (Copy Receipt dialog): hash, CTID, status, type, from, to,
 * amount (with issuer), destination tag (`none` on a Payment without one), fee, ledger, time and the page link; one `Label: value`
 * line each, missing values as '—'.
 */
export function buildReceipt(tx: Transaction, pageUrl: string): string {
  const dash = '—';
  const rows: [string, string][] = [
    ['Hash', tx.hash],
    ['CTID', tx.ctid ?? dash],
    ['Status', statusText(tx.status)],
    ['Type', tx.type],
    ['From', tx.fromDetails ? `${tx.from} (${tx.fromDetails.label})` : tx.from],
    ['To', tx.to ? (tx.toDetails ? `${tx.to} (${tx.toDetails.label})` : tx.to) : dash],
    ['Amount', tx.amount ? formatAmount(tx.amount) + (tx.amountIssuer ? ` (issuer ${tx.amountIssuer})` : '') : dash],
  ];
  const tag = destinationTagText(tx);
  if (tag !== null) rows.push(['Destination tag', tag]);
  rows.push(
    ['Fee', formatXrp(tx.fee)],
    ['Ledger', tx.ledgerIndex === null ? dash : String(tx.ledgerIndex)],
    ['Time', formatDateTimeUtc(tx.timestamp) ?? dash],
    ['Link', pageUrl],
  );
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const title = `${PRODUCT_NAME} Transaction Receipt`;
  return [title, '='.repeat(title.length), ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`)].join('\n');
}

/** A share target of the Share menu. */
export interface ShareTarget {
  key: 'twitter' | 'facebook' | 'linkedin' | 'reddit';
  label: string;
  href: string;
}

/** Share URLs (Twitter, Facebook, LinkedIn, Reddit) for a transaction page URL and a short text. */
export function shareTargets(pageUrl: string, text: string): ShareTarget[] {
  const u = encodeURIComponent(pageUrl);
  const t = encodeURIComponent(text);
  return [
    { key: 'twitter', label: 'Twitter', href: `https://twitter.com/intent/tweet?text=${t}&url=${u}` },
    { key: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { key: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { key: 'reddit', label: 'Reddit', href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
  ];
}

/** Pretty JSON of the original transaction and its metadata (`GET /api/transaction/{id}/raw`), 2-space indent. */
export function rawJsonOf(raw: { tx: TransactionRaw['tx'] | null; meta: TransactionRaw['meta'] }): string {
  return JSON.stringify({ tx: raw.tx ?? null, meta: raw.meta ?? null }, null, 2);
}
