/**
 * Validator agreement, computed the way validator-history services do it: over the validated
 * ledgers of a time window, a validator's score is validated / (validated + missed), where it
 * "validated" a ledger when it sent a validation for that ledger index with the validated ledger's
 * hash, and "missed" it otherwise (no validation, or one for another hash).
 *
 * Inputs: the node's `ledger` stream (validated ledgers: index, hash) and `validations` stream
 * (`master_key`, `ledger_index`, `ledger_hash`). Memory is bounded: validations wait at most
 * {@link PENDING_LEDGERS} ledgers for their ledger, and validated ledgers are kept for the longest
 * window only, each with the set of validators that agreed.
 */

/** Windows of the agreement figures, milliseconds. */
export const WINDOWS = { '1h': 3_600_000, '24h': 86_400_000 } as const;
/** How many ledgers a validation may arrive before (or after) its ledger is validated. */
export const PENDING_LEDGERS = 64;
/** A validator that sent no validation for this long is inactive. */
export const ACTIVE_WITHIN_MS = 5 * 60_000;

/** One validator's counts over a window. */
export interface WindowCounts {
  validated: number;
  missed: number;
  /** Percent 0–100 with two decimals; null when the window has no validated ledger. */
  score: number | null;
}

/** Counts of one validator, one snapshot. */
export interface AgreementFigures {
  '1h': WindowCounts;
  '24h': WindowCounts;
  /** Unix ms of its latest validation, null when none was seen. */
  lastValidationMs: number | null;
}

interface ValidatedLedger {
  index: number;
  hash: string;
  timeMs: number;
  agreed: Set<string>;
}

/** Tracks validated ledgers and validations; all times are Unix ms from the caller's clock. */
export class AgreementTracker {
  private readonly ledgers: ValidatedLedger[] = [];
  private readonly byIndex = new Map<number, ValidatedLedger>();
  /** Validations of ledgers not validated yet: index → validator key → hash. */
  private readonly pending = new Map<number, Map<string, string>>();
  private readonly lastSeen = new Map<string, number>();

  /** A validated ledger (`ledgerClosed` stream message). */
  ledgerValidated(index: number, hash: string, timeMs: number): void {
    const wanted = hash.toUpperCase();
    const known = this.byIndex.get(index);
    // The same close reported twice (e.g. after a reconnect) counts once; the same index again
    // later (a replay that starts over) counts as a new validated ledger.
    if (known && known.hash === wanted && timeMs - known.timeMs < 60_000) return;
    const agreed = new Set<string>();
    for (const [key, h] of this.pending.get(index) ?? []) if (h === wanted) agreed.add(key);
    this.pending.delete(index);
    const ledger = { index, hash: wanted, timeMs, agreed };
    this.ledgers.push(ledger);
    this.byIndex.set(index, ledger);
    this.prune(timeMs, index);
  }

  /** A validation (`validationReceived` stream message) by validator `key` (its master key). */
  validation(key: string, index: number, hash: string, timeMs: number): void {
    if (!Number.isSafeInteger(index) || index <= 0) return;
    this.lastSeen.set(key, timeMs);
    const ledger = this.byIndex.get(index);
    if (ledger) {
      if (ledger.hash === hash.toUpperCase()) ledger.agreed.add(key);
      return;
    }
    const newest = this.ledgers[this.ledgers.length - 1];
    if (newest && index < newest.index - PENDING_LEDGERS) return;
    let forLedger = this.pending.get(index);
    if (!forLedger) {
      forLedger = new Map();
      this.pending.set(index, forLedger);
    }
    forLedger.set(key, hash.toUpperCase());
  }

  private prune(nowMs: number, newestIndex: number): void {
    const oldest = nowMs - WINDOWS['24h'];
    while (this.ledgers.length > 0 && this.ledgers[0].timeMs < oldest) {
      const gone = this.ledgers.shift()!;
      if (this.byIndex.get(gone.index) === gone) this.byIndex.delete(gone.index);
    }
    for (const index of this.pending.keys()) if (index < newestIndex - PENDING_LEDGERS || index > newestIndex + PENDING_LEDGERS) this.pending.delete(index);
  }

  /** Validated ledgers currently held. */
  get ledgerCount(): number {
    return this.ledgers.length;
  }

  /** Figures of validator `key` at `nowMs`. */
  figures(key: string, nowMs: number): AgreementFigures {
    const counts = (windowMs: number): WindowCounts => {
      let validated = 0;
      let missed = 0;
      for (const l of this.ledgers) {
        if (l.timeMs < nowMs - windowMs) continue;
        if (l.agreed.has(key)) validated += 1;
        else missed += 1;
      }
      const total = validated + missed;
      return { validated, missed, score: total === 0 ? null : Math.round((validated / total) * 10_000) / 100 };
    };
    return { '1h': counts(WINDOWS['1h']), '24h': counts(WINDOWS['24h']), lastValidationMs: this.lastSeen.get(key) ?? null };
  }
}
