/**
 * Search classification and identifier validation (spec §5 "Search classification", "Account
 * page", "Transaction page"; routes of §2).
 *
 * Three search inputs use these rules:
 * - the home search panel, one box for everything: {@link classifySearch};
 * - the search page (/search), same rules with the types Transaction / Account / Ledger:
 *   {@link classifySearchPage};
 * - the header search box, text plus an explicit kind: {@link validateForKind}.
 *
 * All functions are pure; addresses are checked for shape here and, where the spec requires a
 * real classic address (account page), also for their Base58Check checksum with
 * `ripple-address-codec`.
 */
import { isValidClassicAddress, isValidXAddress, xAddressToClassicAddress } from 'ripple-address-codec';

/** What a search input was recognised as (spec §3 "Parsed query"). */
export type SearchType = 'transaction' | 'address' | 'ledger';

/** Result of classifying search input (spec §3 "Parsed query"). */
export interface ParsedQuery {
  /** The input exactly as typed. */
  rawQuery: string;
  /**
   * Normalised value: transaction hashes and CTIDs upper-cased; addresses as typed (trimmed);
   * ledger indexes as their digits (leading `#` and commas removed); otherwise the trimmed input.
   */
  normalizedQuery: string;
  /** Recognised type, also set for recognised-but-malformed input (with `error`); `null` if none. */
  type: SearchType | null;
  /** True when the input can be searched. */
  isValid: boolean;
  /** Message to show below the input; `null` when valid or empty (empty shows no message). */
  error: string | null;
  /**
   * Route to open: `/transaction/{x}`, `/account/{x}` or `/ledger/{x}` (x = `normalizedQuery`)
   * when valid; `/` otherwise (spec §2: any other type goes to /).
   */
  navigateTo: string;
}

/** Every search validation message of spec §5 (copied exactly). */
export const SEARCH_MESSAGES = Object.freeze({
  noMatch: 'Enter a transaction hash, CTID, XRP address, or ledger index.',
  ctidLength: 'CTIDs must be 16 hexadecimal characters.',
  hashLength: 'Transaction hashes are 64 hexadecimal characters.',
  hashFormat: 'Invalid transaction hash format.',
  transactionNotHex: 'Enter a valid transaction hash (64 hex) or CTID (16 hex).',
  addressMalformed: "Classic XRP addresses start with 'r' and are 25-34 characters.",
  addressNoR: "Enter a classic XRP address starting with 'r'.",
  ledgerNotNumeric: 'Ledger indices are numeric values.',
});

/** Base58 alphabet of the XRP Ledger as a character class: no 0, O, I or l. */
const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
/** Classic address shape (spec §5 rule 2, §9): 'r' followed by 24 to 33 Base58 characters. */
const CLASSIC_ADDRESS_SHAPE = new RegExp(`^r${BASE58}{24,33}$`);
const HASH_RE = /^[0-9A-Fa-f]{64}$/;
const CTID_RE = /^[C-Fc-f][0-9A-Fa-f]{15}$/;
const HEX_RE = /^[0-9A-Fa-f]+$/;
const PARTIAL_CTID_RE = /^[C-Fc-f][0-9A-Fa-f]{0,15}$/;
const PREFIXED_HEX_RE = /^0[xX][0-9A-Fa-f]+$/;

/** Route of a search result (spec §2): transaction, address and ledger pages, else `/`. */
export function routeFor(type: SearchType | null | undefined, value: string): string {
  switch (type) {
    case 'transaction':
      return `/transaction/${value}`;
    case 'address':
      return `/account/${value}`;
    case 'ledger':
      return `/ledger/${value}`;
    default:
      return '/';
  }
}

/** True for a 64-hex transaction hash or a 16-hex CTID starting with C-F (any case, untrimmed). */
export function isTransactionIdentifier(value: string): boolean {
  return HASH_RE.test(value) || CTID_RE.test(value);
}

/** True when `value` has the classic-address shape: 'r' + 24..33 Base58 characters (no checksum check). */
export function hasClassicAddressShape(value: string): boolean {
  return CLASSIC_ADDRESS_SHAPE.test(value);
}

/**
 * True when `value` is a classic XRP Ledger address: the spec's shape ('r' + 24..33 Base58
 * characters) and a valid Base58Check checksum with a 20-byte account ID
 * (`isValidClassicAddress` of ripple-address-codec). Not trimmed.
 */
