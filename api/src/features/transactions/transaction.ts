/**
 * `GET /api/transaction/:id` and `GET /api/transaction/:id/raw`: one transaction by hash or CTID
 * (rippled `tx`), mapped for display, and the node's original JSON. Plus, for pages that draw
 * only the start of a huge transaction's lists: `GET /api/transaction/:id?lists=n`
 * (the same answer with `balanceChanges` and `affectedObjects` cut to their first n entries and
 * their lengths in `balanceChangesTotal` / `affectedObjectsTotal`), and the rest page by page at
 * `GET /api/transaction/:id/balance-changes?offset&limit` and `/affected-objects?offset&limit`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Ref, TransactionListPageSchema, TransactionRawSchema, TransactionSchema } from '@ledgerlens/shared/schemas';
import { LRUCache } from 'lru-cache';
import type { AffectedObject, BalanceChange, MptIssuanceInfo, Transaction } from '@ledgerlens/shared/domain';
import { ApiError, INVALID_TRANSACTION_ID_MESSAGE, MISSING_TRANSACTION_ID_MESSAGE, TRANSACTION_NOT_FOUND_MESSAGE, type UpstreamErrorContext } from '../../errors';
import type { XrplCommand } from '../../gateway';
import { TRANSACTION_ID_PATTERN, parseTransactionId } from '../../identifiers';
import { mapTransaction, rawTransactionOf } from '../../mapping/transaction';
import { batchInnerOf } from './batchInner';
import { unscaledMptIds } from '../../transaction-types';
import { isObject, type JsonObject } from '../../json';
import { CACHE_CONTROL_IMMUTABLE, CACHE_CONTROL_LIVE, toCachedBody, type CachedBody } from '../../cache';
import { cached, errorResponses, paramsSchema, rejectLongParams, upstream, type CacheKeyOf, type RouteDeps } from '../../http';

/** Cache key of a transaction answer (`tx:`) or of its raw JSON (`txraw:`), by hash or CTID. */
const txKey = (prefix: 'tx' | 'txraw', kind: string, value: string) => `${prefix}:${kind}:${value}`;

/** Bounds of `?lists=n` (the page-sized answer) and of the list pages' `offset` / `limit`. */
export const TRANSACTION_LISTS = {
  /** Largest `lists` of `GET /api/transaction/{id}?lists=n` (0 = only the totals). */
  maxPreview: 200,
  /** Largest `limit` of a list page, and its default. */
  maxLimit: 200,
  defaultLimit: 50,
  /** Largest `offset` of a list page (rippled metadata has far fewer entries). */
  maxOffset: 1_000_000,
} as const;

/** The two lists of a {@link Transaction} that are served page by page: URL segment → field. */
const LISTS = { 'balance-changes': 'balanceChanges', 'affected-objects': 'affectedObjects' } as const;
type ListSegment = keyof typeof LISTS;

/**
 * Validated transactions already mapped, by `hash:X` / `ctid:X`, so a list page or a page-sized
 * answer of a cached transaction costs no upstream call and no second mapping. Bounded in bytes
 * (the serialized answer's length), a quarter of the response cache's budget.
 */
type MappedStore = LRUCache<string, Transaction>;

/** A non-negative decimal integer query value in `[min, max]` (`fallback` when absent), or `undefined`. */
function readInt(query: Record<string, unknown>, name: string, min: number, max: number, fallback?: number): number | undefined {
  const value = query[name];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'string' || !/^\d{1,7}$/.test(value) || Number(value) < min || Number(value) > max) return undefined;
  return Number(value);
}

/** {@link readInt}, or a 400 naming `name`. */
function intParam(query: Record<string, unknown>, name: string, min: number, max: number, fallback?: number): number {
  const value = readInt(query, name, min, max, fallback);
  if (value === undefined) throw new ApiError(400, `'${name}' must be an integer from ${min} to ${max.toLocaleString('en-US')}`, 'invalidInput');
  return value;
}

/** The query parameters other than `allowed`. */
const unknownQuery = (query: Record<string, unknown>, allowed: readonly string[]) => Object.keys(query).filter((k) => !allowed.includes(k));

