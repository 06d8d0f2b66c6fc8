/**
 * Child process of `bench/indexer.mjs`: runs one ledger-state indexer pass (the API's
 * `IndexerJob`, no database) against the node at `BENCH_NODE_URL` and prints one JSON line with the
 * wall time, objects, objects per second and this process's peak RSS (`VmHWM`).
 */
import { readFileSync } from 'node:fs';
import { XrplClientGateway } from '../api/src/gateway';
import { IndexerJob } from '../api/src/features/indexer/job';

function peakRssBytes(): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) * 1024 : process.memoryUsage().rss;
}

async function main(): Promise<void> {
  const gateway = new XrplClientGateway(process.env.BENCH_NODE_URL ?? 'ws://127.0.0.1:6006', { timeoutMs: 60_000 });
  const job = new IndexerJob(gateway, null, { log: (m) => process.stderr.write(`${m}\n`) });
  const started = performance.now();
  await job.run();
  const seconds = (performance.now() - started) / 1000;
  const status = job.status();
  const latest = job.latest();
  await gateway.close();
  process.stdout.write(
    `${JSON.stringify({ ok: status.state === 'idle', error: status.lastError, seconds, objects: status.objects, objectsPerSecond: status.objects / seconds, accounts: latest?.richList.summary.accounts ?? null, synthetic: latest?.ledger.synthetic ?? false, peakRssBytes: peakRssBytes() })}\n`,
  );
}

void main();
