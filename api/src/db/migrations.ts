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
    id: 101,
    name: 'network: DEX trades per validated close (XRP/USD books and tokens against XRP)',
    up: (db) => {
      // One row per validated close the API followed (idempotent: INSERT OR IGNORE on the ledger index).
      db.exec(
        'CREATE TABLE market_closes (ledger_index INTEGER PRIMARY KEY, close_time TEXT NOT NULL, trades INTEGER NOT NULL, volume_drops INTEGER NOT NULL, volume_usd REAL NOT NULL, books TEXT NOT NULL)',
      );
      db.exec('CREATE INDEX market_closes_time ON market_closes (close_time)');
      // Trades of each token against XRP in that close (rippled `book_changes`): XRP drops and token units, the close's XRP/USD price.
      db.exec(
        'CREATE TABLE token_closes (ledger_index INTEGER NOT NULL, token TEXT NOT NULL, close_time TEXT NOT NULL, drops REAL NOT NULL, units REAL NOT NULL, xrp_usd REAL, PRIMARY KEY (ledger_index, token))',
      );
      db.exec('CREATE INDEX token_closes_token_time ON token_closes (token, close_time)');
      db.exec('CREATE INDEX token_closes_time ON token_closes (close_time)');
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