/** A 400 for a query parameter other than `allowed`. */
function rejectUnknownQuery(query: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = unknownQuery(query, allowed);
  if (unknown.length > 0) throw new ApiError(400, `Unknown query parameter '${unknown[0]}'; allowed: ${allowed.join(', ')}`, 'invalidInput');
}

/** The parsed `:id` of a transaction route, or `undefined`. */
const idOf = (request: FastifyRequest) => parseTransactionId(String((request.params as { id?: unknown }).id ?? ''));

/** The query of a transaction route (Fastify parses it lazily; never null here). */
const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/**
 * Cache key of `GET /api/transaction/:id`: `tx:<hash|ctid>:<ID>` for the whole answer,
 * `txlists<n>:<hash|ctid>:<ID>` with `?lists=n` (the page-sized answer); `undefined` for an invalid
 * identifier or `lists`. Other query parameters are ignored, as by the route.
 */
export function transactionCacheKey(request: FastifyRequest): string | undefined {
  const id = idOf(request);
  if (!id) return undefined;
  const query = queryOf(request);
  if (query.lists === undefined) return txKey('tx', id.kind, id.value);
  const n = readInt(query, 'lists', 0, TRANSACTION_LISTS.maxPreview);
  return n === undefined ? undefined : `txlists${n}:${id.kind}:${id.value}`;
}

/** Cache key of `GET /api/transaction/:id/raw`: `txraw:<hash|ctid>:<ID>`; `undefined` for an invalid identifier. */
export function rawTransactionCacheKey(request: FastifyRequest): string | undefined {
  const id = idOf(request);
  return id ? txKey('txraw', id.kind, id.value) : undefined;
}

/**
 * Cache key of a list page (`GET /api/transaction/:id/<segment>?offset&limit`):
 * `txpage:<segment>:<offset>:<limit>:<hash|ctid>:<ID>`; `undefined` for input the route rejects.
 */
function listPageCacheKey(segment: ListSegment): CacheKeyOf {
  return (request) => {
    const id = idOf(request);
    if (!id) return undefined;
    const query = queryOf(request);
    if (unknownQuery(query, ['offset', 'limit']).length > 0) return undefined;
    const offset = readInt(query, 'offset', 0, TRANSACTION_LISTS.maxOffset, 0);
    const limit = readInt(query, 'limit', 1, TRANSACTION_LISTS.maxLimit, TRANSACTION_LISTS.defaultLimit);
    return offset === undefined || limit === undefined ? undefined : `${listPagePrefix(segment, offset, limit)}:${id.kind}:${id.value}`;
  };
}

/** Key prefix of a list page's answers. */
const listPagePrefix = (segment: ListSegment, offset: number, limit: number) => `txpage:${segment}:${offset}:${limit}`;

/** Most MPT issuances asked of the node for one transaction. */
const MAX_MPT_ISSUANCE_LOOKUPS = 8;

/**
 * AssetScale and MPTokenMetadata of each issuance of `ids` (rippled `ledger_entry` `{mpt_issuance}`,
 * validated), for MPT amounts whose issuance the transaction's metadata does not show. An issuance
 * the node does not have (or a failing node) is left out: its amounts keep scale 0, marked so.
 */
async function nodeIssuances(deps: RouteDeps, ids: Set<string>): Promise<Map<string, MptIssuanceInfo>> {
  const found = new Map<string, MptIssuanceInfo>();
  await Promise.all(
    [...ids].slice(0, MAX_MPT_ISSUANCE_LOOKUPS).map(async (id) => {
      const r = await deps.xrpl.request<JsonObject>({ command: 'ledger_entry', mpt_issuance: id, ledger_index: 'validated' } as never).catch(() => null);
      const node = r && isObject(r.node) ? r.node : undefined;
      if (node) found.set(id, { ...(typeof node.AssetScale === 'number' ? { assetScale: node.AssetScale } : {}), ...(typeof node.MPTokenMetadata === 'string' ? { metadataHex: node.MPTokenMetadata } : {}) });
    }),
  );
  return found;
}

