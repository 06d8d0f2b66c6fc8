/**
 * "Export CSV" of the loaded history with the filters applied: RFC 4180 (CRLF line ends, fields
 * quoted when they hold a comma, quote or line break, quotes doubled), ISO 8601 times, the amount's
 * value, currency and issuer in their own columns.
 */
import type { Transaction } from '@ledgerlens/shared';

/** Column headers of the export. */
export const CSV_COLUMNS = ['hash', 'ledger_index', 'time_iso', 'type', 'status', 'from', 'to', 'amount_value', 'amount_currency', 'amount_issuer', 'fee_xrp', 'destination_tag', 'ctid'] as const;

function field(value: string | number | undefined | null): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `amount` as { value, currency, issuer }: a plain number is XRP; `"<value> <currency>"` an issued amount. */
export function splitAmount(tx: Pick<Transaction, 'amount' | 'amountIssuer'>): { value: string; currency: string; issuer: string } {
  const amount = tx.amount?.trim() ?? '';
  if (amount === '') return { value: '', currency: '', issuer: '' };
  if (/^-?\d+(\.\d+)?$/.test(amount)) return { value: amount, currency: 'XRP', issuer: '' };
  const space = amount.indexOf(' ');
  return space > 0 ? { value: amount.slice(0, space), currency: amount.slice(space + 1), issuer: tx.amountIssuer ?? '' } : { value: amount, currency: '', issuer: tx.amountIssuer ?? '' };
}

/** The CSV text of `txs` (header line first). */
export function historyCsv(txs: readonly Transaction[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const tx of txs) {
    const amount = splitAmount(tx);
    lines.push(
      [tx.hash, tx.ledgerIndex, tx.timestamp, tx.type, tx.status, tx.from, tx.to, amount.value, amount.currency, amount.issuer, tx.fee, tx.destinationTag, tx.ctid].map(field).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
