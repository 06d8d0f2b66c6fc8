/**
 * A named lease in the database (table `leases`, migration 201): at most one holder at a time
 * across every API instance on the database, until `expires_at`. The holder renews it while it
 * works; when the holder dies it stops renewing and anyone may take the lease once it expired.
 *
 * One design for SQLite and PostgreSQL: every step is one conditional statement, atomic on both
 * (PostgreSQL re-checks the `WHERE` of a concurrent upsert on the row it waited for; SQLite
 * writes one at a time).
 *
 * Times are Unix milliseconds of the instances' clocks: keep them synchronised (NTP); a skew
 * shortens or lengthens a lease by the skew, so keep it well below the lease's time-to-live.
 */
import type { SqlDb } from './sql';

/** Who holds a lease and until when (Unix ms). */
export interface LeaseHolder {
  holder: string;
  expiresAt: number;
}

/** See the module comment. */
export class Lease {
  /**
   * @param name the lease (one row), e.g. `indexer`.
   * @param holder this instance's name (unique per process).
   * @param ttlMs time-to-live of an acquisition or renewal, milliseconds.
   * @param now clock (Unix ms), replaceable in tests.
   */
  constructor(
    private readonly db: SqlDb,
    readonly name: string,
    readonly holder: string,
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes the lease when it is free, expired, or already ours (then renews it). @returns true when we hold it. */
  async acquire(): Promise<boolean> {
    const now = this.now();
    const { changes } = await this.db.run(
      'INSERT INTO leases (name, holder, expires_at) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at WHERE leases.expires_at <= ? OR leases.holder = excluded.holder',
      [this.name, this.holder, now + this.ttlMs, now],
    );
    return changes > 0;
  }

  /** Extends our lease by its time-to-live. @returns false when it is no longer ours (it expired and another instance took it). */
  async renew(): Promise<boolean> {
    const { changes } = await this.db.run('UPDATE leases SET expires_at = ? WHERE name = ? AND holder = ?', [this.now() + this.ttlMs, this.name, this.holder]);
    return changes > 0;
  }

  /** Gives the lease up (expires it now) when it is ours. */
  async release(): Promise<void> {
    await this.db.run('UPDATE leases SET expires_at = ? WHERE name = ? AND holder = ?', [this.now(), this.name, this.holder]);
  }

  /** The current holder, expired or not; null when the lease was never taken. */
  async current(): Promise<LeaseHolder | null> {
    const row = await this.db.get<{ holder: string; expires_at: number }>('SELECT holder, expires_at FROM leases WHERE name = ?', [this.name]);
    return row ? { holder: row.holder, expiresAt: Number(row.expires_at) } : null;
  }
}
