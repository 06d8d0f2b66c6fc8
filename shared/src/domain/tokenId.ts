/**
 * Issued-token identifiers `CUR.issuer`: one rule for the search boxes, the token page's route,
 * the web server's parameter checks and the API's `asset` parameters.
 *
 * The rule ({@link splitTokenId}):
 * - the identifier is split at its LAST `.`, `+` or `/` (a currency code never contains one and an
 *   address never does, so the last one is the separator);
 * - the part before is the currency code: a 3-character standard code (rippled `isoCharSet`) other
 *   than `XRP`, kept as written, or 40 hex digits not starting with byte 00, upper-cased
 *   ({@link normalizeCurrencyCode});
 * - the part after is the issuer: the classic-address shape ('r' + 24..33 Base58 characters).
 *   The shape only: code that holds the address codec (the API, the web server) also checks the
 *   checksum with `isClassicAddress`.
 *
 * Text a person typed is trimmed first ({@link parseTokenId}); a route parameter is not trimmed
 * and its currency part is URI-decoded once, as `tokenRoute` (`./assets`) encodes it
 * ({@link parseTokenRouteParam}).
 */
import { CLASSIC_ADDRESS_SHAPE } from './identifiers';

/** Characters of a standard currency code (rippled `isoCharSet`). */
const ISO_CODE_RE = /^[A-Za-z0-9?!@#$%^&*<>(){}[\]|]{3}$/;
/** A 160-bit (non-standard) currency code: 40 hex digits. */
const HEX_CODE_RE = /^[0-9A-Fa-f]{40}$/;

/**
 * The ledger form of a token's currency code, or `null` when it breaks the rule
 * (`TOKEN_ID_MESSAGES.currency`): a 3-character code (not `XRP`) as is, or 40 hex upper-cased
 * (not starting with byte 00, which rippled reserves for standard codes).
 */
export function normalizeCurrencyCode(code: string): string | null {
  if (typeof code !== 'string') return null;
  if (ISO_CODE_RE.test(code)) return code.toUpperCase() === 'XRP' ? null : code;
  if (HEX_CODE_RE.test(code) && !/^00/.test(code)) return code.toUpperCase();
  return null;
}

/** A token: its currency code in ledger form and its issuer. */
export interface TokenId {
  currency: string;
  issuer: string;
}

/**
 * The two parts of a token identifier as written, split at the last `.`, `+` or `/`; null when
 * there is no separator or either part is empty. Nothing is checked here.
 */
export function splitTokenId(text: string): { code: string; issuer: string } | null {
  if (typeof text !== 'string') return null;
  const at = Math.max(text.lastIndexOf('.'), text.lastIndexOf('+'), text.lastIndexOf('/'));
  if (at <= 0 || at === text.length - 1) return null;
  return { code: text.slice(0, at), issuer: text.slice(at + 1) };
}

function checked(code: string, issuer: string): TokenId | null {
  const currency = normalizeCurrencyCode(code);
  return currency && CLASSIC_ADDRESS_SHAPE.test(issuer) ? { currency, issuer } : null;
}

/**
 * Reads a token identifier a person typed, `CUR.issuer` or `CUR+issuer` (also `CUR/issuer`),
 * trimmed: the currency in ledger form and the issuer (address shape only), or `null`.
 */
export function parseTokenId(text: string): TokenId | null {
  const parts = splitTokenId((text ?? '').trim());
  return parts ? checked(parts.code, parts.issuer) : null;
}

/**
 * Reads the token page's route parameter (`/token/:token`, written by `tokenRoute`): not
 * trimmed, the currency part URI-decoded once (a malformed escape is refused). Null when refused.
 */
export function parseTokenRouteParam(param: string): TokenId | null {
  const parts = splitTokenId(param);
  if (!parts) return null;
  let code: string;
  try {
    code = decodeURIComponent(parts.code);
  } catch {
    return null;
  }
  return checked(code, parts.issuer);
}
