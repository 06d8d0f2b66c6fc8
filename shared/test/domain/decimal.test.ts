import { addDecimal, formatScaled, parseScaled, plainDecimal } from '../../src/domain/decimal';

describe('exact decimal text', () => {
  it('expands rippled scientific notation without a float', () => {
    expect(plainDecimal('1.5e-7')).toBe('0.00000015');
    expect(plainDecimal('1e+20')).toBe('100000000000000000000');
    expect(plainDecimal('-0.001041958041958041')).toBe('-0.001041958041958041');
    expect(plainDecimal('9999999999999999e80')).toBe(`9999999999999999${'0'.repeat(80)}`);
    expect(plainDecimal('-0')).toBe('0');
    expect(plainDecimal('abc')).toBeUndefined();
  });
  it('adds exactly where a float would not', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(addDecimal('-1.5', '0.25')).toBe('-1.25');
    expect(addDecimal('1234567890123456.7', '0.0000000000001')).toBe('1234567890123456.7000000000001');
    expect(addDecimal('x', '1')).toBeUndefined();
    expect(formatScaled(parseScaled('-12.50')!)).toBe('-12.5');
  });
});
