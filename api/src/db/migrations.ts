/**
 * Every schema migration of the API's database, in one place, for SQLite and PostgreSQL alike.
 *
 * Add a migration by appending one entry with a new `id` in your feature's range, never by editing
 * one that has shipped (ids are recorded in `schema_migrations`; an id already recorded in an
 * existing database never runs again):
 * - 100–199: network (price samples, DEX trades per close);
 * - 200–299: ledger-state indexer (rich list, cohorts, tokens, the lease and the shared run state);
 * - 300–399: validators (followed ledgers and agreeing validators of the agreement windows).
 *
 * Types: SQLite keeps the statements it has always run; on PostgreSQL `REAL` becomes
 * `DOUBLE PRECISION` (SQLite's REAL is 8 bytes, PostgreSQL's 4) and integers that can pass 2^31
 * (ledger indexes are close, drops are far past it) become `BIGINT`.
 */
import type { SqlDb } from './sql';

/** One schema change: applied once, in ascending `id` order, inside a transaction. */
export interface Migration {
  id: number;
  name: string;
  up: (db: SqlDb) => Promise<void>;
}

/** Column types that differ between the dialects (see the module comment). */
function types(db: SqlDb) {
  const pg = db.dialect === 'postgres';
  return { real: pg ? 'DOUBLE PRECISION' : 'REAL', int: pg ? 'BIGINT' : 'INTEGER' };
}

/** The migrations {@link openDatabase} applies. */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: 100,
    name: 'network: price samples',
    up: async (db) => {
      const t = types(db);
      await db.exec(`CREATE TABLE price_samples (ledger_index ${t.int} PRIMARY KEY, time TEXT NOT NULL, price ${t.real} NOT NULL, volume_usd ${t.real})`);
      await db.exec('CREATE INDEX price_samples_time ON price_samples (time)');
    },
  },
  {
    id: 101,
    name: 'network: DEX trades per validated close (XRP/USD books and tokens against XRP)',
    up: async (db) => {
      const t = types(db);
      // One row per validated close the API followed (idempotent: ON CONFLICT DO NOTHING on the ledger index).
      await db.exec(
        `CREATE TABLE market_closes (ledger_index ${t.int} PRIMARY KEY, close_time TEXT NOT NULL, trades ${t.int} NOT NULL, volume_drops ${t.int} NOT NULL, volume_usd ${t.real} NOT NULL, books TEXT NOT NULL)`,
      );
      await db.exec('CREATE INDEX market_closes_time ON market_closes (close_time)');
      // Trades of each token against XRP in that close (rippled `book_changes`): XRP drops and token units, the close's XRP/USD price.
      await db.exec(
        `CREATE TABLE token_closes (ledger_index ${t.int} NOT NULL, token TEXT NOT NULL, close_time TEXT NOT NULL, drops ${t.real} NOT NULL, units ${t.real} NOT NULL, xrp_usd ${t.real}, PRIMARY KEY (ledger_index, token))`,
      );
      await db.exec('CREATE INDEX token_closes_token_time ON token_closes (token, close_time)');
      await db.exec('CREATE INDEX token_closes_time ON token_closes (close_time)');
    },
  },
  {
    id: 200,
    name: 'indexer: results of completed ledger-state runs (rich list, cohorts, tokens as JSON)',
    up: async (db) => {
      const t = types(db);
      await db.exec(
        `CREATE TABLE index_results (ledger_index ${t.int} NOT NULL, close_time TEXT NOT NULL, completed_at TEXT NOT NULL PRIMARY KEY, synthetic ${t.int} NOT NULL DEFAULT 0, objects ${t.int} NOT NULL, rich_list TEXT NOT NULL, tokens TEXT NOT NULL)`,
      );
    },
  },
  {
    id: 201,
    name: 'indexer: lease (one run across instances) and the shared run state',
    up: async (db) => {
      const t = types(db);
      // A named lease: held by `holder` until `expires_at` (Unix ms), renewed while the holder works.
      await db.exec('CREATE TABLE leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_at BIGINT NOT NULL)');
      // The current or last run of a job (one row per job name), written by the lease holder only; every instance reports it.
      await db.exec(
        `CREATE TABLE index_run (name TEXT PRIMARY KEY, run_id TEXT NOT NULL, holder TEXT NOT NULL, state TEXT NOT NULL, ledger TEXT, objects BIGINT NOT NULL DEFAULT 0, percent ${t.real}, started_at BIGINT NOT NULL, updated_at BIGINT NOT NULL, finished_at BIGINT, last_error TEXT, last_completed TEXT)`,
      );
    },
  },
  {
    id: 300,
    name: 'validators: followed validated ledgers and the validators that agreed with each (agreement windows)',
    up: async (db) => {
      const t = types(db);
      // One row per validated ledger followed (index and hash; Unix ms it was seen validated); the same
      // ledger again more than a minute later (a replay recording starting over) is a row of its own.
      await db.exec(`CREATE TABLE agreement_ledgers (ledger_index ${t.int} NOT NULL, ledger_hash TEXT NOT NULL, seen_ms ${t.int} NOT NULL, PRIMARY KEY (ledger_index, ledger_hash, seen_ms))`);
      await db.exec('CREATE INDEX agreement_ledgers_seen ON agreement_ledgers (seen_ms)');
      // One row per validator (master key) whose validation matched that ledger's hash.
      await db.exec(`CREATE TABLE agreement_votes (ledger_index ${t.int} NOT NULL, ledger_hash TEXT NOT NULL, validator TEXT NOT NULL, PRIMARY KEY (ledger_index, ledger_hash, validator))`);
    },
  },
];
