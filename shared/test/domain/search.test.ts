import addressVectors from '../../src/domain/__fixtures__/classic-address.json';
import xAddressVectors from '../../src/domain/__fixtures__/x-address.json';
import {
  SEARCH_MESSAGES,
  SEARCH_PAGE_KINDS,
  SEARCH_PAGE_LABELS,
  SEARCH_PAGE_PLACEHOLDERS,
  TRANSACTION_ID_MESSAGES,
  classifySearch,
  hasClassicAddressShape,
  isTransactionIdentifier,
  ledgerDigits,
  parseSearchKind,
  routeFor,
  searchPagePlaceholder,
  transactionInputError,
  validateForKind,
  validateTransactionIdentifier,
  type SearchKind,
} from '../../src/domain/search';
import { ACCOUNT_ADDRESS_MESSAGES, isClassicAddress, validateAccountAddress } from '../../src/domain/address';

const HASH = 'D42BE7DF63B4C12E5B56B4EFAD8CBB096171399D93353A8A61F61066160DFE5E';
const CTID = 'C4A206D800360000';
const ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const B58 = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
/** 'r' followed by n Base58 characters (shape only). */
const rPlus = (n: number) => `r${B58.repeat(3).slice(0, n)}`;

const MSG = {
  noMatch: 'Enter a transaction hash, CTID, XRP address, or ledger index.',
  ctid: 'CTIDs must be 16 hexadecimal characters.',
  hashLength: 'Transaction hashes are 64 hexadecimal characters.',
  hashFormat: 'Invalid transaction hash format.',
  txNotHex: 'Enter a valid transaction hash (64 hex) or CTID (16 hex).',
  addressMalformed: "Classic XRP addresses start with 'r' and are 25-34 characters.",
  addressNoR: "Enter a classic XRP address starting with 'r'.",
  ledger: 'Ledger indices are numeric values.',
};

describe('search messages are the spec texts', () => {
  it('matches §5 exactly', () => {
    expect(SEARCH_MESSAGES).toEqual({
      noMatch: MSG.noMatch,
      ctidLength: MSG.ctid,
      hashLength: MSG.hashLength,
      hashFormat: MSG.hashFormat,
      transactionNotHex: MSG.txNotHex,
      addressMalformed: MSG.addressMalformed,
      addressNoR: MSG.addressNoR,
      ledgerNotNumeric: MSG.ledger,
    });
  });
});

describe('classifySearch: valid input (rules 1-3)', () => {
  it.each<[string, string, SearchKind, string, string]>([
    // rule 1: hash or CTID, upper-cased
    ['64-hex hash', HASH, 'transaction', HASH, `/transaction/${HASH}`],
    ['lower-case hash', HASH.toLowerCase(), 'transaction', HASH, `/transaction/${HASH}`],
    ['hash with spaces around', `  ${HASH}\t`, 'transaction', HASH, `/transaction/${HASH}`],
    ['all-digit 64 characters (rule 1 before rule 3)', '1'.repeat(64), 'transaction', '1'.repeat(64), `/transaction/${'1'.repeat(64)}`],
    ['CTID prefix C', CTID, 'transaction', CTID, `/transaction/${CTID}`],
    ['CTID lower case', CTID.toLowerCase(), 'transaction', CTID, `/transaction/${CTID}`],
    ['CTID prefix D', 'D000000000000000', 'transaction', 'D000000000000000', '/transaction/D000000000000000'],
    ['CTID prefix E', 'e000000100020003', 'transaction', 'E000000100020003', '/transaction/E000000100020003'],
    ['CTID prefix F', 'FFFFFFFFFFFFFFFF', 'transaction', 'FFFFFFFFFFFFFFFF', '/transaction/FFFFFFFFFFFFFFFF'],
    // rule 2: address shape
    ['genesis address', ADDRESS, 'address', ADDRESS, `/account/${ADDRESS}`],
    ['address trimmed', ` ${ADDRESS} `, 'address', ADDRESS, `/account/${ADDRESS}`],
    ['ACCOUNT_ONE (26 chars)', 'rrrrrrrrrrrrrrrrrrrrBZbvji', 'address', 'rrrrrrrrrrrrrrrrrrrrBZbvji', '/account/rrrrrrrrrrrrrrrrrrrrBZbvji'],
    ['r + 24 Base58 (25 chars, minimum)', rPlus(24), 'address', rPlus(24), `/account/${rPlus(24)}`],
    ['r + 33 Base58 (34 chars, maximum)', rPlus(33), 'address', rPlus(33), `/account/${rPlus(33)}`],
    // rule 3: ledger index
    ['digits', '85234567', 'ledger', '85234567', '/ledger/85234567'],
    ['leading #', '#85234567', 'ledger', '85234567', '/ledger/85234567'],
    ['commas', '85,234,567', 'ledger', '85234567', '/ledger/85234567'],
    ['# and commas', '#1,000', 'ledger', '1000', '/ledger/1000'],
    ['zero', '0', 'ledger', '0', '/ledger/0'],
    ['digits with spaces around', ' 42 ', 'ledger', '42', '/ledger/42'],
    ['16 digits (not a CTID: no C-F prefix)', '1234567890123456', 'ledger', '1234567890123456', '/ledger/1234567890123456'],
  ])('%s', (_name, input, type, normalized, route) => {
    expect(classifySearch(input)).toEqual({
      rawQuery: input,
      normalizedQuery: normalized,
      type,
      isValid: true,
      error: null,
      navigateTo: route,
    });
  });
});

