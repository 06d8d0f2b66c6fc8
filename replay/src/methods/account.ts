/**
 * Account methods of rippled:
 * - `account_info` and `account_tx` from the recorded transactions of the account;
 * - `account_lines` and `account_objects` (rippled `doAccountLines` / `doAccountObjects`) derived
 *   from recorded metadata, as `account_info` is: the entries in the account's owner directory as
 *   the newest recorded transactions left them ({@link ReplayStore.ownedEntries}). Answered for the
 *   current/validated ledger only; the `ledger_index` of the answer is the newest ledger the
 *   evidence comes from. Paging: `limit` and an opaque `marker` (rippled's shape);
 * - `gateway_balances` (rippled `doGatewayBalances`) over a recorded full-state ledger (`fullState.ts`).
 */
import { addDecimal } from '@ledgerlens/shared/domain';
import { isClassicAddress } from '../codec';
import type { Handler, HandlerContext } from '../context';
import { RpcError, expectedField, invalidField, missingField } from '../errors';
import { PAGE_MARKER_RE, clone, isObject, isUInt, type JsonObject } from '../json';
import { renderAccountTxEntry, sorted } from '../render';
import type { EntryState } from '../store';
import type { AccountState, TxRecord } from '../types';
import { isJsonInt, ledgerFields, ledgerNotFound, noLedgerYet, parseLedgerSpec } from '../ledgerSpec';
import { stateOf } from '../fullState';
import { SYNTHETIC_LEDGER_INDEX, syntheticAccountRoot, syntheticAccounts, syntheticHeader } from '../synthetic';

/** `account_tx` `limit` bounds for a non-admin client (rippled `Tuning::accountTx`). */
export const ACCOUNT_TX_LIMITS = { min: 10, default: 200, max: 400 } as const;

/** `account_flags` from AccountRoot `Flags` (rippled AccountInfo.cpp; lsf* bit values). */
const ACCOUNT_FLAGS: ReadonlyArray<[string, number]> = [
  ['defaultRipple', 0x00800000],
  ['depositAuth', 0x01000000],
  ['disableMasterKey', 0x00100000],
  ['disallowIncomingXRP', 0x00080000],
  ['globalFreeze', 0x00400000],
  ['noFreeze', 0x00200000],
  ['passwordSpent', 0x00010000],
  ['requireAuthorization', 0x00040000],
  ['requireDestinationTag', 0x00020000],
  ['disallowIncomingNFTokenOffer', 0x04000000],
  ['disallowIncomingCheck', 0x08000000],
  ['disallowIncomingPayChan', 0x10000000],
  ['disallowIncomingTrustline', 0x20000000],
  ['allowTrustLineClawback', 0x80000000],
];

function accountFlags(flags: unknown): JsonObject {
  const value = typeof flags === 'number' ? flags : 0;
  const out: JsonObject = {};
  for (const [name, bit] of ACCOUNT_FLAGS) out[name] = (value & bit) >>> 0 !== 0;
  return sorted(out);
}

function readAccountParam(params: JsonObject): string {
  const value = 'account' in params ? params.account : params.ident;
  if (value === undefined) throw missingField('account');
  if (typeof value !== 'string') throw invalidField('account');
  return value;
}

