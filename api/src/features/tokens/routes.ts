/**
 * Token page route: `GET /api/tokens/{currency}/{issuer}`. The directory (`GET /api/tokens`) is
 * served by the ledger-state index (`features/indexer`); this route reads its counts for the
 * token and its look-alikes, and asks the node for the rest:
 * - issuer settings: `account_info` (`signer_lists: true`) of the issuer, its AccountRoot flags;
 * - supply: `gateway_balances` obligations in the currency (the index's sum when unavailable);
 * - top holders: `account_lines` of the issuer (up to {@link HOLDER_PAGES} pages of 400);
 * - price: `book_offers` of the token against XRP; pools: `amm_info` of the token/XRP pair.
 * What the node could not give is listed in `missing`; never a 5xx for a missing part.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Ref, TokenDetailSchema } from '@ledgerlens/shared/schemas';
import {
  TOKEN_ID_MESSAGES,
  decodeHexText,
  displayCurrency,
  issuerSettingsOf,
  normalizeCurrencyCode,
  transferRatePercent,
  validateAccountAddress,
  type AmmPoolSummary,
  type Token,
  type TokenDetail,
  type TokenHolder,
} from '@ledgerlens/shared/domain';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { ApiError, type UpstreamErrorContext } from '../../errors';
import { isObject, str, uint, type JsonObject } from '../../json';
import { errorResponses, rejectLongParams, upstream, type RouteDeps } from '../../http';
import { bestOffers, poolOfPair } from '../amm';

/** Pages of 400 `account_lines` read for the top holders. */
export const HOLDER_PAGES = 5;
/** Holders listed. */
export const TOP_HOLDERS = 25;
export const TOKEN_NOT_FOUND_MESSAGE = 'Token not found: the issuer has no trust line and no obligation in this currency';
export const ISSUER_NOT_FOUND_MESSAGE = 'Token not found: the issuer account does not exist';

const issuerCtx: UpstreamErrorContext = { notFoundCodes: ['actNotFound'], notFoundMessage: ISSUER_NOT_FOUND_MESSAGE, badInputCodes: ['actMalformed'], badInputMessage: TOKEN_ID_MESSAGES.issuer };

/** The newest ledger-state index (token counts), or null while none is built. */
export type LatestIndex = () => Promise<{ tokens: Token[]; ledger: { ledgerIndex: number } } | null>;

/** The holders of `currency` in `account_lines` of `issuer` (lines the issuer owes on), largest first; `truncated` when more pages exist. */
async function issuerLines(deps: RouteDeps, issuer: string, currency: string): Promise<{ holders: TokenHolder[]; lines: number; ledgerIndex: number | null; truncated: boolean }> {
  const holders: TokenHolder[] = [];
  let lines = 0;
  let marker: unknown;
  let ledgerIndex: number | null = null;
  for (let page = 0; page < HOLDER_PAGES; page += 1) {
    const result: JsonObject = await deps.xrpl.request<JsonObject>({ command: 'account_lines', account: issuer, ledger_index: ledgerIndex ?? 'validated', limit: 400, ...(marker ? { marker } : {}) });
    ledgerIndex ??= uint(result.ledger_index) ?? null;
    for (const l of Array.isArray(result.lines) ? result.lines.filter(isObject) : []) {
      if (l.currency !== currency) continue;
      lines += 1;
      const balance = String(l.balance ?? '0');
      // The issuer's side: a negative balance is what it owes the holder.
      if (balance.startsWith('-')) holders.push({ account: str(l.account) ?? '', balance: balance.slice(1), share: null });
    }
    marker = result.marker;
    if (!marker) return { holders, lines, ledgerIndex, truncated: false };
  }
  return { holders, lines, ledgerIndex, truncated: true };
}

