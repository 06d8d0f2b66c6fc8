/** Text of amendment figures: events and countdowns, from the API's ISO times and ledger indexes. */
import type { AmendmentEvent, AmendmentVoteCount, AmendmentVoteTally } from '@ledgerlens/shared';

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

/** Human text for the time left until `iso` from `nowMs`: "in 3 days 4 h", "in 5 h 12 min", or "due" once passed. */
export function countdownText(iso: string, nowMs: number): string {
  const ms = Date.parse(iso) - nowMs;
  if (!Number.isFinite(ms)) return '';
  if (ms <= 0) return 'due (the earliest flag ledger after this time activates it)';
  const min = Math.floor(ms / 60_000);
  const days = Math.floor(min / 1440);
  const hours = Math.floor((min % 1440) / 60);
  if (days > 0) return `in ${days} day${days === 1 ? '' : 's'} ${hours} h`;
  return `in ${hours} h ${min % 60} min`;
}

/** "28 of 35 trusted validators vote yes (flag ledger #95,893,760)": a live vote count from the API. */
export function votesText(v: AmendmentVoteCount): string {
  return `${v.yes.toLocaleString('en-US')} of ${v.trusted.toLocaleString('en-US')} trusted validators vote yes (flag ledger #${v.ledgerIndex.toLocaleString('en-US')})`;
}

/** What a vote count rests on: "29 yes votes needed (more than 80 %); 33 of 35 validations seen". */
export function tallyText(t: AmendmentVoteTally): string {
  return `${t.threshold.toLocaleString('en-US')} yes votes needed (more than 80 % of ${t.trusted.toLocaleString('en-US')}); validations of ${t.counted.toLocaleString('en-US')} of them seen`;
}
