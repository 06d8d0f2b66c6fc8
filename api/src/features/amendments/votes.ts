/**
 * Live amendment votes, counted as rippled's `AmendmentTable.cpp` does (`TrustedVotes`,
 * `AmendmentSet`). rippled puts a validator's `amendments` (the IDs it votes for) only in
 * validations of a voting ledger (index + 1 a multiple of 256); the flag ledger that follows
 * counts them. Each trusted validator's most recent voting-ledger validation is its vote (one
 * without `amendments` votes for none), and it stays counted for 24 hours (`expiresAfter = 24h`):
 * the validators heard from in that window are the denominator (`available`), not the whole list.
 * Validators on the negative UNL are left out: rippled drops their validations before it counts
 * (`RCLConsensus.cpp`, `negativeUNLFilter`).
 *
 * "Trusted" is the signed validator list the validators page verifies (`ValidatorRegistry`):
 * validations by any other key are ignored, and so are the replay node's simulated validations
 * (they carry no votes). With `fixAmendmentMajorityCalc` an amendment passes with more than 80 %
 * of the available validators: {@link yesVotesNeeded}.
 */
import { isHex64 } from '@ledgerlens/shared/domain';
import type { AmendmentVotes } from '@ledgerlens/shared/domain';

/** Ledgers between flag ledgers. */
export const FLAG_LEDGER_INTERVAL = 256;
/** How long a validator's votes count after its last voting-ledger validation: rippled `TrustedVotes` `expiresAfter = 24h`. */
export const VOTE_TIMEOUT_MS = 24 * 3600 * 1000;

/**
 * Yes votes an amendment needs out of `available` validators (rippled `AmendmentSet`, with
 * fixAmendmentMajorityCalc): `threshold = max(1, floor(available × 80 / 100))` and it passes with
 * more than `threshold` votes, except that a single validator passes it alone.
 */
export function yesVotesNeeded(available: number): number {
  if (available <= 1) return 1;
  return Math.max(1, Math.floor((available * 80) / 100)) + 1;
}

/** The fields of a `validationReceived` message the count reads. */
export interface VoteValidation {
  /** Master key, base58 `nH…` (absent for a validator without a manifest). */
  master_key?: string;
  /** Signing key, base58 `n9…`. */
  validation_public_key: string;
  /** rippled sends it as a string. */
  ledger_index: string | number;
  /** IDs (64 hex) the validator votes for; present only on voting-ledger validations. */
  amendments?: unknown;
  /** Set by the replay node on its simulated validations. */
  simulated?: boolean;
}

/** The trusted validators: master key `nH…` and, when its manifest names one, signing key `n9…`. */
export interface TrustedValidators {
  readonly list: { validators: ReadonlyArray<{ pubkey: string; signingKey?: string }> } | null;
}

/** True for a voting ledger: the one before a flag ledger (`(index + 1) % 256 === 0`). */
export function isVotingLedger(index: number): boolean {
  return Number.isSafeInteger(index) && index > 0 && (index + 1) % FLAG_LEDGER_INTERVAL === 0;
}

/** One trusted validator's latest vote: the IDs, its voting ledger and when the API received it (Unix ms). */
interface RecordedVote {
  ids: string[];
  ledgerIndex: number;
  at: number;
}

/** Counts the trusted validators' amendment votes, each validator's latest within the last 24 hours. */
export class AmendmentVoteTracker {
  /** Master key → latest voting-ledger validation. */
  private readonly byValidator = new Map<string, RecordedVote>();
  private newest: { ledgerIndex: number; at: number } | undefined;

  /** `now`: the clock of the 24-hour window (Unix ms; the time each validation is received). */
  constructor(
    private readonly trusted: TrustedValidators,
    private readonly now: () => number = Date.now,
  ) {}

  private trustedMaster(event: VoteValidation): string | undefined {
    const validators = this.trusted.list?.validators ?? [];
    const byMaster = event.master_key ? validators.find((v) => v.pubkey === event.master_key) : undefined;
    if (byMaster) return byMaster.pubkey;
    return validators.find((v) => v.signingKey === event.validation_public_key || v.pubkey === event.validation_public_key)?.pubkey;
  }

  /** Takes one `validationReceived` message; anything but a trusted, real voting-ledger validation is ignored. */
  validation(event: VoteValidation): void {
    if (event.simulated) return;
    const index = typeof event.ledger_index === 'number' ? event.ledger_index : Number.parseInt(String(event.ledger_index), 10);
    if (!isVotingLedger(index)) return;
    const key = this.trustedMaster(event);
    if (!key) return;
    const previous = this.byValidator.get(key);
    if (previous && previous.ledgerIndex > index) return;
    const ids = Array.isArray(event.amendments) ? event.amendments.filter((id): id is string => isHex64(id)).map((id) => id.toUpperCase()) : [];
    const at = this.now();
    this.byValidator.set(key, { ids: [...new Set(ids)], ledgerIndex: index, at });
    if (!this.newest || index >= this.newest.ledgerIndex) this.newest = { ledgerIndex: index, at };
  }

  /**
   * The count as of the newest voting ledger seen: every trusted validator not on `negativeUnl`
   * (master keys `nH…`, the ledger's NegativeUNL entry) whose latest voting-ledger validation came
   * in the 24 hours before that one is available and votes with its latest IDs. `undefined` when no
   * trusted validation of a voting ledger has been seen (offline, or before the first flag ledger
   * since the API started).
   */
  snapshot(negativeUnl: ReadonlySet<string> = new Set()): AmendmentVotes | undefined {
    const validators = this.trusted.list?.validators ?? [];
    if (validators.length === 0 || !this.newest) return undefined;
    const since = this.newest.at - VOTE_TIMEOUT_MS;
    const byAmendment: Record<string, number> = {};
    let available = 0;
    let counted = 0;
    let onNegativeUnl = 0;
    for (const v of validators) {
      if (negativeUnl.has(v.pubkey)) {
        onNegativeUnl += 1;
        continue;
      }
      const vote = this.byValidator.get(v.pubkey);
      if (!vote || vote.at < since) continue;
      available += 1;
      if (vote.ledgerIndex === this.newest.ledgerIndex) counted += 1;
      for (const id of vote.ids) byAmendment[id] = (byAmendment[id] ?? 0) + 1;
    }
    return { ledgerIndex: this.newest.ledgerIndex + 1, trusted: validators.length, counted, available, negativeUnl: onNegativeUnl, threshold: yesVotesNeeded(available), byAmendment };
  }
}