describe('classifySearch: invalid input (rules 4-6 and no match)', () => {
  it.each<[string, string, SearchKind | null, string]>([
    // rule 4: partial CTID (hex starting with C-F, at most 16 characters)
    ['single C', 'C', 'transaction', MSG.ctid],
    ['C123', 'C123', 'transaction', MSG.ctid],
    ['lower-case partial', 'c4a206d8', 'transaction', MSG.ctid],
    ['15 characters', 'C4A206D80036000', 'transaction', MSG.ctid],
    ['prefix D', 'DEAD', 'transaction', MSG.ctid],
    ['prefix E', 'E1', 'transaction', MSG.ctid],
    ['prefix F', 'FF', 'transaction', MSG.ctid],
    // rule 5: starts with r and longer than 20 characters
    ['r + 20 Base58 (21 chars)', rPlus(20), 'address', MSG.addressMalformed],
    ['r + 23 Base58 (24 chars)', rPlus(23), 'address', MSG.addressMalformed],
    ['r + 34 Base58 (35 chars)', rPlus(34), 'address', MSG.addressMalformed],
    ['contains 0', `${ADDRESS.slice(0, -1)}0`, 'address', MSG.addressMalformed],
    ['contains O', `${ADDRESS.slice(0, -1)}O`, 'address', MSG.addressMalformed],
    ['contains I', `${ADDRESS.slice(0, -1)}I`, 'address', MSG.addressMalformed],
    ['contains l', `${ADDRESS.slice(0, -1)}l`, 'address', MSG.addressMalformed],
    ['inner space', `${ADDRESS.slice(0, 10)} ${ADDRESS.slice(10)}`, 'address', MSG.addressMalformed],
    // rule 6: other hex
    ['short hex not starting with C-F', 'ABC123', 'transaction', MSG.hashLength],
    ['63 hex', HASH.slice(1), 'transaction', MSG.hashLength],
    ['65 hex', `${HASH}A`, 'transaction', MSG.hashLength],
    ['17 hex starting with C', `${CTID}0`, 'transaction', MSG.hashLength],
    ['16 hex starting with A', 'A000000000000000', 'transaction', MSG.hashLength],
    ['16 hex starting with 0 (not all digits)', '0123456789ABCDEF', 'transaction', MSG.hashLength],
    ['b-prefixed hex', 'beef', 'transaction', MSG.hashLength],
    // no match
    ['word', 'hello', null, MSG.noMatch],
    ['short r text (20 chars or less)', rPlus(19), null, MSG.noMatch],
    ['r alone', 'r', null, MSG.noMatch],
    ['upper-case R address', `R${ADDRESS.slice(1)}`, null, MSG.noMatch],
    ['# only', '#', null, MSG.noMatch],
    ['comma only', ',', null, MSG.noMatch],
    ['decimal', '12.5', null, MSG.noMatch],
    ['negative', '-5', null, MSG.noMatch],
    ['two #', '##5', null, MSG.noMatch],
    ['# not leading', '5#', null, MSG.noMatch],
    ['0x-prefixed hash', `0x${HASH}`, null, MSG.noMatch],
    ['hex with inner space', 'ABCD EF', null, MSG.noMatch],
    ['latest', 'latest', null, MSG.noMatch],
  ])('%s', (_name, input, type, error) => {
    const parsed = classifySearch(input);
    expect(parsed).toMatchObject({ rawQuery: input, type, isValid: false, error, navigateTo: '/' });
  });

  it('upper-cases hex in normalizedQuery of invalid transactions', () => {
    expect(classifySearch(' c12 ').normalizedQuery).toBe('C12');
    expect(classifySearch('abc').normalizedQuery).toBe('ABC');
  });

  it.each(['', ' ', '\t\n'])('empty input %j is invalid with no message', (input) => {
    expect(classifySearch(input)).toEqual({
      rawQuery: input,
      normalizedQuery: '',
      type: null,
      isValid: false,
      error: null,
      navigateTo: '/',
    });
  });

  it('tolerates null/undefined as empty', () => {
    expect(classifySearch(undefined as unknown as string)).toMatchObject({ isValid: false, error: null, type: null });
  });
});

