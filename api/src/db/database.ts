/**
 * The API's database: SQLite by default (one file under `DATA_DIR`, WAL mode; Node's `node:sqlite`,
 * or better-sqlite3 on Node 20: `sqlite-driver.ts`), or
 * PostgreSQL when `DATABASE_URL=postgres://…` is set (many API instances on one database). Both
 * are reached through one query layer ({@link SqlDb}, `sql.ts`) and get the same schema
 * migrations ({@link MIGRATIONS}). Features that persist (price samples, DEX trades per close, the
 * ledger-state indexer's results, lease and run state) read and write through the handle opened here.
 *
 * A database that cannot be opened (corrupt file, unwritable directory, unreachable server, failed
 * migration) is not fatal: {@link openDatabase} reports why, and the API serves everything that
 * does not need it.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS, type Migration } from './migrations';
import { openSqliteConnection } from './sqlite-driver';
import { isPostgresUrl, PostgresDb, SqliteDb, type SqlDb, type SqlDialect, type SqlValue } from './sql';

/** Name of the database file inside `DATA_DIR`. */
export const DATABASE_FILE = 'ledgerlens.sqlite';

/** An open database, or why there is none. `file`: the SQLite file, or the PostgreSQL URL without its password. */
export type DatabaseState =
  | { ok: true; db: SqlDb; dialect: SqlDialect; file: string; applied: number[] }
  | { ok: false; db: null; file: string; error: string };

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** Folder of the SQLite file (`DATA_DIR`), created when missing; `:memory:` for an in-memory database (tests). Unused with `url`. */
  dir: string;
  /** `DATABASE_URL`: a `postgres://` URL selects PostgreSQL; empty or undefined: SQLite in `dir`. */
  url?: string;
  /** PostgreSQL schema (`search_path`), created when missing (tests use one each). */
  schema?: string;
  /** Migrations to apply (default {@link MIGRATIONS}); tests pass their own. */
  migrations?: readonly Migration[];
}

/** Key of the PostgreSQL advisory lock that serialises migrations of instances starting together. */
const MIGRATION_LOCK = 7_271_900;

/** Takes the migration lock for the rest of the transaction (SQLite: `BEGIN IMMEDIATE` already holds the file's write lock). */
async function lockMigrations(tx: SqlDb): Promise<void> {
  if (tx.dialect === 'postgres') await tx.get('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK]);
}

/**
 * Applies every migration whose `id` is not yet recorded in `schema_migrations`, in ascending id
 * order, each in its own transaction (which also checks the id again under a lock, so instances
 * migrating one database at the same time apply each migration once). Ids are unique across
 * features (see `migrations.ts`). The `schema_migrations` table is the one SQLite files already
 * have: `(id INTEGER PRIMARY KEY, name TEXT, applied_at TEXT)`.
 *
 * @returns the ids applied by this call.
 * @throws Error (rejects) on a duplicate id, or when a migration fails (that migration is rolled back; earlier ones stay).
 */
export async function migrate(db: SqlDb, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  const ids = new Set<number>();
  for (const m of migrations) {
    if (ids.has(m.id)) throw new Error(`Duplicate migration id ${m.id} (${m.name})`);
    ids.add(m.id);
  }
  await db.transaction(async (tx) => {
    await lockMigrations(tx);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  });
  const done = new Set((await db.all<{ id: number }>('SELECT id FROM schema_migrations')).map((r) => r.id));
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
    if (done.has(m.id)) continue;
    const ran = await db.transaction(async (tx) => {
      await lockMigrations(tx);
      if (await tx.get('SELECT id FROM schema_migrations WHERE id = ?', [m.id])) return false;
      await m.up(tx);
      await tx.run('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)', [m.id, m.name, new Date().toISOString()]);
      return true;
    });
    if (ran) applied.push(m.id);
  }
  return applied;
}

/** The URL without its password (for logs). */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}

