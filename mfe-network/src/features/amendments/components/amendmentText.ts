/** Text of amendment figures: events and countdowns, from the API's ISO times and ledger indexes. */
import type { AmendmentEvent, AmendmentSummary, AmendmentVoteCount, AmendmentVoteTally } from '@ledgerlens/shared';

const EVENT_TEXT: Record<AmendmentEvent['event'], string> = { gotMajority: 'got majority', lostMajority: 'lost majority', enabled: 'enabled' };

/**
 * One sentence for an amendment's recorded history, oldest first: "lost majority at ledger
 * 74,119,937, regained at 74,724,097". A majority gained after a loss reads "regained".
 */
export function historySentence(history: readonly AmendmentEvent[]): string {
  let lost = false;
  const parts = history.map((h, i) => {
    const verb = h.event === 'gotMajority' && lost ? 'regained majority' : EVENT_TEXT[h.event];
    if (h.event === 'lostMajority') lost = true;
    const ledger = h.ledgerIndex.toLocaleString('en-US');
    return i === 0 ? `${verb[0]!.toUpperCase()}${verb.slice(1)} at ledger ${ledger}` : `${verb} at ledger ${ledger}`;
  });
  return parts.length > 0 ? `${parts.join(', ')}.` : '';
}

/**
 * Human text for the time left until `iso` (an amendment's earliest activation) from `nowMs`:
 * "in 3 days 4 h", "in 5 h 12 min", or, once passed, that the next flag ledger decides.
 */
export function countdownText(iso: string, nowMs: number): string {
  const ms = Date.parse(iso) - nowMs;
  if (!Number.isFinite(ms)) return '';
  if (ms <= 0) return 'due: the first flag ledger that closes after this time, with the majority kept, enables it in the next ledger';
  const min = Math.floor(ms / 60_000);
  const days = Math.floor(min / 1440);
  const hours = Math.floor((min % 1440) / 60);
  if (days > 0) return `in ${days} day${days === 1 ? '' : 's'} ${hours} h`;
  return `in ${hours} h ${min % 60} min`;
}

/**
 * What the earliest activation time means (rippled `AmendmentTable.cpp` `doVoting`,
 * `RCLConsensus.cpp`): the majority time + two weeks of ledger time is the earliest; the first flag
 * ledger that closes at or after it, with the majority kept, enables the amendment in the ledger
 * after it (flag + 1), and its rules apply from the ledger after that (flag + 2).
 */
export const ACTIVATION_NOTE =
  'The first flag ledger (every 256th) that closes at or after the earliest time, with the majority kept, enables the amendment in the next ledger (flag + 1); its rules apply from the ledger after that (flag + 2).';

const n = (v: number) => v.toLocaleString('en-US');

/** "28 of 33 validators heard from vote yes (flag ledger #95,893,760)": a live vote count from the API, against its denominator. */
export function votesText(v: AmendmentVoteCount): string {
  return `${n(v.yes)} of ${n(v.available)} validators heard from vote yes (flag ledger #${n(v.ledgerIndex)})`;
}

/**
 * What a vote count rests on, with the denominator used (rippled `AmendmentTable.cpp`
 * `TrustedVotes`, `RCLConsensus.cpp`): "27 yes votes needed: more than 80 % of 33, the trusted
 * validators heard from in the last 24 h (of 35 on the list; 2 on the negative UNL left out);
 * validations of this voting ledger from 30 of them seen".
 */
export function tallyText(t: AmendmentVoteTally): string {
  const left = [t.available < t.trusted - t.negativeUnl ? `${n(t.trusted - t.negativeUnl - t.available)} not heard from` : '', t.negativeUnl > 0 ? `${n(t.negativeUnl)} on the negative UNL` : '']
    .filter(Boolean)
    .join(', ');
  return (
    `${n(t.threshold)} yes votes needed: more than 80 % of ${n(t.available)}, the trusted validators heard from in the last 24 h ` +
    `(of ${n(t.trusted)} on the list${left ? `; left out: ${left}` : ''}); validations of this voting ledger from ${n(t.counted)} of them seen`
  );
}

/** The words for how rippled's list carries an amendment (`listing` of the API; rippled `features.macro`). */
export const LISTING_TEXT: Record<NonNullable<AmendmentSummary['listing']>, { badge: string; note: string }> = {
  retired: { badge: 'Retired', note: 'Retired in rippled’s list (XRPL_RETIRE): rippled keeps only its name, with no vote and no code that depends on it.' },
  unsupported: { badge: 'Not supported by rippled', note: 'rippled at this commit does not support it (Supported::no): a server of that version cannot vote for it, and stops (amendment blocked) if it is enabled.' },
  obsolete: { badge: 'Obsolete', note: 'Obsolete in rippled’s list (VoteBehavior::Obsolete): still supported, but rippled will not vote for it.' },
};
