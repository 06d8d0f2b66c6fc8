/**
 * The ledger-state indexer: streams the whole state of one validated ledger with
 * rippled `ledger_data` (JSON, paged by `marker`), aggregates it ({@link StateAggregator}) and
 * stores the rich list, cohorts and token directory in SQLite with the ledger they describe.
 *
 * - Ledger: the newest whose full state the node serves: `server_info.info.state_ledgers` (the
 *   LedgerLens replay's list of recorded full-state ledgers) when present, else `validated`.
 * - One run per `intervalMs` (`INDEX_INTERVAL`, default 1 h) across every API instance on the
 *   database: a run needs the database lease `indexer` ({@link Lease}, `INDEX_LEASE_MS`, default
 *   30 s), renewed while it runs; each instance checks every min(interval, lease) whether a run is
 *   due (none started within the interval, or the one running lost its holder: the lease expired)
 *   and then takes the lease. Two runs never overlap, on one instance or across instances.
 * - The run state (state, ledger, objects, percent, error, holder) is stored in the database
 *   (`index_run`, written by the holder at each renewal), and {@link IndexerJob.status} reads it:
 *   every instance reports the same run.
 * - A page that fails upstream is retried from the same `marker` with backoff (the run resumes
 *   where it stopped; the objects already aggregated are kept); after `maxRetries` the run fails.
 *   A malformed object fails the run with its reason. Either way the old results keep serving.
 * - Progress: objects, objects per second, and the percent of the key space passed (markers are
 *   256-bit keys in order, so the marker's position in the key space estimates the share done).
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { dropsToXrp, knownAddressDetails, rippleTimeToIso, type IndexStatus, type IndexedLedger, type RichList, type Token, isHex64 } from '@ledgerlens/shared/domain';
import type { XrplGateway } from '../../gateway';
import { memoryDatabase } from '../../db/database';
import { Lease } from '../../db/lease';
import type { SqlDb } from '../../db/sql';
import { COHORT_BOUNDS_XRP, StateAggregator } from './aggregate';

/** Total XRP ever created, drops (burned = this − `total_coins`). */
export const INITIAL_DROPS = 100_000_000_000n * 1_000_000n;
/** Accounts kept in the rich list. */
export const DEFAULT_TOP_ACCOUNTS = 10_000;
/** Objects per `ledger_data` page requested. */
export const PAGE_LIMIT = 2048;

/** What a completed run stores (and the routes serve). */
export interface IndexResult {
  ledger: IndexedLedger;
  richList: RichList;
  /** Tokens without market figures (added at request time). */
  tokens: Token[];
  objects: number;
}

/** Options of {@link IndexerJob}. */
export interface IndexerOptions {
  intervalMs?: number;
  topAccounts?: number;
  pageLimit?: number;
  maxRetries?: number;
  retryDelayMs?: number;
  log?: (message: string) => void;
  now?: () => number;
  /** Marks results built from the synthetic benchmark state. */
  synthetic?: boolean;
  /** Lease time-to-live, ms (`INDEX_LEASE_MS`, default {@link DEFAULT_LEASE_MS}); renewed every third of it. */
  leaseMs?: number;
  /** This instance's name as lease holder (`INSTANCE_ID`; default `<hostname>:<pid>:<random>`). */
  instanceId?: string;
}

/** Default lease time-to-live, ms: a dead holder's run is taken over within about twice this. */
export const DEFAULT_LEASE_MS = 30_000;
/** Name of the lease and of the run-state row. */
const LEASE_NAME = 'indexer';
const RUN_NAME = 'ledger-state';

/** The shared run state as stored (`index_run`). */
interface RunRow {
  run_id: string;
  holder: string;
  state: IndexStatus['state'];
  ledger: string | null;
  objects: number;
  percent: number | null;
  started_at: number;
  updated_at: number;
  finished_at: number | null;
  last_error: string | null;
  last_completed: string | null;
}

/** Thrown inside a run that must end without writing (the instance "died" in a test, or lost its lease). */
class RunAbandoned extends Error {}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const KEYSPACE = 2n ** 256n;

/** Percent of the 256-bit key space before `marker` (0–100, one decimal). */
export function markerPercent(marker: string | undefined): number | null {
  if (!marker || !isHex64(marker)) return null;
  return Math.round(Number((BigInt(`0x${marker}`) * 1000n) / KEYSPACE)) / 10;
}