describe('validateForKind (header search box)', () => {
  it.each<[SearchKind, string, boolean, string | null, string]>([
    ['transaction', HASH.toLowerCase(), true, null, `/transaction/${HASH}`],
    ['transaction', ` ${CTID.toLowerCase()} `, true, null, `/transaction/${CTID}`],
    ['transaction', 'C12', false, MSG.ctid, '/'],
    ['transaction', 'ABC', false, MSG.hashLength, '/'],
    ['transaction', `${CTID}0`, false, MSG.hashLength, '/'],
    ['transaction', '12345', false, MSG.hashLength, '/'],
    ['transaction', `0x${HASH}`, false, MSG.hashFormat, '/'],
    ['transaction', '0XABC', false, MSG.hashFormat, '/'],
    ['transaction', 'hello', false, MSG.txNotHex, '/'],
    ['transaction', ADDRESS, false, MSG.txNotHex, '/'],
    ['transaction', `${HASH.slice(0, 63)}G`, false, MSG.txNotHex, '/'],
    ['address', ADDRESS, true, null, `/account/${ADDRESS}`],
    ['address', ` ${ADDRESS}`, true, null, `/account/${ADDRESS}`],
    ['address', 'r123', false, MSG.addressMalformed, '/'],
    ['address', 'r', false, MSG.addressMalformed, '/'],
    ['address', `${ADDRESS}0`, false, MSG.addressMalformed, '/'],
    ['address', ADDRESS.slice(1), false, MSG.addressNoR, '/'],
    ['address', HASH, false, MSG.addressNoR, '/'],
    ['ledger', '85234567', true, null, '/ledger/85234567'],
    ['ledger', '#85,234,567', true, null, '/ledger/85234567'],
    ['ledger', 'latest', false, MSG.ledger, '/'],
    ['ledger', '12.5', false, MSG.ledger, '/'],
    ['ledger', '-1', false, MSG.ledger, '/'],
    ['ledger', HASH, false, MSG.ledger, '/'],
  ])('%s %j', (kind, input, isValid, error, route) => {
    const parsed = validateForKind(input, kind);
    expect(parsed).toMatchObject({ rawQuery: input, type: kind, isValid, error, navigateTo: route });
  });

  it.each<SearchKind>(['transaction', 'address', 'ledger'])('empty input for %s: invalid, no message', (kind) => {
    expect(validateForKind('   ', kind)).toMatchObject({ isValid: false, error: null, normalizedQuery: '', navigateTo: '/' });
  });

  it('normalises: upper-case for transactions, digits for ledgers, as typed for addresses', () => {
    expect(validateForKind(HASH.toLowerCase(), 'transaction').normalizedQuery).toBe(HASH);
    expect(validateForKind('#1,234', 'ledger').normalizedQuery).toBe('1234');
    expect(validateForKind(` ${ADDRESS} `, 'address').normalizedQuery).toBe(ADDRESS);
  });
});

describe('transactionInputError', () => {
  it.each([
    [HASH, null],
    [CTID, null],
    ['D', MSG.ctid],
    ['0', MSG.hashLength],
    ['0x1', MSG.hashFormat],
    ['zz', MSG.txNotHex],
    ['', MSG.txNotHex],
  ])('%j → %j', (input, message) => expect(transactionInputError(input)).toBe(message));
});