/** Builds the token page answer ({@link TokenDetail}); throws 404 when the token does not exist. */
export async function loadToken(deps: RouteDeps, latestIndex: LatestIndex, currency: string, issuer: string): Promise<TokenDetail> {
  const missing: string[] = [];
  // An issuer the node has no AccountRoot for (e.g. the offline network's 2013 tokens): the token may still be known from the index.
  const infoPromise = upstream<JsonObject>(deps, { command: 'account_info', account: issuer, ledger_index: 'validated', signer_lists: true }, issuerCtx).catch((err: unknown) => {
    if (err instanceof ApiError && err.statusCode === 404) return null;
    throw err;
  });
  const [info, balances, lines, index, price, pool] = await Promise.all([
    infoPromise,
    deps.xrpl.request<JsonObject>({ command: 'gateway_balances', account: issuer, ledger_index: 'validated' }).catch(() => null),
    issuerLines(deps, issuer, currency).catch(() => null),
    latestIndex().catch(() => null),
    bestOffers(deps, { currency, issuer }, { currency: 'XRP' }),
    poolOfPair(deps, { currency, issuer }, { currency: 'XRP' }).catch(() => undefined),
  ]);
  const accountData = info && isObject(info.account_data) ? info.account_data : {};
  const signerLists = info && Array.isArray(info.signer_lists) ? info.signer_lists : Array.isArray(accountData.signer_lists) ? accountData.signer_lists : [];
  const domainHex = str(accountData.Domain);
  const domainText = domainHex ? (decodeHexText(domainHex) ?? null) : null;

  const obligations = balances && isObject(balances.obligations) ? balances.obligations : null;
  const owed = obligations ? str(obligations[currency]) : undefined;
  if (!balances) missing.push('gateway_balances unavailable: supply from the ledger-state index');
  if (!lines) missing.push('account_lines unavailable: no holder list');
  if (!price) missing.push('book_offers unavailable: no DEX price');
  if (pool === undefined) missing.push('amm_info unavailable: pools not checked');

  const indexed = index?.tokens.find((t) => t.currency === currency && t.issuer === issuer);
  // Known to the node if the index counted it, the issuer owes it, a trust line names it or an AMM pool holds it.
  if (!info && !indexed && !pool) throw new ApiError(404, ISSUER_NOT_FOUND_MESSAGE, 'actNotFound');
  if (!indexed && !owed && !(lines && lines.lines > 0) && !pool) throw new ApiError(404, TOKEN_NOT_FOUND_MESSAGE, 'notFound');
  if (!info) missing.push(`account_info: the node has no AccountRoot of the issuer at its validated ledger${indexed ? ` (the index saw its trust lines at ledger ${index?.ledger.ledgerIndex})` : ''}: no issuer settings`);

  const supply: TokenDetail['supply'] = owed
    ? { value: owed, ledgerIndex: balances ? (uint(balances.ledger_index) ?? null) : null, source: 'gateway_balances' }
    : indexed
      ? { value: indexed.totalSupply, ledgerIndex: index?.ledger.ledgerIndex ?? null, source: 'index' }
      : null;
  const supplyNumber = supply ? Number(supply.value) : 0;
  const sorted = (lines?.holders ?? []).sort((a, b) => Number(b.balance) - Number(a.balance));
  const top = sorted.slice(0, TOP_HOLDERS).map((h) => ({ ...h, share: supplyNumber > 0 ? (Number(h.balance) / supplyNumber) * 100 : null }));
  const topTen = sorted.slice(0, 10).reduce((sum, h) => sum + Number(h.balance), 0);

  const display = displayCurrency(currency);
  const lookalikes = (index?.tokens ?? [])
    .filter((t) => t.issuer !== issuer && displayCurrency(t.currency).text.toLowerCase() === display.text.toLowerCase())
    .sort((a, b) => b.holders - a.holders)
    .slice(0, 20)
    .map((t) => ({ issuer: t.issuer, holders: t.holders, trustLines: t.trustlines }));
  if (!index) missing.push('ledger-state index not built yet: no holder count or look-alikes');

  const pools: AmmPoolSummary[] = pool ? [pool] : [];
  return {
    currency,
    currencyDisplay: display,
    issuer,
    issuerSettings: info
      ? {
          ledgerIndex: uint(info.ledger_index) ?? null,
          settings: issuerSettingsOf(accountData, signerLists.length > 0, domainText),
          transferFeePercent: transferRatePercent(uint(accountData.TransferRate) ?? null),
        }
      : null,
    supply,
    holders: {
      count: lines && !lines.truncated ? lines.holders.length : (indexed?.holders ?? null),
      ledgerIndex: lines && !lines.truncated ? lines.ledgerIndex : (index?.ledger.ledgerIndex ?? null),
      top,
      topTenShare: supplyNumber > 0 && sorted.length > 0 ? (topTen / supplyNumber) * 100 : null,
      truncated: lines?.truncated ?? false,
      // The count's own source; its ledger is `ledgerIndex`.
      source: lines && !lines.truncated ? 'account_lines of the issuer' : lines ? `ledger-state index (account_lines stopped after the first ${HOLDER_PAGES * 400} lines)` : 'ledger-state index',
    },
    trustLines: lines && !lines.truncated ? lines.lines : (indexed?.trustlines ?? null),
    price,
    pools,
    lookalikes,
    indexLedger: index?.ledger.ledgerIndex ?? null,
    missing,
  };
}

/** Registers `GET /api/tokens/{currency}/{issuer}`. */
export function registerTokenRoutes(app: FastifyInstance, deps: RouteDeps, options: { latestIndex: LatestIndex }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/tokens/:currency/:issuer',
    {
      onRequest: rejectLongParams(TOKEN_ID_MESSAGES.token),
      schema: {
        tags: ['assets'],
        summary: 'One issued token: issuer settings, supply, holders, price, pools and look-alikes',
        description:
          'Issuer settings from `account_info` flags (DefaultRipple, RequireAuth, GlobalFreeze, NoFreeze, AllowTrustLineClawback, TransferRate as a percent, ' +
          'Domain, keys disabled) each with what it means to a holder; supply = `gateway_balances` obligations (else the ledger-state index); holders from ' +
          '`account_lines` of the issuer (count, top 25, top-10 share, with the ledger); trust lines and look-alikes (other issuers of the same currency ' +
          'code) from the ledger-state index; price against XRP from `book_offers`; the token/XRP pool from `amm_info`. `currency`: 3 characters or 40 hex. ' +
          '400: a malformed currency or issuer (the rule it broke); 404: no such issuer, or no trust line in the currency.',
        params: Type.Object({ currency: Type.String({ description: '3-character code or 40 hex' }), issuer: Type.String({ description: 'Issuer, classic address' }) }),
        response: { 200: Ref(TokenDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const currency = normalizeCurrencyCode(request.params.currency);
      if (!currency) throw new ApiError(400, TOKEN_ID_MESSAGES.currency, 'invalidInput');
      const check = validateAccountAddress(request.params.issuer);
      if (!check.ok) throw new ApiError(400, TOKEN_ID_MESSAGES.issuer, 'invalidInput');
      const body = await loadToken(deps, options.latestIndex, currency, check.address);
      return reply.header('cache-control', CACHE_CONTROL_LIVE).send(body);
    },
  );
}