/** Share of circulating supply in percent, 4 decimals, from drops. */
function share(drops: bigint, circulating: bigint): number {
  return circulating > 0n ? Number((drops * 100_000_000n) / circulating) / 1_000_000 : 0;
}

/** The stored result of an aggregation over `ledger`. */
export function buildResult(agg: StateAggregator, ledger: IndexedLedger, totalCoinsDrops: bigint, nowIso: string): IndexResult {
  const escrowed = agg.escrowDrops;
  const circulating = totalCoinsDrops - escrowed;
  const accounts = agg.top.map((t, i) => {
    const escrow = agg.escrowByOwner.get(t.account);
    const supply = t.balanceDrops + (escrow ?? 0n);
    const known = knownAddressDetails(t.account);
    const domain = agg.domains.get(t.account);
    const row: RichList['accounts'][number] = {
      rank: i + 1,
      account: t.account,
      verified: Boolean(known?.verified),
      balanceXrp: dropsToXrp(t.balanceDrops.toString()),
      escrowXrp: escrow === undefined ? null : dropsToXrp(escrow.toString()),
      supplyXrp: dropsToXrp(supply.toString()),
      shareOfCirculating: share(supply, circulating),
    };
    if (domain) row.domain = domain;
    if (known?.label) {
      row.label = known.label;
      row.displayName = known.label;
    } else if (domain) row.displayName = domain;
    return row;
  });
  const distribution = COHORT_BOUNDS_XRP.map((bound, i) => ({
    label: i === 0 ? `≥ ${bound.toLocaleString('en-US')} XRP` : bound === 0 ? `< ${COHORT_BOUNDS_XRP[i - 1].toLocaleString('en-US')} XRP` : `${bound.toLocaleString('en-US')} – ${COHORT_BOUNDS_XRP[i - 1].toLocaleString('en-US')} XRP`,
    totalXrp: dropsToXrp(agg.cohortDrops[i].toString()),
    percentageOfCirculating: share(agg.cohortDrops[i], circulating),
    accountCount: agg.cohortCounts[i],
  }));
  const richList: RichList = {
    summary: {
      circulatingSupply: dropsToXrp(circulating.toString()),
      escrowedSupply: dropsToXrp(escrowed.toString()),
      burnedSupply: dropsToXrp((INITIAL_DROPS - totalCoinsDrops).toString()),
      totalSupply: dropsToXrp(totalCoinsDrops.toString()),
      topAccounts: accounts.length,
      lastUpdatedISO: ledger.closeTimeHuman,
      accounts: agg.accounts,
      ledger,
    },
    accounts,
    distribution,
  };
  void nowIso;
  const tokens: Token[] = [...agg.tokens.values()].map((t) => {
    const token: Token = {
      currency: t.currency,
      issuer: t.issuer,
      name: knownAddressDetails(t.issuer)?.label ?? t.currency,
      priceUsd: null,
      priceChange24h: null,
      volume24h: null,
      marketCapUsd: null,
      trustlines: t.trustlines,
      holders: t.holders,
      totalSupply: t.obligations,
    };
    const domain = agg.domains.get(t.issuer);
    if (domain) token.domain = domain;
    return token;
  });
  return { ledger, richList, tokens, objects: agg.objects };
}

/** Runs, stores and reports ledger-state index runs (see the module comment). */
export class IndexerJob {
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private progress = { objects: 0, started: 0, percent: null as number | null, ledger: null as IndexedLedger | null };
  private lastError: string | null = null;
  private lastCompleted: string | null = null;
  private state: IndexStatus['state'] = 'idle';
  /** Set by {@link stop} (graceful) or {@link abandon} (a simulated crash): the run in progress ends at its next page. */
  private stopped = false;
  private abandoned = false;
  /** The lease was found taken by another instance during our run: that run ends without storing. */
  private leaseLost = false;
  private runId: string | null = null;
  /** Runs finished by this instance since start, by outcome (for `/api/metrics`). */
  readonly runs = { completed: 0, failed: 0 };
  /** When this instance's last run completed, milliseconds since the epoch (null before any). */
  lastCompletedAtMs: number | null = null;
  /** This instance's name as lease holder. */
  readonly instance: string;
  private readonly db: SqlDb;
  private readonly lease: Lease;
  private readonly log: (m: string) => void;
  private readonly now: () => number;

