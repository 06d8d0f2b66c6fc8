/**
 * Asset methods of the replay node, from recorded mainnet state and metadata:
 * - `account_nfts` (rippled `doAccountNFTs`): the NFTokens of the account's NFTokenPage entries as
 *   the newest recorded metadata left them (a page no recorded transaction touched is not known),
 *   in page order, with `nft_serial` and `limit`/`marker` paging (20–400, default 100);
 * - `ledger_data` with `type: "amm"` at a ledger without a recorded full state: the AMM entries of
 *   the recorded metadata, each as the newest transaction left it (rippled would page through the
 *   ledger's whole state; the replay knows only the AMMs some recorded transaction touched; like the
 *   account answers and `amm_info`, the newest recorded state in every mode). Any
 *   other `ledger_data` request is answered by the Ledger methods (`methods/ledger.ts`);
 * - `gateway_balances` at a ledger without a recorded full state: the totals over the account's
 *   trust lines as the newest recorded metadata left them (those `account_lines` lists), with its
 *   ledger; at a full-state ledger, from that recorded state.
 */
import { parseNFTokenID } from 'xrpl';
import type { Handler, HandlerContext } from '../context';
import { RpcError, invalidField } from '../errors';
import { isObject, type JsonObject } from '../json';
import { sorted } from '../render';
import { stateLedgers } from '../fullState';
import { ledgerFromSpec, parseLedgerSpec } from '../ledgerSpec';
import { accountParam, gatewayBalances, gatewayTotals, limitParam, ownedEntries } from './account';
import { entries } from './book';
import { ledgerData } from './ledger';

/** rippled `Tuning::accountNFTokens` limits for a non-admin client. */
export const ACCOUNT_NFTS_LIMITS = { min: 20, default: 100, max: 400 } as const;

/** `account_nfts`: the account's NFTokens from its recorded NFTokenPage entries. */
const accountNfts: Handler = (ctx) => {
  const account = accountParam(ctx.params);
  const { entries: owned, ledgerIndex } = ownedEntries(ctx, account);
  const tokens: JsonObject[] = [];
  for (const page of owned.filter((e) => e.type === 'NFTokenPage')) {
    for (const wrapper of Array.isArray(page.fields.NFTokens) ? page.fields.NFTokens : []) {
      const token = isObject(wrapper) && isObject(wrapper.NFToken) ? wrapper.NFToken : undefined;
      if (!token || typeof token.NFTokenID !== 'string') continue;
      const id = token.NFTokenID.toUpperCase();
      // The NFTokenID holds flags, fee, issuer, taxon and serial (XLS-20): rippled answers them decoded.
      const parsed = parseNFTokenID(id);
      const out: JsonObject = {
        Flags: parsed.Flags,
        Issuer: parsed.Issuer,
        NFTokenID: id,
        NFTokenTaxon: parsed.Taxon,
        TransferFee: parsed.TransferFee,
        nft_serial: parsed.Sequence,
      };
      if (typeof token.URI === 'string') out.URI = token.URI;
      tokens.push(sorted(out));
    }
  }
  const limit = limitParam(ctx.params, ACCOUNT_NFTS_LIMITS);
  let start = 0;
  if (ctx.params.marker !== undefined) {
    start = typeof ctx.params.marker === 'string' ? tokens.findIndex((t) => t.NFTokenID === String(ctx.params.marker).toUpperCase()) + 1 : 0;
    if (start <= 0) throw invalidField('marker');
  }
  const page = tokens.slice(start, start + limit);
  const result: JsonObject = { account, account_nfts: page, ledger_index: ledgerIndex, validated: true };
  if (start + limit < tokens.length) result.marker = page[page.length - 1]!.NFTokenID;
  if (ctx.params.limit !== undefined) result.limit = limit;
  return { result: sorted(result) };
};

/** `ledger_data`: `type: "amm"` at a ledger with no recorded full state gives the recorded AMM entries (see the module note). */
const ledgerDataWithRecordedAmms: Handler = (ctx: HandlerContext) => {
  const type = typeof ctx.params.type === 'string' ? ctx.params.type.toLowerCase() : undefined;
  if (type !== 'amm' || ctx.params.binary === true) return ledgerData(ctx);
  const ledger = ledgerFromSpec(ctx.store, parseLedgerSpec(ctx.params), ctx.api);
  // A full recorded state asked by its index or hash is answered as recorded (no AMM before 2024);
  // the `validated`/`current`/`closed` ledger of advance mode, which walks through those 2013 states
  // too, gets the newest recorded pools, as the account answers do.
  const named = ctx.params.ledger_hash !== undefined || typeof ctx.params.ledger_index === 'number' || (typeof ctx.params.ledger_index === 'string' && /^\d+$/.test(ctx.params.ledger_index));
  if (named && stateLedgers(ctx.store).includes(ledger.header.ledger_index)) return ledgerData(ctx);
  if (ctx.params.marker !== undefined) throw new RpcError('invalidParams', 'Invalid field \'marker\'.');
  const state = [...entries(ctx.store).values()]
    // As the account answers: the newest recorded state in every mode (advance mode too), like amm_info.
    .filter((e) => e.type === 'AMM' && !e.deleted)
    .sort((a, b) => (a.index < b.index ? -1 : 1))
    .map((e) => sorted({ ...e.fields, LedgerEntryType: 'AMM', index: e.index }));
  return { result: { ledger_hash: ledger.header.ledger_hash, ledger_index: ledger.header.ledger_index, state, validated: true } as JsonObject };
};

/** `gateway_balances` from the recorded trust lines when the ledger has no recorded full state (see the module note). */
const gatewayBalancesFromRecords: Handler = (ctx: HandlerContext) => {
  const index = ctx.params.ledger_index;
  const numeric = typeof index === 'number' || (typeof index === 'string' && /^\d+$/.test(index));
  if ((numeric && stateLedgers(ctx.store).includes(Number(index))) || ctx.params.ledger_hash !== undefined) return gatewayBalances(ctx);
  const account = accountParam(ctx.params);
  const hot = ctx.params.hotwallet === undefined ? [] : Array.isArray(ctx.params.hotwallet) ? ctx.params.hotwallet : [ctx.params.hotwallet];
  if (hot.some((h) => typeof h !== 'string')) throw invalidField('hotwallet');
  const { entries: owned, ledgerIndex } = ownedEntries(ctx, account);
  const lines = owned.filter((e) => e.type === 'RippleState').map((e) => ({ ...e.fields, LedgerEntryType: 'RippleState' }));
  const { obligations, balances, assets } = gatewayTotals(account, lines, new Set(hot as string[]));
  const result: JsonObject = { account, ledger_index: ledgerIndex, validated: true };
  if (Object.keys(obligations).length > 0) result.obligations = obligations;
  if (Object.keys(balances).length > 0) result.balances = balances;
  if (Object.keys(assets).length > 0) result.assets = assets;
  return { result };
};

/** The asset methods, spread into `HANDLERS` after the Ledger methods. */
export const ASSET_HANDLERS: Record<string, Handler> = { account_nfts: accountNfts, ledger_data: ledgerDataWithRecordedAmms, gateway_balances: gatewayBalancesFromRecords };
