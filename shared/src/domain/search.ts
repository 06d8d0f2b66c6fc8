/**
 * Search classification and identifier validation (spec §5 "Search classification", "Account
 * page", "Transaction page"; routes of §2).
 *
 * Three search inputs use these rules:
 * - the home search panel, one box for everything: {@link classifySearch};
 * - the search page (/search), same rules, falling back to the selected example card's kind for text
 *   that matches nothing ({@link validateForKind}); its visible type names are
 *   {@link SEARCH_PAGE_LABELS} (Transaction, Account, Ledger);
 * - the header search box, text plus an explicit kind: {@link validateForKind}.
 *
 * One name for the kinds everywhere: {@link SearchKind} (`'transaction' | 'address' | 'ledger'`).
 * Display names are label maps keyed by it, never a second type.
 *
 * All functions are pure; addresses are checked for shape here. Where the spec requires a real
 * classic address (account page), `./address.ts` also checks the Base58Check checksum with
 * `ripple-address-codec`: a module of its own, so a page that only searches never downloads the
 * codec (page-weight budgets).
 */
import { ADDRESS_SHAPE_MESSAGES } from './addressMessages';
import { BASE58_CLASS, CLASSIC_ADDRESS_SHAPE, HASH_PATTERN_TEXT, MPT_ISSUANCE_ID_PATTERN_TEXT } from './identifiers';
import { parseTokenId } from './tokenId';
import type { ResolveAnswer } from './types';

/**
 * Kind of a search: what an input was recognised as (spec §3 "Parsed query" `type`), the kind
 * picked in the header search box, and the search page's selected example card. The one name for
 * it in domain and UI; the search page shows it as Transaction / Account / Ledger
 * ({@link SEARCH_PAGE_LABELS}).
 */
export type SearchKind = 'transaction' | 'address' | 'ledger';

/** Result of classifying search input (spec §3 "Parsed query"). */
export interface ParsedQuery {
  /** The input exactly as typed. */
  rawQuery: string;
  /**
   * Normalised value: transaction hashes and CTIDs upper-cased; addresses as typed (trimmed);
   * ledger indexes as their digits (leading `#` and commas removed); otherwise the trimmed input.
   */
  normalizedQuery: string;
  /**
   * Recognised type, also set for recognised-but-malformed input (with `error`); `null` if none.
   * `token`: an issued token written `CUR.issuer` or `CUR+issuer` (opens its token page).
   * `mpt`: a 48-hex MPTokenIssuanceID (opens `/mpt/{ID}`, upper-cased).
   */
  type: SearchKind | 'token' | 'mpt' | null;
  /** True when the input can be searched. */
  isValid: boolean;
  /** Message to show below the input; `null` when valid or empty (empty shows no message). */
  error: string | null;
  /**
   * Route to open: `/transaction/{x}`, `/account/{x}` or `/ledger/{x}` (x = `normalizedQuery`)
   * when valid; `/` otherwise (spec §2: any other type goes to /).
   */
  navigateTo: string;
  /**
   * Set for input that is not searched as typed (see {@link classifyPasted}): `xAddress` for an
   * X-address (opens the account page, which converts it and shows its destination tag);
   * `secret` for a secret key (seed): refused with {@link SECRET_KEY_MESSAGE}, never sent anywhere.
   */
  pasted?: 'xAddress' | 'secret';
}

/** Every search validation message of spec §5 (copied exactly). */
export const SEARCH_MESSAGES = Object.freeze({
  noMatch: 'Enter a transaction hash, CTID, XRP address, or ledger index.',
  ctidLength: 'CTIDs must be 16 hexadecimal characters.',
  hashLength: 'Transaction hashes are 64 hexadecimal characters.',
  hashFormat: 'Invalid transaction hash format.',
  transactionNotHex: 'Enter a valid transaction hash (64 hex) or CTID (16 hex).',
  addressMalformed: ADDRESS_SHAPE_MESSAGES.malformed,
  addressNoR: ADDRESS_SHAPE_MESSAGES.noR,
  ledgerNotNumeric: 'Ledger indices are numeric values.',
});

