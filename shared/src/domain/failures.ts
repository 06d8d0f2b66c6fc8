/**
 * Transaction failure explanations (spec §3 "Error code entry", §8 catalogue): what a `tec`/`tef`/
 * `tel`/`tem`/`ter` result code means for the visitor. A module of its own so that only the pages
 * that explain a result (the transaction page) load the catalogue; see `@ledgerlens/shared/ledger`.
 */
import { BASE_RESERVE_DATED_TEXT } from './constants';

/**
 * The note under every failure explanation on the transaction page: what a failed (tec) transaction
 * still did (xrpl.org "tec Codes": the cost is destroyed, the Sequence or Ticket is used, and
 * unfunded or expired offers found on the way may be removed).
 */
export const FAILED_TRANSACTION_NOTE =
  'A failed transaction is still recorded in the ledger: its fee was destroyed and the sender\'s Sequence advanced (or its Ticket was used up), and unfunded or expired offers it came across may have been removed. What it set out to do did not happen.';

/** Category of a failure explanation (spec §3 "Error code entry"). */
export type FailureCategory = 'insufficient_funds' | 'invalid_params' | 'account' | 'path' | 'network' | 'other';
/** Severity of a failure explanation. */
export type FailureSeverity = 'error' | 'warning' | 'info';

/** One explanation of a transaction result code (spec §3 "Error code entry"). */
export interface FailureExplanation {
  /** Result code, e.g. `tecPATH_DRY`. */
  code: string;
  /** Short title, e.g. 'No Liquidity in Path'. */
  title: string;
  /** One sentence on what happened. */
  description: string;
  category: FailureCategory;
  severity: FailureSeverity;
}

const entry = (
  code: string,
  title: string,
  category: FailureCategory,
  severity: FailureSeverity,
  description: string,
): FailureExplanation => Object.freeze({ code, title, description, category, severity });

/**
 * Explanations of common failure codes (spec §8 "Transaction failure explanations"). Titles and
 * the severities the spec lists are copied exactly; descriptions, and the categories and the
 * severities the spec leaves open, were written for this catalogue following the XRP Ledger
 * result-code reference (tec codes: included in a ledger, only the transaction cost was charged;
 * tem codes: malformed, never applied).
 */
