/**
 * One small query layer over the API's two databases: SQLite (embedded, the default: Node's
 * `node:sqlite`, or `better-sqlite3` on Node 20, see `sqlite-driver.ts`) and PostgreSQL (`pg`, for many API instances on one database).
 *
 * SQL is written once, in the dialect both accept: `?` placeholders (rewritten to `$1, $2, …` for
 * PostgreSQL), `INSERT … ON CONFLICT … DO NOTHING / DO UPDATE` (never `INSERT OR …`), no
 * `RETURNING`-only features. Where a column type must differ (`REAL` is 4 bytes on PostgreSQL,
 * `INTEGER` 4 bytes), migrations ask {@link SqlDb.dialect}; where a query needs time arithmetic on
the ISO text times the tables store, {@link isoShiftedSql} writes it per dialect.
 *
 * Numbers: PostgreSQL `BIGINT`/`NUMERIC` values (e.g. `COUNT(*)`, ledger indexes, Unix ms) are
 * returned as JavaScript numbers, as SQLite returns them (all stored values are below 2^53).
 */
import pg from 'pg';
import type { SqliteConnection } from './sqlite-driver';

/** Which database a {@link SqlDb} talks to. */
export type SqlDialect = 'sqlite' | 'postgres';

/**
 * SQL for `column` (an ISO-8601 UTC text time as `Date.prototype.toISOString` writes it,
 * `YYYY-MM-DDTHH:MM:SS.sssZ`) moved by `seconds` (integer, negative = earlier), as text of the same
 * format, so it compares with other stored times as text does. `column` is inserted verbatim: pass
 * only a column name of the query, never input.
 */
export function isoShiftedSql(dialect: SqlDialect, column: string, seconds: number): string {
  if (!Number.isSafeInteger(seconds)) throw new Error(`isoShiftedSql: seconds must be an integer, got ${seconds}`);
  return dialect === 'sqlite'
    ? `strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, '${seconds} seconds')`
    : `to_char((${column}::timestamptz AT TIME ZONE 'UTC') + interval '${seconds} seconds', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A query parameter. */
export type SqlValue = string | number | bigint | boolean | null;

/** The async query interface every feature uses (see the module comment). */
export interface SqlDb {
  readonly dialect: SqlDialect;
  /** Every row of a query. */
  all<T = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** The first row of a query, or undefined. */
  get<T = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a statement; `changes` = rows inserted, updated or deleted. */
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  /** Runs statements without parameters (DDL; several separated by `;` allowed on both). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in one transaction on one connection (`tx`): committed when `fn` resolves, rolled back
   * (and the error rethrown) when it rejects. Transactions of one `SqlDb` run one after another.
   */
  transaction<T>(fn: (tx: SqlDb) => Promise<T>): Promise<T>;
  /** Closes the connection(s). */
  close(): Promise<void>;
}

/** Rewrites `?` placeholders to PostgreSQL's `$1, $2, …` (our SQL never has `?` inside a literal). */
export function toPostgresPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${(n += 1)}`);
}

/** A FIFO mutex: one holder at a time (transactions on SQLite's one connection). */
function mutex(): <T>(fn: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>) => {
    const result = tail.then(fn, fn);
    tail = result.catch(() => undefined);
    return result;
  };
}

const sqliteParams = (params: readonly SqlValue[]) => params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));

/** {@link SqlDb} over one SQLite connection (synchronous underneath; `sqlite-driver.ts`). */
export class SqliteDb implements SqlDb {
  readonly dialect = 'sqlite' as const;
  private readonly exclusive = mutex();

  constructor(readonly raw: SqliteConnection) {}

  async all<T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return this.raw.prepare(sql).all(...sqliteParams(params)) as T[];
  }

  async get<T>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return this.raw.prepare(sql).get(...sqliteParams(params)) as T | undefined;
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<{ changes: number }> {
    return { changes: Number(this.raw.prepare(sql).run(...sqliteParams(params)).changes) };
  }

  async exec(sql: string): Promise<void> {
    this.raw.exec(sql);
  }

  /** `BEGIN IMMEDIATE` (takes the file's write lock at once: other processes wait up to `busy_timeout`). */
  transaction<T>(fn: (tx: SqlDb) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      this.raw.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(this);
        this.raw.exec('COMMIT');
        return result;
      } catch (err) {
        // SQLite may have rolled back already (some errors end the transaction): nothing to undo then.
        try {
          this.raw.exec('ROLLBACK');
        } catch {
          // no transaction was open
        }
        throw err;
      }
    });
  }

  async close(): Promise<void> {
    if (this.raw.open) this.raw.close();
  }
}

/** PostgreSQL type ids returned as strings by `pg` that we want as numbers: int8, numeric. */
const NUMERIC_OIDS = new Set([20, 1700]);
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMERIC_OIDS.has(oid) && format !== 'binary' ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const pgParams = (params: readonly SqlValue[]) => params.map((p) => (typeof p === 'bigint' ? p.toString() : p));

/** Runs queries on a pool or on one checked-out client (inside a transaction). */
class PgQueries {
  readonly dialect = 'postgres' as const;
  constructor(protected readonly q: pg.Pool | pg.PoolClient) {}

  async all<T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return (await this.q.query(toPostgresPlaceholders(sql), pgParams(params))).rows as T[];
  }

  async get<T>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return (await this.all<T>(sql, params))[0];
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<{ changes: number }> {
    return { changes: (await this.q.query(toPostgresPlaceholders(sql), pgParams(params))).rowCount ?? 0 };
  }

  async exec(sql: string): Promise<void> {
    await this.q.query(sql);
  }
}

/** {@link SqlDb} inside a transaction: one client; nested `transaction` joins it. */
class PgTransaction extends PgQueries implements SqlDb {
  transaction<T>(fn: (tx: SqlDb) => Promise<T>): Promise<T> {
    return fn(this);
  }

  async close(): Promise<void> {
    /* the pool owns the client */
  }
}

/** Options of {@link PostgresDb}. */
export interface PostgresOptions {
  /** `postgres://user:password@host:port/database` (`DATABASE_URL`). */
  url: string;
  /** Schema to use (`search_path`); tests use a fresh one each. Default: the server's (`public`). */
  schema?: string;
  /** Pool size (default 10). */
  max?: number;
}

/** {@link SqlDb} over a `pg` Pool. */
export class PostgresDb extends PgQueries implements SqlDb {
  readonly pool: pg.Pool;

  constructor({ url, schema, max = 10 }: PostgresOptions) {
    const pool = new pg.Pool({
      connectionString: url,
      max,
      types: pgTypes,
      connectionTimeoutMillis: 5_000,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle client's error (server restarted) must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    super(pool);
    this.pool = pool;
  }

  async transaction<T>(fn: (tx: SqlDb) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(new PgTransaction(client));
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** True for a `postgres://` or `postgresql://` URL. */
export function isPostgresUrl(url: string | undefined): url is string {
  return typeof url === 'string' && /^postgres(ql)?:\/\//i.test(url.trim());
}
