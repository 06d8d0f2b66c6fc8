import * as domain from '../../src/domain';
import * as format from '../../src/domain/format';
import { dropsToXrp, dropsToXrpNumber, xrpToDrops } from '../../src/domain/drops';
import { isObject, mainnetFiles, readMainnet } from './helpers';

describe('one copy: format and the domain index re-export ./drops', () => {
  it('is the same function everywhere', () => {
    expect(format.dropsToXrp).toBe(dropsToXrp);
    expect(format.xrpToDrops).toBe(xrpToDrops);
    expect(domain.dropsToXrp).toBe(dropsToXrp);
    expect(domain.xrpToDrops).toBe(xrpToDrops);
    expect(domain.dropsToXrpNumber).toBe(dropsToXrpNumber);
  });
});

describe('dropsToXrp (exact, BigInt)', () => {
  it.each<[string | number | bigint, string]>([
    [0, '0'],
    ['0', '0'],
    [0n, '0'],
    ['-0', '0'],
    [1, '0.000001'],
    ['1', '0.000001'],
    [10, '0.00001'],
    [12, '0.000012'],
    [999999, '0.999999'],
    [1000000, '1'],
    [1000001, '1.000001'],
    [1500000, '1.5'],
    ['12500000', '12.5'],
    ['100000000000000000', '100000000000'], // 100 billion XRP: the whole supply
    [100000000000000000n, '100000000000'],
    ['99999999999999999', '99999999999.999999'],
    ['18446744073709551615', '18446744073709.551615'],
    [-1, '-0.000001'],
    ['-25', '-0.000025'],
    ['-1500000', '-1.5'],
    [' 42 ', '0.000042'],
    ['+7', '0.000007'],
    ['000001000000', '1'],
  ])('%p → %s', (drops, xrp) => expect(dropsToXrp(drops)).toBe(xrp));

  it.each<unknown>(['1.5', 'abc', '', ' ', '1e6', '0x10', 1.5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}])(
    'rejects %p',
    (drops) => expect(() => dropsToXrp(drops as string)).toThrow(TypeError),
  );

  it('agrees with the Fee fields of the bundled mainnet transactions', () => {
    let checked = 0;
    for (const file of mainnetFiles('tx-')) {
      const doc = readMainnet(file);
      const tx = [doc, isObject(doc) ? doc.tx : undefined, isObject(doc) ? doc.transaction : undefined].find((o) => isObject(o) && typeof o.Fee === 'string');
      if (!isObject(tx)) continue;
      const fee = tx.Fee as string;
      const xrp = dropsToXrp(fee);
      expect(xrpToDrops(xrp)).toBe(String(BigInt(fee)));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(30);
  });
});

describe('xrpToDrops', () => {
  it.each<[string | number, string]>([
    ['1', '1000000'],
    ['1.5', '1500000'],
    ['0.000001', '1'],
    ['-2', '-2000000'],
    ['-0', '0'],
    ['100000000000', '100000000000000000'],
    [0.1, '100000'],
    [12.5, '12500000'],
  ])('%p → %s', (xrp, drops) => expect(xrpToDrops(xrp)).toBe(drops));

  it.each<unknown>(['0.0000001', 'abc', '', '1,000', Number.NaN])('rejects %p', (xrp) => {
    expect(() => xrpToDrops(xrp as string)).toThrow(TypeError);
  });

  it('round-trips with dropsToXrp', () => {
    for (const drops of ['0', '1', '10', '999999', '1000000', '123456789012345678', '-42']) {
      expect(xrpToDrops(dropsToXrp(drops))).toBe(drops);
    }
  });
});

describe('dropsToXrpNumber (rippled server_info *_xrp fields)', () => {
  it.each<[string | number | bigint, number]>([
    [10, 0.00001],
    ['10', 0.00001],
    [1000000, 1],
    [10000000, 10],
    [200000, 0.2],
    [2000000n, 2],
    [0, 0],
  ])('%p → %p, the same double as drops / 1e6', (drops, xrp) => {
    expect(dropsToXrpNumber(drops)).toBe(xrp);
    expect(dropsToXrpNumber(drops)).toBe(Number(drops) / 1_000_000);
  });

  it('throws TypeError for non-integers, like dropsToXrp', () => {
    expect(() => dropsToXrpNumber(1.5)).toThrow(TypeError);
    expect(() => dropsToXrpNumber('x')).toThrow(TypeError);
  });
});