/**
 * Loads a transaction from the node (rippled `tx` by hash or CTID) and maps it; a validated one's
 * mapped form goes to `store` (list pages and page-sized answers are cut from it).
 */
async function loadMapped(
  deps: RouteDeps,
  store: MappedStore,
  id: { kind: 'hash' | 'ctid'; value: string },
): Promise<{ result: Record<string, unknown>; tx: Transaction; immutable: boolean }> {
  const command: XrplCommand =
    id.kind === 'hash' ? { command: 'tx', transaction: id.value, api_version: 2 } : { command: 'tx', ctid: id.value, api_version: 2 };
  const ctx: UpstreamErrorContext = {
    // rippled only decodes C-prefixed CTIDs (invalidParams otherwise) and rejects other networks' CTIDs (wrongNetwork):
    // either way no such transaction exists on this node's network.
    notFoundCodes: id.kind === 'ctid' ? ['txnNotFound', 'wrongNetwork', 'invalidParams'] : ['txnNotFound'],
    notFoundMessage: TRANSACTION_NOT_FOUND_MESSAGE,
    badInputCodes: [],
    badInputMessage: INVALID_TRANSACTION_ID_MESSAGE,
  };
  const [result, networkId] = await Promise.all([upstream<Record<string, unknown>>(deps, command, ctx), deps.nodeInfo.networkId()]);
  let tx: Transaction = mapTransaction(result, { networkId });
  // MPT amounts whose issuance the metadata does not show: scaled and named from the node's MPTokenIssuance.
  const issuances = await nodeIssuances(deps, unscaledMptIds(tx));
  if (issuances.size > 0) tx = mapTransaction(result, { networkId, issuances });
  let complete = true;
  if (tx.type === 'Batch') {
    const inner = await batchInnerOf(deps, result);
    if (inner.list.length > 0) tx.batchInner = inner.list;
    complete = inner.complete;
  }
  const immutable = tx.validated === true && complete;
  if (immutable) {
    const size = Buffer.byteLength(JSON.stringify(tx));
    for (const key of [`${id.kind}:${id.value}`, `hash:${tx.hash}`, ...(tx.ctid ? [`ctid:${tx.ctid}`] : [])]) store.set(key, tx, { size });
  }
  return { result, tx, immutable };
}

/**
 * Both answers of a loaded transaction: the mapped {@link Transaction} (`answer`, serialized with the
 * route's schema) and the node's original JSON (`raw`, `GET /api/transaction/:id/raw`). For the page
 * (`want: 'tx'`, with the route's `serialize`), a validated transaction's raw JSON is stored in the
 * cache too (under its hash and CTID), so opening the Raw JSON dialog after the page costs no second
 * upstream call.
 */
function answersOf(
  deps: RouteDeps,
  loaded: { result: Record<string, unknown>; tx: Transaction; immutable: boolean },
  id: { kind: 'hash' | 'ctid'; value: string },
  want: 'tx' | 'txraw',
  serialize?: (tx: Transaction) => string,
): { entry: CachedBody; immutable: boolean; aliases: string[]; tx: Transaction } {
  const { result, tx, immutable } = loaded;
  const cacheControl = immutable ? CACHE_CONTROL_IMMUTABLE : CACHE_CONTROL_LIVE;
  const raw = toCachedBody(JSON.stringify(rawTransactionOf(result)), cacheControl);
  const idsOf = (prefix: 'tx' | 'txraw') => [txKey(prefix, 'hash', tx.hash), ...(tx.ctid ? [txKey(prefix, 'ctid', tx.ctid)] : [])];
  const answer = want === 'tx' && serialize ? toCachedBody(serialize(tx), cacheControl) : undefined;
  if (!answer) return { entry: raw, immutable, aliases: idsOf('txraw'), tx };
  if (immutable) deps.cache.setImmutable([txKey('txraw', id.kind, id.value), ...idsOf('txraw')], raw);
  return { entry: answer, immutable, aliases: idsOf('tx'), tx };
}