describe('search page variant', () => {
  const pageLabel = (kind: SearchKind | null) => (kind === null ? null : SEARCH_PAGE_LABELS[kind]);

  it('has the three types and their placeholders', () => {
    expect(SEARCH_PAGE_KINDS.map((kind) => SEARCH_PAGE_LABELS[kind])).toEqual(['Transaction', 'Account', 'Ledger']);
    expect(SEARCH_PAGE_KINDS).toEqual(['transaction', 'address', 'ledger']);
    expect(SEARCH_PAGE_PLACEHOLDERS).toEqual({
      transaction: 'Enter transaction hash (64 characters)',
      address: 'Enter XRP account address',
      ledger: 'Enter ledger index',
    });
    expect(searchPagePlaceholder('transaction')).toBe('Enter transaction hash (64 characters)');
    expect(searchPagePlaceholder('address')).toBe('Enter XRP account address');
    expect(searchPagePlaceholder('ledger')).toBe('Enter ledger index');
  });

  it.each([
    [HASH, 'Transaction', true, `/transaction/${HASH}`],
    [ADDRESS, 'Account', true, `/account/${ADDRESS}`],
    ['85234567', 'Ledger', true, '/ledger/85234567'],
    ['C1', 'Transaction', false, '/'],
    [rPlus(22), 'Account', false, '/'],
    ['hello', null, false, '/'],
    ['', null, false, '/'],
  ])('classifies %j as page type %s', (input, label, isValid, route) => {
    const parsed = classifySearch(input);
    expect(pageLabel(parsed.type === 'token' || parsed.type === 'mpt' ? null : parsed.type)).toBe(label);
    expect(parsed).toMatchObject({ isValid, navigateTo: route });
  });

  it('uses the classifySearch messages', () => {
    expect(classifySearch('C1').error).toBe(MSG.ctid);
    expect(classifySearch(rPlus(22)).error).toBe(MSG.addressMalformed);
    expect(classifySearch('ABC').error).toBe(MSG.hashLength);
    expect(classifySearch('hello').error).toBe(MSG.noMatch);
    expect(classifySearch('').error).toBeNull();
  });

  it('validates for a selected type with the kind messages', () => {
    expect(validateForKind('xyz', 'address')).toMatchObject({ type: 'address', isValid: false, error: MSG.addressNoR });
    expect(validateForKind('abc', 'ledger')).toMatchObject({ type: 'ledger', error: MSG.ledger });
    expect(validateForKind('hello', 'transaction')).toMatchObject({ type: 'transaction', error: MSG.txNotHex });
    expect(validateForKind(ADDRESS, 'address')).toMatchObject({ isValid: true, navigateTo: `/account/${ADDRESS}` });
  });

  it('maps kinds to page type names and reads them back', () => {
    expect(SEARCH_PAGE_LABELS.transaction).toBe('Transaction');
    expect(SEARCH_PAGE_LABELS.address).toBe('Account');
    expect(SEARCH_PAGE_LABELS.ledger).toBe('Ledger');
    expect(pageLabel(null)).toBeNull();
    expect(parseSearchKind('Account')).toBe('address');
    expect(parseSearchKind('address')).toBe('address');
    expect(parseSearchKind('transaction')).toBe('transaction');
    expect(parseSearchKind('LEDGER')).toBe('ledger');
    expect(parseSearchKind('latest')).toBeNull();
    expect(parseSearchKind(null)).toBeNull();
  });
});

describe('routeFor (§2 search result navigation)', () => {
  it.each([
    ['transaction', 'X', '/transaction/X'],
    ['address', 'X', '/account/X'],
    ['ledger', 'X', '/ledger/X'],
    [null, 'X', '/'],
    [undefined, 'X', '/'],
    ['other', 'X', '/'],
  ])('%s → %s', (type, value, route) => expect(routeFor(type as SearchKind, value)).toBe(route));
});

describe('helpers', () => {
  it('ledgerDigits', () => {
    expect(ledgerDigits('#1,2,3')).toBe('123');
    expect(ledgerDigits('1 2')).toBeUndefined();
    expect(ledgerDigits('')).toBeUndefined();
  });
  it('isTransactionIdentifier', () => {
    expect(isTransactionIdentifier(HASH)).toBe(true);
    expect(isTransactionIdentifier(CTID.toLowerCase())).toBe(true);
    expect(isTransactionIdentifier('B000000000000000')).toBe(false);
  });
  it('hasClassicAddressShape ignores the checksum', () => {
    expect(hasClassicAddressShape('rU6K7V3Po4snVhBBaU29sesqs2qTQJWDw2')).toBe(true);
    expect(isClassicAddress('rU6K7V3Po4snVhBBaU29sesqs2qTQJWDw2')).toBe(false);
  });
});

