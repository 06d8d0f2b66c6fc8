/**
 * Live amendment votes: each trusted validator's votes, read from its validation of the voting
 * ledger (the ledger just before a flag ledger) in the node's `validations` stream. rippled puts a
 * validator's `amendments` (the IDs it votes for) only in validations of a voting ledger, index
 * + 1 a multiple of 256; the flag ledger that follows counts them. A trusted validator whose
 * voting-ledger validation carries no `amendments` field votes for none.
 *
 * "Trusted" is the signed validator list the validators page verifies (`ValidatorRegistry`):
 * validations by any other key are ignored, and so are the replay node's simulated validations
 * (they carry no votes). An amendment passes the vote with more than 80 % of the trusted
 * validators (rippled's `fixAmendmentMajorityCalc` rule), so the threshold is
 * `floor(trusted × 0.8) + 1` yes votes.
 */
import { isHex64 } from '@ledgerlens/shared/domain';
import type { AmendmentVotes } from '@ledgerlens/shared/domain';

/** Ledgers between flag ledgers. */
export const FLAG_LEDGER_INTERVAL = 256;
/** Voting ledgers kept (the newest one answers; the one before keeps a count while the newest fills). */
const KEPT_VOTING_LEDGERS = 2;

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

/** Counts the trusted validators' amendment votes per voting ledger. */
export class AmendmentVoteTracker {
  /** Voting ledger index → master key → IDs voted for (upper-case). */
  private readonly byLedger = new Map<number, Map<string, string[]>>();

  constructor(private readonly trusted: TrustedValidators) {}

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
    const ids = Array.isArray(event.amendments) ? event.amendments.filter((id): id is string => isHex64(id)).map((id) => id.toUpperCase()) : [];
    let votes = this.byLedger.get(index);
    if (!votes) {
      votes = new Map();
      this.byLedger.set(index, votes);
      const kept = [...this.byLedger.keys()].sort((a, b) => b - a);
      for (const old of kept.slice(KEPT_VOTING_LEDGERS)) this.byLedger.delete(old);
    }
    votes.set(key, [...new Set(ids)]);
  }

  /**
   * The count of the newest voting ledger seen, or `undefined` when no trusted validation of a
   * voting ledger has been seen (offline, or before the first flag ledger since the API started).
   */
  snapshot(): AmendmentVotes | undefined {
    const trusted = this.trusted.list?.validators.length ?? 0;
    if (trusted === 0 || this.byLedger.size === 0) return undefined;
    const index = Math.max(...this.byLedger.keys());
    const votes = this.byLedger.get(index)!;
    const byAmendment: Record<string, number> = {};
    for (const ids of votes.values()) for (const id of ids) byAmendment[id] = (byAmendment[id] ?? 0) + 1;
    return { ledgerIndex: index + 1, trusted, counted: votes.size, threshold: Math.floor((trusted * 80) / 100) + 1, byAmendment };
  }
}