/** Loads a transaction once from the node and builds the answer `want` asks (see {@link answersOf}). */
async function loadTransactionAnswers(
  deps: RouteDeps,
  store: MappedStore,
  id: { kind: 'hash' | 'ctid'; value: string },
  want: 'tx' | 'txraw',
  serialize?: (tx: Transaction) => string,
): Promise<{ entry: CachedBody; immutable: boolean; aliases: string[]; tx: Transaction }> {
  return answersOf(deps, await loadMapped(deps, store, id), id, want, serialize);
}

/**
 * The mapped transaction for a derived answer (page-sized answer, list page): from `store` when
 * validated and already loaded, else loaded once (concurrent callers join; a validated one is then
 * stored). With `serialize`, a validated transaction's whole answer and raw JSON are cached too, but
 * after this answer is sent (`setImmediate`): serializing megabytes of a huge transaction is not on
 * the page-sized answer's path, which the shell's server render waits for within its deadline.
 */
async function mappedTransaction(
  deps: RouteDeps,
  store: MappedStore,
  pending: PendingWhole,
  id: { kind: 'hash' | 'ctid'; value: string },
  serialize?: (tx: Transaction) => string,
): Promise<{ tx: Transaction; immutable: boolean }> {
  const hit = store.get(`${id.kind}:${id.value}`);
  if (hit) return { tx: hit, immutable: true };
  return deps.loads.run(`txmapped:${id.kind}:${id.value}`, async () => {
    const loaded = await loadMapped(deps, store, id);
    if (loaded.immutable && serialize) {
      const keys = [`${id.kind}:${id.value}`, `hash:${loaded.tx.hash}`, ...(loaded.tx.ctid ? [`ctid:${loaded.tx.ctid}`] : [])];
      const build = (): void => {
        if (pending.get(keys[0]!) !== build) return;
        for (const key of keys) pending.delete(key);
        try {
          const whole = answersOf(deps, loaded, id, 'tx', serialize);
          deps.cache.setImmutable([txKey('tx', id.kind, id.value), ...whole.aliases], whole.entry);
        } catch {
          // Not cached: the whole answer is then built when first asked, as for any transaction.
        }
      };
      for (const key of keys) pending.set(key, build);
      setImmediate(build);
    }
    return { tx: loaded.tx, immutable: loaded.immutable };
  });
}

/**
 * Whole answers (and raw JSON) of validated transactions loaded for a derived answer and not yet
 * cached (see {@link mappedTransaction}), by `hash:X` / `ctid:X`: a request for them runs the build
 * at once instead of asking the node again.
 */
type PendingWhole = Map<string, () => void>;

/** Cache keys of a derived answer (`prefix`) under the transaction's hash and CTID. */
const derivedKeys = (prefix: string, tx: Transaction) => [`${prefix}:hash:${tx.hash}`, ...(tx.ctid ? [`${prefix}:ctid:${tx.ctid}`] : [])];

/**
 * The page-sized answer of `?lists=n`: the transaction with `balanceChanges` and `affectedObjects`
 * cut to their first `n` entries and their full lengths in `balanceChangesTotal` / `affectedObjectsTotal`
 * (null when the list is null).
 */
export function previewOf(tx: Transaction, n: number): Transaction & { balanceChangesTotal?: number | null; affectedObjectsTotal?: number | null } {
  const out: Transaction & { balanceChangesTotal?: number | null; affectedObjectsTotal?: number | null } = { ...tx };
  if (tx.balanceChanges !== undefined) {
    out.balanceChanges = tx.balanceChanges === null ? null : tx.balanceChanges.slice(0, n);
    out.balanceChangesTotal = tx.balanceChanges === null ? null : tx.balanceChanges.length;
  }
  if (tx.affectedObjects !== undefined) {
    out.affectedObjects = tx.affectedObjects === null ? null : tx.affectedObjects.slice(0, n);
    out.affectedObjectsTotal = tx.affectedObjects === null ? null : tx.affectedObjects.length;
  }
  return out;
}

