/**
 * The storage tests run against both databases: SQLite always, PostgreSQL when
 * `TEST_DATABASE_URL=postgres://…` is set (`.ci/run` starts a throw-away cluster with
 * `scripts/pg-test-cluster.sh` and sets it). Without it the PostgreSQL suites are skipped, and say
 * so: a skipped test named after the variable, and one warning per test file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../src/db/database';
import type { Migration } from '../../src/db/migrations';
import { PostgresDb, type SqlDb } from '../../src/db/sql';

/** One database for a test: open as many connections (= API instances) to it as needed. */
export interface TestDatabase {
  /** A new, migrated connection (pool) to the same database. */
  connect(migrations?: readonly Migration[]): Promise<SqlDb>;
  /** Closes every connection and deletes the database. */
  dispose(): Promise<void>;
}

export interface Backend {
  name: 'SQLite' | 'PostgreSQL';
  /** A fresh, empty database (a temp folder; a new schema on PostgreSQL). */
  create(): TestDatabase;
}

const url = process.env.TEST_DATABASE_URL?.trim();

const sqlite: Backend = {
  name: 'SQLite',
  create() {
    const dir = mkdtempSync(join(tmpdir(), 'll-store-'));
    const open: SqlDb[] = [];
    return {
      async connect(migrations) {
        const state = await openDatabase({ dir, migrations });
        if (!state.ok) throw new Error(state.error);
        open.push(state.db);
        return state.db;
      },
      async dispose() {
        await Promise.all(open.map((d) => d.close()));
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

const postgres: Backend = {
  name: 'PostgreSQL',
  create() {
    const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const open: SqlDb[] = [];
    return {
      async connect(migrations) {
        const state = await openDatabase({ dir: '', url, schema, migrations });
        if (!state.ok) throw new Error(state.error);
        open.push(state.db);
        return state.db;
      },
      async dispose() {
        await Promise.all(open.map((d) => d.close()));
        const admin = new PostgresDb({ url: url!, max: 1 });
        await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.close();
      },
    };
  },
};

let warned = false;

/**
 * `describe`s `body` once per database: SQLite, and PostgreSQL when `TEST_DATABASE_URL` is set
 * (else a visible skip).
 */
export function describeBackends(title: string, body: (backend: Backend) => void): void {
  describe(`${title} [SQLite]`, () => body(sqlite));
  if (url) {
    describe(`${title} [PostgreSQL]`, () => body(postgres));
  } else {
    if (!warned) {
      warned = true;
      console.warn('PostgreSQL storage tests skipped: set TEST_DATABASE_URL=postgres://… (scripts/pg-test-cluster.sh start) to run them');
    }
    describe(`${title} [PostgreSQL]`, () => {
      it.skip('skipped: TEST_DATABASE_URL is not set (scripts/pg-test-cluster.sh start prints it)', () => undefined);
    });
  }
}