/** Opens the SQLite file `<dir>/ledgerlens.sqlite` (or `:memory:`) in WAL mode, checked. @throws when unusable. */
function openSqlite(dir: string): { db: SqliteDb; file: string } {
  const file = dir === ':memory:' ? ':memory:' : path.join(dir, DATABASE_FILE);
  if (dir !== ':memory:') mkdirSync(dir, { recursive: true });
  const raw = openSqliteConnection(file);
  try {
    raw.exec('PRAGMA journal_mode = WAL');
    raw.exec('PRAGMA synchronous = NORMAL');
    raw.exec('PRAGMA busy_timeout = 2000');
    // A corrupt file often opens fine and fails on first read: check before trusting it.
    const check = (raw.prepare('PRAGMA quick_check').get() as { quick_check?: unknown } | undefined)?.quick_check;
    if (check !== 'ok') throw new Error(`integrity check failed: ${String(check)}`);
  } catch (err) {
    raw.close();
    throw err;
  }
  return { db: new SqliteDb(raw), file };
}

/**
 * Opens and migrates the database: PostgreSQL when `url` is a `postgres://` URL (`DATABASE_URL`),
 * else SQLite `<dir>/ledgerlens.sqlite` (created when missing).
 *
 * Never rejects: a corrupt or unwritable file, an unreachable server or a failing migration gives
 * `{ ok: false, error }` with a message naming the database, for the caller to log at start.
 */
export async function openDatabase({ dir, url, schema, migrations = MIGRATIONS }: OpenDatabaseOptions): Promise<DatabaseState> {
  const postgres = isPostgresUrl(url);
  let file = postgres ? redactUrl(url) : dir === ':memory:' ? ':memory:' : path.join(dir, DATABASE_FILE);
  let db: SqlDb | undefined;
  try {
    if (url?.trim() && !postgres) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    if (postgres) {
      if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
      if (schema) {
        const admin = new PostgresDb({ url, max: 1 });
        try {
          // Under the migration lock: two instances creating it at once would collide (IF NOT EXISTS is not atomic).
          await admin.transaction(async (tx) => {
            await lockMigrations(tx);
            await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
          });
        } finally {
          await admin.close();
        }
      }
      db = new PostgresDb({ url, schema });
    } else {
      const opened = openSqlite(dir);
      db = opened.db;
      file = opened.file;
    }
    const applied = await migrate(db, migrations);
    return { ok: true, db, dialect: db.dialect, file, applied };
  } catch (err) {
    await db?.close().catch(() => undefined);
    const reason = err instanceof Error ? err.message : String(err);
    return { ok: false, db: null, file, error: `Database ${file} is not usable (${reason}); features that persist data are off` };
  }
}

/**
 * A migrated in-memory SQLite database, usable at once (each call waits for the migrations): what
 * a feature uses when the API's database could not be opened, and what tests use.
 */
export function memoryDatabase(migrations: readonly Migration[] = MIGRATIONS): SqlDb {
  const { db } = openSqlite(':memory:');
  const ready = migrate(db, migrations).then(() => db);
  const later =
    <A extends unknown[], R>(fn: (db: SqlDb, ...args: A) => Promise<R>) =>
    async (...args: A) =>
      fn(await ready, ...args);
  return {
    dialect: 'sqlite',
    all: later((d, sql: string, params?: readonly SqlValue[]) => d.all(sql, params)) as SqlDb['all'],
    get: later((d, sql: string, params?: readonly SqlValue[]) => d.get(sql, params)) as SqlDb['get'],
    run: later((d, sql: string, params?: readonly SqlValue[]) => d.run(sql, params)),
    exec: later((d, sql: string) => d.exec(sql)),
    transaction: (<T>(fn: (tx: SqlDb) => Promise<T>) => ready.then((d) => d.transaction(fn))) as SqlDb['transaction'],
    close: () => db.close(),
  };
}