// Identifier shapes live in `./identifiers`, the token identifier rule in `./tokenId` (re-exported
// here for existing imports).
export { CLASSIC_ADDRESS_SHAPE, HASH_PATTERN_TEXT } from './identifiers';
export { normalizeCurrencyCode, parseTokenId } from './tokenId';

/** What an MPTokenIssuanceID is: the message of a malformed one (API 400, search boxes). */
export const MPT_ISSUANCE_ID_MESSAGE =
  "An MPTokenIssuanceID is 48 hexadecimal characters: the issuer's Sequence at creation (8 hex) followed by the issuer's AccountID (40 hex).";
/** True for a 48-hex MPTokenIssuanceID (shape only; trimmed input, any case). */
export function isMptIssuanceId(text: string): boolean {
  return new RegExp(`^${MPT_ISSUANCE_ID_PATTERN_TEXT}$`).test((text ?? '').trim());
}

/** A CTID (spec §5/§9): 16 hex, the first C, D, E or F, any case: pattern text, unanchored. */
export const CTID_PATTERN_TEXT = '[C-Fc-f][0-9A-Fa-f]{15}';
const HASH_RE = new RegExp(`^${HASH_PATTERN_TEXT}$`);
const CTID_RE = new RegExp(`^${CTID_PATTERN_TEXT}$`);
const HEX_RE = /^[0-9A-Fa-f]+$/;
const PARTIAL_CTID_RE = /^[C-Fc-f][0-9A-Fa-f]{0,15}$/;
const PREFIXED_HEX_RE = /^0[xX][0-9A-Fa-f]+$/;

/** Route of a search result (spec §2): transaction, address and ledger pages, else `/`. */
export function routeFor(type: SearchKind | null | undefined, value: string): string {
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
  type: SearchKind | 'token' | 'mpt' | null,
  error: string | null,
  isValid: boolean,
): ParsedQuery {
  return {
    rawQuery,
    normalizedQuery,
    type,
    isValid,
    error,
    navigateTo: isValid ? (type === 'token' ? `/token/${normalizedQuery}` : type === 'mpt' ? `/mpt/${normalizedQuery}` : routeFor(type, normalizedQuery)) : '/',
  };
}

/**
 * Classifies one search box input (spec §5 "Search classification"). The input is trimmed; the
 * rules apply in order:
 *
 * 1. 16 hex starting with C-F (CTID) or 64 hex (hash) → valid transaction, upper-cased.
 * 2. 'r' + 24..33 Base58 characters → valid address (shape only; the account page checks the
 *    checksum, see `validateAccountAddress` in `./address.ts`).
 * 3. Digits after removing a leading `#` and commas → valid ledger; `normalizedQuery` = the digits.
 * 4. Hex starting with C-F, at most 16 characters → transaction, 'CTIDs must be 16 hexadecimal
 *    characters.'.
 * 5. Starts with 'r' and longer than 20 characters → address, 'Classic XRP addresses start with
 *    'r' and are 25-34 characters.'.
 * 6. Any other all-hex string → transaction, 'Transaction hashes are 64 hexadecimal characters.'.
 *
 * Between 2 and 3: `CUR.issuer` or `CUR+issuer` → valid token (`/token/CUR.issuer`, the currency
 * in ledger form); 48 hex → valid MPT issuance (`/mpt/{ID}`, upper-cased: an MPTokenIssuanceID).
 *
 * Anything else: type `null`, 'Enter a transaction hash, CTID, XRP address, or ledger index.'.
 * Empty (or blank) input: invalid with no message. Before these rules, an X-address or a secret
 * key is recognised by {@link classifyPasted}.
 */
