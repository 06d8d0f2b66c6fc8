/**
 * Derived tiers and scores (spec §4 "Derived tiers"). All functions are pure and take plain
 * numbers; units are stated per function (ratios 0..1 vs percentages 0..100, XRP vs drops).
 */

/** Health tier shared by validators and accounts. */
export type HealthTier = 'excellent' | 'good' | 'fair' | 'poor';

/** Rounds away binary floating-point noise (e.g. 0.38000000000000006) before comparing with a boundary. */
function clean(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

// -------------------------------------------------------------------------------------------------
// Validators
// -------------------------------------------------------------------------------------------------

/** Weight of the active-validator ratio in the validator health score. */
export const VALIDATOR_HEALTH_ACTIVE_WEIGHT = 0.4;
/** Weight of the average agreement in the validator health score. */
export const VALIDATOR_HEALTH_AGREEMENT_WEIGHT = 0.6;

/**
 * Validator (network) health score: 40 % active ratio + 60 % agreement, as a ratio 0..1.
 *
 * @param activeRatio active validators ÷ all validators, 0..1.
 * @param agreementRatio average agreement as a ratio 0..1 (divide a percentage `agreementScore`
 *   by 100 first).
 */
export function validatorHealthScore(activeRatio: number, agreementRatio: number): number {
  return clean(VALIDATOR_HEALTH_ACTIVE_WEIGHT * activeRatio + VALIDATOR_HEALTH_AGREEMENT_WEIGHT * agreementRatio);
}

/**
 * Validator health tier of a score 0..1: excellent ≥ 0.95, good ≥ 0.85, fair ≥ 0.7, else poor.
 */
export function validatorHealthTier(score: number): HealthTier {
  const s = clean(score);
  if (s >= 0.95) return 'excellent';
  if (s >= 0.85) return 'good';
  if (s >= 0.7) return 'fair';
  return 'poor';
}

/**
 * Health of a validator set: score from the active share and the mean `agreementScore`
 * (percentages 0..100), and its tier. An empty list has score 0 (poor).
 */
export function validatorSetHealth(
  validators: ReadonlyArray<{ status: string; agreementScore: number }>,
): { score: number; tier: HealthTier; activeRatio: number; averageAgreement: number } {
  if (validators.length === 0) return { score: 0, tier: 'poor', activeRatio: 0, averageAgreement: 0 };
  const active = validators.filter((v) => v.status === 'active').length;
  const activeRatio = active / validators.length;
  const averageAgreement = validators.reduce((sum, v) => sum + (Number.isFinite(v.agreementScore) ? v.agreementScore : 0), 0) / validators.length;
  const score = validatorHealthScore(activeRatio, averageAgreement / 100);
  return { score, tier: validatorHealthTier(score), activeRatio, averageAgreement };
}

/** Label of a validator's agreement score. */
export type ValidatorScoreLabel = 'Top performer' | 'Reliable' | 'Average' | 'Below average';

/**
 * Label of an agreement score in percent (0..100): ≥ 99 'Top performer', ≥ 97 'Reliable', ≥ 90
 * 'Average', else 'Below average'.
 */
export function validatorScoreLabel(agreementPercent: number): ValidatorScoreLabel {
  const s = clean(agreementPercent);
  if (s >= 99) return 'Top performer';
  if (s >= 97) return 'Reliable';
  if (s >= 90) return 'Average';
  return 'Below average';
}

// -------------------------------------------------------------------------------------------------
// Accounts
// -------------------------------------------------------------------------------------------------

/** Account health tier of a score 0..100: excellent ≥ 80, good ≥ 60, fair ≥ 40, else poor. */
export function accountHealthTier(score: number): HealthTier {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  if (score >= 40) return 'fair';
  return 'poor';
}

/** Inputs of {@link accountHealthScore}. */
export interface AccountHealthInput {
  /** Balance in XRP (not drops). */
  balanceXrp: number;
  /** Number of transactions. */
  txCount: number;
  /** Number of owned ledger objects (`OwnerCount`). */
  ownerCount: number;
}

/** Balance points: over 10000 XRP 40, over 1000 30, over 100 20, over 10 10, else 0. */
export function balancePoints(balanceXrp: number): number {
  if (balanceXrp > 10_000) return 40;
  if (balanceXrp > 1_000) return 30;
  if (balanceXrp > 100) return 20;
  if (balanceXrp > 10) return 10;
  return 0;
}

/** Transaction points: over 1000 35, over 100 25, over 10 15, any (≥ 1) 5, none 0. */
export function transactionPoints(txCount: number): number {
  if (txCount > 1_000) return 35;
  if (txCount > 100) return 25;
  if (txCount > 10) return 15;
  if (txCount > 0) return 5;
  return 0;
}

/** Owner-object points: over 5 25, over 2 15, any (≥ 1) 10, none 5. */
export function ownerObjectPoints(ownerCount: number): number {
  if (ownerCount > 5) return 25;
  if (ownerCount > 2) return 15;
  if (ownerCount > 0) return 10;
  return 5;
}

/** Account health score 0..100: balance + transaction + owner-object points (spec §4). */
export function accountHealthScore(input: AccountHealthInput): number {
  return balancePoints(input.balanceXrp) + transactionPoints(input.txCount) + ownerObjectPoints(input.ownerCount);
}

/** Activity level of an account. */
export type ActivityLevel = 'high' | 'medium' | 'low' | 'inactive';

/** Activity level by transaction count: over 1000 high, over 100 medium, over 10 low, else inactive. */
export function activityLevel(txCount: number): ActivityLevel {
  if (txCount > 1_000) return 'high';
  if (txCount > 100) return 'medium';
  if (txCount > 10) return 'low';
  return 'inactive';
}

/**
 * Active/Inactive badge rule: active when the balance is above 0 or there is an activation date.
 *
 * @param account `balance` in XRP (number or decimal string); `activated` any truthy date value
 *   (ISO string, Date, Ripple time) means the account has an activation date.
 */
export function isAccountActive(account: { balance?: number | string | null; activated?: unknown }): boolean {
  const balance = typeof account.balance === 'string' ? Number(account.balance) : account.balance;
  return (typeof balance === 'number' && Number.isFinite(balance) && balance > 0) || Boolean(account.activated);
}

// -------------------------------------------------------------------------------------------------
// Tokens
// -------------------------------------------------------------------------------------------------

/** Inputs of {@link tokenScore} (USD values and counts). */
export interface TokenScoreInput {
  marketCapUsd?: number | null;
  volume24h?: number | null;
  trustlines?: number | null;
  holders?: number | null;
}

function tier(value: number | null | undefined, thresholds: readonly number[], points: readonly number[], otherwise: number): number {
  const v = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  for (let i = 0; i < thresholds.length; i += 1) if (v >= thresholds[i]) return points[i];
  return otherwise;
}

/**
 * Token score 0..100 (spec §4): market cap ≥ 1e8 / 1e7 / 1e6 → 40 / 30 / 20, else 10; 24h volume
 * ≥ 1e6 / 1e5 / 1e4 → 25 / 20 / 15, else 10; trustlines ≥ 1e4 / 1e3 / 100 → 20 / 15 / 10, else 5;
 * holders ≥ 5000 / 500 / 50 → 15 / 10 / 5, else 0; total capped at 100. Missing values count as 0.
 */
export function tokenScore(token: TokenScoreInput): number {
  const total =
    tier(token.marketCapUsd, [1e8, 1e7, 1e6], [40, 30, 20], 10) +
    tier(token.volume24h, [1e6, 1e5, 1e4], [25, 20, 15], 10) +
    tier(token.trustlines, [1e4, 1e3, 100], [20, 15, 10], 5) +
    tier(token.holders, [5000, 500, 50], [15, 10, 5], 0);
  return Math.min(100, total);
}

/** Market sentiment of the token directory. */
export type TokenSentiment = 'bullish' | 'mixed' | 'bearish';

/**
 * Sentiment from the share of tokens whose 24h change is positive, among the tokens that traded
 * (those with a 24h change, `priceChange24h` a finite number; 0 counts as traded, not up): ≥ 70 %
 * bullish, ≥ 40 % mixed, else bearish. A token with no 24h change (no price 24h earlier) is left
 * out, not counted as down. No token that traded: 'mixed' (no signal either
 * way); the page shows N/A then, with the count {@link tradedTokenCount}.
 */
export function tokenSentiment(tokens: ReadonlyArray<{ priceChange24h?: number | null }>): TokenSentiment {
  const traded = tokens.filter(hasChange24h);
  if (traded.length === 0) return 'mixed';
  const up = traded.filter((t) => (t.priceChange24h as number) > 0).length;
  const share = clean(up / traded.length);
  if (share >= 0.7) return 'bullish';
  if (share >= 0.4) return 'mixed';
  return 'bearish';
}

/** True for a token with a 24h change (a finite `priceChange24h`): one that traded both now and 24h earlier. */
export function hasChange24h(token: { priceChange24h?: number | null }): boolean {
  return typeof token.priceChange24h === 'number' && Number.isFinite(token.priceChange24h);
}

/** How many tokens the sentiment counts: those with a 24h change ({@link hasChange24h}). */
export function tradedTokenCount(tokens: ReadonlyArray<{ priceChange24h?: number | null }>): number {
  return tokens.filter(hasChange24h).length;
}
