/**
 * Account routes (spec §7): `GET /api/account/{address}`, `…/transactions-paginated`, `…/lines`,
 * `…/objects` and `…/reserve`. Everything comes from the XRPL node (`account_info`, `account_tx`,
 * `account_lines`, `account_objects`, `server_info`).
 *
 * Input: a classic address (shape and checksum). A pasted secret key (seed) gets a 400 that says
 * it is a secret and never echoes it; an X-address gets a 400 naming its classic address.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AccountLinesSchema, AccountObjectsSchema, AccountTransactionsPageSchema, Ref, ReserveItemsSchema } from '@ledgerlens/shared/schemas';
import { ACCOUNT_ADDRESS_MESSAGES, INVALID_ADDRESS_MESSAGE, SEED_API_MESSAGE, validateAccountAddress, type AccountLines, type AccountObjects, type AccountTransactionsPage, type Transaction, type TrustLine } from '@ledgerlens/shared/domain';
import { CACHE_CONTROL_IMMUTABLE, CACHE_CONTROL_LIVE, toCachedBody } from '../../cache';
import { ApiError, type UpstreamErrorContext } from '../../errors';
import { isObject, str, type JsonObject } from '../../json';
import { TXN_COUNT_CAP, decodeCurrencyCode, type TxnCountStatus } from '@ledgerlens/shared/domain';
import { withinWait, type DomainVerifier } from '../identity';
import { mapTransaction } from '../../mapping/transaction';
import { cached, errorResponses, rejectLongParams, upstream, type RouteDeps } from '../../http';
import { ref } from '../../schemas';
import { accountDomain, activationOf, mapAccount, reservesFromServerInfo, type Activation } from './mapAccount';
import { decodeMarker, encodeMarker } from './marker';
import { RESERVE_OBJECTS_LIMIT, reserveItemsOf } from './reserveItems';

/** Short max-age of live account answers (one ledger close). */
const ACCOUNT_LIVE = CACHE_CONTROL_LIVE;
/** `?view=rows` of the history: each transaction as a table row ({@link asHistoryRow}). */
export const HISTORY_ROWS_VIEW = 'rows';

/**
 * A transaction of the history as a table row shows, filters and exports it: without the fields of
 * its own page (`description`, `summary`, `balanceChanges`, `affectedObjects` and their totals,
 * `batchInner`), about a quarter of the bytes.
 */
export function asHistoryRow(tx: Transaction): Transaction {
  const { description: _d, summary: _s, balanceChanges: _b, affectedObjects: _a, balanceChangesTotal: _bt, affectedObjectsTotal: _at, batchInner: _i, ...row } = tx;
  return row;
}

/** Page size bounds of the history (spec §9: 20 by default). */
export const HISTORY_LIMIT = { min: 1, default: 20, max: 100 } as const;
/** Most transactions counted for `txnCount` (3 `account_tx` pages of 400): `TXN_COUNT_CAP` of shared. */
export { TXN_COUNT_CAP };
/** Trust lines and objects returned on the first page. */
const FIRST_PAGE = 200;

export { INVALID_ADDRESS_MESSAGE };
export const INVALID_LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';
export const INVALID_MARKER_MESSAGE = 'Invalid marker: use the marker of the previous page of this account, unchanged';

const notFoundCtx: UpstreamErrorContext = {
  notFoundCodes: ['actNotFound'],
  notFoundMessage: 'Account not found',
  badInputCodes: ['actMalformed', 'invalidParams', 'actBitcoin'],
  badInputMessage: INVALID_ADDRESS_MESSAGE,
};

/** The checked classic address of a request, or the 400 the spec asks for. */
function addressOf(raw: string): string {
  const check = validateAccountAddress(raw);
  if (check.ok) return check.address;
  if (check.reason === 'invalid' && check.seed) throw new ApiError(400, SEED_API_MESSAGE, 'seedNotAddress');
  if (check.reason === 'invalid' && check.xAddress) {
    throw new ApiError(400, `This is an X-address: its classic address is ${check.xAddress.classicAddress}${check.xAddress.tag === false ? '' : ` with destination tag ${check.xAddress.tag}`}. Use the classic address.`, 'xAddress');
  }
  throw new ApiError(400, check.reason === 'empty' ? ACCOUNT_ADDRESS_MESSAGES.empty : INVALID_ADDRESS_MESSAGE, 'invalidInput');
}

