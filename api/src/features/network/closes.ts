/**
 * DEX trades of every validated close the API follows, stored per close in the API's database
 * (tables `market_closes` and `token_closes`, migration 101; SQLite or PostgreSQL, shared by every
 * API instance on it), and the figures counted over
 * them: the XRP/USD price and volume of the last 24 h, each token's price, volume and 24 h change.
 *
 * Source per close: the expanded `ledger` (Offer fills and AMM swaps between XRP and the configured
 * USD books, {@link extractFills}) and rippled `book_changes` of the same ledger (each token's
 * trades against XRP, {@link tokenTradesOf}). Inserts are idempotent (`ON CONFLICT DO NOTHING`
 * keyed by the ledger index): a close seen twice (stream and a request, or two instances) counts
 * once, as the first writer stored it.
 *
 * Windows: the closes within 24 h of the newest stored close. `full24h` only when the stored closes
 * reach back 24 h (within {@link FULL_WINDOW_SLACK_MS}) with no ledger index missing; otherwise the window says what it covers.
 * Rows older than {@link RETAIN_MS} are deleted (a 24 h change needs the price 24 h back).
 */
import type { FigureWindow } from '@ledgerlens/shared/domain';
import { memoryDatabase } from '../../db/database';
import { isoShiftedSql, type SqlDb } from '../../db/sql';
import { DEFAULT_USD_BOOKS, vwap, type DexFill, type TokenTrades } from './dex';

/** 24 hours, milliseconds. */
export const DAY_MS = 86_400_000;
/** A window counts as 24 h when its first stored close is at most this much younger than end − 24 h (a few closes). */
export const FULL_WINDOW_SLACK_MS = 60_000;
/** Stored closes are kept this long (48 h: the 24 h window and the prices 24 h before it). */
export const RETAIN_MS = 2 * DAY_MS;

/** What is stored of one validated close. */
export interface CloseTrades {
  ledgerIndex: number;
  /** Close time, Unix milliseconds. */
  closeMs: number;
  /** XRP/USD fills of the close (may be empty: a close without trades still counts in the window). */
  fills: readonly DexFill[];
  /** Trades of tokens against XRP in the close, by `issuer/currency`; undefined when `book_changes` failed. */
  tokens?: ReadonlyMap<string, TokenTrades>;
}

/** The XRP/USD figures over a window of stored closes. */
export interface MarketWindow {
  window: FigureWindow | null;
  /** Σ USD ÷ Σ XRP of the fills; null without fills. */
  price: number | null;
  volumeUsd: number;
  /** Newest close with a fill, and its time (Unix ms). */
  newestTrade: { ledgerIndex: number; closeMs: number } | null;
  /** Ledger range of the closes with fills. */
  tradeRange: { first: number; last: number } | null;
  sources: Array<{ currency: string; issuer: string; label: string; volumeXrp: string; trades: number }>;
}

/** A token's figures over the window: XRP per token (volume-weighted), XRP volume, and its change in USD over 24 h. */
export interface TokenWindowFigures {
  drops: number;
  units: number;
  /** USD price in the newest close with trades and the USD price 24 h before it; change = null without both. */
  priceChange24h: number | null;
}

