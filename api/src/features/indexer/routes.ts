/**
 * Routes of the ledger-state index: `GET /api/rich-list`, `GET /api/rich-list/accounts.csv`,
 * `GET /api/tokens` and `GET /api/index/status`, served from the newest completed run
 * ({@link IndexerJob}); the old results keep serving while a new run is in progress.
 *
 * Settings (read by `configFromEnv`): `INDEX_INTERVAL` (ms between runs, default 3,600,000; `0` runs
 * once at start only), `INDEX_TOP_ACCOUNTS` (rich-list length, default 10,000), `INDEXER=false` (no
 * runs; the routes answer 503 until results exist).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IndexStatusSchema, Ref, RichListSchema, TokensResponseSchema } from '@ledgerlens/shared/schemas';
import { stringify } from 'csv-stringify/sync';
import { neutralizeCsvText, type FigureWindow, type MarketData, type RichList, type Token, type TokensResponse } from '@ledgerlens/shared/domain';
import { ApiError } from '../../errors';
import { queryErrorResponses, type RouteDeps } from '../../http';
import { ref } from '../../schemas';
import { REPLAY_PRICE_LEDGERS } from '../../node-info';
import { IndexerJob, type IndexerOptions } from './job';
import { MarketService, tokenTradesOf, type TokenTrades } from '../network';

/** Sort keys of `GET /api/tokens` (spec §2 "Tokens page"). */
export const TOKEN_SORTS = ['volume', 'marketCap', 'trustlines', 'holders', 'currency'] as const;
/** Longest `search` text, characters. */
const MAX_SEARCH = 100;
/** The rich list changes hourly: caches may keep it 5 minutes. */
const CACHE_INDEX = 'public, max-age=300, stale-while-revalidate=60';

type Query = Record<string, unknown>;

/** 400 for a query key the route does not know. */
function onlyKeys(query: Query, allowed: readonly string[]): void {
  const unknown = Object.keys(query).filter((k) => !allowed.includes(k));
  if (unknown.length > 0) throw new ApiError(400, `Unknown query parameter ${unknown.map((k) => `'${k}'`).join(', ')}; allowed: ${allowed.join(', ') || 'none'}`, 'invalidInput');
}

/** An integer query value in [min, max], or the default; 400 otherwise. */
function intParam(query: Query, key: string, min: number, max: number, fallback: number): number {
  const raw = query[key];
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^-?\d{1,12}$/.test(raw)) throw new ApiError(400, `'${key}' must be an integer from ${min} to ${max}`, 'invalidInput');
  const n = Number(raw);
  if (n < min || n > max) throw new ApiError(400, `'${key}' must be an integer from ${min} to ${max}`, 'invalidInput');
  return n;
}

const notReady = () => new ApiError(503, 'The ledger-state index is being built from the full ledger state; try again in a minute.', 'indexNotReady');

export { tokenTradesOf, type TokenTrades } from '../network';

/**
 * Market figures of a token from its trades against XRP and the XRP/USD price: `priceUsd` =
 * (XRP paid ÷ tokens) × XRP/USD (volume-weighted), `volume24h` = XRP volume × XRP/USD (over the
 * window the trades were counted in: see `TokensResponse.window`), `marketCapUsd` = price × supply
 * (obligations). All null without trades or without an XRP price. `priceChange24h` from the stored
 * closes (percent; null without a price 24 h earlier).
 */
export function withMarket(token: Token, trades: (TokenTrades & { priceChange24h?: number | null }) | undefined, xrpUsd: number | null): Token {
  if (!trades) return token;
  const change = trades.priceChange24h ?? null;
  if (xrpUsd === null) return change === null ? token : { ...token, priceChange24h: change };
  const priceUsd = (trades.drops / 1e6 / trades.units) * xrpUsd;
  return { ...token, priceUsd, priceChange24h: change, volume24h: (trades.drops / 1e6) * xrpUsd, marketCapUsd: priceUsd * Number(token.totalSupply) };
}

