import { INVALID_LEDGER_IDENTIFIER_MESSAGE, ledgerIdentifierText, parseLedgerIdentifier } from '../../src/domain/ledgerId';

describe('parseLedgerIdentifier', () => {
  it.each([
    ['94084608', { kind: 'index', value: 94084608 }],
    [' 1 ', { kind: 'index', value: 1 }],
    ['#94,084,608', { kind: 'index', value: 94084608 }],
    ['4294967295', { kind: 'index', value: 4294967295 }],
    ['latest', { kind: 'latest' }],
    ['LATEST', { kind: 'latest' }],
    ['latest ', { kind: 'latest' }],
    ['a'.repeat(64), { kind: 'hash', value: 'A'.repeat(64) }],
  ])('accepts %j', (input, expected) => {
    expect(parseLedgerIdentifier(input)).toEqual(expected);
  });

  it.each(['', '0', '-1', '4294967296', '1e6', '0x10', 'a'.repeat(63), 'a'.repeat(65), '١٢٣', '１２３', '12,34', '+5', '1.0', 'late st'])(
    'rejects %j',
    (input) => {
      expect(parseLedgerIdentifier(input)).toBeUndefined();
    },
  );

  it('gives the URL form back', () => {
    expect(ledgerIdentifierText({ kind: 'index', value: 7 })).toBe('7');
    expect(ledgerIdentifierText({ kind: 'latest' })).toBe('latest');
    expect(INVALID_LEDGER_IDENTIFIER_MESSAGE).toMatch(/ledger index/);
  });
});