  /**
   * @param db the API's database; null (it could not be opened): an in-memory SQLite database
   *   (this instance alone, results lost at exit).
   */
  constructor(
    private readonly xrpl: XrplGateway,
    db: SqlDb | null,
    private readonly options: IndexerOptions = {},
  ) {
    this.log = options.log ?? (() => undefined);
    this.now = options.now ?? Date.now;
    this.db = db ?? memoryDatabase();
    this.instance = options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.lease = new Lease(this.db, LEASE_NAME, this.instance, this.leaseMs, this.now);
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  private get intervalMs(): number {
    return this.options.intervalMs ?? 3_600_000;
  }

  /** Checks now, then every min(interval, lease time-to-live), whether a run is due, and runs it when this instance gets the lease. */
  start(): void {
    this.stopped = false;
    void this.tick();
    const interval = this.intervalMs;
    if (interval > 0) {
      this.timer = setInterval(() => void this.tick(), Math.min(interval, this.leaseMs));
      this.timer.unref?.();
    }
  }

  /** Stops the checks; a run in progress ends at its next page and gives the lease up (another instance may take over at once). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * What a crashed process leaves behind (tests): timers and lease renewals stop, the run in
   * progress ends without writing anything, and the lease stays taken until it expires.
   */
  abandon(): void {
    this.abandoned = true;
    this.stop();
    this.stopHeartbeat();
  }

  /** One check: runs when a run is due (see {@link due}) and this instance gets the lease. Never rejects. */
  async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    try {
      if (!(await this.due())) return;
    } catch (err) {
      this.log(`[indexer] cannot read the run state (${(err as Error).message}); trying again later`);
      return;
    }
    await this.runLeased(true);
  }

  /**
   * One run now, when no other instance holds the lease; resolves when it ended (a call while this
   * instance runs joins that run; when another instance runs, resolves at once without running).
   */
  run(): Promise<void> {
    return this.runLeased(false);
  }

  private runLeased(onlyIfDue: boolean): Promise<void> {
    if (this.running) return this.running;
    this.running = this.leased(onlyIfDue).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * True when a run should start: none ever ran; the stored run is `running` but its holder
   * stopped renewing the lease (it died: take over) or is this instance; or the last run started
   * at least `intervalMs` ago.
   */
  async due(): Promise<boolean> {
    const row = await this.db.get<Pick<RunRow, 'state' | 'started_at'>>('SELECT state, started_at FROM index_run WHERE name = ?', [RUN_NAME]);
    if (!row) return true;
    if (row.state === 'running') {
      const lease = await this.lease.current();
      return !lease || lease.expiresAt <= this.now() || lease.holder === this.instance;
    }
    return this.now() - Number(row.started_at) >= this.intervalMs;
  }

  private async leased(onlyIfDue: boolean): Promise<void> {
    try {
      if (!(await this.lease.acquire())) {
        this.log('[indexer] another instance holds the index lease; not running');
        return;
      }
      // Checked again under the lease: another instance may have run since our first check.
      if (onlyIfDue && !(await this.due())) {
        await this.lease.release();
        return;
      }
    } catch (err) {
      this.log(`[indexer] cannot take the index lease (${(err as Error).message}); trying again later`);
      return;
    }
    this.leaseLost = false;
    try {
      await this.runOnce();
    } finally {
      this.stopHeartbeat();
      if (!this.abandoned && !this.leaseLost) await this.lease.release().catch(() => undefined);
    }
  }

  /** Renews the lease and writes the progress, every third of the lease's time-to-live (at most every 5 s). */
  private startHeartbeat(runId: string): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => void this.beat(runId), Math.min(Math.max(50, Math.floor(this.leaseMs / 3)), 5_000));
    this.heartbeat.unref?.();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private async beat(runId: string): Promise<void> {
    if (this.abandoned) return;
    try {
      if (!(await this.lease.renew())) {
        this.leaseLost = true;
        this.log('[indexer] the index lease was taken by another instance (ours expired); this run stops without storing');
        return;
      }
      await this.db.run('UPDATE index_run SET objects = ?, percent = ?, ledger = ?, updated_at = ? WHERE name = ? AND run_id = ?', [
        this.progress.objects,
        this.progress.percent,
        this.progress.ledger ? JSON.stringify(this.progress.ledger) : null,
        this.now(),
        RUN_NAME,
        runId,
      ]);
    } catch (err) {
      // The database is unreachable for a moment: the lease may expire, and another instance take over.
      this.log(`[indexer] cannot renew the index lease (${(err as Error).message})`);
    }
  }