type BookTotals = Record<string, { drops: string; usd: number; trades: number }>;
interface CloseRow {
  ledger_index: number;
  close_time: string;
  trades: number;
  volume_drops: number;
  volume_usd: number;
  books: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** See the module comment. `db` null (the API's database could not be opened): an in-memory SQLite database. */
export class TradeStore {
  readonly db: SqlDb;

  constructor(db: SqlDb | null) {
    this.db = db ?? memoryDatabase();
  }

  /**
   * Stores one close (idempotent). `xrpUsd` is the XRP/USD price to store with its token trades
   * (the 24 h window's price at that close); computed from the stored closes when omitted.
   *
   * @returns true when the close was new (this writer stored it first).
   */
  async record(close: CloseTrades, xrpUsd?: number | null): Promise<boolean> {
    const books: BookTotals = {};
    let drops = 0n;
    let usd = 0;
    for (const f of close.fills) {
      const b = (books[f.book.label] ??= { drops: '0', usd: 0, trades: 0 });
      b.drops = (BigInt(b.drops) + f.drops).toString();
      b.usd += f.usd;
      b.trades += 1;
      drops += f.drops;
      usd += f.usd;
    }
    const time = iso(close.closeMs);
    const inserted =
      (
        await this.db.run('INSERT INTO market_closes (ledger_index, close_time, trades, volume_drops, volume_usd, books) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (ledger_index) DO NOTHING', [
          close.ledgerIndex,
          time,
          close.fills.length,
          drops,
          usd,
          JSON.stringify(books),
        ])
      ).changes > 0;
    if (close.tokens && close.tokens.size > 0) {
      const price = xrpUsd === undefined ? (await this.market(close.closeMs)).price : xrpUsd;
      await this.db.transaction(async (tx) => {
        for (const [token, t] of close.tokens!) {
          await tx.run('INSERT INTO token_closes (ledger_index, token, close_time, drops, units, xrp_usd) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (ledger_index, token) DO NOTHING', [close.ledgerIndex, token, time, t.drops, t.units, price]);
        }
      });
    }
    if (inserted) {
      const cutoff = iso(close.closeMs - RETAIN_MS);
      await this.db.run('DELETE FROM market_closes WHERE close_time < ?', [cutoff]);
      await this.db.run('DELETE FROM token_closes WHERE close_time < ?', [cutoff]);
    }
    return inserted;
  }

  /** True when the close is stored. */
  async has(ledgerIndex: number): Promise<boolean> {
    return (await this.db.get('SELECT ledger_index FROM market_closes WHERE ledger_index = ?', [ledgerIndex])) !== undefined;
  }

  /** Close time (Unix ms) of the newest stored close, or null. */
  async newestCloseMs(): Promise<number | null> {
    const row = await this.db.get<{ t: string | null }>('SELECT MAX(close_time) AS t FROM market_closes');
    return row?.t ? new Date(row.t).getTime() : null;
  }

  /** The stored closes within 24 h before `endMs` (default: the newest stored close), oldest first. */
  private async rows(endMs?: number | null): Promise<CloseRow[]> {
    const end = endMs ?? (await this.newestCloseMs());
    if (end === null) return [];
    const rows = await this.db.all<CloseRow>(
      'SELECT ledger_index, close_time, trades, volume_drops, volume_usd, books FROM market_closes WHERE close_time > ? AND close_time <= ? ORDER BY close_time, ledger_index',
      [iso(end - DAY_MS), iso(end)],
    );
    return rows.map((r) => ({ ...r, ledger_index: Number(r.ledger_index), trades: Number(r.trades) }));
  }

  /** The window of the stored closes within 24 h before `endMs` (default the newest); null when none. */
  async window(endMs?: number | null): Promise<FigureWindow | null> {
    return windowOf(await this.rows(endMs));
  }

  /** XRP/USD price, volume and books over the 24 h window ending at `endMs` (default the newest stored close). */
  async market(endMs?: number | null): Promise<MarketWindow> {
    const rows = await this.rows(endMs);
    const withTrades = rows.filter((r) => r.trades > 0);
    const perBook = new Map<string, { drops: bigint; usd: number; trades: number }>();
    for (const r of withTrades) {
      for (const [label, b] of Object.entries(JSON.parse(r.books) as BookTotals)) {
        const acc = perBook.get(label) ?? { drops: 0n, usd: 0, trades: 0 };
        perBook.set(label, { drops: acc.drops + BigInt(b.drops), usd: acc.usd + b.usd, trades: acc.trades + b.trades });
      }
    }
    const fills = [...perBook.values()].map((b) => ({ drops: b.drops, usd: b.usd }) as DexFill);
    const { price, volumeUsd } = vwap(fills);
    const newest = withTrades.at(-1);
    const indexes = withTrades.map((r) => r.ledger_index);
    return {
      window: windowOf(rows),
      price,
      volumeUsd,
      newestTrade: newest ? { ledgerIndex: newest.ledger_index, closeMs: new Date(newest.close_time).getTime() } : null,
      tradeRange: indexes.length ? { first: Math.min(...indexes), last: Math.max(...indexes) } : null,
      sources: DEFAULT_USD_BOOKS.map((book) => {
        const b = perBook.get(book.label);
        return { ...book, volumeXrp: (Number(b?.drops ?? 0n) / 1e6).toString(), trades: b?.trades ?? 0 };
      }),
    };
  }

  /**
   * Each token's trades against XRP over the 24 h window ending at `endMs` (default the newest stored
   * close), with its 24 h price change: the USD price (XRP per token × the stored XRP/USD price) of its
   * newest close with trades, against its newest close with trades at or before 24 h earlier (a
   * price holds until the next trade; at most {@link RETAIN_MS} before it). Null when either
   * price is unknown.
   */
  async tokens(endMs?: number | null): Promise<Map<string, TokenWindowFigures>> {
    const end = endMs ?? (await this.newestCloseMs());
    const out = new Map<string, TokenWindowFigures>();
    if (end === null) return out;
    // One query whatever the number of tokens: per token its window sums, its newest close with
    // trades at or before `end` (n) and its newest close in [n − RETAIN_MS, n − 24 h] (p), each
    // found through the (token, close_time) index.
    const shifted = (ms: number) => isoShiftedSql(this.db.dialect, 'n.close_time', -ms / 1000);
    const rows = await this.db.all<{ token: string; drops: number; units: number; now_drops: number; now_units: number; now_usd: number | null; then_drops: number | null; then_units: number | null; then_usd: number | null }>(
      `SELECT s.token, s.drops, s.units, n.drops AS now_drops, n.units AS now_units, n.xrp_usd AS now_usd, p.drops AS then_drops, p.units AS then_units, p.xrp_usd AS then_usd
       FROM (SELECT token, SUM(drops) AS drops, SUM(units) AS units FROM token_closes WHERE close_time > ? AND close_time <= ? GROUP BY token) s
       JOIN token_closes n ON n.token = s.token AND n.ledger_index = (
         SELECT x.ledger_index FROM token_closes x WHERE x.token = s.token AND x.close_time <= ? ORDER BY x.close_time DESC, x.ledger_index DESC LIMIT 1)
       LEFT JOIN token_closes p ON p.token = s.token AND p.ledger_index = (
         SELECT y.ledger_index FROM token_closes y WHERE y.token = s.token AND y.close_time <= ${shifted(DAY_MS)} AND y.close_time >= ${shifted(RETAIN_MS)}
         ORDER BY y.close_time DESC, y.ledger_index DESC LIMIT 1)`,
      [iso(end - DAY_MS), iso(end), iso(end)],
    );
    const usd = (drops: number | null, units: number | null, xrpUsd: number | null) => (drops !== null && units !== null && xrpUsd !== null && units > 0 ? (drops / 1e6 / units) * xrpUsd : null);
    for (const r of rows) {
      const a = usd(r.now_drops, r.now_units, r.now_usd);
      const b = usd(r.then_drops, r.then_units, r.then_usd);
      out.set(r.token, { drops: r.drops, units: r.units, priceChange24h: a !== null && b !== null && b > 0 ? ((a - b) / b) * 100 : null });
    }
    return out;
  }
}

const lastIndexSpan = (rows: ReadonlyArray<{ ledger_index: number }>) => Math.max(...rows.map((r) => r.ledger_index)) - Math.min(...rows.map((r) => r.ledger_index)) + 1;

/** The {@link FigureWindow} of stored closes (oldest first); null when there are none. */
export function windowOf(rows: ReadonlyArray<{ ledger_index: number; close_time: string }>, kind: FigureWindow['kind'] = 'closes'): FigureWindow | null {
  if (rows.length === 0) return null;
  const first = rows[0];
  const last = rows[rows.length - 1];
  const span = new Date(last.close_time).getTime() - new Date(first.close_time).getTime();
  return {
    firstLedger: Math.min(...rows.map((r) => r.ledger_index)),
    lastLedger: Math.max(...rows.map((r) => r.ledger_index)),
    start: first.close_time,
    end: last.close_time,
    ledgers: rows.length,
    // 24 h only when the closes reach back 24 h and none is missing (a gap while the API was down is not 24 h of closes).
    full24h: kind === 'closes' && span >= DAY_MS - FULL_WINDOW_SLACK_MS && rows.length >= lastIndexSpan(rows),
    kind,
  };
}