describe('isClassicAddress (shape + checksum) against the address vectors', () => {
  it.each(addressVectors.addresses.map((v) => [v.address, v.valid] as const))('%j → %s', (address, valid) => {
    expect(isClassicAddress(address)).toBe(valid);
  });

  it.each(addressVectors.special_addresses.map((v) => [v.name, v.address] as const))('special address %s is valid', (_n, address) => {
    expect(isClassicAddress(address)).toBe(true);
  });

  it.each(addressVectors.other_base58_vectors.map((v) => [v.kind, v.encoded] as const))('%s is not an account address', (_k, encoded) => {
    expect(isClassicAddress(encoded)).toBe(false);
  });

  it.each(xAddressVectors.test_cases.map((v, i) => [i, v] as const))('X-address case %i: classic valid, X forms not classic', (_i, v) => {
    expect(isClassicAddress(v.classic_address)).toBe(true);
    expect(isClassicAddress(v.x_address_mainnet)).toBe(false);
    expect(isClassicAddress(v.x_address_testnet)).toBe(false);
  });

  it('does not trim', () => {
    expect(isClassicAddress(` ${ADDRESS}`)).toBe(false);
  });
});

describe('validateAccountAddress (account page)', () => {
  it('has the spec texts', () => {
    expect(ACCOUNT_ADDRESS_MESSAGES.empty).toBe('No account address provided');
    expect(ACCOUNT_ADDRESS_MESSAGES.invalidTitle).toBe('Check the account address');
    expect(ACCOUNT_ADDRESS_MESSAGES.invalidDescription).toBe('The value you entered does not look like a classic XRP Ledger address.');
    const help = ACCOUNT_ADDRESS_MESSAGES.help.join(' ');
    expect(help).toContain('25–34 Base58 characters (no 0, O, I, l)');
    expect(help).toContain('start with r');
    expect(help).toContain('X-addresses must be converted first');
  });

  it.each([undefined, null, '', '   '])('empty %j', (input) => {
    expect(validateAccountAddress(input)).toEqual({ ok: false, reason: 'empty', title: 'No account address provided' });
  });

  it('accepts a classic address (trimmed)', () => {
    expect(validateAccountAddress(` ${ADDRESS} `)).toEqual({ ok: true, address: ADDRESS });
  });

  it.each(['rU6K7V3Po4snVhBBaU29sesqs2qTQJWDw2', 'r', 'hello', HASH, rPlus(24)])('rejects %j', (input) => {
    expect(validateAccountAddress(input)).toEqual({
      ok: false,
      reason: 'invalid',
      title: 'Check the account address',
      description: 'The value you entered does not look like a classic XRP Ledger address.',
      help: ACCOUNT_ADDRESS_MESSAGES.help,
    });
  });

  it.each(xAddressVectors.test_cases.map((v, i) => [i, v] as const))('X-address case %i: rejected, classic form offered', (_i, v) => {
    const check = validateAccountAddress(v.x_address_mainnet);
    expect(check).toMatchObject({ ok: false, reason: 'invalid', xAddress: { classicAddress: v.classic_address, tag: v.tag, test: false } });
    expect(validateAccountAddress(v.x_address_testnet)).toMatchObject({ xAddress: { classicAddress: v.classic_address, tag: v.tag, test: true } });
  });
});

describe('validateTransactionIdentifier (transaction page)', () => {
  it('has the spec texts', () => {
    expect(TRANSACTION_ID_MESSAGES).toEqual({
      invalid: 'Invalid Transaction Identifier',
      missing: 'No Transaction Identifier Provided',
    });
  });
  it.each([undefined, null, '', '  '])('missing %j', (input) => {
    expect(validateTransactionIdentifier(input)).toEqual({ ok: false, reason: 'missing', title: 'No Transaction Identifier Provided' });
  });
  it.each([
    [HASH.toLowerCase(), HASH, 'hash'],
    ['0'.repeat(64), '0'.repeat(64), 'hash'],
    [CTID, CTID, 'ctid'],
    ['f000000000000000', 'F000000000000000', 'ctid'],
  ])('valid %j', (input, id, kind) => {
    expect(validateTransactionIdentifier(input)).toEqual({ ok: true, id, kind });
  });
  it.each(['C12', 'A000000000000000', `${HASH}0`, HASH.slice(1), ADDRESS, '12345', `0x${HASH}`])('invalid %j', (input) => {
    expect(validateTransactionIdentifier(input)).toEqual({ ok: false, reason: 'invalid', title: 'Invalid Transaction Identifier' });
  });
});