const accountInfo: Handler = (ctx) => {
  const { store, params, api } = ctx;
  const account = readAccountParam(params);
  const spec = parseLedgerSpec(params);
  if (params.queue === true) throw new RpcError('invalidParams'); // only for the open ledger; every recorded ledger is closed
  const synthetic = syntheticAccounts();
  if (synthetic > 0) {
    const header = syntheticHeader(synthetic);
    if ((spec.kind === 'index' && spec.index === SYNTHETIC_LEDGER_INDEX) || (spec.kind === 'hash' && spec.hash === header.ledger_hash)) {
      return syntheticAccountInfo(account, synthetic, header);
    }
  }

  let state: AccountState | undefined;
  let errorLedger: JsonObject;
  const wellFormed = isClassicAddress(account);
  if (spec.kind === 'shortcut') {
    const newest = store.newestLedger;
    if (!newest) throw noLedgerYet(api);
    errorLedger = ledgerFields(newest);
    state = wellFormed ? store.accountState(account) : undefined;
  } else {
    // A specific ledger: only a state recorded or derived at exactly that ledger is an answer; without
    // one this node does not have that ledger's state (lgrNotFound), which is not the same as "no account".
    const header = spec.kind === 'hash' ? store.getLedgerByHash(spec.hash) : store.getLedger(spec.index);
    const index = spec.kind === 'hash' ? header?.header.ledger_index : spec.index;
    if (index === undefined) throw ledgerNotFound();
    state = wellFormed ? store.accountStateAt(account, index) : undefined;
    if (wellFormed ? !state : !header) throw ledgerNotFound();
    errorLedger = header ? ledgerFields(header) : { ledger_index: index, validated: true };
  }
  if (!wellFormed) throw new RpcError('actMalformed', undefined, { ...errorLedger, account });
  if (!state || state.kind === 'deleted' || !state.accountData) {
    throw new RpcError('actNotFound', undefined, { ...errorLedger, account });
  }
  const data = clone(state.accountData);
  const result: JsonObject = {
    account_data: data,
    account_flags: accountFlags(data.Flags),
    ledger_index: state.ledgerIndex,
    validated: true,
  };
  if (state.ledgerHash) result.ledger_hash = state.ledgerHash;
  return { result: sorted(result) };
};

/**
 * `account_info` at the SYNTHETIC benchmark ledger (`../synthetic.ts`): the AccountRoot its
 * `ledger_data` serves for that account (labelled `Synthetic: true`), or `actNotFound` /
 * `actMalformed` as rippled answers for an account not in that ledger / not an address.
 */
function syntheticAccountInfo(account: string, accounts: number, header: JsonObject) {
  const errorLedger = { ledger_hash: header.ledger_hash, ledger_index: SYNTHETIC_LEDGER_INDEX, validated: true };
  if (!isClassicAddress(account)) throw new RpcError('actMalformed', undefined, { ...errorLedger, account });
  const root = syntheticAccountRoot(account, accounts);
  if (!root) throw new RpcError('actNotFound', undefined, { ...errorLedger, account });
  return { result: sorted({ account_data: root, account_flags: accountFlags(root.Flags), ...errorLedger }) };
}

// ---------------------------------------------------------------------------------------------
// account_tx

function readLimit(params: JsonObject): number {
  if (!('limit' in params) || params.limit === null) return ACCOUNT_TX_LIMITS.default;
  const limit = params.limit;
  if (!isUInt(limit)) throw expectedField('limit', 'unsigned integer');
  return Math.max(ACCOUNT_TX_LIMITS.min, Math.min(ACCOUNT_TX_LIMITS.max, limit));
}

function readMarker(params: JsonObject): { ledger: number; seq: number } | undefined {
  if (!('marker' in params)) return undefined;
  const marker = params.marker;
  const asUInt = (v: unknown): number | undefined =>
    isUInt(v) && v <= 0xffffffff ? v : typeof v === 'string' && /^[0-9]{1,10}$/.test(v) && Number(v) <= 0xffffffff ? Number(v) : undefined;
  const ledgerSeq = isObject(marker) ? asUInt(marker.ledger) : undefined;
  const seq = isObject(marker) ? asUInt(marker.seq) : undefined;
  if (ledgerSeq === undefined || seq === undefined) {
    throw new RpcError(
      'invalidParams',
      'invalid marker. Provide ledger index via ledger field, and transaction sequence number via seq field',
    );
  }
  return { ledger: ledgerSeq, seq };
}