/** One page of a list (`TransactionListPage`); a 400 when `offset` is past the list's end. */
export function listPageOf(
  tx: Transaction,
  field: 'balanceChanges' | 'affectedObjects',
  offset: number,
  limit: number,
): { hash: string; offset: number; limit: number; total: number | null; items: Array<BalanceChange | AffectedObject> | null } {
  const list: Array<BalanceChange | AffectedObject> | null = tx[field] ?? null;
  if (list === null) return { hash: tx.hash, offset, limit, total: null, items: null };
  if (offset > list.length) {
    throw new ApiError(400, `'offset' must be at most ${list.length.toLocaleString('en-US')}, the number of entries in this list`, 'invalidInput');
  }
  return { hash: tx.hash, offset, limit, total: list.length, items: list.slice(offset, offset + limit) };
}

/** Options of every transaction route; `cacheKey` names its cached answers (see `CacheKeyOf`). */
const transactionRouteConfig = (cacheKey: CacheKeyOf) => ({
  config: { messages: { invalidInputMessage: INVALID_TRANSACTION_ID_MESSAGE, missingInputMessage: MISSING_TRANSACTION_ID_MESSAGE }, cacheKey },
  onRequest: rejectLongParams(INVALID_TRANSACTION_ID_MESSAGE),
});

/**
 * Registers `GET /api/transaction/:id` (with `?lists=n`, the page-sized answer): rippled `tx` by
 * hash (`transaction`) or CTID (`ctid`), mapped for display; `GET /api/transaction/:id/raw`: the
 * node's original transaction and metadata (the Raw JSON dialog loads it when opened, so the page's
 * answer does not carry the metadata twice); and `GET /api/transaction/:id/balance-changes` and
 * `/affected-objects` (`offset`, `limit`): the lists page by page. Validated transactions are cached
 * in memory and every answer of theirs is sent `immutable` with a strong ETag (`If-None-Match` → 304).
 */