export const FAILURE_CATALOGUE: Readonly<Record<string, FailureExplanation>> = Object.freeze({
  tecUNFUNDED_PAYMENT: entry('tecUNFUNDED_PAYMENT', 'Insufficient Balance', 'insufficient_funds', 'error',
    'The sending account did not have enough XRP, after keeping its required reserve, to send the amount of this payment.'),
  tecINSUFFICIENT_RESERVE: entry('tecINSUFFICIENT_RESERVE', 'Insufficient Reserve', 'insufficient_funds', 'error',
    'Completing this transaction would have raised the account\'s reserve requirement (each trust line, offer or other owned object adds to it) above its XRP balance.'),
  tecUNFUNDED_OFFER: entry('tecUNFUNDED_OFFER', 'Insufficient Funds for Offer', 'insufficient_funds', 'error',
    'The offer could not be placed because the account holds none of the currency it offered to sell (TakerGets).'),
  temINVALID: entry('temINVALID', 'Invalid Transaction', 'invalid_params', 'error',
    'The transaction is malformed (for example an invalid signature or an invalid combination of fields), so it was rejected and never applied to the ledger.'),
  temINVALID_FLAG: entry('temINVALID_FLAG', 'Invalid Flag', 'invalid_params', 'error',
    'The transaction sets a flag that does not exist for its type, or flags that contradict each other, so it was rejected without being applied.'),
  temBAD_AMOUNT: entry('temBAD_AMOUNT', 'Invalid Amount', 'invalid_params', 'error',
    'An amount in the transaction is invalid, for example zero, negative or of a kind this transaction type does not accept, so it was rejected without being applied.'),
  temBAD_CURRENCY: entry('temBAD_CURRENCY', 'Invalid Currency', 'invalid_params', 'error',
    'The transaction specifies a currency code incorrectly, for example a token using the reserved code XRP, so it was rejected without being applied.'),
  temBAD_FEE: entry('temBAD_FEE', 'Invalid Fee', 'invalid_params', 'error',
    'The Fee field is invalid, for example negative or not given as a whole number of XRP drops, so the transaction was rejected without being applied.'),
  tecNO_DST: entry('tecNO_DST', 'Destination Account Not Found', 'account', 'error',
    'The destination account does not exist in the ledger, and this transaction cannot create it (only a Payment of enough XRP can fund a new account).'),
  tecNO_DST_INSUF_XRP: entry('tecNO_DST_INSUF_XRP', 'Destination Needs Activation', 'account', 'error',
    `The destination account does not exist yet and this payment sent too little XRP to activate it; a new account needs at least ${BASE_RESERVE_DATED_TEXT}.`),
  tecNO_AUTH: entry('tecNO_AUTH', 'Not Authorized', 'account', 'error',
    'The token issuer requires authorized trust lines (RequireAuth) and the trust line this transaction needed has not been authorized by the issuer.'),
  tecFROZEN: entry('tecFROZEN', 'Account or Trust Line Frozen', 'account', 'error',
    'The token involved is frozen, either by the issuer\'s global freeze or on the specific trust line, so it cannot be sent or traded.'),
  tecNO_LINE: entry('tecNO_LINE', 'No Trust Line', 'account', 'error',
    'The transaction needed a trust line that does not exist, for example an offer to buy a token whose issuer requires authorization (Require Auth) made by an account without a trust line for it; a payment to an account without a trust line fails with tecPATH_DRY instead.'),
  tecPATH_PARTIAL: entry('tecPATH_PARTIAL', 'Path Partially Consumed', 'path', 'warning',
    'The available paths could deliver only part of the requested amount within the SendMax limit, so the payment failed instead of delivering less (a partial payment flag allows that).'),
  tecPATH_DRY: entry('tecPATH_DRY', 'No Liquidity in Path', 'path', 'error',
    'There was not enough liquidity along the payment\'s paths (trust lines, order books or AMM pools) to deliver any of the amount.'),
  tecFAILED_PROCESSING: entry('tecFAILED_PROCESSING', 'Processing Failed', 'other', 'error',
    'An unspecified error occurred while the transaction was processed; the transaction cost was destroyed and the sender\'s Sequence advanced (or its Ticket was used), but what it set out to do did not happen.'),
  tecINTERNAL: entry('tecINTERNAL', 'Internal Error', 'other', 'error',
    'The server hit an unspecified internal error while applying the transaction; only the transaction cost was charged.'),
  tecEXPIRED: entry('tecEXPIRED', 'Offer Expired', 'other', 'info',
    'The Expiration time given for the offer (or other object) had already passed when the transaction was processed, so nothing was created.'),
  tecKILLED: entry('tecKILLED', 'Offer Killed', 'other', 'info',
    'The offer was cancelled because it could not be filled immediately as its Fill or Kill (or Immediate or Cancel) flag required.'),
});

/** Title of the fallback explanation for unknown codes. */
export const UNKNOWN_FAILURE_TITLE = 'Transaction Failed';

/**
 * Explanation of a transaction result code (spec §8). Unknown codes (including generic ones such
 * as `failed` or `error`) get `{title: 'Transaction Failed', description: 'This transaction failed
 * with error code: {code}.', category: 'other', severity: 'error'}`. Never throws.
 */
export function explainFailure(code: string): FailureExplanation {
  const known = Object.prototype.hasOwnProperty.call(FAILURE_CATALOGUE, code) ? FAILURE_CATALOGUE[code] : undefined;
  if (known) return known;
  return {
    code,
    title: UNKNOWN_FAILURE_TITLE,
    description: `This transaction failed with error code: ${code}.`,
    category: 'other',
    severity: 'error',
  };
}

