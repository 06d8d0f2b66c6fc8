/**
 * The `Amendments` ledger entry (rippled `ltAMENDMENTS`, the singleton at `keylet::amendments()`)
 * and the EnableAmendment flags that move an amendment through it. Read by the API (the amendments
 * pages, from `ledger_entry`) and the replay node (`feature`, from recorded metadata).
 */

/** A JSON object as rippled sends it (values not narrowed). */
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** EnableAmendment `tfGotMajority`: the amendment gained a supermajority of trusted validators. */
export const TF_GOT_MAJORITY = 0x0001_0000;
/** EnableAmendment `tfLostMajority`: the amendment lost it before the majority period ended. */
export const TF_LOST_MAJORITY = 0x0002_0000;

/** What an amendment's state is in one Amendments entry. */
export interface AmendmentsEntryState {
  /** `Amendments`: the IDs enabled (64 upper-case hex). */
  enabled: Set<string>;
  /** `Majorities`: ID (upper-case) → `CloseTime` (Ripple-epoch seconds) of the ledger where it gained majority. */
  majorities: Map<string, number>;
}

/**
 * Reads an Amendments entry's fields (`ledger_entry` `node`, or metadata `FinalFields`): the enabled
 * IDs and the majorities. Malformed items are skipped; an entry without the lists gives empty ones.
 */
export function parseAmendmentsEntry(fields: unknown): AmendmentsEntryState {
  const entry = isObject(fields) ? fields : {};
  const enabled = new Set(Array.isArray(entry.Amendments) ? entry.Amendments.filter((x): x is string => typeof x === 'string').map((x) => x.toUpperCase()) : []);
  const majorities = new Map<string, number>();
  for (const wrapper of Array.isArray(entry.Majorities) ? entry.Majorities : []) {
    const m = isObject(wrapper) && isObject(wrapper.Majority) ? wrapper.Majority : undefined;
    if (m && typeof m.Amendment === 'string' && typeof m.CloseTime === 'number') majorities.set(m.Amendment.toUpperCase(), m.CloseTime);
  }
  return { enabled, majorities };
}

/** The event an EnableAmendment transaction records, from its `Flags`: gotMajority, lostMajority, or (no flag) enabled. */
export function amendmentEventOf(flags: number): 'gotMajority' | 'lostMajority' | 'enabled' {
  if (flags & TF_GOT_MAJORITY) return 'gotMajority';
  if (flags & TF_LOST_MAJORITY) return 'lostMajority';
  return 'enabled';
}
