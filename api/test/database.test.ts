import { mkdtempSync, writeFileSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASE_FILE, migrate, openDatabase } from '../src/db/database';
import type { Migration } from '../src/db/migrations';
import type { SqliteDb } from '../src/db/sql';

const raw = (db: unknown) => (db as SqliteDb).raw;

const samples: Migration[] = [
  { id: 101, name: 'samples', up: (db) => db.exec('CREATE TABLE samples (t INTEGER PRIMARY KEY, price TEXT)') },
  { id: 201, name: 'runs', up: (db) => db.exec('CREATE TABLE runs (id INTEGER PRIMARY KEY)') },
];

describe('openDatabase', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'll-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the file in WAL mode and applies each migration once, keeping data across reopen', async () => {
    const first = await openDatabase({ dir, migrations: samples });
    if (!first.ok) throw new Error(first.error);
    expect(first.applied).toEqual([101, 201]);
    expect(raw(first.db).prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    await first.db.run('INSERT INTO samples VALUES (?, ?)', [1, '0.5']);
    await first.db.close();

    const again = await openDatabase({ dir, migrations: samples });
    if (!again.ok) throw new Error(again.error);
    expect(again.applied).toEqual([]);
    expect(await again.db.get('SELECT price FROM samples')).toEqual({ price: '0.5' });
    await again.db.close();
  });

  it('reports a corrupt file instead of throwing', async () => {
    writeFileSync(path.join(dir, DATABASE_FILE), Buffer.alloc(8192, 7));
    const state = await openDatabase({ dir, migrations: samples });
    expect(state.ok).toBe(false);
    if (!state.ok) expect(state.error).toMatch(/ledgerlens\.sqlite is not usable/);
  });

  it('reports an unwritable directory instead of throwing', async () => {
    if (process.getuid?.() === 0) {
      // root ignores permissions: use a path under a regular file instead
      const file = path.join(dir, 'plain');
      writeFileSync(file, 'x');
      const state = await openDatabase({ dir: path.join(file, 'sub'), migrations: samples });
      expect(state.ok).toBe(false);
      return;
    }
    chmodSync(dir, 0o500);
    const state = await openDatabase({ dir: path.join(dir, 'sub'), migrations: samples });
    expect(state.ok).toBe(false);
  });

  it('DATABASE_URL: an unreachable PostgreSQL server or a URL that is not postgres:// is reported, not thrown, password hidden', async () => {
    const down = await openDatabase({ dir, url: 'postgres://ll:secret@127.0.0.1:1/ledgerlens' });
    expect(down.ok).toBe(false);
    if (!down.ok) {
      expect(down.error).toMatch(/^Database postgres:\/\/ll:\*\*\*@127\.0\.0\.1:1\/ledgerlens is not usable \(.+\); features that persist data are off$/);
      expect(down.error).not.toContain('secret');
    }
    const wrong = await openDatabase({ dir, url: 'mysql://127.0.0.1/ledgerlens' });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error).toMatch(/DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//);
  });

  it('rejects duplicate migration ids and rolls back a failing migration', async () => {
    const state = await openDatabase({ dir: ':memory:', migrations: [] });
    if (!state.ok) throw new Error(state.error);
    await expect(migrate(state.db, [samples[0], { ...samples[1], id: 101 }])).rejects.toThrow(/Duplicate migration id 101/);
    const failing: Migration = { id: 150, name: 'bad', up: async (db) => { await db.exec('CREATE TABLE half (x)'); throw new Error('boom'); } };
    await expect(migrate(state.db, [failing])).rejects.toThrow('boom');
    expect(await state.db.get("SELECT name FROM sqlite_master WHERE name = 'half'")).toBeUndefined();
    expect(await state.db.get('SELECT COUNT(*) AS n FROM schema_migrations')).toEqual({ n: 0 });
  });
});