export function classifySearch(raw: string): ParsedQuery {
  const text = (raw ?? '').trim();
  if (text === '') return result(raw ?? '', '', null, null, false);
  const pasted = classifyPasted(raw, text);
  if (pasted) return pasted;

  // 1. CTID or hash
  if (isTransactionIdentifier(text)) return result(raw, text.toUpperCase(), 'transaction', null, true);
  // 2. Classic address shape
  if (CLASSIC_ADDRESS_SHAPE.test(text)) return result(raw, text, 'address', null, true);
  // Token: CUR.issuer or CUR+issuer (3-character or 40-hex code, classic-address-shaped issuer)
  const token = parseTokenId(text);
  if (token) return result(raw, `${token.currency}.${token.issuer}`, 'token', null, true);
  // MPTokenIssuanceID: 48 hex (no transaction identifier has this length)
  if (isMptIssuanceId(text)) return result(raw, text.toUpperCase(), 'mpt', null, true);
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
 * Whatever the kind, an X-address or a secret key is recognised first ({@link classifyPasted}).
 *
 * @returns a {@link ParsedQuery} whose `type` is `kind` (`address` for pasted input) and whose `navigateTo` is the
 *   matching route when valid.
 */
export function validateForKind(text: string, kind: SearchKind): ParsedQuery {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return result(text ?? '', '', kind, null, false);
  const pasted = classifyPasted(text, trimmed);
  if (pasted) return pasted;
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
// Search page (/search): kinds shown as Transaction / Account / Ledger
// -------------------------------------------------------------------------------------------------

/** The search page's kinds in card order (spec §2 "Search page": Transaction, Account, Ledger). */
export const SEARCH_PAGE_KINDS: readonly SearchKind[] = Object.freeze(['transaction', 'address', 'ledger'] as const);

/**
 * Names the search page shows for each kind (spec §2 "Search page" cards, §3 "The search page
 * variant uses types Transaction, Account, Ledger"): `address` is shown as 'Account'.
 */
export const SEARCH_PAGE_LABELS: Readonly<Record<SearchKind, string>> = Object.freeze({
  transaction: 'Transaction',
  address: 'Account',
  ledger: 'Ledger',
});

/** Placeholders of the search page input per kind (spec §2 "Search page"). */
export const SEARCH_PAGE_PLACEHOLDERS: Readonly<Record<SearchKind, string>> = Object.freeze({
  transaction: 'Enter transaction hash (64 characters)',
  address: 'Enter XRP account address',
  ledger: 'Enter ledger index',
});

/** Placeholder of the search page input for a kind. */
export function searchPagePlaceholder(kind: SearchKind): string {
  return SEARCH_PAGE_PLACEHOLDERS[kind];
}

/**
 * Reads a kind from text such as the search page's `?type=` parameter (spec §2: `type=transaction`
 * is a link target). Case-insensitive; accepts the kind names and the search page labels
 * (`transaction`, `address` or `account`, `ledger`). Anything else, `null` included → `null`.
 */
export function parseSearchKind(value: string | null | undefined): SearchKind | null {
  switch ((value ?? '').trim().toLowerCase()) {
    case 'transaction':
      return 'transaction';
    case 'address':
    case 'account':
      return 'address';
    case 'ledger':
      return 'ledger';
    default:
      return null;
  }
}

// -------------------------------------------------------------------------------------------------
// Transaction page identifiers
// -------------------------------------------------------------------------------------------------

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

// -------------------------------------------------------------------------------------------------
// Pasted X-addresses and secret keys (every search box)
// -------------------------------------------------------------------------------------------------

/**
 * What every search box says about a pasted secret key (seed); the account page and the API say
 * the same. It never echoes the key.
 */
export const SECRET_KEY_MESSAGE =
  'This is a secret key (seed), not an address. Anyone who has it controls the account: it was not sent anywhere. Never paste it into a website; enter the account address (r…) instead.';

/** What a search box says under a pasted X-address before it opens the account. */
export const X_ADDRESS_HINT = 'X-address: opens the account it stands for, with its destination tag.';

/**
 * X-address shape (XLS-5d): `X` (mainnet) or `T` (test networks) and 46 more Base58 characters.
 * Shape only; the account page decodes it with the address codec.
 */
export const X_ADDRESS_SHAPE = new RegExp(`^[XT]${BASE58_CLASS}{46}$`);

/**
 * Secret key (seed) shape: `s` and 28 Base58 characters (a family seed, 29 in all) or `sEd` and
 * 28 more (an Ed25519 seed, 31 in all). Shape only, no checksum: refusing to send something that
 * merely looks like a secret is the safe side; no address or identifier has this shape.
 */
export const SECRET_KEY_SHAPE = new RegExp(`^s(?:Ed)?${BASE58_CLASS}{28}$`);

/**
 * Input that a search box must not search as typed, for every box and kind:
 * - an X-address ({@link X_ADDRESS_SHAPE}) → valid, type `address`, `pasted: 'xAddress'`, opens
 *   `/account/{X-address}` (the account page converts it and shows the classic address and tag);
 * - a secret key ({@link SECRET_KEY_SHAPE}) → invalid, type `address`, `pasted: 'secret'`, the
 *   message {@link SECRET_KEY_MESSAGE}, `normalizedQuery` empty: nothing to send, prefetch or put
 *   in a URL.
 *
 * @param raw the input as typed; `text` the trimmed input.
 * @returns the parsed query, or `null` for any other input.
 */
export function classifyPasted(raw: string, text: string): ParsedQuery | null {
  if (SECRET_KEY_SHAPE.test(text)) {
    // Nothing of the key is kept: not even `rawQuery`.
    return { ...result('', '', 'address', SECRET_KEY_MESSAGE, false), pasted: 'secret' };
  }
  if (X_ADDRESS_SHAPE.test(text)) return { ...result(raw, text, 'address', null, true), pasted: 'xAddress' };
  return null;
}

/**
 * True for a valid query that is a 64-hex identifier: a transaction hash, a ledger hash or a ledger
 * object index look alike, so the search asks the API what it names (`GET /api/resolve/{hex64}`,
 * one request) and opens the answer's `path`; `navigateTo` (the transaction page) is the fallback.
 */
export function needsResolve(parsed: Pick<ParsedQuery, 'isValid' | 'type' | 'normalizedQuery'>): boolean {
  return parsed.isValid && parsed.type === 'transaction' && HASH_RE.test(parsed.normalizedQuery);
}

/**
 * What the ledger page says when a 64-hex input searched as a transaction turned out to be a
 * ledger hash (router state `notice`): why the visitor is on a ledger page.
 */
export function ledgerHashNotice(hash: string, ledgerIndex: number): string {
  return `${hash} is not a transaction hash: it is the hash of ledger ${ledgerIndex}, shown here.`;
}

/**
 * The navigation for an answer of `GET /api/resolve/{x}`: its page path and, for a ledger hash,
 * the router state whose `notice` says why a ledger page opened ({@link ledgerHashNotice}).
 */
export function resolvedNavigation(answer: Pick<ResolveAnswer, 'kind' | 'id' | 'path' | 'ledgerIndex'>): { path: string; state?: { notice: string } } {
  return answer.kind === 'ledger' && typeof answer.ledgerIndex === 'number'
    ? { path: answer.path, state: { notice: ledgerHashNotice(answer.id, answer.ledgerIndex) } }
    : { path: answer.path };
}

// -------------------------------------------------------------------------------------------------
// The search page's GET form
// -------------------------------------------------------------------------------------------------

/** Path of the search page. Every search form submits to it with GET (`?q=…`), so it works before the app runs. */
export const SEARCH_PAGE_PATH = '/search';

/**
 * Where a `GET /search?q=…` goes: the route of the query classified as the home box does
 * ({@link classifySearch}: `/transaction/{x}`, `/account/{x}`, `/ledger/{x}`, x normalised) when it
 * is valid; `undefined` for an empty, missing or invalid query (the search page then shows the
 * query and its message). Used by the web server (a 303 to the page) and by the search page.
 */
export function searchTarget(q: string | null | undefined): string | undefined {
  if (typeof q !== 'string' || q.length > 200) return undefined;
  const parsed = classifySearch(q);
  return parsed.isValid && parsed.normalizedQuery !== '' ? parsed.navigateTo : undefined;
}