const accountTx: Handler = (ctx) => {
  const { store, params, api } = ctx;
  if (api > 1 && 'binary' in params && typeof params.binary !== 'boolean') throw invalidField('binary');
  if (api > 1 && 'forward' in params && typeof params.forward !== 'boolean') throw invalidField('forward');
  const limit = readLimit(params);
  const binary = params.binary === true;
  const forward = params.forward === true;
  if (!('account' in params)) throw missingField('account');
  if (typeof params.account !== 'string') throw invalidField('account');
  const account = params.account;
  if (!isClassicAddress(account)) throw new RpcError('actMalformed');

  const hasRange = 'ledger_index_min' in params || 'ledger_index_max' in params;
  if (api > 1 && hasRange && ('ledger_hash' in params || 'ledger_index' in params)) throw new RpcError('invalidParams', 'invalidParams');

  const validatedRange = store.ledgerRange;
  if (!validatedRange) throw api === 1 ? new RpcError('lgrIdxsInvalid') : new RpcError('notSynced');
  let min = validatedRange.min;
  let max = validatedRange.max;
  if (hasRange) {
    const asLimit = (v: unknown, fallback: number): number => (isJsonInt(v) && (v as number) >= 0 ? (v as number) : fallback);
    const reqMin = asLimit(params.ledger_index_min, 0);
    const reqMax = asLimit(params.ledger_index_max, 0xffffffff);
    if (api > 1 && ((reqMax > validatedRange.max && reqMax !== 0xffffffff) || (reqMin < validatedRange.min && reqMin !== 0))) {
      throw new RpcError('lgrIdxMalformed');
    }
    if (reqMin > min) min = reqMin;
    if (reqMax < max) max = reqMax;
    if (max < min) throw api === 1 ? new RpcError('lgrIdxsInvalid') : new RpcError('invalidLgrRange');
  } else if ('ledger_hash' in params || 'ledger_index' in params || 'ledger' in params) {
    const spec = parseLedgerSpec(params);
    let index: number;
    if (spec.kind === 'shortcut') {
      const newest = store.newestLedger;
      if (!newest) throw noLedgerYet(api);
      index = newest.header.ledger_index;
    } else if (spec.kind === 'hash') {
      const found = store.getLedgerByHash(spec.hash);
      if (!found) throw ledgerNotFound();
      index = found.header.ledger_index;
    } else {
      if (!store.knowsLedger(spec.index)) throw ledgerNotFound();
      index = spec.index;
    }
    min = index;
    max = index;
  }
  const marker = readMarker(params);

  const inRange = store.accountTransactions(account).filter((t) => t.ledgerIndex >= min && t.ledgerIndex <= max);
  const ordered = forward ? [...inRange].reverse() : inRange;
  let start = 0;
  if (marker) {
    // The marker names the first transaction of the page (rippled: ledger sequence + transaction index).
    const key = (t: TxRecord): [number, number] => [t.ledgerIndex, t.transactionIndex ?? -1];
    start = ordered.findIndex((t) => {
      const [l, s] = key(t);
      return forward ? l > marker.ledger || (l === marker.ledger && s >= marker.seq) : l < marker.ledger || (l === marker.ledger && s <= marker.seq);
    });
    if (start < 0) start = ordered.length;
  }
  const page = ordered.slice(start, start + limit);
  const next = ordered[start + limit];
  const result: JsonObject = {
    account,
    ledger_index_min: min,
    ledger_index_max: max,
    limit,
    transactions: page.map((t) => renderAccountTxEntry(store, t, api, binary)),
    validated: true,
  };
  if (next) result.marker = { ledger: next.ledgerIndex, seq: next.transactionIndex ?? 0 };
  return { result: sorted(result) };
};

// ---------------------------------------------------------------------------------------------

/** rippled `Tuning::accountLines` / `accountObjects` limits for a non-admin client. */
export const ACCOUNT_LINES_LIMITS = { min: 10, default: 200, max: 400 } as const;
export const ACCOUNT_OBJECTS_LIMITS = { min: 10, default: 200, max: 400 } as const;

/** RippleState flags (rippled `LedgerFormats.h`). */
const LSF = {
  lowAuth: 0x0004_0000,
  highAuth: 0x0008_0000,
  lowNoRipple: 0x0010_0000,
  highNoRipple: 0x0020_0000,
  lowFreeze: 0x0040_0000,
  highFreeze: 0x0080_0000,
} as const;

/** `account_objects` `type` filter values (rippled's lower-case names) → LedgerEntryType. */
const OBJECT_TYPES: Record<string, string> = {
  check: 'Check',
  credential: 'Credential',
  delegate: 'Delegate',
  deposit_preauth: 'DepositPreauth',
  did: 'DID',
  escrow: 'Escrow',
  mptoken: 'MPToken',
  mpt_issuance: 'MPTokenIssuance',
  nft_offer: 'NFTokenOffer',
  nft_page: 'NFTokenPage',
  offer: 'Offer',
  oracle: 'Oracle',
  payment_channel: 'PayChannel',
  permissioned_domain: 'PermissionedDomain',
  signer_list: 'SignerList',
  state: 'RippleState',
  ticket: 'Ticket',
  vault: 'Vault',
};

