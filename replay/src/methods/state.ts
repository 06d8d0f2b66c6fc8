/**
 * Ledger state of the replay node: `ledger_data` (rippled `doLedgerData`) and `gateway_balances`
 * (`doGatewayBalances`) over the recorded full-state ledgers: files whose ledger object carries
 * `accountState` (the bundled `ledger-38129-full.json` and `ledger-40000-full.json`, 137 accounts
 * and 53 trust lines each) in any data directory.
 *
 * A ledger whose header is recorded but whose state is not is answered as rippled answers for a
 * ledger it does not have: `lgrNotFound` ("ledgerNotFound"). Objects come in key (`index`) order;
 * `marker` is the key of the next object, as rippled's. `server_info.info.state_ledgers` (a
 * LedgerLens replay extension) lists the ledgers with state, so a client such as the API's
 * indexer can pick the newest one.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { addDecimal } from '@ledgerlens/shared/domain';
import { encode } from 'ripple-binary-codec';
import { isClassicAddress } from '../codec';
import type { Handler, HandlerContext } from '../context';
import { RpcError, expectedField, invalidField, missingField } from '../errors';
import { isHash256, isObject, isUInt, type JsonObject } from '../json';
import { ledgerFromSpec, ledgerNotFound, parseLedgerSpec } from '../ledgerSpec';
import type { ReplayStore } from '../store';
import { SYNTHETIC_LEDGER_INDEX, indexOfMarker, syntheticAccounts, syntheticHeader, syntheticKey, syntheticObject, syntheticTotal } from '../synthetic';

/** rippled `Tuning::pageLength`: objects per page in JSON (256) and binary (2048). */
export const LEDGER_DATA_LIMITS = { json: 256, binary: 2048 } as const;

/** One state object as recorded (JSON), with its `index`. */
type StateObject = JsonObject & { index: string };

const states = new WeakMap<ReplayStore, Map<number, { file: string; objects?: StateObject[] }>>();

/** The recorded full-state ledgers of `store`: ledger index → file (objects read on first use). */
function stateFiles(store: ReplayStore): Map<number, { file: string; objects?: StateObject[] }> {
  let found = states.get(store);
  if (found) return found;
  found = new Map();
  for (const dir of store.dataDirs) {
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((n) => /-full\.json$/i.test(n));
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      const file = path.join(dir, name);
      try {
        const doc = JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
        const ledger = (isObject(doc.result) ? (isObject(doc.result.ledger) ? doc.result.ledger : doc.result) : isObject(doc.ledger) ? doc.ledger : doc) as JsonObject;
        const index = Number(ledger.ledger_index);
        if (Array.isArray(ledger.accountState) && Number.isSafeInteger(index)) {
          const objects = (ledger.accountState as JsonObject[]).filter((o): o is StateObject => isObject(o) && typeof o.index === 'string');
          objects.sort((a, b) => (a.index < b.index ? -1 : a.index > b.index ? 1 : 0));
          found.set(index, { file, objects });
        }
      } catch {
        // not a readable state file: skipped
      }
    }
  }
  states.set(store, found);
  return found;
}

/** Indexes of the recorded ledgers with full state, ascending. */
export function stateLedgers(store: ReplayStore): number[] {
  const recorded = [...stateFiles(store).keys()].sort((a, b) => a - b);
  return syntheticAccounts() > 0 ? [...recorded, SYNTHETIC_LEDGER_INDEX] : recorded;
}

/** A page of the synthetic benchmark state (see `../synthetic.ts`), JSON only. */
function syntheticPage(accounts: number, limit: number, marker: string | undefined): JsonObject {
  const total = syntheticTotal(accounts);
  const start = marker ? indexOfMarker(marker, total) : 0;
  const end = Math.min(total, start + limit);
  const state: JsonObject[] = [];
  for (let i = start; i < end; i += 1) state.push(syntheticObject(i, total));
  const header = syntheticHeader(accounts);
  const result: JsonObject = { ledger_hash: header.ledger_hash, ledger_index: SYNTHETIC_LEDGER_INDEX, state, validated: true };
  if (!marker) result.ledger = header;
  if (end < total) result.marker = syntheticKey(end, total);
  return result;
}

function stateOf(ctx: HandlerContext): { ledger: ReturnType<typeof ledgerFromSpec>; objects: StateObject[] } {
  const ledger = ledgerFromSpec(ctx.store, parseLedgerSpec(ctx.params), ctx.api);
  const entry = stateFiles(ctx.store).get(ledger.header.ledger_index);
  if (!entry?.objects) throw ledgerNotFound();
  return { ledger, objects: entry.objects };
}

