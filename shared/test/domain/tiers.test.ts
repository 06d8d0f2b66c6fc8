import {
  VALIDATOR_HEALTH_ACTIVE_WEIGHT,
  VALIDATOR_HEALTH_AGREEMENT_WEIGHT,
  accountHealthScore,
  accountHealthTier,
  activityLevel,
  balancePoints,
  isAccountActive,
  ownerObjectPoints,
  tokenScore,
  tokenSentiment,
  tradedTokenCount,
  transactionPoints,
  validatorHealthScore,
  validatorHealthTier,
  validatorScoreLabel,
  validatorSetHealth,
} from '../../src/domain/tiers';

describe('validator health (§4)', () => {
  it.each<[number, string]>([
    [1, 'excellent'],
    [0.95, 'excellent'],
    [0.9499, 'good'],
    [0.85, 'good'],
    [0.8499, 'fair'],
    [0.7, 'fair'],
    [0.6999, 'poor'],
    [0, 'poor'],
  ])('tier(%p) = %s', (score, tier) => expect(validatorHealthTier(score)).toBe(tier));

  it('weights 40 % active ratio and 60 % agreement', () => {
    expect(VALIDATOR_HEALTH_ACTIVE_WEIGHT).toBe(0.4);
    expect(VALIDATOR_HEALTH_AGREEMENT_WEIGHT).toBe(0.6);
    expect(validatorHealthScore(1, 0)).toBe(0.4);
    expect(validatorHealthScore(0, 1)).toBe(0.6);
    expect(validatorHealthScore(1, 1)).toBe(1);
    expect(validatorHealthScore(0.5, 0.5)).toBe(0.5);
  });

  it.each<[number, number, string]>([
    [0.95, 0.95, 'excellent'], // 0.38 + 0.57 = 0.95 exactly at the boundary (no float noise)
    [0.85, 0.85, 'good'],
    [0.7, 0.7, 'fair'],
    [1, 0.9167, 'excellent'], // 0.4 + 0.55 = 0.95
    [0.5, 1, 'fair'], // 0.2 + 0.6 = 0.8
    [1, 0.5, 'fair'], // 0.4 + 0.3 = 0.7
    [1, 0.49, 'poor'],
  ])('active %p, agreement %p → %s', (active, agreement, tier) => {
    expect(validatorHealthTier(validatorHealthScore(active, agreement))).toBe(tier);
  });

  it('validatorSetHealth uses active share and mean agreement percentage', () => {
    const set = [
      { status: 'active', agreementScore: 100 },
      { status: 'active', agreementScore: 95 },
      { status: 'inactive', agreementScore: 90 },
      { status: 'active', agreementScore: 95 },
    ];
    const health = validatorSetHealth(set);
    expect(health.activeRatio).toBe(0.75);
    expect(health.averageAgreement).toBe(95);
    expect(health.score).toBe(0.87); // 0.3 + 0.57
    expect(health.tier).toBe('good');
    expect(validatorSetHealth([])).toEqual({ score: 0, tier: 'poor', activeRatio: 0, averageAgreement: 0 });
  });
});

describe('validator score labels and uptime (§4)', () => {
  it.each<[number, string]>([
    [100, 'Top performer'],
    [99, 'Top performer'],
    [98.99, 'Reliable'],
    [97, 'Reliable'],
    [96.99, 'Average'],
    [90, 'Average'],
    [89.99, 'Below average'],
    [0, 'Below average'],
  ])('label(%p) = %s', (score, label) => expect(validatorScoreLabel(score)).toBe(label));

});

describe('account health (§4)', () => {
  it.each<[number, string]>([
    [100, 'excellent'],
    [80, 'excellent'],
    [79, 'good'],
    [60, 'good'],
    [59, 'fair'],
    [40, 'fair'],
    [39, 'poor'],
    [0, 'poor'],
  ])('tier(%p) = %s', (score, tier) => expect(accountHealthTier(score)).toBe(tier));

  it.each<[number, number]>([
    [10_000.000001, 40],
    [10_000, 30],
    [1_000.5, 30],
    [1_000, 20],
    [100.1, 20],
    [100, 10],
    [10.000001, 10],
    [10, 0],
    [0, 0],
  ])('balance points(%p XRP) = %i', (balance, points) => expect(balancePoints(balance)).toBe(points));

  it.each<[number, number]>([
    [1_001, 35],
    [1_000, 25],
    [101, 25],
    [100, 15],
    [11, 15],
    [10, 5],
    [1, 5],
    [0, 0],
  ])('transaction points(%i) = %i', (count, points) => expect(transactionPoints(count)).toBe(points));

  it.each<[number, number]>([
    [6, 25],
    [5, 15],
    [3, 15],
    [2, 10],
    [1, 10],
    [0, 5],
  ])('owner object points(%i) = %i', (count, points) => expect(ownerObjectPoints(count)).toBe(points));

  it.each<[number, number, number, number, string]>([
    [20_000, 5_000, 10, 100, 'excellent'],
    [500, 50, 3, 20 + 15 + 15, 'fair'],
    [1_001, 101, 0, 30 + 25 + 5, 'good'],
    [0, 0, 0, 5, 'poor'],
    [10_001, 1_001, 0, 80, 'excellent'],
  ])('score(balance %p, txs %p, owners %p) = %p (%s)', (balanceXrp, txCount, ownerCount, score, tier) => {
    const s = accountHealthScore({ balanceXrp, txCount, ownerCount });
    expect(s).toBe(score);
    expect(accountHealthTier(s)).toBe(tier);
  });
});

