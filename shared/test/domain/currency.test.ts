/**
 * The one look-alike guard for currency codes (issue 39 item 5). A 40-hex currency code is legal
 * on the ledger whatever its bytes once it does not start with 0x00 (xrpl.org "Currency Codes",
 * "Nonstandard currency codes"), so it can decode to "XRP" or to confusable text: such a code is
 * shown as its hex, marked as hex.
 */
import { currencyPlainText, currencyView, displayCurrency, isXrpLookalike } from '../../src/domain';

/** A 40-hex code holding `text` as ASCII, right-padded with zero bytes (rippled's nonstandard code layout). */
const hexOf = (text: string) => Buffer.from(text, 'ascii').toString('hex').toUpperCase().padEnd(40, '0');

describe('currencyView', () => {
  it('shows XRP, standard codes and safe text codes as text', () => {
    expect(currencyView('XRP')).toEqual({ text: 'XRP', hex: false, xrpLookalike: false, reason: null });
    expect(currencyView('USD')).toMatchObject({ text: 'USD', hex: false, xrpLookalike: false });
    expect(currencyView(hexOf('SOLO'))).toMatchObject({ text: 'SOLO', hex: false });
  });

  it('shows a 40-hex code reading "XRP" as hex, marked as a look-alike, in any case, spacing or padding', () => {
    for (const code of [hexOf('XRP'), hexOf('xrp'), hexOf('X R P'), hexOf(' XRP'), `000000000000000000000000${Buffer.from('XRP').toString('hex').toUpperCase()}0000000000`]) {
      expect(currencyView(code)).toMatchObject({ text: code.toUpperCase(), hex: true, xrpLookalike: true });
      expect(displayCurrency(code)).toEqual({ text: code.toUpperCase(), isText: false });
      expect(isXrpLookalike(code)).toBe(true);
      expect(currencyPlainText(code)).toBe(`${code.toUpperCase()} (hex code; reads "XRP", not XRP)`);
    }
    // The all-zero code is XRP's own: never a token's.
    expect(currencyView('0'.repeat(40))).toMatchObject({ hex: true, xrpLookalike: true });
    // A 3-character code "xrp" is not XRP either.
    expect(currencyView('xrp')).toMatchObject({ text: 'xrp', hex: false, xrpLookalike: true });
    expect(currencyPlainText('xrp')).toBe('"xrp" (look-alike token, not XRP)');
  });

  it('shows control characters, padded spaces and 3-character text that reads as a standard code as hex', () => {
    expect(currencyView('0A0B0C0000000000000000000000000000000000')).toMatchObject({ hex: true, xrpLookalike: false, reason: 'not printable text' });
    expect(currencyView(hexOf('USD'))).toMatchObject({ text: hexOf('USD'), hex: true, xrpLookalike: false });
    expect(currencyView(hexOf(' SOLO'))).toMatchObject({ hex: true });
    expect(currencyView(hexOf('SO  LO'))).toMatchObject({ hex: true });
    expect(currencyPlainText(hexOf('USD'))).toBe(`${hexOf('USD')} (hex code)`);
  });
});