  /** Ends the run when this instance died (test), stops, or lost its lease. */
  private checkAlive(): void {
    if (this.abandoned) throw new RunAbandoned('abandoned');
    if (this.leaseLost) throw new RunAbandoned('the index lease was taken by another instance');
    // Stopping (graceful shutdown): the lease is given up, and another instance takes the run over at once.
    if (this.stopped) throw new RunAbandoned('the API instance is stopping');
  }

  /** The newest ledger whose full state the node serves. */
  private async targetLedger(): Promise<number | 'validated'> {
    try {
      const info = obj((await this.xrpl.request<Json>({ command: 'server_info' })).info);
      const states = Array.isArray(info.state_ledgers) ? (info.state_ledgers as unknown[]).filter((n): n is number => typeof n === 'number') : [];
      if (states.length > 0) return Math.max(...states);
    } catch {
      // fall back to the validated ledger
    }
    return 'validated';
  }

  private page(ledger: number | 'validated', marker: string | undefined): Promise<Json> {
    return this.request({ command: 'ledger_data', ledger_index: ledger, limit: this.options.pageLimit ?? PAGE_LIMIT, binary: false, ...(marker ? { marker } : {}) }, `page at marker ${marker ?? '(start)'}`, 'resuming from that marker');
  }

  /** One upstream request, asked again with backoff when it fails (`maxRetries`, `retryDelayMs`). */
  private async request(command: Parameters<XrplGateway['request']>[0], what = String(command.command), then = 'asking again'): Promise<Json> {
    const maxRetries = this.options.maxRetries ?? 5;
    for (let attempt = 0; ; attempt += 1) {
      this.checkAlive();
      try {
        return await this.xrpl.request<Json>(command);
      } catch (err) {
        if (attempt >= maxRetries || this.stopped || this.abandoned) throw err;
        const delay = (this.options.retryDelayMs ?? 1000) * 2 ** attempt;
        this.log(`[indexer] ${what} failed (${(err as Error).message}); ${then} in ${delay} ms`);
        await sleep(delay);
      }
    }
  }

  /** Records the start of a run in the shared state (the previous error and completion stay until this run ends). */
  private async begin(runId: string, started: number): Promise<void> {
    await this.db.run(
      "INSERT INTO index_run (name, run_id, holder, state, ledger, objects, percent, started_at, updated_at) VALUES (?, ?, ?, 'running', NULL, 0, 0, ?, ?) ON CONFLICT (name) DO UPDATE SET run_id = excluded.run_id, holder = excluded.holder, state = 'running', ledger = NULL, objects = 0, percent = 0, started_at = excluded.started_at, updated_at = excluded.updated_at, finished_at = NULL",
      [RUN_NAME, runId, this.instance, started, started],
    );
  }