/** Token order for a sort key: the market figures descending (no figure last), counts descending, currency A–Z. */
export function sortTokens(tokens: readonly Token[], sort: (typeof TOKEN_SORTS)[number]): Token[] {
  const desc = (pick: (t: Token) => number | null) => (a: Token, b: Token) => (pick(b) ?? -1) - (pick(a) ?? -1) || a.currency.localeCompare(b.currency);
  const compare = {
    volume: desc((t) => t.volume24h),
    marketCap: desc((t) => t.marketCapUsd),
    trustlines: desc((t) => t.trustlines),
    holders: desc((t) => t.holders),
    currency: (a: Token, b: Token) => a.currency.localeCompare(b.currency) || a.issuer.localeCompare(b.issuer),
  }[sort];
  return [...tokens].sort(compare);
}

/** Column headers of `GET /api/rich-list/accounts.csv`. */
export const RICH_LIST_CSV_COLUMNS = ['rank', 'account', 'label', 'domain', 'verified', 'balance_xrp', 'escrow_xrp', 'supply_xrp', 'share_of_circulating_percent'] as const;

/**
 * The rich list as CSV (RFC 4180, CRLF, header line first), written by `csv-stringify`. Ledger and
 * directory text (`label`, `domain`) is neutralised against CSV injection ({@link neutralizeCsvText});
 * rank, balances (XRP decimals), escrow (empty when none) and share (percent) stay numbers;
 * `verified` is `true`/`false`.
 */
export function richListCsv(accounts: RichList['accounts']): string {
  return stringify(
    accounts.map((a) => [a.rank, a.account, neutralizeCsvText(a.label), neutralizeCsvText(a.domain), String(a.verified), a.balanceXrp, a.escrowXrp ?? '', a.supplyXrp, a.shareOfCirculating]),
    { header: true, columns: [...RICH_LIST_CSV_COLUMNS], record_delimiter: '\r\n' },
  );
}

/**
 * Registers the index routes; with `autoStart`, starts the job when the app is ready and stops it
 * when the app closes. Settings (`intervalMs`, `topAccounts`, `leaseMs`, `instanceId`) come from `configFromEnv` through `buildApp`.
 */