function ledgerData(ctx: HandlerContext) {
  const { params } = ctx;
  const binary = params.binary === true;
  if ('binary' in params && typeof params.binary !== 'boolean') throw expectedField('binary', 'bool');
  const max = binary ? LEDGER_DATA_LIMITS.binary : LEDGER_DATA_LIMITS.json;
  let limit: number = max;
  if ('limit' in params) {
    if (!isUInt(params.limit)) throw expectedField('limit', 'unsigned integer');
    limit = Math.max(1, Math.min(max, Number(params.limit)));
  }
  if ('marker' in params && !isHash256(params.marker)) throw invalidField('marker');
  if ('type' in params && typeof params.type !== 'string') throw expectedField('type', 'string');
  const synthetic = syntheticAccounts();
  if (synthetic > 0 && Number(params.ledger_index) === SYNTHETIC_LEDGER_INDEX) {
    if (binary) throw new RpcError('notSupported', 'The synthetic benchmark state is served as JSON only.');
    return { result: syntheticPage(synthetic, limit, typeof params.marker === 'string' ? params.marker.toUpperCase() : undefined) };
  }
  const { ledger, objects } = stateOf(ctx);
  const type = typeof params.type === 'string' ? params.type.toLowerCase() : undefined;
  const marker = typeof params.marker === 'string' ? params.marker.toUpperCase() : undefined;
  let start = 0;
  if (marker) {
    start = objects.findIndex((o) => o.index.toUpperCase() >= marker);
    if (start < 0) start = objects.length;
  }
  const page: JsonObject[] = [];
  let i = start;
  for (; i < objects.length && page.length < limit; i += 1) {
    const o = objects[i];
    if (type && String(o.LedgerEntryType).toLowerCase() !== type.replace(/_/g, '')) continue;
    if (binary) {
      const { index, ...fields } = o;
      page.push({ data: encode(fields as never), index });
    } else page.push(o);
  }
  const result: JsonObject = { ledger_hash: ledger.header.ledger_hash, ledger_index: ledger.header.ledger_index, state: page, validated: true };
  if (!marker) {
    // rippled sends the ledger header with the first page.
    result.ledger = { ...ledger.header, closed: true };
  }
  if (i < objects.length) result.marker = objects[i].index;
  return { result };
}

function gatewayBalances(ctx: HandlerContext) {
  const { params } = ctx;
  if (!('account' in params)) throw missingField('account');
  const account = params.account;
  if (typeof account !== 'string' || !isClassicAddress(account)) throw new RpcError('actMalformed');
  const hot = params.hotwallet === undefined ? [] : Array.isArray(params.hotwallet) ? params.hotwallet : [params.hotwallet];
  if (hot.some((h) => typeof h !== 'string' || !isClassicAddress(h))) throw invalidField('hotwallet');
  const hotwallets = new Set(hot as string[]);
  const { ledger, objects } = stateOf(ctx);
  if (!objects.some((o) => o.LedgerEntryType === 'AccountRoot' && o.Account === account)) throw new RpcError('actNotFound');
  const obligations: Record<string, string> = {};
  const balances: Record<string, Array<{ currency: string; value: string }>> = {};
  const assets: Record<string, Array<{ currency: string; value: string }>> = {};
  for (const o of objects) {
    if (o.LedgerEntryType !== 'RippleState' || !isObject(o.Balance) || !isObject(o.LowLimit) || !isObject(o.HighLimit)) continue;
    const low = o.LowLimit.issuer;
    const high = o.HighLimit.issuer;
    if (low !== account && high !== account) continue;
    const currency = String(o.Balance.currency);
    const raw = String(o.Balance.value);
    // The balance from `account`'s side: the low account holds `Balance`, the high account its negation.
    const mine = low === account ? raw : raw.startsWith('-') ? raw.slice(1) : raw === '0' ? '0' : `-${raw}`;
    const peer = String(low === account ? high : low);
    if (mine.startsWith('-')) {
      const owed = mine.slice(1);
      if (hotwallets.has(peer)) (balances[peer] ??= []).push({ currency, value: owed });
      else obligations[currency] = addDecimal(obligations[currency] ?? '0', owed) ?? obligations[currency] ?? owed;
    } else if (mine !== '0') (assets[peer] ??= []).push({ currency, value: mine });
  }
  const result: JsonObject = { account, ledger_hash: ledger.header.ledger_hash, ledger_index: ledger.header.ledger_index, validated: true };
  if (Object.keys(obligations).length > 0) result.obligations = obligations;
  if (Object.keys(balances).length > 0) result.balances = balances;
  if (Object.keys(assets).length > 0) result.assets = assets;
  return { result };
}

/** The state methods, spread into `HANDLERS`. */
export const STATE_HANDLERS: Record<string, Handler> = { ledger_data: ledgerData, gateway_balances: gatewayBalances };