  private async runOnce(): Promise<void> {
    const started = this.now();
    const runId = randomUUID();
    this.runId = runId;
    this.state = 'running';
    this.progress = { objects: 0, started, percent: 0, ledger: null };
    const agg = new StateAggregator(this.options.topAccounts ?? DEFAULT_TOP_ACCOUNTS);
    try {
      await this.begin(runId, started);
      this.log(`[indexer] run ${runId} started by ${this.instance}`);
      this.startHeartbeat(runId);
      const target = await this.targetLedger();
      let marker: string | undefined;
      let ledgerIndex: number | undefined;
      let header: Json = {};
      let lastLog = started;
      do {
        const result = await this.page(ledgerIndex ?? target, marker);
        this.checkAlive();
        if (ledgerIndex === undefined) {
          ledgerIndex = Number(result.ledger_index);
          header = obj(result.ledger);
          const closeTime = Number(header.close_time);
          this.progress.ledger = { ledgerIndex, closeTimeHuman: Number.isFinite(closeTime) ? rippleTimeToIso(closeTime) : new Date(this.now()).toISOString(), ...(this.options.synthetic || header.ledgerlens_synthetic === true ? { synthetic: true } : {}) };
        }
        if (!Array.isArray(result.state)) throw new Error(`ledger_data answer without state at marker ${marker ?? '(start)'}`);
        for (const o of result.state) {
          if (!o || typeof o !== 'object') throw new Error(`malformed object at marker ${marker ?? '(start)'}`);
          agg.add(o as Json);
        }
        marker = typeof result.marker === 'string' ? result.marker : undefined;
        this.progress.objects = agg.objects;
        this.progress.percent = marker ? markerPercent(marker) : 100;
        if (this.now() - lastLog > 10_000) {
          lastLog = this.now();
          this.log(`[indexer] ledger ${ledgerIndex}: ${agg.objects} objects, ${this.objectsPerSecond()} objects/s, ${this.progress.percent ?? '?'}% of the key space`);
        }
      } while (marker);
      // Cohorts by liquid balance plus escrow: the escrow owners' balances the pass did not keep, at the same ledger.
      const liquidOf = new Map<string, bigint>();
      for (const account of agg.escrowOwnersWithoutLiquid()) {
        const info = obj((await this.request({ command: 'account_info', account, ledger_index: ledgerIndex })).account_data);
        if (typeof info.Balance !== 'string' || !/^\d+$/.test(info.Balance)) throw new Error(`account_info of escrow owner ${account} without a Balance`);
        liquidOf.set(account, BigInt(info.Balance));
      }
      agg.cohortsWithEscrow(liquidOf);
      const totalCoins = typeof header.total_coins === 'string' && /^\d+$/.test(header.total_coins) ? BigInt(header.total_coins) : agg.balanceDrops + agg.escrowDrops;
      const result = buildResult(agg, this.progress.ledger!, totalCoins, new Date(this.now()).toISOString());
      this.checkAlive();
      // Stored only while the lease is still ours: a holder that lost it (paused past its expiry) does not add a second run's results.
      if (!(await this.lease.renew())) {
        this.leaseLost = true;
        throw new RunAbandoned('the index lease was taken by another instance');
      }
      await this.store(result, runId);
      this.lastCompleted = new Date(this.now()).toISOString();
      this.lastCompletedAtMs = this.now();
      this.runs.completed += 1;
      this.lastError = null;
      this.state = 'idle';
      this.log(`[indexer] ledger ${ledgerIndex} indexed: ${agg.accounts} accounts, ${agg.objects} objects in ${((this.now() - started) / 1000).toFixed(1)} s (${this.objectsPerSecond()} objects/s)`);
    } catch (err) {
      this.lastError = (err as Error).message;
      this.state = 'failed';
      if (err instanceof RunAbandoned) {
        if (!this.abandoned) this.log(`[indexer] run ${runId} ended: ${this.lastError}`);
        return;
      }
      this.runs.failed += 1;
      this.log(`[indexer] run failed: ${this.lastError}; the previous results keep serving`);
      await this.db
        .run("UPDATE index_run SET state = 'failed', last_error = ?, objects = ?, percent = ?, updated_at = ?, finished_at = ? WHERE name = ? AND run_id = ?", [this.lastError, this.progress.objects, this.progress.percent, this.now(), this.now(), RUN_NAME, runId])
        .catch(() => undefined);
    } finally {
      this.stopHeartbeat();
    }
  }

  private objectsPerSecond(): number | null {
    const seconds = (this.now() - this.progress.started) / 1000;
    return seconds > 0 ? Math.round(this.progress.objects / seconds) : null;
  }

  /** Stores a completed run's results and marks the run done, in one transaction (the two newest results are kept). */
  private async store(result: IndexResult, runId: string): Promise<void> {
    const completedAt = new Date(this.now()).toISOString();
    await this.db.transaction(async (tx) => {
      this.checkAlive();
      await tx.run(
        'INSERT INTO index_results (ledger_index, close_time, completed_at, synthetic, objects, rich_list, tokens) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (completed_at) DO UPDATE SET ledger_index = excluded.ledger_index, close_time = excluded.close_time, synthetic = excluded.synthetic, objects = excluded.objects, rich_list = excluded.rich_list, tokens = excluded.tokens',
        [result.ledger.ledgerIndex, result.ledger.closeTimeHuman, completedAt, result.ledger.synthetic ? 1 : 0, result.objects, JSON.stringify(result.richList), JSON.stringify(result.tokens)],
      );
      await tx.run('DELETE FROM index_results WHERE completed_at NOT IN (SELECT completed_at FROM index_results ORDER BY completed_at DESC LIMIT 2)');
      await tx.run("UPDATE index_run SET state = 'idle', ledger = ?, objects = ?, percent = 100, updated_at = ?, finished_at = ?, last_error = NULL, last_completed = ? WHERE name = ? AND run_id = ?", [
        JSON.stringify(result.ledger),
        result.objects,
        this.now(),
        this.now(),
        completedAt,
        RUN_NAME,
        runId,
      ]);
    });
    this.memory = { key: completedAt, result };
  }

