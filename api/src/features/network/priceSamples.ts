/**
 * XRP/USD price samples (table `price_samples`, migration 100): one row per validated ledger, the
 * 24 h volume-weighted price and USD volume the API computed at that close (`/api/market/data`),
 * read back for `/api/market/history/:range` and for the 24 h change.
 *
 * Written once per ledger: unique by `ledger_index`, inserted with `ON CONFLICT DO NOTHING`, so
 * whichever API instance sees a close first stores its sample and the others keep it.
 */
import type { PriceSample } from '@ledgerlens/shared/domain';
import type { SqlDb } from '../../db/sql';

/** See the module comment. `db` null (no database): nothing is stored, nothing is read. */
export class PriceSampleStore {
  constructor(private readonly db: SqlDb | null) {}

  /**
   * Stores the sample of one ledger unless one is stored for that ledger already.
   *
   * @returns true when this call stored it (false: another writer was first, or no database).
   */
  async record(sample: Omit<PriceSample, 'volumeUsd'> & { volumeUsd?: number | null }): Promise<boolean> {
    if (!this.db) return false;
    const { changes } = await this.db.run('INSERT INTO price_samples (ledger_index, time, price, volume_usd) VALUES (?, ?, ?, ?) ON CONFLICT (ledger_index) DO NOTHING', [
      sample.ledgerIndex,
      sample.time,
      sample.price,
      sample.volumeUsd ?? null,
    ]);
    return changes > 0;
  }

  /** The price (USD) of the newest sample at or before `time` (ISO 8601), or null. */
  async priceAtOrBefore(time: string): Promise<number | null> {
    if (!this.db) return null;
    const row = await this.db.get<{ price: number }>('SELECT price FROM price_samples WHERE time <= ? ORDER BY time DESC LIMIT 1', [time]);
    return row ? Number(row.price) : null;
  }

  /** The samples since `time` (ISO 8601), oldest first. */
  async since(time: string): Promise<PriceSample[]> {
    if (!this.db) return [];
    const rows = await this.db.all<{ time: string; ledgerIndex: number; price: number; volumeUsd: number | null }>(
      'SELECT time, ledger_index AS "ledgerIndex", price, volume_usd AS "volumeUsd" FROM price_samples WHERE time >= ? ORDER BY time',
      [time],
    );
    return rows.map((r) => ({ time: r.time, ledgerIndex: Number(r.ledgerIndex), price: Number(r.price), volumeUsd: r.volumeUsd === null ? null : Number(r.volumeUsd) }) as PriceSample);
  }
}
