/**
 * Issue 39 item 9: the amendments answer names how rippled's list carries each entry
 * (`features.macro` at the pinned commit, read through `shared/src/domain/data/rippled-features-003141a.json`):
 * retired (XRPL_RETIRE), unsupported (Supported::no), obsolete (VoteBehavior::Obsolete); and
 * `expectedAt` stays the earliest time, majority time + two weeks of ledger time.
 */
import { amendmentByName, amendmentId } from '@ledgerlens/shared/domain';
import { MAJORITY_PERIOD_SECONDS, amendmentDetail, amendmentsAnswer, listingOf, type AmendmentsSnapshot } from '../src/features/amendments/amendments';

/** A snapshot with Checks enabled and fixFrozenLPTokenTransfer in majority since Ripple time 799_376_321 (2025-05-01T00:58:41Z). */
const SNAP: AmendmentsSnapshot = {
  ledgerIndex: 95_893_505,
  enabled: new Set([amendmentId('Checks')]),
  majorities: new Map([[amendmentId('fixFrozenLPTokenTransfer'), 799_376_321]]),
  events: [],
};

it('names retired, unsupported and obsolete entries of rippled\'s list', () => {
  expect(listingOf(amendmentByName('Checks'))).toBe('retired');
  expect(listingOf(amendmentByName('CryptoConditionsSuite'))).toBe('retired');
  expect(listingOf(amendmentByName('MPTokensV2'))).toBe('unsupported');
  expect(listingOf(amendmentByName('DeepFreeze'))).toBeUndefined();
  expect(listingOf({ name: 'X', id: 'X', kind: 'feature', retired: false, supported: true, voteBehavior: 'Obsolete' })).toBe('obsolete');
  expect(listingOf(undefined)).toBeUndefined();
  const byName = new Map(amendmentsAnswer(SNAP, true).amendments.map((a) => [a.name, a]));
  expect(byName.get('Checks')).toMatchObject({ status: 'enabled', listing: 'retired' });
  expect(byName.get('MPTokensV2')).toMatchObject({ status: 'known', listing: 'unsupported' });
  expect(byName.get('DeepFreeze')).not.toHaveProperty('listing');
  expect(amendmentDetail(amendmentId('MPTokensV2'), SNAP, true)).toMatchObject({ listing: 'unsupported' });
});

it('gives expectedAt as majority time + two weeks: the earliest time', () => {
  const a = amendmentsAnswer(SNAP, true).amendments.find((x) => x.name === 'fixFrozenLPTokenTransfer')!;
  expect(MAJORITY_PERIOD_SECONDS).toBe(14 * 24 * 3600);
  expect(a).toMatchObject({ status: 'majority', majoritySince: '2025-05-01T00:58:41Z', expectedAt: '2025-05-15T00:58:41Z' });
});
