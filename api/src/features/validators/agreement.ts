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
 *
 * Each figure says the span it covers ({@link AgreementWindow}): the ledgers followed within the
 * window, which is shorter than the window's name for the first day after the counts began (the
 * API's first start on an empty database). With a database ({@link AgreementStore}) the ledgers and
 * agreements are stored per ledger, so a restarted or second API instance starts from them.
 */

import type { AgreementWindow } from '@ledgerlens/shared/domain';
import type { SqlDb } from '../../db/sql';

/** Windows of the agreement figures, milliseconds. */
export const WINDOWS = { '1h': 3_600_000, '24h': 86_400_000 } as const;
/** How many ledgers a validation may arrive before (or after) its ledger is validated. */
export const PENDING_LEDGERS = 64;
/** The same ledger (index and hash) seen again within this long is the same close, ms. */
export const SAME_CLOSE_MS = 60_000;
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

/** One validated ledger as followed: index, hash (upper-case hex), when it was seen validated (Unix ms) and who agreed. */
export interface ValidatedLedger {
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
  /** Ledgers whose agreement changed since {@link takeChanged} last ran (to be stored). */
  private readonly changed = new Set<ValidatedLedger>();

  /**
   * Adds ledgers stored earlier (by this or another instance, {@link AgreementStore.load}): each
   * one not held yet (same index and hash within a minute) is inserted in time order; the
   * validators that agreed are merged into one already held.
   */
  restore(stored: readonly ValidatedLedger[]): void {
    for (const s of stored) {
      const hash = s.hash.toUpperCase();
      const held = this.ledgers.find((l) => l.index === s.index && l.hash === hash && Math.abs(l.timeMs - s.timeMs) < 60_000);
      if (held) {
        for (const key of s.agreed) held.agreed.add(key);
        continue;
      }
      const ledger = { index: s.index, hash, timeMs: s.timeMs, agreed: new Set(s.agreed) };
      this.ledgers.push(ledger);
      if (!this.byIndex.has(s.index) || this.byIndex.get(s.index)!.timeMs < s.timeMs) this.byIndex.set(s.index, ledger);
    }
    this.ledgers.sort((a, b) => a.timeMs - b.timeMs);
  }

  /** The ledgers whose agreement changed since the last call (new ledgers, new agreeing validators); clears the list. */
  takeChanged(): ValidatedLedger[] {
    const out = [...this.changed];
    this.changed.clear();
    return out;
  }

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
    this.changed.add(ledger);
    this.prune(timeMs, index);
  }

  /** A validation (`validationReceived` stream message) by validator `key` (its master key). */
  validation(key: string, index: number, hash: string, timeMs: number): void {
    if (!Number.isSafeInteger(index) || index <= 0) return;
    this.lastSeen.set(key, timeMs);
    const ledger = this.byIndex.get(index);
    if (ledger) {
      if (ledger.hash === hash.toUpperCase() && !ledger.agreed.has(key)) {
        ledger.agreed.add(key);
        this.changed.add(ledger);
      }
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
      this.changed.delete(gone);
    }
    for (const index of this.pending.keys()) if (index < newestIndex - PENDING_LEDGERS || index > newestIndex + PENDING_LEDGERS) this.pending.delete(index);
  }

  /** Validated ledgers currently held. */
  get ledgerCount(): number {
    return this.ledgers.length;
  }

  /** The span the figures of window `name` cover at `nowMs` (the same for every validator). */
  window(name: keyof typeof WINDOWS, nowMs: number): AgreementWindow {
    const from = nowMs - WINDOWS[name];
    let ledgers = 0;
    let oldest: number | null = null;
    for (const l of this.ledgers) {
      if (l.timeMs < from || l.timeMs > nowMs) continue;
      ledgers += 1;
      if (oldest === null || l.timeMs < oldest) oldest = l.timeMs;
    }
    const sinceMs = oldest ?? nowMs;
    return { since: new Date(sinceMs).toISOString(), seconds: Math.round((nowMs - sinceMs) / 1000), ledgers };
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

/**
 * The followed ledgers and who agreed, stored in the API's database (tables `agreement_ledgers` and
 * `agreement_votes`, migration 300; SQLite or PostgreSQL, shared by every instance on it). Inserts
 * are idempotent: a close is stored once however many instances see it (not again for the same
 * index and hash within {@link SAME_CLOSE_MS}; the same ledger more than a minute later, as on the
 * replay network when its recording starts over, is another close), a vote once per ledger and
 * validator.
 * Rows older than 24 h are deleted.
 */
export class AgreementStore {
  constructor(private readonly db: SqlDb) {}

  /** Stores `ledgers` (their agreeing validators merged into what is stored). */
  async save(ledgers: readonly ValidatedLedger[]): Promise<void> {
    if (ledgers.length === 0) return;
    await this.db.transaction(async (tx) => {
      for (const l of ledgers) {
        // Once per close: not again when this or another instance stored it within a minute.
        await tx.run(
          'INSERT INTO agreement_ledgers (ledger_index, ledger_hash, seen_ms) SELECT CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS BIGINT) WHERE NOT EXISTS ' +
            '(SELECT 1 FROM agreement_ledgers WHERE ledger_index = ? AND ledger_hash = ? AND seen_ms > ? AND seen_ms < ?)',
          [l.index, l.hash, l.timeMs, l.index, l.hash, l.timeMs - SAME_CLOSE_MS, l.timeMs + SAME_CLOSE_MS],
        );
        for (const key of l.agreed) {
          await tx.run('INSERT INTO agreement_votes (ledger_index, ledger_hash, validator) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [l.index, l.hash, key]);
        }
      }
    });
  }

  /** The stored ledgers seen at `sinceMs` or later, with their agreeing validators, oldest first. */
  async load(sinceMs: number): Promise<ValidatedLedger[]> {
    const rows = await this.db.all<{ ledger_index: number; ledger_hash: string; seen_ms: number; validator: string | null }>(
      'SELECT l.ledger_index, l.ledger_hash, l.seen_ms, v.validator FROM agreement_ledgers l LEFT JOIN agreement_votes v ON v.ledger_index = l.ledger_index AND v.ledger_hash = l.ledger_hash WHERE l.seen_ms >= ? ORDER BY l.seen_ms',
      [sinceMs],
    );
    const byKey = new Map<string, ValidatedLedger>();
    for (const r of rows) {
      const k = `${r.ledger_index}:${r.ledger_hash}:${r.seen_ms}`;
      let l = byKey.get(k);
      if (!l) {
        l = { index: Number(r.ledger_index), hash: r.ledger_hash, timeMs: Number(r.seen_ms), agreed: new Set() };
        byKey.set(k, l);
      }
      if (r.validator) l.agreed.add(r.validator);
    }
    return [...byKey.values()];
  }

  /** Deletes ledgers (and their votes) seen before `beforeMs`. */
  async prune(beforeMs: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.run('DELETE FROM agreement_ledgers WHERE seen_ms < ?', [beforeMs]);
      await tx.run(
        'DELETE FROM agreement_votes WHERE NOT EXISTS (SELECT 1 FROM agreement_ledgers l WHERE l.ledger_index = agreement_votes.ledger_index AND l.ledger_hash = agreement_votes.ledger_hash)',
      );
    });
  }
}