export function registerTransactionRoute(app: FastifyInstance, deps: RouteDeps): void {
  const store: MappedStore = new LRUCache<string, Transaction>({ maxSize: Math.max(1, Math.floor(deps.cache.maxBytes / 4)) });
  const pending: PendingWhole = new Map();
  const params = paramsSchema(TRANSACTION_ID_PATTERN, '64-hex transaction hash or 16-hex CTID (C-F first), any case.');
  const parseId = (raw: string) => {
    const id = parseTransactionId(raw);
    if (!id) throw new ApiError(400, INVALID_TRANSACTION_ID_MESSAGE, 'invalidInput');
    return id;
  };

  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/transaction/:id',
    {
      ...transactionRouteConfig(transactionCacheKey),
      schema: {
        tags: ['transactions'],
        summary: 'A transaction by hash or CTID',
        description:
          'Looks the transaction up with rippled `tx` (api_version 2): a 64-hex hash is sent as `transaction`, a 16-hex CTID ' +
          '(first character C-F) as `ctid`; both uppercased, surrounding spaces ignored. `amount` of a Payment is what was delivered ' +
          '(`meta.delivered_amount`). The node\'s original JSON is at `/api/transaction/{id}/raw`. A validated transaction is sent ' +
          'with `Cache-Control: public, max-age=31536000, immutable` and a strong ETag (`If-None-Match` → 304); a pending one with `max-age=4`. ' +
          `With \`?lists=n\` (0 to ${TRANSACTION_LISTS.maxPreview}) the answer is page-sized: \`balanceChanges\` and \`affectedObjects\` hold their first n ` +
          'entries and `balanceChangesTotal` / `affectedObjectsTotal` their lengths; the rest is at `/balance-changes` and `/affected-objects`. ' +
          'Without it, the answer is the whole transaction, as always.',
        params,
        // Text here: its range is checked in the handler, whose 400 names it.
        querystring: Type.Object({ lists: Type.Optional(Type.String({ description: `Page-sized answer: the first n (0 to ${TRANSACTION_LISTS.maxPreview}) entries of each list.` })) }),
        response: { 200: Ref(TransactionSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const query = request.query ?? {};
      if (query.lists === undefined) {
        pending.get(`${id.kind}:${id.value}`)?.();
        return cached(deps, reply, transactionCacheKey(request), () => loadTransactionAnswers(deps, store, id, 'tx', (tx) => reply.serialize(tx) as string));
      }
      const n = intParam(query, 'lists', 0, TRANSACTION_LISTS.maxPreview);
      const serialize = (value: Transaction) => reply.serialize(value) as string;
      return cached(deps, reply, transactionCacheKey(request), async () => {
        const { tx, immutable } = await mappedTransaction(deps, store, pending, id, serialize);
        const entry = toCachedBody(serialize(previewOf(tx, n)), immutable ? CACHE_CONTROL_IMMUTABLE : CACHE_CONTROL_LIVE);
        return { entry, immutable, aliases: derivedKeys(`txlists${n}`, tx) };
      });
    },
  );
  api.get(
    '/api/transaction/:id/raw',
    {
      ...transactionRouteConfig(rawTransactionCacheKey),
      schema: {
        tags: ['transactions'],
        summary: "A transaction's original JSON (transaction and metadata)",
        description:
          'rippled `tx` (api_version 2) as the node sent it: `tx` (`tx_json` with `hash`) and `meta` (null when not validated). ' +
          'Same identifiers, errors and caching as `/api/transaction/{id}`.',
        params,
        response: { 200: Ref(TransactionRawSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      pending.get(`${id.kind}:${id.value}`)?.();
      return cached(deps, reply, rawTransactionCacheKey(request), () => loadTransactionAnswers(deps, store, id, 'txraw'));
    },
  );
  for (const segment of Object.keys(LISTS) as ListSegment[]) {
    const field = LISTS[segment];
    const pageKey = listPageCacheKey(segment);
    api.get(
      `/api/transaction/:id/${segment}`,
      {
        ...transactionRouteConfig(pageKey),
        schema: {
          tags: ['transactions'],
          summary: `One page of a transaction's ${field === 'balanceChanges' ? 'balance changes' : 'affected ledger objects'}`,
          description:
            `Items \`offset\` to \`offset + limit - 1\` of \`Transaction.${field}\` (the same objects, in the same order), with the list's \`total\`. ` +
            `\`offset\` 0 to the list's length (default 0; past the end → 400), \`limit\` 1 to ${TRANSACTION_LISTS.maxLimit} (default ${TRANSACTION_LISTS.defaultLimit}); ` +
            'other query parameters → 400. `items` and `total` are null when the metadata does not allow the list. Same identifiers, errors and ' +
            'caching as `/api/transaction/{id}`: a page of a cached validated transaction costs no upstream call.',
          params,
          querystring: Type.Object({
            offset: Type.Optional(Type.String({ description: 'Position of the first item (0-based), default 0.' })),
            limit: Type.Optional(Type.String({ description: `Most items, 1 to ${TRANSACTION_LISTS.maxLimit}, default ${TRANSACTION_LISTS.defaultLimit}.` })),
          }),
          response: { 200: Ref(TransactionListPageSchema), ...errorResponses },
        },
      },
      async (request, reply) => {
        const id = parseId(request.params.id);
        const query = request.query ?? {};
        rejectUnknownQuery(query, ['offset', 'limit']);
        const offset = intParam(query, 'offset', 0, TRANSACTION_LISTS.maxOffset, 0);
        const limit = intParam(query, 'limit', 1, TRANSACTION_LISTS.maxLimit, TRANSACTION_LISTS.defaultLimit);
        const prefix = listPagePrefix(segment, offset, limit);
        return cached(deps, reply, pageKey(request), async () => {
          const { tx, immutable } = await mappedTransaction(deps, store, pending, id);
          const entry = toCachedBody(reply.serialize(listPageOf(tx, field, offset, limit)) as string, immutable ? CACHE_CONTROL_IMMUTABLE : CACHE_CONTROL_LIVE);
          return { entry, immutable, aliases: derivedKeys(prefix, tx) };
        });
      },
    );
  }
}
