/**
 * "Export CSV" of the loaded history with the filters applied, written by `csv-stringify` (its
 * browser build, loaded when a visitor exports, so no page carries it): RFC 4180 (CRLF line ends,
 * fields quoted when they hold a comma, quote or line break, quotes doubled), ISO 8601 times, the
 * amount's value, currency and issuer in their own columns. Text columns are neutralised against
 * CSV injection (`neutralizeCsvText`: a leading `'` before `=`, `+`, `-`, `@`, tab or CR); ledger
 * index, amount value, fee and destination tag stay numbers.
 */
import { neutralizeCsvText, type Transaction } from '@ledgerlens/shared';

/** Column headers of the export. */
export const CSV_COLUMNS = ['hash', 'ledger_index', 'time_iso', 'type', 'status', 'from', 'to', 'amount_value', 'amount_currency', 'amount_issuer', 'fee_xrp', 'destination_tag', 'ctid'] as const;

/** `amount` as { value, currency, issuer }: a plain number is XRP; `"<value> <currency>"` an issued amount. */
export function splitAmount(tx: Pick<Transaction, 'amount' | 'amountIssuer'>): { value: string; currency: string; issuer: string } {
  const amount = tx.amount?.trim() ?? '';
  if (amount === '') return { value: '', currency: '', issuer: '' };
  if (/^-?\d+(\.\d+)?$/.test(amount)) return { value: amount, currency: 'XRP', issuer: '' };
  const space = amount.indexOf(' ');
  return space > 0 ? { value: amount.slice(0, space), currency: amount.slice(space + 1), issuer: tx.amountIssuer ?? '' } : { value: amount, currency: '', issuer: tx.amountIssuer ?? '' };
}

const text = neutralizeCsvText;
const num = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : value);

/** The CSV text of `txs` (header line first); loads `csv-stringify` on first use. */
export async function historyCsv(txs: readonly Transaction[]): Promise<string> {
  const { stringify } = await import(/* webpackChunkName: "csv-stringify" */ 'csv-stringify/browser/esm/sync');
  const records = txs.map((tx) => {
    const amount = splitAmount(tx);
    return [
      text(tx.hash), num(tx.ledgerIndex), text(tx.timestamp), text(tx.type), text(tx.status), text(tx.from), text(tx.to),
      num(amount.value), text(amount.currency), text(amount.issuer), num(tx.fee), num(tx.destinationTag), text(tx.ctid),
    ];
  });
  return stringify(records, { header: true, columns: [...CSV_COLUMNS], record_delimiter: '\r\n' });
}
