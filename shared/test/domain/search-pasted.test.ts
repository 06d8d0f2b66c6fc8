/**
 * Every search box (home panel, search page, header with any kind) recognises a pasted X-address
 * and a pasted secret key: the X-address opens its account page, the secret key is refused with
 * the secret-key warning and nothing of it is kept in the parsed query.
 */
import { generateSeed } from 'ripple-keypairs';
import xAddressVectors from '../../src/domain/__fixtures__/x-address.json';
import { SEED_API_MESSAGE, SEED_MESSAGE, isSeed } from '../../src/domain/address';
import { SECRET_KEY_MESSAGE, SECRET_KEY_SERVER_MESSAGE, SECRET_NUMBERS_MESSAGE, classifySearch, validateForKind, type SearchKind } from '../../src/domain/search';

const KINDS: SearchKind[] = ['transaction', 'address', 'ledger'];
/** Real seeds of both algorithms, made by xrpl.js's keypairs library (random entropy, never used). */
const SEEDS = [generateSeed({ algorithm: 'ecdsa-secp256k1' }), generateSeed({ algorithm: 'ed25519' }), generateSeed({ algorithm: 'ed25519' })];
const X_ADDRESSES = xAddressVectors.test_cases.flatMap((v) => [v.x_address_mainnet, v.x_address_testnet]);

describe('a pasted secret key', () => {
  it.each(SEEDS)('%s is refused by every box with the secret-key warning, and not kept', (seed) => {
    expect(isSeed(seed)).toBe(true);
    for (const parsed of [classifySearch(seed), classifySearch(` ${seed} `), ...KINDS.map((k) => validateForKind(seed, k))]) {
      expect(parsed).toMatchObject({ isValid: false, error: SECRET_KEY_MESSAGE, pasted: 'secret', navigateTo: '/' });
      expect(JSON.stringify(parsed)).not.toContain(seed);
    }
  });
  it('says it was not sent only where that is true (a search box); the account page and the API say it reached the server', () => {
    expect(SECRET_KEY_MESSAGE).toMatch(/secret key.*not sent anywhere/);
    // A seed in /account/{seed} or /api/account/{seed} has travelled in the request: issue 39 item 8.
    for (const message of [SEED_MESSAGE, SEED_API_MESSAGE, SECRET_KEY_SERVER_MESSAGE]) {
      expect(message).not.toMatch(/not sent anywhere/);
      expect(message).toMatch(/treat the key as exposed/);
    }
  });

  it('refuses XLS-12 secret numbers (8 groups of 6 digits) instead of reading 48 digits as a ledger index', () => {
    for (const numbers of ['554872 394893 635468 183471 223344 556677 889900 112233', '554872-394893-635468-183471-223344-556677-889900-112233', '5'.repeat(48)]) {
      for (const parsed of [classifySearch(numbers), ...KINDS.map((k) => validateForKind(numbers, k))]) {
        expect(parsed).toMatchObject({ isValid: false, error: SECRET_NUMBERS_MESSAGE, pasted: 'secret', normalizedQuery: '', navigateTo: '/' });
        expect(JSON.stringify(parsed)).not.toContain(numbers.slice(0, 12));
      }
    }
    // A real ledger index is still a ledger index.
    expect(classifySearch('95893505')).toMatchObject({ isValid: true, type: 'ledger' });
  });
  it('leaves addresses and identifiers alone', () => {
    expect(classifySearch('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh').pasted).toBeUndefined();
    expect(classifySearch('C4A206D800360000').pasted).toBeUndefined();
    expect(classifySearch('snoPBrXtMeMyMHUVTgbuqAfg1SUT').pasted).toBeUndefined(); // 28 chars: too short for a seed
  });
});

describe('a pasted X-address', () => {
  it.each(X_ADDRESSES)('%s opens its account page from every box', (x) => {
    for (const parsed of [classifySearch(x), ...KINDS.map((k) => validateForKind(x, k))]) {
      expect(parsed).toMatchObject({ isValid: true, type: 'address', error: null, pasted: 'xAddress', normalizedQuery: x, navigateTo: `/account/${x}` });
    }
  });
});
