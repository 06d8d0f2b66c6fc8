/**
 * One guard for every place a currency code is shown (object views, account lines, token pages,
 * the token directory, transaction descriptions). A 40-hex currency code is legal on the ledger
 * whatever its bytes, once it does not start with 0x00 (xrpl.org "Currency Codes", "Nonstandard
 * currency codes"; rippled `UintTypes.cpp` `to_string(Currency)`); so a code can decode to "XRP",
 * to text with leading or doubled spaces, or to a 3-character text that reads like a standard code
 * it is not. Such a code is shown as its hex, marked as hex, never as the text it imitates.
 */
import { decodeCurrencyCode } from './format';

/** How to show a currency code. */
export interface CurrencyView {
  /** What to print: the code's text, or the 40-hex code itself when `hex`. */
  text: string;
  /** True when `text` is the raw 40-hex code: show it marked as hex. */
  hex: boolean;
  /** The code reads "XRP" (any case, spaced or punctuated) without being XRP. */
  xrpLookalike: boolean;
  /** Why a text code is shown as hex (for a tooltip), else null. */
  reason: string | null;
}

const STANDARD_CHARS = /^[A-Za-z0-9?!@#$%^&*<>(){}[\]|]{3}$/;

/** True for text that reads "XRP" once spaces and punctuation are dropped and case is folded. */
function readsXrp(text: string): boolean {
  return text.replace(/[^A-Za-z0-9]/g, '').toUpperCase() === 'XRP';
}

/**
 * The display of a currency code (`Amount.currency`, `RippleState.Balance.currency`, an API's
 * `currency`): `XRP` for the native asset (`'XRP'`), a 3-character standard code as it is (marked
 * `xrpLookalike` when it reads XRP, e.g. `xrp`), a 40-hex code as its decoded text when that text is
 * printable and cannot be mistaken for something else; otherwise the 40-hex code, `hex: true`:
 * - it decodes to "XRP" (any case or spacing; also the all-zero code, which is XRP's own);
 * - it is not printable ASCII (control characters, an AMM LP token's 0x03 prefix);
 * - its text has leading, trailing or doubled spaces;
 * - its text is 3 characters a standard code could have (it would read as that standard code).
 */
export function currencyView(code: string): CurrencyView {
  if (code === 'XRP') return { text: 'XRP', hex: false, xrpLookalike: false, reason: null };
  if (!/^[0-9A-Fa-f]{40}$/.test(code)) return { text: code, hex: false, xrpLookalike: readsXrp(code), reason: null };
  const upper = code.toUpperCase();
  const asHex = (reason: string, xrpLookalike = false): CurrencyView => ({ text: upper, hex: true, xrpLookalike, reason });
  if (/^0{40}$/.test(code)) return asHex('the all-zero code is XRP’s own, not a token code', true);
  const decoded = decodeCurrencyCode(code);
  if (decoded === code) return asHex('not printable text');
  if (readsXrp(decoded)) return asHex(`reads "${decoded.trim()}" but is a token, not XRP`, true);
  if (/^\s|\s$|\s\s/.test(decoded)) return asHex(`text "${decoded}" has leading, trailing or doubled spaces`);
  if (STANDARD_CHARS.test(decoded)) return asHex(`text "${decoded}" would read as the standard code ${decoded}, which is another currency`);
  return { text: decoded, hex: false, xrpLookalike: false, reason: null };
}

/**
 * A currency code as one line of plain text, for places without markup (titles, aria labels,
 * descriptions): the text, or `5852500000… (hex code; reads "XRP", not XRP)`.
 */
export function currencyPlainText(code: string): string {
  const v = currencyView(code);
  if (!v.hex) return v.xrpLookalike ? `"${v.text}" (look-alike token, not XRP)` : v.text;
  return `${v.text} (hex code${v.xrpLookalike ? '; reads "XRP", not XRP' : ''})`;
}

/**
 * True for a token code that reads "XRP" without being XRP: a 40-hex code decoding to "XRP" (any
 * case, padded; the all-zero code too, which is not valid in a token amount) or a 3-character code
 * such as "xrp". Such a token is never shown as XRP.
 */
export function isXrpLookalike(code: string): boolean {
  return currencyView(code).xrpLookalike;
}