/**
 * Cache key of `GET /api/account/:address/transactions-paginated` with a `marker` (a page after the
 * first, immutable): `account-tx:<address>:<limit>:<rows|full>:<marker>`; `undefined` for the first page (live)
 * and for an invalid address or limit. A marker not issued for the account is never stored, so its
 * key finds nothing and the route answers its 400.
 */
export function accountHistoryCacheKey(request: FastifyRequest): string | undefined {
  const check = validateAccountAddress(String((request.params as { address?: unknown }).address ?? ''));
  const { limit, marker, view } = (request.query ?? {}) as { limit?: unknown; marker?: unknown; view?: unknown };
  const limitText = limit ?? String(HISTORY_LIMIT.default);
  if (!check.ok || typeof marker !== 'string' || marker === '' || typeof limitText !== 'string' || !/^\d{1,3}$/.test(limitText)) return undefined;
  if (view !== undefined && view !== HISTORY_ROWS_VIEW) return undefined;
  const n = Number(limitText);
  return n >= HISTORY_LIMIT.min && n <= HISTORY_LIMIT.max ? `account-tx:${check.address}:${n}:${view === HISTORY_ROWS_VIEW ? 'rows' : 'full'}:${marker}` : undefined;
}

const addressParams = Type.Object({ address: Type.String({ description: 'Classic address (r…, shape and checksum checked).' }) });

/** Options of the account routes. */
export interface AccountRouteOptions {
  /** Checks an account's Domain against its xrp-ledger.toml (live mode); without it the domain is `not-checked`. */
  domains?: DomainVerifier;
}

