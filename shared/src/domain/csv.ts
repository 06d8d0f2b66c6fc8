/**
 * CSV injection (OWASP "CSV Injection"): a spreadsheet runs a cell that begins with `=`, `+`, `-`,
 * `@`, a tab or a carriage return as a formula. Text that comes from the ledger (a Domain, a label,
 * a currency code, a memo) can begin with any of them, so every such cell is neutralised with a
 * leading `'` before it is written. Numeric columns are not passed through this (a negative amount
 * stays a number). The CSV itself is written by `csv-stringify`, which quotes the cell.
 */

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * `text` made safe for a CSV cell a spreadsheet opens: prefixed with `'` when it begins with `=`,
 * `+`, `-`, `@`, tab or CR; otherwise unchanged. `null`/`undefined` give `''`.
 *
 * @example neutralizeCsvText('=HYPERLINK("https://example.com","x")') // `'=HYPERLINK("https://example.com","x")`
 */
export function neutralizeCsvText(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  return FORMULA_START.test(text) ? `'${text}` : text;
}
