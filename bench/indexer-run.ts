/**
 * Child process of `bench/indexer.mjs`: runs one ledger-state indexer pass (the API's
 * `IndexerJob`, with its lease, progress writes and result storage) against the node at
 * `BENCH_NODE_URL` and prints one JSON line with the wall time, objects, objects per second, this
 * process's peak RSS (`VmHWM`) and the database used.
 *
 * Database: `DATABASE_URL=postgres://…` → PostgreSQL, in a schema of its own
 * (`ledgerlens_bench_<pid>`, dropped at the end: the bench never touches the API's tables);
 * otherwise an in-memory SQLite database.
 */
import { readFileSync } from 'node:fs';
import { XrplClientGateway } from '../api/src/gateway';
import { IndexerJob } from '../api/src/features/indexer/job';
import { openDatabase } from '../api/src/db/database';
import { PostgresDb, isPostgresUrl } from '../api/src/db/sql';

function peakRssBytes(): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) * 1024 : process.memoryUsage().rss;
}

async function main(): Promise<void> {
  const gateway = new XrplClientGateway(process.env.BENCH_NODE_URL ?? 'ws://127.0.0.1:6006', { timeoutMs: 60_000 });
  const url = process.env.DATABASE_URL?.trim();
  const schema = `ledgerlens_bench_${process.pid}`;
  const database = await openDatabase(isPostgresUrl(url) ? { dir: '', url, schema } : { dir: ':memory:' });
  if (!database.ok) throw new Error(database.error);
  const job = new IndexerJob(gateway, database.db, { log: (m) => process.stderr.write(`${m}\n`) });
  const started = performance.now();
  await job.run();
  const seconds = (performance.now() - started) / 1000;
  const status = await job.status();
  const latest = await job.latest();
  await gateway.close();
  await database.db.close();
  if (isPostgresUrl(url)) {
    const admin = new PostgresDb({ url, max: 1 });
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.close();
  }
  process.stdout.write(
    `${JSON.stringify({ ok: status.state === 'idle', error: status.lastError, seconds, objects: status.objects, objectsPerSecond: status.objects / seconds, accounts: latest?.richList.summary.accounts ?? null, synthetic: latest?.ledger.synthetic ?? false, peakRssBytes: peakRssBytes(), database: database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite (in memory)' })}\n`,
  );
}

void main();
