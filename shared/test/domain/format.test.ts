import {
  countOf,
  NOT_AVAILABLE,
  decodeCurrencyCode,
  decodeHexText,
  estimateUsd,
  formatAmount,
  formatTableAmount,
  formatTxnCount,
  roundSignificant,
  formatChange24h,
  formatDrops,
  formatMarketValue,
  formatXrp,
  groupThousands,
  rippleTimeToIso,
  rippleTimeToUnixMs,
  shortHash,
  shortenAddress,
  formatLocalDateTime,
  timeAgo,
  timeAgoLong,
  toRippleTime,
  usdPriceSource,
} from '../../src/domain/format';
import { isObject, mainnetFiles, readMainnet } from './helpers';

describe('formatMarketValue (§9)', () => {
  it.each<[number | null | undefined, string]>([
    [1_500_000_000, '$1.50B'],
    [1e9, '$1.00B'],
    [31_234_567_890, '$31.23B'],
    [1_234_567_890_123, '$1234.57B'],
    [999_999_999, '$1.00B'],
    [23_400_000, '$23.40M'],
    [1e6, '$1.00M'],
    [999_999, '$1.00M'],
    [999_994, '$999.99K'],
    [1_000, '$1.00K'],
    [1_234.5, '$1.23K'],
    [999.999999, '$999.999999'],
    [999.9999996, '$1.00K'],
    [999, '$999.000000'],
    [0.52, '$0.520000'],
    [0.5234567, '$0.523457'],
    [0, '$0.000000'],
    [-1_200, '-$1.20K'],
    [-0.1, '-$0.100000'],
    [-0.0000001, '$0.000000'],
    [Number.NaN, 'N/A'],
    [Number.POSITIVE_INFINITY, 'N/A'],
    [Number.NEGATIVE_INFINITY, 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('%p → %s', (value, text) => expect(formatMarketValue(value)).toBe(text));

  it('N/A constant', () => expect(NOT_AVAILABLE).toBe('N/A'));
});

describe('countOf (a count and its noun, as the summaries say it)', () => {
  it('is singular for exactly one, plural otherwise, with an irregular plural when given', () => {
    expect(countOf(1, 'credential type')).toBe('1 credential type');
    expect(countOf(0, 'credential type')).toBe('0 credential types');
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
  });
});

describe('formatChange24h', () => {
  it.each<[number | null | undefined, string]>([
    [2.346, '+2.35%'],
    [2.3, '+2.30%'],
    [0, '+0.00%'],
    [-0.8, '-0.80%'],
    [-12.345678, '-12.35%'],
    [-0.001, '+0.00%'],
    [150, '+150.00%'],
    [Number.NaN, 'N/A'],
    [Number.POSITIVE_INFINITY, 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('%p → %s', (value, text) => expect(formatChange24h(value)).toBe(text));
});

describe('estimateUsd (at the measured DEX price, never a fixed rate)', () => {
  it('multiplies an XRP amount by the price given', () => {
    expect(estimateUsd(100, 0.5)).toBeCloseTo(50, 10);
    expect(estimateUsd('1000', 2.25)).toBeCloseTo(2250, 10);
  });
  it('gives null without a usable price or amount, so the estimate is hidden', () => {
    expect(estimateUsd(100, null)).toBeNull();
    expect(estimateUsd(100, undefined)).toBeNull();
    expect(estimateUsd(100, Number.NaN)).toBeNull();
    expect(estimateUsd(100, 0)).toBeNull();
    expect(estimateUsd('abc', 0.5)).toBeNull();
  });
});

describe('usdPriceSource (the price of a "≈ $" estimate, named when older than what it values)', () => {
  const RECORDED = { live: false, lastUpdated: '2013-03-12T11:56:10.000Z', ledgerRange: { first: 329212, last: 346610 } };
  const LIVE = { live: true, lastUpdated: '2026-11-27T05:00:00.000Z', ledgerRange: { first: 99_000_000, last: 99_000_900 } };
  it('names the recorded price of the offline network with its ledger and date', () => {
    expect(usdPriceSource(RECORDED, Date.parse('2024-06-01T00:00:00Z'))).toBe('at the recorded DEX price of ledger #346,610, 2013-03-12');
  });
  it('stays short for a live price within the hour, names a live price older than an hour', () => {
    expect(usdPriceSource(LIVE, Date.parse('2026-11-27T05:59:00Z'))).toBe('at the XRPL DEX price');
    expect(usdPriceSource(LIVE, Date.parse('2026-11-27T06:01:00Z'))).toBe('at the DEX price of ledger #99,000,900, 2026-11-27 05:00 UTC');
  });
});

describe('formatXrp / formatDrops', () => {
  it.each<[string | number | bigint, string]>([
    ['0', '0 XRP'],
    [0, '0 XRP'],
    ['0.000001', '0.000001 XRP'],
    ['1', '1 XRP'],
    ['12.5', '12.5 XRP'],
    ['1234', '1,234 XRP'],
    ['1234567.89', '1,234,567.89 XRP'],
    ['100000000000', '100,000,000,000 XRP'],
    ['-1234.5', '-1,234.5 XRP'],
    ['-0.000001', '-0.000001 XRP'],
    ['1.0000005', '1.000001 XRP'], // rounded half up to 6 decimals
    ['1.0000004', '1 XRP'],
    ['0.9999999', '1 XRP'],
    ['-0.0000001', '0 XRP'],
    ['1.500000', '1.5 XRP'],
    ['0012', '12 XRP'],
    [1234.5, '1,234.5 XRP'],
    [0.1 + 0.2, '0.3 XRP'],
    [1e21, '1,000,000,000,000,000,000,000 XRP'],
    [123n, '123 XRP'],
    ['abc', 'N/A'],
    ['', 'N/A'],
    [Number.NaN, 'N/A'],
  ])('%p → %s', (xrp, text) => expect(formatXrp(xrp)).toBe(text));

  it('options', () => {
    expect(formatXrp('1234.5678', { maxDecimals: 2 })).toBe('1,234.57 XRP');
    expect(formatXrp('1234.5678', { maxDecimals: 0 })).toBe('1,235 XRP');
    expect(formatXrp('1234.5', { suffix: false })).toBe('1,234.5');
  });

  it('formats drops', () => {
    expect(formatDrops('12000000')).toBe('12 XRP');
    expect(formatDrops(1)).toBe('0.000001 XRP');
    expect(formatDrops('100000000000000000')).toBe('100,000,000,000 XRP');
    expect(formatDrops(-1500000n)).toBe('-1.5 XRP');
  });

  it('groupThousands', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('1234567')).toBe('1,234,567');
  });
});

describe('formatAmount (§3: a plain number is shown with " XRP", else as is)', () => {
  it.each<[string | null | undefined, string]>([
    ['12.5', '12.5 XRP'],
    ['0', '0 XRP'],
    ['100000000000', '100000000000 XRP'],
    ['-3', '-3 XRP'],
    ['100 USD', '100 USD'],
    ['1.5 534F4C4F00000000000000000000000000000000', '1.5 534F4C4F00000000000000000000000000000000'],
    ['1e6', '1e6'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%p → %p', (amount, text) => expect(formatAmount(amount)).toBe(text));
});

describe('timeAgo', () => {
  const now = Date.parse('2024-01-15T12:00:00Z');
  it.each<[number, string]>([
    [0, 'just now'],
    [4_999, 'just now'],
    [-60_000, 'just now'], // future
    [5_000, '5s ago'],
    [59_999, '59s ago'],
    [60_000, '1m ago'],
    [3 * 60_000, '3m ago'],
    [3_599_999, '59m ago'],
    [3_600_000, '1h ago'],
    [2 * 3_600_000, '2h ago'],
    [86_399_999, '23h ago'],
    [86_400_000, '1d ago'],
    [4 * 86_400_000, '4d ago'],
    [400 * 86_400_000, '400d ago'],
  ])('%i ms before → %s', (ago, text) => {
    expect(timeAgo(new Date(now - ago), now)).toBe(text);
    expect(timeAgo(now - ago, new Date(now))).toBe(text);
    expect(timeAgo(new Date(now - ago).toISOString(), now)).toBe(text);
  });

  it('invalid dates give an empty string', () => {
    expect(timeAgo('not a date', now)).toBe('');
    expect(timeAgo(Number.NaN, now)).toBe('');
  });

  it('defaults now to the current time', () => {
    expect(timeAgo(new Date())).toBe('just now');
  });
});

describe('Ripple time', () => {
  it.each<[number, string]>([
    [0, '2000-01-01T00:00:00Z'],
    [1, '2000-01-01T00:00:01Z'],
    [-946684800, '1970-01-01T00:00:00Z'],
    [648248020, '2020-07-16T20:53:40Z'],
    [0.5, '2000-01-01T00:00:00.500Z'],
  ])('rippleTimeToIso(%p) = %s', (seconds, iso) => {
    expect(rippleTimeToIso(seconds)).toBe(iso);
  });

  it('converts both ways', () => {
    expect(rippleTimeToUnixMs(0)).toBe(946684800000);
    expect(toRippleTime('2020-07-16T20:53:40Z')).toBe(648248020);
    expect(toRippleTime(new Date(946684800000))).toBe(0);
    expect(toRippleTime(946684801999)).toBe(1);
  });

  it('throws for invalid input', () => {
    expect(() => rippleTimeToIso(Number.NaN)).toThrow(RangeError);
    expect(() => rippleTimeToIso('5' as unknown as number)).toThrow(RangeError);
    expect(() => toRippleTime('nope')).toThrow(RangeError);
  });

  it('matches close_time_human / close_time_iso of the bundled ledgers and transactions', () => {
    let checked = 0;
    for (const file of mainnetFiles()) {
      const doc = readMainnet(file);
      const candidates = [doc, isObject(doc) ? doc.result : undefined, isObject(doc) && isObject(doc.result) ? doc.result.ledger : undefined, isObject(doc) ? doc.ledger : undefined];
      for (const c of candidates) {
        if (!isObject(c)) continue;
        // ledger-15202439-header-object.json has a malformed close_time_iso ("2015-08-12T01:01.10Z", a typo in
        // the source document); its close_time_human is checked below instead.
        if (typeof c.close_time === 'number' && typeof c.close_time_iso === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(c.close_time_iso)) {
          expect(rippleTimeToIso(c.close_time)).toBe(c.close_time_iso);
          checked += 1;
        }
        if (typeof c.close_time === 'number' && typeof c.close_time_human === 'string') {
          // e.g. "2014-Jul-31 19:25:10.000000000 UTC"; compare the instant
          const m = /^(\d{4})-(\w{3})-(\d{2}) (\d{2}:\d{2}:\d{2})/.exec(c.close_time_human);
          if (m) {
            expect(rippleTimeToIso(c.close_time)).toBe(new Date(`${m[2]} ${m[3]}, ${m[1]} ${m[4]} UTC`).toISOString().replace('.000Z', 'Z'));
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('identifiers', () => {
  it('shortenAddress', () => {
    expect(shortenAddress('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe('rHb9CJ...tyTh');
    expect(shortenAddress('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 4, 4)).toBe('rHb9...tyTh');
    expect(shortenAddress('rShort')).toBe('rShort');
    expect(shortenAddress('1234567890123')).toBe('1234567890123'); // 13 = 6 + 4 + 3
    expect(shortenAddress('12345678901234')).toBe('123456...1234');
    expect(shortenAddress('')).toBe('');
    expect(shortenAddress(undefined as unknown as string)).toBe('');
  });

  it('shortHash: first 16 characters', () => {
    const hash = 'D42BE7DF63B4C12E5B56B4EFAD8CBB096171399D93353A8A61F61066160DFE5E';
    expect(shortHash(hash)).toBe('D42BE7DF63B4C12E');
    expect(shortHash(hash)).toHaveLength(16);
    expect(shortHash('ABC')).toBe('ABC');
    expect(shortHash(undefined as unknown as string)).toBe('');
  });
});

describe('decodeCurrencyCode', () => {
  it.each<[string, string]>([
    ['USD', 'USD'],
    ['XRP', 'XRP'],
    ['534F4C4F00000000000000000000000000000000', 'SOLO'],
    ['534f4c4f00000000000000000000000000000000', 'SOLO'],
    ['524C555344000000000000000000000000000000', 'RLUSD'],
    ['0000000000000000000000005553440000000000', 'USD'], // standard code in 160-bit form
    ['0000000000000000000000000000000000000000', 'XRP'],
    ['03930D02208264E2E40EC1B0C09E4DB96EE197B1', '03930D02208264E2E40EC1B0C09E4DB96EE197B1'], // AMM LP token
    ['E29C850000000000000000000000000000000000', 'E29C850000000000000000000000000000000000'], // non-ASCII bytes (UTF-8 of U+2705)
    ['5553440000000000000000000000000000000001', '5553440000000000000000000000000000000001'], // control byte inside
    ['ABC', 'ABC'],
    ['12345', '12345'],
    ['', ''],
  ])('%s → %s', (code, text) => expect(decodeCurrencyCode(code)).toBe(text));
});

describe('decodeHexText', () => {
  it.each<[string, string | undefined]>([
    ['626974686F6D702E636F6D', 'bithomp.com'],
    ['6d64756f31332e636f6d', 'mduo13.com'],
    ['746578742F706C61696E', 'text/plain'],
    ['48656C6C6F0A576F726C64', 'Hello\nWorld'],
    ['E29C85', '\u2705'],
    ['C3A9', '\u00e9'],
    ['', undefined],
    ['6', undefined],
    ['ZZ', undefined],
    ['00', undefined],
    ['48656C6C6F00', undefined],
    ['1B5B', undefined],
    ['FF', undefined],
    ['C3', undefined],
    ['C328', undefined],
    ['C280', undefined], // U+0080 control
  ])('%j → %j', (hex, text) => expect(decodeHexText(hex)).toBe(text));

  it('handles non-strings', () => {
    expect(decodeHexText(undefined as unknown as string)).toBeUndefined();
  });

  it('decodes the Domain fields of the bundled data', () => {
    const domains: string[] = [];
    for (const file of ['tx-6EAA2BB437916CF9CE6F182D1E411D81A37601B789DB9B3638E0D1B989E7B75E.json', 'ledger-7501326-expanded.json']) {
      JSON.stringify(readMainnet(file), (key, value) => {
        if (key === 'Domain' && typeof value === 'string') domains.push(decodeHexText(value) ?? '?');
        return value;
      });
    }
    expect(domains).toEqual(expect.arrayContaining(['bithomp.com', 'ripplecn.com']));
  });
});

describe('timeAgoLong', () => {
  const now = Date.UTC(2026, 10, 24, 12, 0, 0);
  const day = 86_400_000;
  it.each([
    [1_000, 'just now'],
    [1_000 * 12, '12 seconds ago'],
    [60_000, '1 minute ago'],
    [3 * 3_600_000, '3 hours ago'],
    [day, '1 day ago'],
    [40 * day, '1 month ago'],
    [95 * day, '3 months ago'],
    [1518 * day, '4 years ago'],
  ])('%d ms ago reads %s', (ago, text) => {
    expect(timeAgoLong(new Date(now - ago), now)).toBe(text);
  });
  it('gives an empty string for an invalid date', () => {
    expect(timeAgoLong('not a date', now)).toBe('');
  });
});

describe('formatLocalDateTime', () => {
  it('shows the time in the given zone', () => {
    const text = formatLocalDateTime('2022-03-04T09:15:02Z', 'Europe/Paris');
    expect(text).toContain('2022');
    expect(text).toContain('10:15:02');
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatLocalDateTime('nope')).toBe('');
  });
});

describe('table amounts: at most 10 significant digits', () => {
  it('rounds a 28-decimal token amount to 10 significant digits and keeps the exact value', () => {
    expect(formatTableAmount('0.000000000005002827559173432 ZRPY')).toEqual({
      text: '0.000000000005002827559 ZRPY',
      exact: '0.000000000005002827559173432 ZRPY',
      rounded: true,
    });
  });

  it('groups thousands, adds XRP to a plain number and leaves short values alone', () => {
    expect(formatTableAmount('1234567.891234')).toEqual({ text: '1,234,567.891 XRP', exact: '1234567.891234 XRP', rounded: true });
    expect(formatTableAmount('12.5')).toEqual({ text: '12.5 XRP', exact: '12.5 XRP', rounded: false });
    expect(formatTableAmount('100 USD')).toEqual({ text: '100 USD', exact: '100 USD', rounded: false });
    expect(formatTableAmount(undefined)).toBeNull();
  });

  it('never cuts an integer part and rounds half away from zero', () => {
    expect(roundSignificant('123456789012.5')).toBe('123456789013');
    expect(roundSignificant('9.99999999995')).toBe('10');
    expect(roundSignificant('-1.234567890149')).toBe('-1.23456789');
    expect(roundSignificant('0.00000')).toBe('0');
  });
});

describe('formatTxnCount', () => {
  it('adds + when the count is capped or incomplete', () => {
    expect(formatTxnCount(1200, 'capped')).toBe('1,200+');
    expect(formatTxnCount(340, 'incomplete')).toBe('340+');
    expect(formatTxnCount(36, 'exact')).toBe('36');
  });
});
