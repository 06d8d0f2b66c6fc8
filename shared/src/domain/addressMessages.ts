/**
 * What LedgerLens says about an address that is not one, in the spec's words (copied exactly):
 * the search boxes' shape messages (spec §5 "Search classification" rules 5 and 6) and the account
 * page's check (spec §5 "Account page"), which the API's 400 answers repeat.
 */

/** The search boxes' address messages (spec §5), by shape: starting with 'r' but malformed, or not starting with 'r'. */
export const ADDRESS_SHAPE_MESSAGES = Object.freeze({
  malformed: "Classic XRP addresses start with 'r' and are 25-34 characters.",
  noR: "Enter a classic XRP address starting with 'r'.",
});

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

/** The API's 400 message for an account parameter that is not a classic address: the account page's title and description. */
export const INVALID_ADDRESS_MESSAGE = `${ACCOUNT_ADDRESS_MESSAGES.invalidTitle}: ${ACCOUNT_ADDRESS_MESSAGES.invalidDescription}`;
