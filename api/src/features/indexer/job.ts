/**
 * The ledger-state indexer (issue 13): streams the whole state of one validated ledger with
 * rippled `ledger_data` (JSON, paged by `marker`), aggregates it ({@link StateAggregator}) and
 * stores the rich list, cohorts and token directory in SQLite with the ledger they describe.
 *
 * - Ledger: the newest whose full state the node serves: `server_info.info.state_ledgers` (the
 *   LedgerLens replay's list of recorded full-state ledgers) when present, else `validated`.
 * - Runs at start and every `intervalMs` (`INDEX_INTERVAL`, default 1 h); two runs never overlap.
 * - A page that fails upstream is retried from the same `marker` with backoff (the run resumes
 *   where it stopped; the objects already aggregated are kept); after `maxRetries` the run fails.
 *   A malformed object fails the run with its reason. Either way the old results keep serving.
 * - Progress: objects, objects per second, and the percent of the key space passed (markers are
 *   256-bit keys in order, so the marker's position in the key space estimates the share done).
 */
import type Database from 'better-sqlite3';
import { dropsToXrp, knownAddressDetails, rippleTimeToIso, type IndexStatus, type IndexedLedger, type RichList, type Token } from '@ledgerlens/shared/domain';
import type { XrplGateway } from '../../gateway';
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
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const KEYSPACE = 2n ** 256n;

/** Percent of the 256-bit key space before `marker` (0–100, one decimal). */
export function markerPercent(marker: string | undefined): number | null {
  if (!marker || !/^[0-9A-Fa-f]{64}$/.test(marker)) return null;
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

/** Runs, stores and reports ledger-state index runs. */
export class IndexerJob {
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private progress = { objects: 0, started: 0, percent: null as number | null, ledger: null as IndexedLedger | null };
  private lastError: string | null = null;
  private lastCompleted: string | null = null;
  private state: IndexStatus['state'] = 'idle';
  /** Runs finished since start, by outcome (for `/api/metrics`). */
  readonly runs = { completed: 0, failed: 0 };
  /** When the last run completed, milliseconds since the epoch (null before any). */
  lastCompletedAtMs: number | null = null;
  private readonly log: (m: string) => void;
  private readonly now: () => number;

  constructor(
    private readonly xrpl: XrplGateway,
    private readonly db: Database.Database | null,
    private readonly options: IndexerOptions = {},
  ) {
    this.log = options.log ?? (() => undefined);
    this.now = options.now ?? Date.now;
  }

  /** Runs now, then every `intervalMs`. */
  start(): void {
    void this.run();
    const interval = this.options.intervalMs ?? 3_600_000;
    if (interval > 0) {
      this.timer = setInterval(() => void this.run(), interval);
      this.timer.unref?.();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One run; resolves when it ended (a call while a run is in progress joins that run). */
  run(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.runOnce().finally(() => {
      this.running = null;
    });
    return this.running;
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
      try {
        return await this.xrpl.request<Json>(command);
      } catch (err) {
        if (attempt >= maxRetries) throw err;
        const delay = (this.options.retryDelayMs ?? 1000) * 2 ** attempt;
        this.log(`[indexer] ${what} failed (${(err as Error).message}); ${then} in ${delay} ms`);
        await sleep(delay);
      }
    }
  }

  private async runOnce(): Promise<void> {
    const started = this.now();
    this.state = 'running';
    this.progress = { objects: 0, started, percent: 0, ledger: null };
    const agg = new StateAggregator(this.options.topAccounts ?? DEFAULT_TOP_ACCOUNTS);
    try {
      const target = await this.targetLedger();
      let marker: string | undefined;
      let ledgerIndex: number | undefined;
      let header: Json = {};
      let lastLog = started;
      do {
        const result = await this.page(ledgerIndex ?? target, marker);
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
      this.store(result);
      this.lastCompleted = new Date(this.now()).toISOString();
      this.lastCompletedAtMs = this.now();
      this.runs.completed += 1;
      this.lastError = null;
      this.state = 'idle';
      this.log(`[indexer] ledger ${ledgerIndex} indexed: ${agg.accounts} accounts, ${agg.objects} objects in ${((this.now() - started) / 1000).toFixed(1)} s (${this.objectsPerSecond()} objects/s)`);
    } catch (err) {
      this.lastError = (err as Error).message;
      this.state = 'failed';
      this.runs.failed += 1;
      this.log(`[indexer] run failed: ${this.lastError}; the previous results keep serving`);
    }
  }

  private objectsPerSecond(): number | null {
    const seconds = (this.now() - this.progress.started) / 1000;
    return seconds > 0 ? Math.round(this.progress.objects / seconds) : null;
  }

  private store(result: IndexResult): void {
    this.memory = result;
    if (!this.db) return;
    const write = this.db.transaction(() => {
      this.db!
        .prepare('INSERT OR REPLACE INTO index_results (ledger_index, close_time, completed_at, synthetic, objects, rich_list, tokens) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(result.ledger.ledgerIndex, result.ledger.closeTimeHuman, new Date(this.now()).toISOString(), result.ledger.synthetic ? 1 : 0, result.objects, JSON.stringify(result.richList), JSON.stringify(result.tokens));
      this.db!.prepare('DELETE FROM index_results WHERE completed_at NOT IN (SELECT completed_at FROM index_results ORDER BY completed_at DESC LIMIT 2)').run();
    });
    write();
  }

  /** Results without a database (or before the first read). */
  private memory: IndexResult | null = null;

  /** The newest completed result (from SQLite when there is one), null before any run completed. */
  latest(): IndexResult | null {
    if (this.db) {
      const row = this.db.prepare('SELECT ledger_index, objects, rich_list, tokens FROM index_results ORDER BY completed_at DESC LIMIT 1').get() as
        | { ledger_index: number; objects: number; rich_list: string; tokens: string }
        | undefined;
      if (row) {
        if (this.memory && this.memory.ledger.ledgerIndex === row.ledger_index && this.memory.objects === row.objects) return this.memory;
        const richList = JSON.parse(row.rich_list) as RichList;
        this.memory = { ledger: richList.summary.ledger, richList, tokens: JSON.parse(row.tokens) as Token[], objects: row.objects };
      }
    }
    return this.memory;
  }

  /** `GET /api/index/status`. */
  status(): IndexStatus {
    const latest = this.latest();
    return {
      state: this.state,
      ledger: this.state === 'running' ? this.progress.ledger : (latest?.ledger ?? null),
      objectsPerSecond: this.objectsPerSecond(),
      percent: this.progress.percent,
      objects: this.progress.objects,
      lastError: this.lastError,
      lastCompleted: this.lastCompleted,
    };
  }
}