export function registerIndexerRoutes(app: FastifyInstance, deps: RouteDeps, options: IndexerOptions & { autoStart?: boolean; market?: MarketService } = {}): IndexerJob {
  const marketService = options.market ?? new MarketService(deps);
  const tradeStore = marketService.trades;
  const job = new IndexerJob(deps.xrpl, deps.db, {
    ...options,
    log: options.log ?? ((m) => app.log.info(m)),
  });
  if (options.autoStart) {
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  }

  const cached = (reply: FastifyReply) => void reply.header('cache-control', CACHE_INDEX);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const source = 'From the newest completed run of the ledger-state index (rippled `ledger_data` of one validated ledger); 503 until a run completed.';
  // Query values are text here: the handlers check ranges and reject unknown keys, with a 400 that names them.
  const text = (description: string) => Type.Optional(Type.String({ description }));
  const page = { limit: text('Most rows.'), offset: text('Rows to skip, default 0.') };
  const indexErrors = { 400: queryErrorResponses[400], 429: queryErrorResponses[429], 503: { description: 'The index is being built: no completed run yet', ...ref('ApiError') } };

  const richListSchema = {
    tags: ['network'],
    summary: 'The XRP rich list: top accounts by XRP held, cohorts, supply',
    description: `${source} \`limit\` 1 to the list's length (default all), \`offset\` (default 0).`,
    querystring: Type.Object(page),
    response: { 200: Ref(RichListSchema), ...indexErrors },
  };
  api.get('/api/rich-list', { schema: richListSchema }, async (request, reply) => {
    const query = request.query;
    onlyKeys(query, ['limit', 'offset']);
    const latest = await job.latest();
    const limit = intParam(query, 'limit', 1, latest?.richList.accounts.length || 10_000, latest?.richList.accounts.length || 10_000);
    const offset = intParam(query, 'offset', 0, 10_000_000, 0);
    if (!latest) throw notReady();
    cached(reply);
    return { ...latest.richList, accounts: latest.richList.accounts.slice(offset, offset + limit) };
  });

  const csvSchema = {
    tags: ['network'],
    summary: 'The rich list as CSV',
    description: `${source} RFC 4180 (CRLF, header line first), columns ${RICH_LIST_CSV_COLUMNS.join(', ')}; ledger text neutralised against CSV injection.`,
    querystring: Type.Object({}),
    response: { 200: { description: 'text/csv', content: { 'text/csv': { schema: Type.String() } } }, ...indexErrors },
  };
  api.get('/api/rich-list/accounts.csv', { schema: csvSchema }, async (request, reply) => {
    onlyKeys(request.query, []);
    const latest = await job.latest();
    if (!latest) throw notReady();
    cached(reply);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ledgerlens-rich-list-ledger-${latest.ledger.ledgerIndex}.csv"`);
    return richListCsv(latest.richList.accounts);
  });

  const tokensSchema = {
    tags: ['assets'],
    summary: 'Issued tokens of the ledger, with their DEX market figures',
    description:
      `${source} Trust lines and holders from RippleState entries; prices from DEX trades against XRP (rippled \`book_changes\`) over \`window\`. ` +
      `\`sort\`: ${TOKEN_SORTS.join(', ')} (default volume); \`search\` (at most ${MAX_SEARCH} characters) in currency, name, domain, issuer; \`limit\`, \`offset\`.`,
    querystring: Type.Object({ sort: text(TOKEN_SORTS.join(', ')), search: text('Text to find.'), ...page }),
    response: { 200: Ref(TokensResponseSchema), ...indexErrors },
  };
  api.get('/api/tokens', { schema: tokensSchema }, async (request, reply) => {
    const query = request.query;
    onlyKeys(query, ['sort', 'search', 'limit', 'offset']);
    const sort = query.sort ?? 'volume';
    if (!(TOKEN_SORTS as readonly string[]).includes(sort)) throw new ApiError(400, `Unknown sort '${sort}'; valid sorts: ${TOKEN_SORTS.join(', ')}`, 'invalidInput');
    if (query.search !== undefined && (typeof query.search !== 'string' || query.search.length > MAX_SEARCH)) throw new ApiError(400, `'search' must be text of at most ${MAX_SEARCH} characters`, 'invalidInput');
    const limit = intParam(query, 'limit', 1, 10_000, 10_000);
    const offset = intParam(query, 'offset', 0, 10_000_000, 0);
    const latest = await job.latest();
    if (!latest) throw notReady();
    // Prices from DEX trades against XRP (rippled `book_changes`): the recorded price ledgers on the
    // offline network; live, every close of the last 24 h as stored per close (window in the answer).
    const market = await deps.live
      .get('token-market', async () => {
        const info = await deps.live.serverInfo();
        // The market service's XRP/USD figures (the same as `GET /api/market/data`); without them, no USD figures.
        const md: Partial<MarketData> = await marketService.data().catch(() => ({}));
        const xrpUsd = typeof md.price === 'number' ? md.price : null;
        if (info.replay) {
          const answers = await Promise.all(REPLAY_PRICE_LEDGERS.map((l) => deps.xrpl.request<Record<string, unknown>>({ command: 'book_changes', ledger_index: l }).catch(() => ({}))));
          const trades: Map<string, TokenTrades & { priceChange24h?: number | null }> = tokenTradesOf(answers);
          return { trades, xrpUsd, window: md.volumeWindow ?? null };
        }
        return { trades: (await tradeStore.tokens()) as Map<string, TokenTrades & { priceChange24h?: number | null }>, xrpUsd, window: await tradeStore.window() };
      })
      .catch(() => ({ trades: new Map<string, TokenTrades & { priceChange24h?: number | null }>(), xrpUsd: null, window: null as FigureWindow | null }));
    const tokens = latest.tokens.map((t) => withMarket(t, market.trades.get(`${t.issuer}/${t.currency}`), market.xrpUsd));
    const q = typeof query.search === 'string' ? query.search.trim().toLowerCase() : '';
    const matching = tokens.filter((t) => q === '' || [t.currency, t.name, t.domain ?? '', t.issuer].some((f) => f.toLowerCase().includes(q)));
    const sorted = sortTokens(matching, sort as (typeof TOKEN_SORTS)[number]);
    cached(reply);
    const body: TokensResponse = { tokens: sorted.slice(offset, offset + limit), total: matching.length, ledger: latest.ledger, window: market.window, unattributedZeroLines: latest.richList.summary.unattributedZeroLines ?? null };
    return body;
  });

  const statusSchema = {
    tags: ['network'],
    summary: "The ledger-state indexer's progress",
    description: 'The shared run state (API database): the same on every instance; a run whose instance stopped renewing its lease is reported `failed`. Never cached.',
    response: { 200: Ref(IndexStatusSchema), 429: queryErrorResponses[429] },
  };
  api.get('/api/index/status', { schema: statusSchema }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return await job.status();
  });

  return job;
}
