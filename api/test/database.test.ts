import { mkdtempSync, writeFileSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASE_FILE, migrate, openDatabase } from '../src/db/database';
import type { Migration } from '../src/db/migrations';

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

  it('creates the file in WAL mode and applies each migration once, keeping data across reopen', () => {
    const first = openDatabase({ dir, migrations: samples });
    if (!first.ok) throw new Error(first.error);
    expect(first.applied).toEqual([101, 201]);
    expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal');
    first.db.prepare('INSERT INTO samples VALUES (?, ?)').run(1, '0.5');
    first.db.close();

    const again = openDatabase({ dir, migrations: samples });
    if (!again.ok) throw new Error(again.error);
    expect(again.applied).toEqual([]);
    expect(again.db.prepare('SELECT price FROM samples').get()).toEqual({ price: '0.5' });
    again.db.close();
  });

  it('reports a corrupt file instead of throwing', () => {
    writeFileSync(path.join(dir, DATABASE_FILE), Buffer.alloc(8192, 7));
    const state = openDatabase({ dir, migrations: samples });
    expect(state.ok).toBe(false);
    if (!state.ok) expect(state.error).toMatch(/ledgerlens\.sqlite is not usable/);
  });

  it('reports an unwritable directory instead of throwing', () => {
    if (process.getuid?.() === 0) {
      // root ignores permissions: use a path under a regular file instead
      const file = path.join(dir, 'plain');
      writeFileSync(file, 'x');
      const state = openDatabase({ dir: path.join(file, 'sub'), migrations: samples });
      expect(state.ok).toBe(false);
      return;
    }
    chmodSync(dir, 0o500);
    const state = openDatabase({ dir: path.join(dir, 'sub'), migrations: samples });
    expect(state.ok).toBe(false);
  });

  it('rejects duplicate migration ids and rolls back a failing migration', () => {
    const state = openDatabase({ dir: ':memory:', migrations: [] });
    if (!state.ok) throw new Error(state.error);
    expect(() => migrate(state.db, [samples[0], { ...samples[1], id: 101 }])).toThrow(/Duplicate migration id 101/);
    const failing: Migration = { id: 150, name: 'bad', up: (db) => { db.exec('CREATE TABLE half (x)'); throw new Error('boom'); } };
    expect(() => migrate(state.db, [failing])).toThrow('boom');
    expect(state.db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect(state.db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({ n: 0 });
  });
});