export function accountParam(params: JsonObject): string {
  const value = 'account' in params ? params.account : params.ident;
  if (value === undefined) throw missingField('account');
  if (typeof value !== 'string') throw invalidField('account');
  return value;
}

export function limitParam(params: JsonObject, limits: { min: number; default: number; max: number }): number {
  if (!('limit' in params) || params.limit === null) return limits.default;
  if (!isUInt(params.limit)) throw expectedField('limit', 'unsigned integer');
  return Math.min(limits.max, Math.max(limits.min, params.limit));
}

/** Marker: `<position>,<entry key>`; a marker that does not name an entry of this list is malformed. */
export function markerPosition(params: JsonObject, entries: readonly EntryState[]): number {
  if (!('marker' in params) || params.marker === undefined) return 0;
  if (typeof params.marker !== 'string') throw expectedField('marker', 'string');
  const m = PAGE_MARKER_RE.exec(params.marker);
  if (!m || entries[Number(m[1])]?.index !== m[2]) throw invalidField('marker');
  return Number(m[1]);
}

/** The account's entries, or rippled's errors (malformed address, unknown account, a ledger this node has no state for). */
export function ownedEntries(ctx: HandlerContext, account: string): { entries: EntryState[]; ledgerIndex: number } {
  const { store, params } = ctx;
  const index = params.ledger_index;
  if (('ledger_hash' in params && params.ledger_hash !== undefined) || (index !== undefined && !['validated', 'current', 'closed'].includes(String(index)))) {
    // Only the newest state is known: an older ledger's state is not recorded.
    throw new RpcError('lgrNotFound', 'ledgerNotFound');
  }
  if (!isClassicAddress(account)) throw new RpcError('actMalformed');
  const root = store.accountState(account);
  if (!root || root.kind === 'deleted') throw new RpcError('actNotFound');
  const owned = store.ownedEntries(account);
  return { entries: owned.entries, ledgerIndex: Math.max(root.ledgerIndex, owned.ledgerIndex ?? 0) };
}

/** One `account_lines` line of `account` from a RippleState entry. */
function lineOf(account: string, entry: EntryState): JsonObject | undefined {
  const { fields } = entry;
  const low = isObject(fields.LowLimit) ? fields.LowLimit : undefined;
  const high = isObject(fields.HighLimit) ? fields.HighLimit : undefined;
  const balance = isObject(fields.Balance) ? fields.Balance : undefined;
  if (!low || !high || !balance) return undefined;
  const flags = typeof fields.Flags === 'number' ? fields.Flags : 0;
  const isLow = low.issuer === account;
  const [mine, theirs] = isLow ? [low, high] : [high, low];
  const raw = String(balance.value);
  const value = isLow ? raw : raw.startsWith('-') ? raw.slice(1) : raw === '0' ? '0' : `-${raw}`;
  const has = (bit: number) => (flags & bit) !== 0;
  const line: JsonObject = {
    account: theirs.issuer,
    balance: value,
    currency: balance.currency,
    limit: String(mine.value),
    limit_peer: String(theirs.value),
    quality_in: 0,
    quality_out: 0,
  };
  if (has(isLow ? LSF.lowNoRipple : LSF.highNoRipple)) line.no_ripple = true;
  else line.no_ripple = false;
  if (has(isLow ? LSF.highNoRipple : LSF.lowNoRipple)) line.no_ripple_peer = true;
  if (has(isLow ? LSF.lowAuth : LSF.highAuth)) line.authorized = true;
  if (has(isLow ? LSF.highAuth : LSF.lowAuth)) line.peer_authorized = true;
  if (has(isLow ? LSF.lowFreeze : LSF.highFreeze)) line.freeze = true;
  if (has(isLow ? LSF.highFreeze : LSF.lowFreeze)) line.freeze_peer = true;
  return sorted(line);
}

