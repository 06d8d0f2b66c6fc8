/**
 * Ledger-object methods answered from the entries in recorded metadata: `ledger_entry` (by `index`
 * and rippled's typed forms), `account_channels`, `account_offers` and `feature` (public form).
 *
 * Every recorded transaction's affected nodes give the state of each entry it touched after it
 * (`NewFields` of a created node, `FinalFields` otherwise). An entry's state at a ledger is the newest
 * such state at or before that ledger; an entry no recorded transaction touched, or one deleted by
 * then, answers `entryNotFound`, as rippled does for a key that is not in the ledger. Nothing is
 * invented: fields rippled leaves out of metadata (defaults) stay out.
 */
import { amendmentById, amendmentByName, knownAmendments, parseAmendmentsEntry } from '@ledgerlens/shared/domain';
import { decodeAccountID, encodeAccountPublic } from 'ripple-address-codec';
import { encode } from 'ripple-binary-codec';
import { hashes } from 'xrpl';
import { isClassicAddress, sha512Half } from '../codec';
import type { Handler, HandlerContext } from '../context';
import { RpcError, expectedField, invalidField, missingField } from '../errors';
import { PAGE_MARKER_RE, isHash256, isObject, isUInt, type JsonObject } from '../json';
import { ledgerFields, ledgerFromSpec, parseLedgerSpec } from '../ledgerSpec';
import { sorted } from '../render';
import type { EntryVersion } from '../entryVersions';
import type { ReplayStore } from '../store';
import { FEE_SETTINGS_KEY, LEDGER_HANDLERS } from './ledger';

/** Key of the Amendments singleton (rippled `keylet::amendments()`). */
export const AMENDMENTS_KEY = '7DB0788C020F02780A673DC74757F23823FA3014C1866E72CC4CD8B226CD6EF4';

export type { EntryVersion } from '../entryVersions';

/**
 * Every entry in recorded mainnet metadata with its recorded states, oldest first (ledger index,
 * then `TransactionIndex`): the store's entry-version index, built at load.
 */
export function entryHistories(store: ReplayStore): ReadonlyMap<string, readonly EntryVersion[]> {
  return store.entryVersions.versions;
}