describe('activity level (§4)', () => {
  it.each<[number, string]>([
    [1_001, 'high'],
    [1_000, 'medium'],
    [101, 'medium'],
    [100, 'low'],
    [11, 'low'],
    [10, 'inactive'],
    [0, 'inactive'],
  ])('activityLevel(%i) = %s', (count, level) => expect(activityLevel(count)).toBe(level));
});

describe('account Active rule (§4)', () => {
  it.each<[{ balance?: number | string | null; activated?: unknown }, boolean]>([
    [{ balance: 1 }, true],
    [{ balance: 0.000001 }, true],
    [{ balance: '20.5' }, true],
    [{ balance: 0 }, false],
    [{ balance: '0' }, false],
    [{ balance: 0, activated: '2020-01-01T00:00:00Z' }, true],
    [{ activated: new Date(0) }, true],
    [{ balance: null, activated: null }, false],
    [{ balance: 'abc' }, false],
    [{}, false],
  ])('%j → %s', (account, active) => expect(isAccountActive(account)).toBe(active));
});

describe('token score (§4)', () => {
  it.each<[number, number]>([
    [1e8, 40],
    [99_999_999, 30],
    [1e7, 30],
    [9_999_999, 20],
    [1e6, 20],
    [999_999, 10],
    [0, 10],
  ])('market cap %p → %i points', (marketCapUsd, points) => {
    expect(tokenScore({ marketCapUsd, volume24h: 0, trustlines: 0, holders: 0 })).toBe(points + 10 + 5);
  });

  it.each<[number, number]>([
    [1e6, 25],
    [999_999, 20],
    [1e5, 20],
    [1e4, 15],
    [9_999, 10],
  ])('volume %p → %i points', (volume24h, points) => {
    expect(tokenScore({ marketCapUsd: 0, volume24h, trustlines: 0, holders: 0 })).toBe(10 + points + 5);
  });

  it.each<[number, number]>([
    [1e4, 20],
    [9_999, 15],
    [1e3, 15],
    [100, 10],
    [99, 5],
  ])('trustlines %p → %i points', (trustlines, points) => {
    expect(tokenScore({ marketCapUsd: 0, volume24h: 0, trustlines, holders: 0 })).toBe(10 + 10 + points);
  });

  it.each<[number, number]>([
    [5_000, 15],
    [4_999, 10],
    [500, 10],
    [50, 5],
    [49, 0],
  ])('holders %p → %i points', (holders, points) => {
    expect(tokenScore({ marketCapUsd: 0, volume24h: 0, trustlines: 0, holders })).toBe(10 + 10 + 5 + points);
  });

  it('maxes out at 100 and treats missing values as 0', () => {
    expect(tokenScore({ marketCapUsd: 1e12, volume24h: 1e12, trustlines: 1e9, holders: 1e9 })).toBe(100);
    expect(tokenScore({})).toBe(25);
    expect(tokenScore({ marketCapUsd: Number.NaN, volume24h: null })).toBe(25);
  });
});

describe('token sentiment (§4)', () => {
  const tokens = (up: number, total: number) =>
    Array.from({ length: total }, (_, i) => ({ priceChange24h: i < up ? 1.5 : -0.5 }));

  it.each<[number, number, string]>([
    [10, 10, 'bullish'],
    [7, 10, 'bullish'],
    [69, 100, 'mixed'],
    [4, 10, 'mixed'],
    [39, 100, 'bearish'],
    [0, 10, 'bearish'],
    [2, 3, 'mixed'], // 66.7 %
    [7, 10, 'bullish'],
  ])('%i of %i up → %s', (up, total, sentiment) => expect(tokenSentiment(tokens(up, total))).toBe(sentiment));

  it('counts only positive changes as up, among the tokens that traded (issue 39 item 14)', () => {
    // 1 up of the 2 with a 24h change (0 traded, flat) = 50 % → mixed; the token without a change is left out.
    expect(tokenSentiment([{ priceChange24h: 0 }, { priceChange24h: null }, { priceChange24h: 1 }])).toBe('mixed');
    // 7 of 7 traded up, 5 untraded: bullish (it was 7 of 12 = 58 %, mixed, when untraded tokens counted as down).
    expect(tokenSentiment([...tokens(7, 7), ...Array.from({ length: 5 }, () => ({ priceChange24h: null }))])).toBe('bullish');
    expect(tradedTokenCount([{ priceChange24h: 0 }, { priceChange24h: null }, {}, { priceChange24h: Number.NaN }, { priceChange24h: -1 }])).toBe(2);
  });

  it('empty list is mixed', () => expect(tokenSentiment([])).toBe('mixed'));
});