const accountLines: Handler = (ctx) => {
  const account = accountParam(ctx.params);
  const { entries, ledgerIndex } = ownedEntries(ctx, account);
  const peer = ctx.params.peer;
  if (peer !== undefined && !isClassicAddress(peer)) throw new RpcError('actMalformed');
  const states = entries.filter((e) => e.type === 'RippleState');
  const start = markerPosition(ctx.params, states);
  const limit = limitParam(ctx.params, ACCOUNT_LINES_LIMITS);
  const lines: JsonObject[] = [];
  let next: number | undefined;
  for (let i = start; i < states.length; i += 1) {
    if (lines.length === limit) {
      next = i;
      break;
    }
    const line = lineOf(account, states[i]!);
    if (line && (peer === undefined || line.account === peer)) lines.push(line);
  }
  const result: JsonObject = { account, ledger_index: ledgerIndex, lines, validated: true };
  if (next !== undefined) result.marker = `${next},${states[next]!.index}`;
  if (ctx.params.limit !== undefined) result.limit = limit;
  return { result: sorted(result) };
};

const accountObjects: Handler = (ctx) => {
  const account = accountParam(ctx.params);
  const { entries, ledgerIndex } = ownedEntries(ctx, account);
  let filtered = entries;
  if (ctx.params.type !== undefined) {
    const type = typeof ctx.params.type === 'string' ? OBJECT_TYPES[ctx.params.type.toLowerCase()] : undefined;
    if (!type) throw invalidField('type');
    filtered = entries.filter((e) => e.type === type);
  }
  const start = markerPosition(ctx.params, filtered);
  const limit = limitParam(ctx.params, ACCOUNT_OBJECTS_LIMITS);
  const page = filtered.slice(start, start + limit);
  const result: JsonObject = {
    account,
    account_objects: page.map((e) => sorted({ ...e.fields, LedgerEntryType: e.type, index: e.index })),
    ledger_index: ledgerIndex,
    validated: true,
  };
  if (start + limit < filtered.length) result.marker = `${start + limit},${filtered[start + limit]!.index}`;
  if (ctx.params.limit !== undefined) result.limit = limit;
  return { result: sorted(result) };
};

/** The account methods, spread into `HANDLERS`. */
/**
 * The `gateway_balances` totals of `account` over RippleState objects: what it owes (per currency,
 * hot wallets apart) and what it holds, from its side of each line.
 */
export function gatewayTotals(account: string, objects: readonly JsonObject[], hotwallets: ReadonlySet<string>) {
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
  return { obligations, balances, assets };
}

/** rippled `gateway_balances` over a recorded full-state ledger. */
export function gatewayBalances(ctx: HandlerContext) {
  const { params } = ctx;
  if (!('account' in params)) throw missingField('account');
  const account = params.account;
  if (typeof account !== 'string' || !isClassicAddress(account)) throw new RpcError('actMalformed');
  const hot = params.hotwallet === undefined ? [] : Array.isArray(params.hotwallet) ? params.hotwallet : [params.hotwallet];
  if (hot.some((h) => typeof h !== 'string' || !isClassicAddress(h))) throw invalidField('hotwallet');
  const hotwallets = new Set(hot as string[]);
  const { ledger, objects } = stateOf(ctx);
  if (!objects.some((o) => o.LedgerEntryType === 'AccountRoot' && o.Account === account)) throw new RpcError('actNotFound');
  const { obligations, balances, assets } = gatewayTotals(account, objects, hotwallets);
  const result: JsonObject = { account, ledger_hash: ledger.header.ledger_hash, ledger_index: ledger.header.ledger_index, validated: true };
  if (Object.keys(obligations).length > 0) result.obligations = obligations;
  if (Object.keys(balances).length > 0) result.balances = balances;
  if (Object.keys(assets).length > 0) result.assets = assets;
  return { result };
}

/** Account methods, by rippled command name. */
export const ACCOUNT_HANDLERS: Record<string, Handler> = {
  account_info: accountInfo,
  account_tx: accountTx,
  account_lines: accountLines,
  account_objects: accountObjects,
  gateway_balances: gatewayBalances,
};
