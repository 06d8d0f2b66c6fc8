/**
 * Account addresses checked for real (spec §5 "Account page"): shape and Base58Check checksum
 * with `ripple-address-codec` (xrpl.js's address codec), and X-addresses decoded.
 *
 * Its own module because of the codec (~15 KiB gzip): the search boxes classify by shape only
 * (`./search.ts`), so pages that only search never download it. Front ends import it from
 * `@ledgerlens/shared/address` (its own federation-shared module, loaded by the pages that use
 * it); Node code gets it with the rest of `@ledgerlens/shared/domain`.
 */
import { decodeSeed, isValidClassicAddress, isValidXAddress, xAddressToClassicAddress } from 'ripple-address-codec';
import { ACCOUNT_ADDRESS_MESSAGES } from './addressMessages';
import { CLASSIC_ADDRESS_SHAPE } from './identifiers';
import { SECRET_KEY_MESSAGE } from './search';

/**
 * True when `value` is a classic XRP Ledger address: the spec's shape ('r' + 24..33 Base58
 * characters) and a valid Base58Check checksum with a 20-byte account ID
 * (`isValidClassicAddress` of ripple-address-codec). Not trimmed.
 */
export function isClassicAddress(value: string): boolean {
  return typeof value === 'string' && CLASSIC_ADDRESS_SHAPE.test(value) && isValidClassicAddress(value);
}

/**
 * True when `value` is an XRP Ledger secret key in seed form (`s…`, family seed or Ed25519
 * `sEd…`, valid Base58Check): pasted by mistake, it must never be sent anywhere or logged.
 */
export function isSeed(value: string): boolean {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^s[1-9A-HJ-NP-Za-km-z]{24,32}$/.test(text)) return false;
  try {
    decodeSeed(text);
    return true;
  } catch {
    return false;
  }
}

/** What the account page and the API say about a pasted seed (never echoing it). */
export const SEED_MESSAGE = SECRET_KEY_MESSAGE;

// The texts live in `./addressMessages` (re-exported here for existing imports).
export { ACCOUNT_ADDRESS_MESSAGES } from './addressMessages';

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
      /** True when the input is a secret key (seed): show {@link SEED_MESSAGE}, never send it. */
      seed?: boolean;
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
  if (isSeed(address)) check.seed = true;
  return check;
}

