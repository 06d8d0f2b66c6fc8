/**
 * AMM figures as rippled computes them (issue 39 item 10): the fee from the vote slots rounds to
 * nearest, ties to even (rippled `Number.cpp` `Number::operator rep()`, used by `AMMVote.cpp`
 * `applyVote`), and the fee-adjusted quotes (xrpl.org "Automated Market Makers", rippled `AMMHelpers.h`).
 */
import { ammQuotes, ammTradingFeeFromVotes, divideRoundHalfEven } from '../../src/domain/amm';

describe('ammTradingFeeFromVotes', () => {
  it('is the weighted mean of the slots with weight, every term kept', () => {
    const slots = [
      { account: 'rA', tradingFee: 1000, voteWeight: 40 },
      { account: 'rB', tradingFee: 200, voteWeight: 417 },
      { account: 'rC', tradingFee: 900, voteWeight: 0 },
    ];
    expect(ammTradingFeeFromVotes(slots)).toEqual({ numerator: 123_400, denominator: 457, exact: 123_400 / 457, fee: 270 });
    expect(ammTradingFeeFromVotes([])).toBeNull();
    expect(ammTradingFeeFromVotes([{ account: 'r', tradingFee: 5, voteWeight: 0 }])).toBeNull();
  });

  it('rounds a tie to the even unit, as rippled Number does (half up would give 3 and 5)', () => {
    // (2 × 1 + 3 × 1) ÷ 2 = 2.5 → 2; (4 + 5) ÷ 2 = 4.5 → 4; (1 + 2) ÷ 2 = 1.5 → 2; (5 + 6) ÷ 2 = 5.5 → 6.
    const pair = (a: number, b: number) => [{ account: 'r', tradingFee: a, voteWeight: 7 }, { account: 's', tradingFee: b, voteWeight: 7 }];
    expect(ammTradingFeeFromVotes(pair(2, 3))!.fee).toBe(2);
    expect(ammTradingFeeFromVotes(pair(4, 5))!.fee).toBe(4);
    expect(ammTradingFeeFromVotes(pair(1, 2))!.fee).toBe(2);
    expect(ammTradingFeeFromVotes(pair(5, 6))!.fee).toBe(6);
    expect(divideRoundHalfEven(2_501, 1_000)).toBe(3);
    expect(divideRoundHalfEven(2_499, 1_000)).toBe(2);
    expect(divideRoundHalfEven(0, 3)).toBe(0);
  });
});

describe('ammQuotes', () => {
  it('buys at price ÷ (1 − fee) and sells at price × (1 − fee), beside the bare price', () => {
    const q = ammQuotes(4, 271)!;
    expect(q.price).toBe(4);
    expect(q.fee).toBeCloseTo(0.00271, 12);
    expect(q.buy).toBeCloseTo(4 / 0.99729, 12);
    expect(q.sell).toBeCloseTo(4 * 0.99729, 12);
    expect(q.buy).toBeGreaterThan(q.price);
    expect(q.sell).toBeLessThan(q.price);
    // The highest fee rippled allows: 1 %.
    expect(ammQuotes(1, 1000)).toMatchObject({ buy: 1 / 0.99, sell: 0.99 });
    expect(ammQuotes(2, 0)).toMatchObject({ buy: 2, sell: 2 });
  });

  it('is null without a positive price or with a fee outside 0–1,000', () => {
    expect(ammQuotes(null, 10)).toBeNull();
    expect(ammQuotes(0, 10)).toBeNull();
    expect(ammQuotes(Number.NaN, 10)).toBeNull();
    expect(ammQuotes(1, 1001)).toBeNull();
    expect(ammQuotes(1, -1)).toBeNull();
  });
});
