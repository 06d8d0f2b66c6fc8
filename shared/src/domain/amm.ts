/**
 * AMM figures as rippled computes them: the trading fee recomputed from the
 * vote slots with rippled's rounding, and the fee-adjusted quotes beside the pool's bare price.
 * Pure; used by the API (`GET /api/amm/{account}` `recomputedFee`) and the AMM pool page.
 */
import type { AmmVoteSlot, TradingFeeRecomputation } from './assets';

/**
 * `numerator ÷ denominator` (integers, denominator > 0) rounded to the nearest integer, ties to
 * even: rippled's `Number` → integer conversion in its default rounding mode (`Number.cpp`,
 * `Number::operator rep()`: "round to nearest, even on tie").
 */
export function divideRoundHalfEven(numerator: number, denominator: number): number {
  const q = Math.floor(numerator / denominator);
  const twiceRest = 2 * (numerator - q * denominator);
  if (twiceRest > denominator) return q + 1;
  if (twiceRest < denominator) return q;
  return q % 2 === 0 ? q : q + 1;
}

/**
 * The weighted mean of the vote slots that rippled writes to `AMM.TradingFee` (`AMMVote.cpp`
 * `applyVote`: `num += feeVal * lpTokens; den += lpTokens;` then `static_cast<std::int64_t>(num / den)`,
 * a `Number` converted to nearest, ties to even, `Number.cpp`). The ledger keeps each voter's LP
 * tokens only as `VoteWeight` (its share at the vote, in 1/100,000 of the supply), so the sum uses
 * the weights and may differ from the ledger's value by rounding, or when LP holdings changed since
 * the last vote. Returns `null` with no slot of positive weight (no vote to recompute from).
 */
export function ammTradingFeeFromVotes(slots: readonly AmmVoteSlot[]): TradingFeeRecomputation | null {
  let numerator = 0;
  let denominator = 0;
  for (const s of slots) {
    if (!(s.voteWeight > 0)) continue;
    numerator += s.tradingFee * s.voteWeight;
    denominator += s.voteWeight;
  }
  if (denominator === 0) return null;
  return { numerator, denominator, exact: numerator / denominator, fee: divideRoundHalfEven(numerator, denominator) };
}

/** The pool's price of one unit of its first asset, bare and with the trading fee, in units of the second. */
export interface AmmQuotes {
  /** reserve2 ÷ reserve1: the price with no fee (the spot ratio). */
  price: number;
  /** What buying one unit of the first asset from the pool costs at the margin: price ÷ (1 − fee). */
  buy: number;
  /** What selling one unit of the first asset to the pool yields at the margin: price × (1 − fee). */
  sell: number;
  /** The fee as a fraction (TradingFee ÷ 100,000). */
  fee: number;
}

/**
 * The fee-adjusted quotes of a pool from its bare price (reserve2 ÷ reserve1) and `TradingFee`
 * (1/100,000): the trader pays the fee on what it puts in (xrpl.org "Automated Market Makers";
 * rippled `AMMHelpers.h` `swapAssetIn` / `swapAssetOut`, input × (1 − fee)), so at the margin
 * buying the first asset costs price ÷ (1 − fee) and selling it yields price × (1 − fee). Larger
 * trades move the price further. Null for a price that is not a positive finite number or a fee
 * outside 0–1,000 (rippled's range for `TradingFee`).
 */
export function ammQuotes(price: number | null, tradingFee: number): AmmQuotes | null {
  if (price === null || !Number.isFinite(price) || price <= 0) return null;
  if (!Number.isInteger(tradingFee) || tradingFee < 0 || tradingFee > 1000) return null;
  const fee = tradingFee / 100_000;
  return { price, buy: price / (1 - fee), sell: price * (1 - fee), fee };
}
