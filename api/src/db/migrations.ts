/**
 * Every schema migration of the API's SQLite database, in one place.
 *
 * Add a migration by appending one entry with a new `id` in your feature's range, never by editing
 * one that has shipped:
 * - 100–199: network (price samples, validator agreement windows);
 * - 200–299: ledger-state indexer (rich list, cohorts, tokens, run state).
 */
import type Database from 'better-sqlite3';

/** One schema change: applied once, in ascending `id` order, inside a transaction. */
export interface Migration {
  id: number;
  name: string;
  up: (db: Database.Database) => void;
}

/** The migrations {@link openDatabase} applies. */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: 100,
    name: 'network: price samples',
    up: (db) => {
      db.exec(
        'CREATE TABLE price_samples (ledger_index INTEGER PRIMARY KEY, time TEXT NOT NULL, price REAL NOT NULL, volume_usd REAL)',
      );
      db.exec('CREATE INDEX price_samples_time ON price_samples (time)');
    },
  },
  {
    id: 200,
    name: 'indexer: results of completed ledger-state runs (rich list, cohorts, tokens as JSON)',
    up: (db) => {
      db.exec(
        'CREATE TABLE index_results (ledger_index INTEGER NOT NULL, close_time TEXT NOT NULL, completed_at TEXT NOT NULL PRIMARY KEY, synthetic INTEGER NOT NULL DEFAULT 0, objects INTEGER NOT NULL, rich_list TEXT NOT NULL, tokens TEXT NOT NULL)',
      );
    },
  },
];
