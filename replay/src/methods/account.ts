/**
 * `account_lines` and `account_objects` (rippled `doAccountLines` / `doAccountObjects`) derived
 * from recorded metadata, as `account_info` is: the entries in the account's owner directory as
 * the newest recorded transactions left them ({@link ReplayStore.ownedEntries}). Answered for the
 * current/validated ledger only; the `ledger_index` of the answer is the newest ledger the
 * evidence comes from. Paging: `limit` and an opaque `marker` (rippled's shape).
 */
import { isClassicAddress } from '../codec';
import type { Handler, HandlerContext } from '../context';
import { RpcError, expectedField, invalidField, missingField } from '../errors';
import { isObject, isUInt, type JsonObject } from '../json';
import { sorted } from '../render';
import type { EntryState } from '../store';

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

function accountParam(params: JsonObject): string {
  const value = 'account' in params ? params.account : params.ident;
  if (value === undefined) throw missingField('account');
  if (typeof value !== 'string') throw invalidField('account');
  return value;
}

function limitParam(params: JsonObject, limits: { min: number; default: number; max: number }): number {
  if (!('limit' in params) || params.limit === null) return limits.default;
  if (!isUInt(params.limit)) throw expectedField('limit', 'unsigned integer');
  return Math.min(limits.max, Math.max(limits.min, params.limit));
}

/** Marker: `<position>,<entry key>`; a marker that does not name an entry of this list is malformed. */
function markerPosition(params: JsonObject, entries: readonly EntryState[]): number {
  if (!('marker' in params) || params.marker === undefined) return 0;
  if (typeof params.marker !== 'string') throw expectedField('marker', 'string');
  const m = /^(\d+),([0-9A-F]{64})$/.exec(params.marker);
  if (!m || entries[Number(m[1])]?.index !== m[2]) throw invalidField('marker');
  return Number(m[1]);
}

/** The account's entries, or rippled's errors (malformed address, unknown account, a ledger this node has no state for). */
function ownedEntries(ctx: HandlerContext, account: string): { entries: EntryState[]; ledgerIndex: number } {
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
export const ACCOUNT_HANDLERS = { account_lines: accountLines, account_objects: accountObjects } as const;