/** The newest recorded state of entry `index` at or before `ledgerIndex` (undefined: none, or deleted by then). */
export function entryAt(store: ReplayStore, index: string, ledgerIndex: number): EntryVersion | undefined {
  const list = entryHistories(store).get(index.toUpperCase()) ?? [];
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const version = list[i]!;
    if (version.ledgerIndex <= ledgerIndex) return version.change === 'deleted' ? undefined : version;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Keys (rippled `keylet::*`): xrpl.js `hashes` where it has the keylet, else rippled's own recipe
// (SHA-512Half of the two-byte space key and the fields).

function accountIdHexOf(address: string): string {
  return Buffer.from(decodeAccountID(address)).toString('hex').toUpperCase();
}

function spaceKey(letter: string): string {
  return letter.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase();
}

const uint32Hex = (n: number) => n.toString(16).padStart(8, '0').toUpperCase();
const uint64Hex = (n: number) => n.toString(16).padStart(16, '0').toUpperCase();

function addressParam(value: unknown, name: string): string {
  if (typeof value !== 'string') throw expectedField(name, 'string');
  if (!isClassicAddress(value)) throw new RpcError('actMalformed');
  return value;
}

function seqParam(value: unknown, name: string): number {
  if (!isUInt(value)) throw expectedField(name, 'unsigned integer');
  return value;
}

function keyString(value: unknown, name: string): string {
  if (!isHash256(value)) throw new RpcError('invalidParams', `Invalid field '${name}'.`);
  return value.toUpperCase();
}

/** `{currency, issuer?}` of an `amm` asset parameter; XRP has no issuer. */
function issueParam(value: unknown, name: string): { currency: string; issuer?: string } {
  if (!isObject(value) || typeof value.currency !== 'string') throw invalidField(name);
  if (value.currency === 'XRP') return { currency: 'XRP' };
  if (typeof value.issuer !== 'string' || !isClassicAddress(value.issuer)) throw invalidField(name);
  return { currency: value.currency, issuer: value.issuer };
}

function sameIssue(a: unknown, b: { currency: string; issuer?: string }): boolean {
  return isObject(a) && a.currency === b.currency && (a.issuer ?? undefined) === b.issuer;
}

/** A 48-hex MPTokenIssuanceID parameter, upper case. */
function mptIssuanceIdParam(value: unknown, name: string): string {
  if (typeof value !== 'string' || !/^[0-9A-Fa-f]{48}$/.test(value)) throw invalidField(name);
  return value.toUpperCase();
}

/**
 * Key of an MPTokenIssuance: rippled `keylet::mptIssuance(mptID)` = SHA-512Half of the space key
 * `~` (LedgerNameSpace::MPTOKEN_ISSUANCE) and the 24-byte MPTokenIssuanceID (rippled `Indexes.cpp`;
 * xrpl.js has no helper for it).
 */
export function mptIssuanceKey(issuanceId: string): string {
  return sha512Half(spaceKey('~') + issuanceId.toUpperCase());
}

/**
 * Key of an MPToken: rippled `keylet::mptoken(issuanceKey, holder)` = SHA-512Half of the space key
 * `t` (LedgerNameSpace::MPTOKEN), the issuance's key and the holder's AccountID (rippled `Indexes.cpp`).
 */
export function mptokenKey(issuanceId: string, holder: string): string {
  return sha512Half(spaceKey('t') + mptIssuanceKey(issuanceId) + accountIdHexOf(holder));
}

/** The entry key a `ledger_entry` request names, or the typed form's error (rippled's checks). */
function requestedKey(store: ReplayStore, params: JsonObject): string {
  if ('index' in params) return keyString(params.index, 'index');
  if ('account_root' in params) return hashes.hashAccountRoot(addressParam(params.account_root, 'account_root'));
  if ('amendments' in params) return AMENDMENTS_KEY;
  if ('fee' in params) return FEE_SETTINGS_KEY;
  if ('check' in params) return keyString(params.check, 'check');
  if ('payment_channel' in params) return keyString(params.payment_channel, 'payment_channel');
  if ('nft_page' in params) return keyString(params.nft_page, 'nft_page');
  if ('escrow' in params) {
    const e = params.escrow;
    if (typeof e === 'string') return keyString(e, 'escrow');
    if (!isObject(e)) throw expectedField('escrow', 'hex string or object');
    return hashes.hashEscrow(addressParam(e.owner, 'owner'), seqParam(e.seq, 'seq'));
  }
  if ('offer' in params) {
    const o = params.offer;
    if (typeof o === 'string') return keyString(o, 'offer');
    if (!isObject(o)) throw expectedField('offer', 'hex string or object');
    return hashes.hashOfferId(addressParam(o.account, 'account'), seqParam(o.seq, 'seq'));
  }
  if ('ripple_state' in params) {
    const r = params.ripple_state;
    if (!isObject(r) || !Array.isArray(r.accounts) || r.accounts.length !== 2 || typeof r.currency !== 'string') throw invalidField('ripple_state');
    const [a, b] = r.accounts.map((x) => addressParam(x, 'accounts'));
    if (a === b) throw invalidField('accounts');
    return hashes.hashTrustline(a!, b!, r.currency);
  }
  if ('ticket' in params) {
    const t = params.ticket;
    if (typeof t === 'string') return keyString(t, 'ticket');
    if (!isObject(t)) throw expectedField('ticket', 'hex string or object');
    const account = addressParam(t.account, 'account');
    return sha512Half(spaceKey('T') + accountIdHexOf(account) + uint32Hex(seqParam(t.ticket_seq, 'ticket_seq')));
  }
  if ('directory' in params) {
    const d = params.directory;
    if (typeof d === 'string') return keyString(d, 'directory');
    if (!isObject(d)) throw expectedField('directory', 'hex string or object');
    const sub = d.sub_index === undefined ? 0 : seqParam(d.sub_index, 'sub_index');
    let root: string;
    if (d.dir_root !== undefined) {
      if (d.owner !== undefined) throw new RpcError('invalidParams', 'Cannot specify both dir_root and owner.');
      root = keyString(d.dir_root, 'dir_root');
    } else if (d.owner !== undefined) root = sha512Half(spaceKey('O') + accountIdHexOf(addressParam(d.owner, 'owner')));
    else throw missingField('dir_root');
    return sub === 0 ? root : sha512Half(spaceKey('d') + root + uint64Hex(sub));
  }
  if ('mpt_issuance' in params) return mptIssuanceKey(mptIssuanceIdParam(params.mpt_issuance, 'mpt_issuance'));
  if ('mptoken' in params) {
    const m = params.mptoken;
    if (typeof m === 'string') return keyString(m, 'mptoken');
    if (!isObject(m)) throw expectedField('mptoken', 'hex string or object');
    return mptokenKey(mptIssuanceIdParam(m.mpt_issuance_id, 'mpt_issuance_id'), addressParam(m.account, 'account'));
  }
  if ('amm' in params) {
    const a = params.amm;
    if (typeof a === 'string') return keyString(a, 'amm');
    if (!isObject(a)) throw expectedField('amm', 'hex string or object');
    const asset = issueParam(a.asset, 'asset');
    const asset2 = issueParam(a.asset2, 'asset2');
    // The AMM keylet hashes both issues in rippled's order; the pool is found by its recorded
    // Asset / Asset2 fields instead (an AMM no recorded transaction touched is not known).
    for (const [index, list] of entryHistories(store)) {
      const last = list[list.length - 1]!;
      if (last.type !== 'AMM') continue;
      const f = last.fields;
      if ((sameIssue(f.Asset, asset) && sameIssue(f.Asset2, asset2)) || (sameIssue(f.Asset, asset2) && sameIssue(f.Asset2, asset))) return index;
    }
    throw new RpcError('entryNotFound');
  }
  throw new RpcError('invalidParams', 'Unknown or missing ledger entry type.');
}

/**
 * The ledger a request names: undefined for `validated` / `closed` / `current` (or none), which mean
 * the newest recorded state; an index of a recorded ledger (header or transactions); a recorded
 * ledger hash. Anything else is rippled's `lgrNotFound`.
 */
function askedLedger(ctx: HandlerContext): number | undefined {
  const spec = parseLedgerSpec(ctx.params);
  if (spec.kind === 'shortcut') return undefined;
  if (spec.kind === 'index' && ctx.store.knowsLedger(spec.index)) return spec.index;
  return ledgerFromSpec(ctx.store, spec, ctx.api).header.ledger_index;
}

/** `ledger_index`, `ledger_hash` (when the header is recorded) and `validated` of an answer about `ledgerIndex`. */
function ledgerWhere(store: ReplayStore, ledgerIndex: number): JsonObject {
  const header = store.getLedger(ledgerIndex);
  return header ? ledgerFields(header) : { ledger_index: ledgerIndex, validated: true };
}

/** The fee form delegates to the FeeSettings answer (fees in force from SetFee / FeeSettings records). */
const feeSettingsEntry = LEDGER_HANDLERS.ledger_entry!;

/**
 * rippled `ledger_entry`: by `index` or a typed form (`account_root`, `amendments`, `fee`,
 * `escrow` {owner, seq}, `check`, `payment_channel`, `offer` {account, seq}, `ripple_state`
 * {accounts, currency}, `amm` {asset, asset2}, `nft_page`, `directory` {owner | dir_root, sub_index},
 * `ticket` {account, ticket_seq}, `mpt_issuance` (48-hex MPTokenIssuanceID), `mptoken`
 * {mpt_issuance_id, account} or its index). With an explicit recorded ledger, the newest recorded state at
 * or before it; with `validated` / `closed` / `current` (or none), the newest recorded state, which
 * stands for "now" offline as in the account methods. `binary: true` serialises the entry;
 * `include_deleted: true` (Clio's extension) answers a deleted entry's last state with `deleted_ledger_index`.
 * Errors: `entryNotFound` (never recorded, or deleted), `invalidParams`, `actMalformed`, `lgrNotFound`.
 */
const ledgerEntry: Handler = (ctx) => {
  const { store, params } = ctx;
  const key = requestedKey(store, params);
  if (key === FEE_SETTINGS_KEY) return feeSettingsEntry({ ...ctx, params: { ...params, index: FEE_SETTINGS_KEY } });
  const asked = askedLedger(ctx);
  if ('include_deleted' in params && typeof params.include_deleted !== 'boolean') throw expectedField('include_deleted', 'bool');
  let version = entryAt(store, key, asked ?? Number.MAX_SAFE_INTEGER);
  let deletedAt: number | undefined;
  if (!version && params.include_deleted === true) {
    // Clio's `include_deleted`: a deleted entry's last state (the deletion's FinalFields) and `deleted_ledger_index`.
    const last = [...(entryHistories(store).get(key) ?? [])].reverse().find((v) => v.ledgerIndex <= (asked ?? Number.MAX_SAFE_INTEGER));
    if (last?.change === 'deleted') [version, deletedAt] = [last, last.ledgerIndex];
  }
  if (!version) throw new RpcError('entryNotFound');
  const node = sorted({ ...version.fields, LedgerEntryType: version.type, index: version.index });
  const where = { ...ledgerWhere(store, asked ?? version.ledgerIndex), ...(deletedAt !== undefined ? { deleted_ledger_index: deletedAt } : {}) };
  if (params.binary === true) {
    const { index: _index, ...body } = node;
    return { result: sorted({ ...where, index: key, node_binary: encode(body as never) }) };
  }
  return { result: sorted({ ...where, index: key, node }) };
};

// ---------------------------------------------------------------------------------------------
// account_channels, account_offers

function accountOf(params: JsonObject): string {
  if (!('account' in params)) throw missingField('account');
  return addressParam(params.account, 'account');
}

/** The account's current entries of `type` (newest recorded states, deleted left out) and the newest ledger among them. */
function currentEntries(ctx: HandlerContext, account: string, type: string): { entries: EntryVersion[]; ledgerIndex: number } {
  const { store, params } = ctx;
  const index = params.ledger_index;
  if (('ledger_hash' in params && params.ledger_hash !== undefined) || (index !== undefined && !['validated', 'current', 'closed'].includes(String(index)))) {
    throw new RpcError('lgrNotFound', 'ledgerNotFound');
  }
  const root = store.accountState(account);
  if (!root || root.kind === 'deleted') throw new RpcError('actNotFound');
  const owned = store.ownedEntries(account);
  const entries = owned.entries
    .filter((e) => e.type === type)
    .map((e) => entryHistories(store).get(e.index)?.at(-1))
    .filter((v): v is EntryVersion => v !== undefined && v.change !== 'deleted');
  return { entries, ledgerIndex: Math.max(root.ledgerIndex, owned.ledgerIndex ?? 0) };
}

function page<T>(params: JsonObject, items: readonly T[], keyOf: (item: T) => string, limits: { min: number; default: number; max: number }): { items: T[]; marker?: string; limit?: number } {
  let start = 0;
  if (params.marker !== undefined) {
    if (typeof params.marker !== 'string') throw expectedField('marker', 'string');
    const m = PAGE_MARKER_RE.exec(params.marker);
    if (!m || !items[Number(m[1])] || keyOf(items[Number(m[1])]!) !== m[2]) throw invalidField('marker');
    start = Number(m[1]);
  }
  let limit = limits.default;
  if (params.limit !== undefined) {
    if (!isUInt(params.limit)) throw expectedField('limit', 'unsigned integer');
    limit = Math.min(limits.max, Math.max(limits.min, params.limit));
  }
  const slice = items.slice(start, start + limit);
  const next = start + limit < items.length ? `${start + limit},${keyOf(items[start + limit]!)}` : undefined;
  return { items: slice, ...(next ? { marker: next } : {}), ...(params.limit !== undefined ? { limit } : {}) };
}

/** rippled `account_channels` limits (Tuning::accountChannels). */
export const ACCOUNT_CHANNELS_LIMITS = { min: 10, default: 200, max: 400 } as const;
/** rippled `account_offers` limits (Tuning::accountOffers). */
export const ACCOUNT_OFFERS_LIMITS = { min: 10, default: 200, max: 400 } as const;

/**
 * rippled `account_channels`: the payment channels `account` is the source of (optionally only to
 * `destination_account`), as rippled renders them (`amount`, `balance` drops strings, `channel_id`,
 * `settle_delay`, `public_key` base58 and `public_key_hex`, optional `expiration`, `cancel_after`,
 * `source_tag`, `destination_tag`).
 */
const accountChannels: Handler = (ctx) => {
  const account = accountOf(ctx.params);
  const dest = ctx.params.destination_account === undefined ? undefined : addressParam(ctx.params.destination_account, 'destination_account');
  const { entries, ledgerIndex } = currentEntries(ctx, account, 'PayChannel');
  const mine = entries.filter((e) => e.fields.Account === account && (dest === undefined || e.fields.Destination === dest));
  const p = page(ctx.params, mine, (e) => e.index, ACCOUNT_CHANNELS_LIMITS);
  const channels = p.items.map((e) => {
    const f = e.fields;
    const key = typeof f.PublicKey === 'string' ? f.PublicKey : undefined;
    const out: JsonObject = {
      account: f.Account,
      amount: f.Amount,
      balance: f.Balance ?? '0',
      channel_id: e.index,
      destination_account: f.Destination,
      settle_delay: f.SettleDelay,
    };
    if (key) {
      out.public_key_hex = key;
      // rippled prints the key as an account public key (`TokenType::AccountPublic`, prefix "a").
      try {
        out.public_key = encodeAccountPublic(Buffer.from(key, 'hex'));
      } catch {
        // not a 33-byte key: rippled would not have stored it; leave the hex form only
      }
    }
    if (f.Expiration !== undefined) out.expiration = f.Expiration;
    if (f.CancelAfter !== undefined) out.cancel_after = f.CancelAfter;
    if (f.SourceTag !== undefined) out.source_tag = f.SourceTag;
    if (f.DestinationTag !== undefined) out.destination_tag = f.DestinationTag;
    return sorted(out);
  });
  return { result: sorted({ account, channels, ledger_index: ledgerIndex, validated: true, ...(p.marker ? { marker: p.marker } : {}), ...(p.limit !== undefined ? { limit: p.limit } : {}) }) };
};

/** The rate an offer's `BookDirectory` encodes (last 8 bytes: exponent + 100, 56-bit mantissa), as rippled's `quality` text. */
export function offerQuality(bookDirectory: unknown): string | undefined {
  if (typeof bookDirectory !== 'string' || bookDirectory.length !== 64) return undefined;
  const q = BigInt(`0x${bookDirectory.slice(48)}`);
  if (q === 0n) return '0';
  const exponent = Number(q >> 56n) - 100;
  let digits = (q & 0x00ff_ffff_ffff_ffffn).toString();
  let exp = exponent;
  while (digits.length > 1 && digits.endsWith('0')) {
    digits = digits.slice(0, -1);
    exp += 1;
  }
  if (exp >= 0) return digits + '0'.repeat(exp);
  const point = digits.length + exp;
  return point > 0 ? `${digits.slice(0, point)}.${digits.slice(point)}` : `0.${'0'.repeat(-point)}${digits}`;
}

/** rippled `account_offers`: the account's DEX offers (`flags`, `seq`, `taker_gets`, `taker_pays`, `quality`, optional `expiration`). */
const accountOffers: Handler = (ctx) => {
  const account = accountOf(ctx.params);
  const { entries, ledgerIndex } = currentEntries(ctx, account, 'Offer');
  const mine = entries.filter((e) => e.fields.Account === account);
  const p = page(ctx.params, mine, (e) => e.index, ACCOUNT_OFFERS_LIMITS);
  const offers = p.items.map((e) => {
    const f = e.fields;
    const out: JsonObject = { flags: f.Flags ?? 0, seq: f.Sequence, taker_gets: f.TakerGets, taker_pays: f.TakerPays };
    const quality = offerQuality(f.BookDirectory);
    if (quality !== undefined) out.quality = quality;
    if (f.Expiration !== undefined) out.expiration = f.Expiration;
    return sorted(out);
  });
  return { result: sorted({ account, offers, ledger_index: ledgerIndex, validated: true, ...(p.marker ? { marker: p.marker } : {}), ...(p.limit !== undefined ? { limit: p.limit } : {}) }) };
};

// ---------------------------------------------------------------------------------------------
// feature

/**
 * rippled `feature`, public (non-admin) form: every amendment rippled's list names plus any ID of
 * the recorded `Amendments` entry, each `{name?, enabled, supported}`, with `majority` (the close
 * time, Ripple-epoch seconds, of the ledger where it gained majority, from the entry's
 * `Majorities`) while in majority; `feature` (name or ID) asks for one. Vote tallies (`count`,
 * `threshold`, `validations`, `vetoed`) are admin-only on rippled and not given; `vetoed` as a
 * parameter answers `noPermission`. State: the newest recorded Amendments entry at or before the
 * ledger asked (the newest one for `validated` / none). Extension `enable_amendment_transactions`
 * (all-features form only): the recorded EnableAmendment transactions `{hash, ledger_index}`, oldest first.
 */
const feature: Handler = (ctx) => {
  const { store, params } = ctx;
  if ('vetoed' in params) throw new RpcError('noPermission');
  const asked = askedLedger(ctx);
  const entry = entryAt(store, AMENDMENTS_KEY, asked ?? Number.MAX_SAFE_INTEGER);
  const state = parseAmendmentsEntry(entry?.fields);
  const describe = (id: string): JsonObject => {
    const known = amendmentById(id);
    const out: JsonObject = { enabled: state.enabled.has(id), supported: known?.supported ?? false };
    if (known) out.name = known.name;
    const majority = state.majorities.get(id);
    if (majority !== undefined) out.majority = majority;
    return sorted(out);
  };
  if (params.feature !== undefined) {
    if (typeof params.feature !== 'string') throw expectedField('feature', 'string');
    const id = isHash256(params.feature) ? params.feature.toUpperCase() : amendmentByName(params.feature)?.id;
    if (!id) throw new RpcError('badFeature');
    return { result: { [id]: describe(id) } };
  }
  const ids = new Set([...knownAmendments().map((a) => a.id), ...state.enabled, ...state.majorities.keys()]);
  const features: JsonObject = {};
  for (const id of [...ids].sort()) features[id] = describe(id);
  // LedgerLens extension (absent on rippled): the recorded EnableAmendment transactions up to the
  // ledger asked, oldest first, so a client can show amendment history from what was recorded.
  const recorded = (entryHistories(store).get(AMENDMENTS_KEY) ?? [])
    .filter((v) => v.ledgerIndex <= (asked ?? Number.MAX_SAFE_INTEGER) && store.getTransaction(v.txHash)?.tx.TransactionType === 'EnableAmendment')
    .map((v) => ({ hash: v.txHash, ledger_index: v.ledgerIndex }));
  return { result: { features, ...ledgerWhere(store, asked ?? entry?.ledgerIndex ?? 0), enable_amendment_transactions: recorded } };
};

/** Object methods, by rippled command name (spread into `HANDLERS` after the ledger methods: this `ledger_entry` replaces theirs). */
export const OBJECT_HANDLERS: Record<string, Handler> = {
  ledger_entry: ledgerEntry,
  account_channels: accountChannels,
  account_offers: accountOffers,
  feature,
};