/** Registers the account routes. */
export function registerAccountRoutes(app: FastifyInstance, deps: RouteDeps, options: AccountRouteOptions = {}): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  /**
   * The fees in force for the account state `account_info` reads ({@link reservesFromServerInfo});
   * undefined when the node does not say (the devnet replay records no fees): the account is then
   * answered without its reserve, never with a guessed one. A failing `server_info` still fails.
   */
  const reserves = async () => {
    const info = await deps.live.serverInfo();
    return isObject(info.result.info) ? reservesFromServerInfo(info.result.info) : undefined;
  };

  /**
   * Earliest recorded transaction (activation) and the number of transactions, up to
   * {@link TXN_COUNT_CAP}, with how far the count goes: `capped` when more exist past the cap,
   * `incomplete` when a page failed (the count is then a lower bound, never passed off as exact).
   */
  const history = async (address: string): Promise<{ count: number; status: TxnCountStatus; activation?: Activation }> => {
    const first = await deps.xrpl.request<JsonObject>({ command: 'account_tx', account: address, forward: true, limit: 1 }).catch(() => undefined);
    const entry = first && Array.isArray(first.transactions) && isObject(first.transactions[0]) ? first.transactions[0] : undefined;
    let count = 0;
    let marker: unknown;
    let status: TxnCountStatus = 'exact';
    do {
      const page = await deps.xrpl
        .request<JsonObject>({ command: 'account_tx', account: address, limit: 400, ...(marker ? { marker } : {}) })
        .catch(() => undefined);
      if (!page) {
        status = 'incomplete';
        break;
      }
      count += Array.isArray(page.transactions) ? page.transactions.length : 0;
      marker = page.marker;
    } while (marker && count < TXN_COUNT_CAP);
    if (status === 'exact' && marker) status = 'capped';
    return { count: Math.min(count, TXN_COUNT_CAP), status, activation: entry ? activationOf(address, entry) : undefined };
  };

  api.get(
    '/api/account/:address',
    {
      onRequest: rejectLongParams(INVALID_ADDRESS_MESSAGE),
      schema: {
        tags: ['accounts'],
        summary: 'An account (spec §3 Account)',
        description:
          'rippled `account_info` (validated), reserves with the fees in force for that state (`server_info` `reserve_base_xrp` + OwnerCount × `reserve_inc_xrp` ' +
          'of the validated ledger; on the offline replay its `account_state_fees`, the newest recorded fees, because its account answers are the newest recorded state; ' +
          '`availableBalance`, `reserveBalance` and `reserves` are absent when the node reports no reserves), ' +
          'repeated in `reserves` with the ledger they are in force from and whether their only record is a documentation example; activation (sender, amount, ' +
          'date, ledger, transaction) from the earliest `account_tx` entry when its metadata created the AccountRoot, `txnCount` from `account_tx` counted up to ' +
          '1,200 with `txnCountStatus` (`capped`: more exist; `incomplete`: a page failed). `usernameVerified` only for a verified known-address entry; ' +
          '`domainVerification` from the domain\'s xrp-ledger.toml in live mode (`not-checked` offline). ' +
          'Balances in XRP as exact decimal strings. 400: not a classic address (a seed is named as a secret, an X-address gets its classic form); 404: `actNotFound`.',
        params: addressParams,
        response: { 200: ref('Account'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const address = addressOf(request.params.address);
      const infoRequest = upstream<JsonObject>(deps, { command: 'account_info', account: address, ledger_index: 'validated' }, notFoundCtx);
      // The domain check (live mode) runs beside the history count, once the Domain is known.
      const verification = infoRequest.then((info) => {
        const domain = accountDomain(info);
        if (!domain) return undefined;
        return options.domains ? withinWait(options.domains.verifyAccount(domain, address)) : { status: 'not-checked' as const, reason: 'Domain verification is not configured' };
      });
      verification.catch(() => undefined);
      const [info, res, hist] = await Promise.all([infoRequest, reserves(), history(address)]);
      const account = mapAccount(info, res, { count: hist.count, status: hist.status }, hist.activation);
      const domainVerification = await verification;
      if (domainVerification) account.domainVerification = domainVerification;
      return reply.header('cache-control', ACCOUNT_LIVE).send(account);
    },
  );

  api.get(
    '/api/account/:address/transactions-paginated',
    {
      config: { cacheKey: accountHistoryCacheKey },
      onRequest: rejectLongParams(INVALID_ADDRESS_MESSAGE),
      schema: {
        tags: ['accounts'],
        summary: 'The account history, newest first, paged (spec §3 Account transactions response)',
        description:
          'rippled `account_tx` (validated ledgers). `limit` 1–100 (default 20); `marker` is the opaque cursor of the previous page (a marker that was ' +
          'not issued for this account gets 400). A page after the first is immutable (`Cache-Control: immutable`); the first page follows ledger closes.',
        params: addressParams,
        querystring: Type.Object(
          {
            limit: Type.Optional(Type.String()),
            marker: Type.Optional(Type.String({ maxLength: 4096 })),
            view: Type.Optional(
              Type.Literal(HISTORY_ROWS_VIEW, {
                description:
                  '`rows`: each transaction as a history row shows it, without `description`, `summary`, `balanceChanges`, `affectedObjects` and `batchInner` (its own page has them).',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: Ref(AccountTransactionsPageSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const address = addressOf(request.params.address);
      const limitText = request.query.limit ?? String(HISTORY_LIMIT.default);
      if (!/^\d{1,3}$/.test(limitText) || Number(limitText) < HISTORY_LIMIT.min || Number(limitText) > HISTORY_LIMIT.max) throw new ApiError(400, INVALID_LIMIT_MESSAGE, 'invalidInput');
      const limit = Number(limitText);
      const markerText = request.query.marker;
      const nodeMarker = markerText === undefined || markerText === '' ? undefined : decodeMarker(address, markerText);
      if (markerText && nodeMarker === undefined) throw new ApiError(400, INVALID_MARKER_MESSAGE, 'invalidMarker');
      const load = async () => {
        const [result, networkId] = await Promise.all([
          upstream<JsonObject>(deps, { command: 'account_tx', account: address, limit, ...(nodeMarker ? { marker: nodeMarker } : {}) }, notFoundCtx),
          deps.nodeInfo.networkId().catch(() => undefined),
        ]);
        const entries = Array.isArray(result.transactions) ? result.transactions.filter(isObject) : [];
        const page: AccountTransactionsPage = {
          transactions: entries.map((entry) => {
            const tx = mapTransaction(entry, { networkId });
            return request.query.view === HISTORY_ROWS_VIEW ? asHistoryRow(tx) : tx;
          }),
          marker: result.marker ? encodeMarker(address, result.marker) : null,
          hasMore: Boolean(result.marker),
        };
        return page;
      };
      if (!nodeMarker) return reply.header('cache-control', ACCOUNT_LIVE).send(await load());
      return cached(deps, reply, accountHistoryCacheKey(request), async () => ({
        entry: toCachedBody(JSON.stringify(await load()), CACHE_CONTROL_IMMUTABLE),
        immutable: true,
        aliases: [],
      }));
    },
  );

  api.get(
    '/api/account/:address/lines',
    {
      onRequest: rejectLongParams(INVALID_ADDRESS_MESSAGE),
      schema: {
        tags: ['accounts'],
        summary: "The account's trust lines (rippled account_lines, first 200)",
        params: addressParams,
        response: { 200: Ref(AccountLinesSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const address = addressOf(request.params.address);
      const result = await upstream<JsonObject>(deps, { command: 'account_lines', account: address, ledger_index: 'validated', limit: FIRST_PAGE }, notFoundCtx);
      const lines: TrustLine[] = (Array.isArray(result.lines) ? result.lines.filter(isObject) : []).map((l) => {
        const code = str(l.currency) ?? '';
        const line: TrustLine = {
          currency: decodeCurrencyCode(code),
          issuer: str(l.account) ?? '',
          balance: String(l.balance ?? '0'),
          limit: String(l.limit ?? '0'),
          limitPeer: String(l.limit_peer ?? '0'),
          noRipple: l.no_ripple === true,
          noRipplePeer: l.no_ripple_peer === true,
          freeze: l.freeze === true,
          freezePeer: l.freeze_peer === true,
        };
        if (code.length === 40) line.currencyHex = code;
        if (l.authorized === true) line.authorized = true;
        // rippled AccountLines.cpp: deep_freeze / deep_freeze_peer (DeepFreeze amendment, XLS-77).
        if (l.deep_freeze === true) line.deepFreeze = true;
        if (l.deep_freeze_peer === true) line.deepFreezePeer = true;
        return line;
      });
      const body: AccountLines = { account: address, ledgerIndex: typeof result.ledger_index === 'number' ? result.ledger_index : null, lines, truncated: Boolean(result.marker) };
      return reply.header('cache-control', ACCOUNT_LIVE).send(body);
    },
  );

  api.get(
    '/api/account/:address/objects',
    {
      onRequest: rejectLongParams(INVALID_ADDRESS_MESSAGE),
      schema: {
        tags: ['accounts'],
        summary: 'Counts and a first page of the objects the account owns (rippled account_objects)',
        params: addressParams,
        response: { 200: Ref(AccountObjectsSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const address = addressOf(request.params.address);
      const result = await upstream<JsonObject>(deps, { command: 'account_objects', account: address, ledger_index: 'validated', limit: FIRST_PAGE }, notFoundCtx);
      const objects = (Array.isArray(result.account_objects) ? result.account_objects.filter(isObject) : []).map((o) => {
        const fields: Record<string, string> = {};
        for (const key of ['Account', 'Destination', 'Owner', 'Amount', 'SendMax', 'TakerGets', 'TakerPays', 'Sequence', 'FinishAfter', 'CancelAfter', 'Expiration', 'Balance', 'TicketSequence']) {
          const value = o[key];
          if (value === undefined) continue;
          fields[key] = isObject(value) ? `${String(value.value)} ${decodeCurrencyCode(String(value.currency))}${value.issuer ? ` (${String(value.issuer)})` : ''}` : String(value);
        }
        return { type: str(o.LedgerEntryType) ?? 'Unknown', index: (str(o.index) ?? '').toUpperCase(), fields };
      });
      const counts: Record<string, number> = {};
      for (const o of objects) counts[o.type] = (counts[o.type] ?? 0) + 1;
      const body: AccountObjects = { account: address, ledgerIndex: typeof result.ledger_index === 'number' ? result.ledger_index : null, counts, objects, truncated: Boolean(result.marker) };
      return reply.header('cache-control', ACCOUNT_LIVE).send(body);
    },
  );

  api.get(
    '/api/account/:address/reserve',
    {
      onRequest: rejectLongParams(INVALID_ADDRESS_MESSAGE),
      schema: {
        tags: ['accounts'],
        summary: 'What the owner reserve is tied up in: owned objects by type (rippled account_objects)',
        description:
          `One \`account_objects\` request (validated ledger, \`limit\` ${RESERVE_OBJECTS_LIMIT}). \`owned\` counts the objects the account pays the owner ` +
          'reserve for, by LedgerEntryType: an Escrow, Check or PayChannel for its sender only, a trust line for the side whose reserve flag is set, ' +
          'a SignerList as 1 unit (lsfOneOwnerCount) or 2 + signers. `notOwned` counts the directory\'s other objects. With `truncated` the account has ' +
          'more objects than were read and every count is a lower bound. The reserve amounts themselves are in `GET /api/account/{address}` (`reserves`).',
        params: addressParams,
        response: { 200: ReserveItemsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const address = addressOf(request.params.address);
      const result = await upstream<JsonObject>(deps, { command: 'account_objects', account: address, ledger_index: 'validated', limit: RESERVE_OBJECTS_LIMIT }, notFoundCtx);
      return reply.header('cache-control', ACCOUNT_LIVE).send(reserveItemsOf(address, result));
    },
  );
}