export function isClassicAddress(value: string): boolean {
  return typeof value === 'string' && CLASSIC_ADDRESS_SHAPE.test(value) && isValidClassicAddress(value);
}

/**
 * Ledger-index digits of `text` (spec §5 rule 3): a leading `#` and any commas are removed; the
 * rest must be digits only. Returns the digits, or `undefined`.
 */
export function ledgerDigits(text: string): string | undefined {
  const digits = text.replace(/^#/, '').replace(/,/g, '');
  return /^\d+$/.test(digits) ? digits : undefined;
}

/**
 * Message for text that was meant as a transaction identifier but is not one, in the spec's
 * order: a short CTID-like value (C-F followed by at most 15 hex) → 'CTIDs must be 16 hexadecimal
 * characters.'; other hex of the wrong length → 'Transaction hashes are 64 hexadecimal
 * characters.'; hex written in another notation (a `0x` prefix) → 'Invalid transaction hash
 * format.'; anything else → 'Enter a valid transaction hash (64 hex) or CTID (16 hex).'.
 * Returns `null` for a valid identifier.
 */
export function transactionInputError(text: string): string | null {
  if (isTransactionIdentifier(text)) return null;
  if (PARTIAL_CTID_RE.test(text)) return SEARCH_MESSAGES.ctidLength;
  if (HEX_RE.test(text)) return SEARCH_MESSAGES.hashLength;
  if (PREFIXED_HEX_RE.test(text)) return SEARCH_MESSAGES.hashFormat;
  return SEARCH_MESSAGES.transactionNotHex;
}

/**
 * Message for text that was meant as an address (shape rule only): not starting with 'r' →
 * 'Enter a classic XRP address starting with 'r'.'; starting with 'r' but malformed → 'Classic
 * XRP addresses start with 'r' and are 25-34 characters.'. `null` when the shape is right.
 */
export function addressInputError(text: string): string | null {
  if (CLASSIC_ADDRESS_SHAPE.test(text)) return null;
  return text.startsWith('r') ? SEARCH_MESSAGES.addressMalformed : SEARCH_MESSAGES.addressNoR;
}

/** Message for text that was meant as a ledger index: 'Ledger indices are numeric values.' or `null`. */
export function ledgerInputError(text: string): string | null {
  return ledgerDigits(text) === undefined ? SEARCH_MESSAGES.ledgerNotNumeric : null;
}

function result(
  rawQuery: string,
  normalizedQuery: string,
  type: SearchType | null,
  error: string | null,
  isValid: boolean,
): ParsedQuery {
  return {
    rawQuery,
    normalizedQuery,
    type,
    isValid,
    error,
    navigateTo: isValid ? routeFor(type, normalizedQuery) : '/',
  };
}

/**
 * Classifies one search box input (spec §5 "Search classification"). The input is trimmed; the
 * rules apply in order:
 *
 * 1. 16 hex starting with C-F (CTID) or 64 hex (hash) → valid transaction, upper-cased.
 * 2. 'r' + 24..33 Base58 characters → valid address (shape only; the account page checks the
 *    checksum, see {@link validateAccountAddress}).
 * 3. Digits after removing a leading `#` and commas → valid ledger; `normalizedQuery` = the digits.
 * 4. Hex starting with C-F, at most 16 characters → transaction, 'CTIDs must be 16 hexadecimal
 *    characters.'.
 * 5. Starts with 'r' and longer than 20 characters → address, 'Classic XRP addresses start with
 *    'r' and are 25-34 characters.'.
 * 6. Any other all-hex string → transaction, 'Transaction hashes are 64 hexadecimal characters.'.
 *
 * Anything else: type `null`, 'Enter a transaction hash, CTID, XRP address, or ledger index.'.
 * Empty (or blank) input: invalid with no message.
 */
export function classifySearch(raw: string): ParsedQuery {
  const text = (raw ?? '').trim();
  if (text === '') return result(raw ?? '', '', null, null, false);

  // 1. CTID or hash
  if (isTransactionIdentifier(text)) return result(raw, text.toUpperCase(), 'transaction', null, true);
  // 2. Classic address shape
  if (CLASSIC_ADDRESS_SHAPE.test(text)) return result(raw, text, 'address', null, true);
  // 3. Ledger index
  const digits = ledgerDigits(text);
  if (digits !== undefined) return result(raw, digits, 'ledger', null, true);
  // 4. Partial CTID
  if (PARTIAL_CTID_RE.test(text)) {
    return result(raw, text.toUpperCase(), 'transaction', SEARCH_MESSAGES.ctidLength, false);
  }
  // 5. Malformed address
  if (text.startsWith('r') && text.length > 20) {
    return result(raw, text, 'address', SEARCH_MESSAGES.addressMalformed, false);
  }
  // 6. Other hex
  if (HEX_RE.test(text)) {
    return result(raw, text.toUpperCase(), 'transaction', transactionInputError(text), false);
  }
  return result(raw, text, null, SEARCH_MESSAGES.noMatch, false);
}

// -------------------------------------------------------------------------------------------------
// Header search box: text plus an explicit kind
// -------------------------------------------------------------------------------------------------

/** Kind chosen in the header search box. */
export type SearchKind = SearchType;

/**
 * Validates header-search-box input for a chosen kind (spec §2 "Search box", §5 messages).
 * Trimmed; empty input is invalid without a message (the button is disabled and nothing happens).
 *
 * - transaction: 64-hex hash or 16-hex CTID (C-F) → upper-cased; errors from
 *   {@link transactionInputError}.
 * - address: classic-address shape → as typed; errors from {@link addressInputError}.
 * - ledger: digits after removing a leading `#` and commas → the digits; else 'Ledger indices are
 *   numeric values.'.
 *
 * @returns a {@link ParsedQuery} whose `type` is always `kind` and whose `navigateTo` is the
 *   matching route when valid.
 */
export function validateForKind(text: string, kind: SearchKind): ParsedQuery {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return result(text ?? '', '', kind, null, false);
  switch (kind) {
    case 'transaction': {
      const error = transactionInputError(trimmed);
      return result(text, trimmed.toUpperCase(), kind, error, error === null);
    }
    case 'address': {
      const error = addressInputError(trimmed);
      return result(text, trimmed, kind, error, error === null);
    }
    case 'ledger': {
      const digits = ledgerDigits(trimmed);
      return digits === undefined
        ? result(text, trimmed, kind, SEARCH_MESSAGES.ledgerNotNumeric, false)
        : result(text, digits, kind, null, true);
    }
    default:
      return result(text, trimmed, null, SEARCH_MESSAGES.noMatch, false);
  }
}

// -------------------------------------------------------------------------------------------------
// Search page (/search): types Transaction / Account / Ledger
// -------------------------------------------------------------------------------------------------

/** Type names of the search page variant (spec §3 "Parsed query"). */
export type SearchPageType = 'Transaction' | 'Account' | 'Ledger';

/** Search page result: a {@link ParsedQuery} with the page's type names. */
export interface SearchPageQuery extends Omit<ParsedQuery, 'type'> {
  type: SearchPageType | null;
}

/** Placeholders of the search page input per type (spec §2 "Search page"). */
export const SEARCH_PAGE_PLACEHOLDERS: Readonly<Record<SearchPageType, string>> = Object.freeze({
  Transaction: 'Enter transaction hash (64 characters)',
  Account: 'Enter XRP account address',
  Ledger: 'Enter ledger index',
});

/** The three search page types in card order. */
export const SEARCH_PAGE_TYPES: readonly SearchPageType[] = Object.freeze(['Transaction', 'Account', 'Ledger'] as const);

const PAGE_TYPE_OF: Record<SearchType, SearchPageType> = {
  transaction: 'Transaction',
  address: 'Account',
  ledger: 'Ledger',
};
const KIND_OF: Record<SearchPageType, SearchType> = {
  Transaction: 'transaction',
  Account: 'address',
  Ledger: 'ledger',
};

/** Maps a search type to the search page's type name (`address` → `Account`). */
export function toSearchPageType(type: SearchType | null): SearchPageType | null {
  return type === null ? null : PAGE_TYPE_OF[type];
}

/** Maps a search page type name to the search type (`Account` → `address`). */
export function fromSearchPageType(type: SearchPageType): SearchType {
  return KIND_OF[type];
}

/** Placeholder of the search page input for a type. */
export function searchPagePlaceholder(type: SearchPageType): string {
  return SEARCH_PAGE_PLACEHOLDERS[type];
}

/**
 * Classifies search page input with the same rules and messages as {@link classifySearch}; only
 * the type names differ (Transaction, Account, Ledger).
 */
export function classifySearchPage(raw: string): SearchPageQuery {
  const parsed = classifySearch(raw);
  return { ...parsed, type: toSearchPageType(parsed.type) };
}

/**
 * Validates search page input for a selected type (e.g. after an example card was chosen), with
 * the kind-specific messages of {@link validateForKind}.
 */
export function validateSearchPageInput(raw: string, type: SearchPageType): SearchPageQuery {
  const parsed = validateForKind(raw, fromSearchPageType(type));
  return { ...parsed, type };
}

// -------------------------------------------------------------------------------------------------
// Account page and transaction page identifiers
// -------------------------------------------------------------------------------------------------

/** Account page validation texts (spec §5 "Account page", copied exactly). */
export const ACCOUNT_ADDRESS_MESSAGES = Object.freeze({
  empty: 'No account address provided',
  invalidTitle: 'Check the account address',
  invalidDescription: 'The value you entered does not look like a classic XRP Ledger address.',
  /** Help lines under the invalid-address message. */
  help: Object.freeze([
    'Classic addresses start with r.',
    'They have 25–34 Base58 characters (no 0, O, I, l).',
    'X-addresses must be converted first.',
  ]),
});

/** Outcome of {@link validateAccountAddress}. */
export type AccountAddressCheck =
  | { ok: true; address: string }
  | { ok: false; reason: 'empty'; title: string }
  | {
      ok: false;
      reason: 'invalid';
      title: string;
      description: string;
      help: readonly string[];
      /** Set when the input is a valid X-address: the classic address (and tag) it stands for. */
      xAddress?: { classicAddress: string; tag: number | false; test: boolean };
    };

/**
 * Account page check before any request (spec §5 "Account page"): the trimmed value must be a
 * classic address ({@link isClassicAddress}, i.e. shape and checksum).
 *
 * @returns `{ok: true, address}`; `{ok: false, reason: 'empty', title: 'No account address
 *   provided'}`; or `{ok: false, reason: 'invalid', title: 'Check the account address',
 *   description, help}` plus the decoded classic address when the input is an X-address.
 */
export function validateAccountAddress(input: string | null | undefined): AccountAddressCheck {
  const address = (input ?? '').trim();
  if (address === '') return { ok: false, reason: 'empty', title: ACCOUNT_ADDRESS_MESSAGES.empty };
  if (isClassicAddress(address)) return { ok: true, address };
  const check: AccountAddressCheck = {
    ok: false,
    reason: 'invalid',
    title: ACCOUNT_ADDRESS_MESSAGES.invalidTitle,
    description: ACCOUNT_ADDRESS_MESSAGES.invalidDescription,
    help: ACCOUNT_ADDRESS_MESSAGES.help,
  };
  if (/^[XT]/.test(address) && isValidXAddress(address)) check.xAddress = xAddressToClassicAddress(address);
  return check;
}

/** Transaction page titles for bad identifiers (spec §5 "Transaction page", copied exactly). */
export const TRANSACTION_ID_MESSAGES = Object.freeze({
  invalid: 'Invalid Transaction Identifier',
  missing: 'No Transaction Identifier Provided',
});

/** Outcome of {@link validateTransactionIdentifier}. */
export type TransactionIdCheck =
  | { ok: true; id: string; kind: 'hash' | 'ctid' }
  | { ok: false; reason: 'missing' | 'invalid'; title: string };

/**
 * Transaction page check (spec §5): the identifier (trimmed, any case) must be a 64-hex hash or a
 * 16-hex CTID starting with C-F. Missing/blank → 'No Transaction Identifier Provided'; anything
 * else → 'Invalid Transaction Identifier'. A valid id is returned upper-cased.
 */
export function validateTransactionIdentifier(input: string | null | undefined): TransactionIdCheck {
  const id = (input ?? '').trim();
  if (id === '') return { ok: false, reason: 'missing', title: TRANSACTION_ID_MESSAGES.missing };
  if (HASH_RE.test(id)) return { ok: true, id: id.toUpperCase(), kind: 'hash' };
  if (CTID_RE.test(id)) return { ok: true, id: id.toUpperCase(), kind: 'ctid' };
  return { ok: false, reason: 'invalid', title: TRANSACTION_ID_MESSAGES.invalid };
}