  /** The newest result read (keyed by its `completed_at`), parsed once. */
  private memory: { key: string; result: IndexResult } | null = null;
  private reading: Promise<IndexResult | null> | null = null;

  /**
   * The newest completed result in the database (any instance's run), null before any run
   * completed. The JSON is parsed once per stored result; concurrent calls share one query. When
   * the database cannot be read, the last result read keeps serving.
   */
  latest(): Promise<IndexResult | null> {
    this.reading ??= this.readLatest().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async readLatest(): Promise<IndexResult | null> {
    try {
      const row = await this.db.get<{ completed_at: string }>('SELECT completed_at FROM index_results ORDER BY completed_at DESC LIMIT 1');
      if (!row) return null;
      if (this.memory?.key === row.completed_at) return this.memory.result;
      const full = await this.db.get<{ objects: number; rich_list: string; tokens: string }>('SELECT objects, rich_list, tokens FROM index_results WHERE completed_at = ?', [row.completed_at]);
      if (!full) return this.memory?.result ?? null;
      const richList = JSON.parse(full.rich_list) as RichList;
      this.memory = { key: row.completed_at, result: { ledger: richList.summary.ledger, richList, tokens: JSON.parse(full.tokens) as Token[], objects: Number(full.objects) } };
      return this.memory.result;
    } catch (err) {
      this.log(`[indexer] cannot read the index results (${(err as Error).message}); serving the last read`);
      return this.memory?.result ?? null;
    }
  }

  /** This instance's own view of its runs (for `/api/metrics`): its run in progress or its last run. */
  localStatus(): IndexStatus {
    return {
      state: this.state,
      ledger: this.state === 'running' ? this.progress.ledger : (this.memory?.result.ledger ?? null),
      objectsPerSecond: this.objectsPerSecond(),
      percent: this.progress.percent,
      objects: this.progress.objects,
      lastError: this.lastError,
      lastCompleted: this.lastCompleted,
      runId: this.runId,
      instance: this.instance,
    };
  }

  /**
   * `GET /api/index/status`: the shared run state (`index_run`), the same on every instance. A run
   * marked `running` whose lease expired (its instance died) is reported `failed`, naming the
   * instance; another instance takes it over. Without a readable database: {@link localStatus}.
   */
  async status(): Promise<IndexStatus> {
    try {
      const [row, lease, latest] = await Promise.all([
        this.db.get<RunRow>('SELECT run_id, holder, state, ledger, objects, percent, started_at, updated_at, finished_at, last_error, last_completed FROM index_run WHERE name = ?', [RUN_NAME]),
        this.lease.current(),
        this.latest(),
      ]);
      if (!row) return { state: 'idle', ledger: latest?.ledger ?? null, objectsPerSecond: null, percent: null, objects: 0, lastError: null, lastCompleted: null, runId: null, instance: null, startedAt: null };
      const orphaned = row.state === 'running' && (!lease || lease.holder !== row.holder || lease.expiresAt <= this.now());
      const state = orphaned ? 'failed' : row.state;
      const seconds = (Number(row.updated_at) - Number(row.started_at)) / 1000;
      return {
        state,
        ledger: state === 'running' ? (row.ledger ? (JSON.parse(row.ledger) as IndexedLedger) : null) : (latest?.ledger ?? null),
        objectsPerSecond: seconds > 0 ? Math.round(Number(row.objects) / seconds) : null,
        percent: row.percent === null ? null : Number(row.percent),
        objects: Number(row.objects),
        lastError: orphaned ? `run ${row.run_id} stopped: instance ${row.holder} stopped renewing its lease at ${new Date(lease?.expiresAt ?? Number(row.updated_at)).toISOString()}; another instance takes it over` : row.last_error,
        lastCompleted: row.last_completed,
        runId: row.run_id,
        instance: row.holder,
        startedAt: new Date(Number(row.started_at)).toISOString(),
      };
    } catch (err) {
      return { ...this.localStatus(), lastError: `database unreadable (${(err as Error).message}); this instance's view` };
    }
  }
}
