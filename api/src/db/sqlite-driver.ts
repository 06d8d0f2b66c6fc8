/**
 * The SQLite connection under {@link SqliteDb}: Node's built-in `node:sqlite` (`DatabaseSync`) where
 * the running Node has it without a flag (22.13+, 23.4+, 24), else `better-sqlite3` (Node 20).
 *
 * Why both: `better-sqlite3` up to 12 subclasses the raw `node::ObjectWrap`, whose destructor on
 * Node 24 asserts the environment still exists, so a statement collected at exit aborts the process
 * (`Assertion failed: (env) != nullptr`, WiseLibs/better-sqlite3#1515); its 13th version needs Node
 * 22. The built-in module needs nothing compiled, so on Node 22+ the native package is not loaded at
 * all; on Node 20 it is the only SQLite there is.
 */
import { createRequire } from 'node:module';

/** A prepared statement: positional parameters only. */
export interface SqliteStatement {
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
  run(...params: unknown[]): { changes: number | bigint };
}

/** What {@link SqliteDb} calls on a connection; both drivers have it. */
export interface SqliteConnection {
  /** `node:sqlite` or `better-sqlite3`. */
  readonly driver: 'node:sqlite' | 'better-sqlite3';
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  close(): void;
  /** False once closed. */
  readonly open: boolean;
}

/** The `DatabaseSync` class of `node:sqlite`, when this Node has the module without a flag. */
type DatabaseSyncClass = new (file: string) => { prepare(sql: string): SqliteStatement; exec(sql: string): void; close(): void };

function builtInSqlite(): DatabaseSyncClass | undefined {
  const [major, minor] = process.versions.node.split('.').map(Number);
  // Unflagged in 22.13 and 23.4; earlier 22.x needed --experimental-sqlite.
  if (major < 22 || (major === 22 && minor < 13) || (major === 23 && minor < 4)) return undefined;
  // Through getBuiltinModule (Node 20.16+): no module resolution, so test runners' registries
  // (which may not list prefix-only built-ins) are not in the way.
  const mod = (process as unknown as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule?.('node:sqlite') as { DatabaseSync?: DatabaseSyncClass } | undefined;
  return mod?.DatabaseSync;
}

/** Rows as plain objects (node:sqlite gives null-prototype ones). */
const plain = (row: unknown) => (row && typeof row === 'object' ? { ...(row as object) } : row);

/**
 * Opens an SQLite connection to `file` (a path, or `:memory:`) with the driver this Node has (see
 * the module comment). Does not set pragmas. @throws the driver's error when the file cannot be opened.
 */
export function openSqliteConnection(file: string): SqliteConnection {
  const DatabaseSync = builtInSqlite();
  if (DatabaseSync) {
    const db = new DatabaseSync(file);
    let open = true;
    return {
      driver: 'node:sqlite',
      prepare: (sql) => {
        const statement = db.prepare(sql);
        return {
          all: (...params) => statement.all(...params).map(plain),
          get: (...params) => plain(statement.get(...params)),
          run: (...params) => statement.run(...params),
        };
      },
      exec: (sql) => db.exec(sql),
      close: () => {
        if (open) db.close();
        open = false;
      },
      get open() {
        return open;
      },
    };
  }
  // Loaded only here: on Node 22+ the native package is never required.
  const Database = createRequire(__filename)('better-sqlite3') as new (file: string) => {
    prepare(sql: string): SqliteStatement;
    exec(sql: string): void;
    close(): void;
    readonly open: boolean;
  };
  const db = new Database(file);
  return {
    driver: 'better-sqlite3',
    prepare: (sql) => db.prepare(sql),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    get open() {
      return db.open;
    },
  };
}
