/**
 * The API's embedded SQLite database (better-sqlite3): one file under `DATA_DIR`, WAL mode, schema
 * migrations applied in one place ({@link MIGRATIONS}). Features that persist (price samples and
 * validator agreement windows, the ledger-state indexer's results) read and write through the
 * handle this module opens.
 *
 * A database that cannot be opened (corrupt file, unwritable directory, failed migration) is not
 * fatal: {@link openDatabase} reports why, and the API serves everything that does not need it.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations';

/** Name of the database file inside `DATA_DIR`. */
export const DATABASE_FILE = 'ledgerlens.sqlite';

/** An open database, or why there is none. */
export type DatabaseState =
  | { ok: true; db: Database.Database; file: string; applied: number[] }
  | { ok: false; db: null; file: string; error: string };

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** Folder of the database file (`DATA_DIR`), created when missing; `:memory:` for an in-memory database (tests). */
  dir: string;
  /** Migrations to apply (default {@link MIGRATIONS}); tests pass their own. */
  migrations?: readonly Migration[];
}

/**
 * Applies every migration whose `id` is not yet recorded in `schema_migrations`, in ascending id
 * order, each in its own transaction. Ids are unique across features (see `migrations.ts`).
 *
 * @returns the ids applied by this call.
 * @throws Error when a migration fails (that migration is rolled back; earlier ones stay).
 */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const done = new Set((db.prepare('SELECT id FROM schema_migrations').all() as { id: number }[]).map((r) => r.id));
  const ids = new Set<number>();
  for (const m of migrations) {
    if (ids.has(m.id)) throw new Error(`Duplicate migration id ${m.id} (${m.name})`);
    ids.add(m.id);
  }
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
    if (done.has(m.id)) continue;
    db.transaction(() => {
      m.up(db);
      db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)').run(m.id, m.name, new Date().toISOString());
    })();
    applied.push(m.id);
  }
  return applied;
}

/**
 * Opens (creating when missing) `<dir>/ledgerlens.sqlite` in WAL mode and migrates it.
 *
 * Never throws: a corrupt or unwritable file, or a failing migration, gives `{ ok: false, error }`
 * with a message naming the file, for the caller to log at start.
 */
export function openDatabase({ dir, migrations = MIGRATIONS }: OpenDatabaseOptions): DatabaseState {
  const file = dir === ':memory:' ? ':memory:' : path.join(dir, DATABASE_FILE);
  let db: Database.Database | undefined;
  try {
    if (dir !== ':memory:') mkdirSync(dir, { recursive: true });
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 2000');
    // A corrupt file often opens fine and fails on first read: check before trusting it.
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`integrity check failed: ${String(check)}`);
    const applied = migrate(db, migrations);
    return { ok: true, db, file, applied };
  } catch (err) {
    try {
      db?.close();
    } catch {
      /* already unusable */
    }
    const reason = err instanceof Error ? err.message : String(err);
    return { ok: false, db: null, file, error: `Database ${file} is not usable (${reason}); features that persist data are off` };
  }
}
