/**
 * MPT amounts and balance changes of a transaction, by the one MPT rule of
 * `@ledgerlens/shared/domain` (`mptAmountValue`: value ÷ 10^AssetScale, named by the XLS-89 ticker,
 * the issuer from the ID).
 *
 * The type modules build MPT amounts without the issuance (scale 0, `assetScaleUnknown`, the
 * smallest-unit integer kept in `mptUnits`); {@link scaleMpts} then rewrites every MPT amount and
 * MPT balance change of a mapped answer with the issuances it knows: first those the transaction's
 * own metadata shows (`mptIssuancesInMeta`), then (`features/transactions`) those the node answers
 * (`ledger_entry` `{mpt_issuance}`). Rewriting from `mptUnits` makes it safe to run twice.
 */
import { mptAmountValue, mptDisplayName, mptIssuanceIdOf, mptIssuancesInMeta, mptTicker, type AmountValue, type BalanceChange, type MptIssuanceLookup } from '@ledgerlens/shared/domain';
import { affectedNodesOf, str, type JsonObject } from './build';

export { mptIssuancesInMeta };

/** How an MPT balance change came about (`BalanceChange.note`). */
export type MptChangeNote = 'escrow lock' | 'escrow unlock' | 'issued' | 'redeemed';

type Node = ReturnType<typeof affectedNodesOf>[number];

/** One integer field's change: `known`, or `added?` when rippled's metadata cannot tell (see {@link fieldChange}). */
interface FieldChange {
  delta: bigint;
  /** The field is in `FinalFields` and not in `PreviousFields`: unchanged, or added from 0 (the final value). */
  addedFrom0?: bigint;
}

/**
 * The change of an integer field of a node: created from 0, deleted to 0, modified from its
 * `PreviousFields` value. rippled lists in `PreviousFields` only fields the entry had before, so a
 * default field (MPToken `MPTAmount`, `LockedAmount`) that was absent (0) and is now set shows only
 * in `FinalFields`, like an unchanged one: its change is 0 with `addedFrom0` the value it would be.
 */
function fieldChange(n: Node, field: string): FieldChange {
  const int = (v: unknown) => (/^-?\d+$/.test(String(v ?? '0')) ? BigInt(String(v ?? '0')) : 0n);
  if (n.kind === 'CreatedNode') return { delta: int(n.fields[field]) };
  if (n.kind === 'DeletedNode') return { delta: -int(field in n.previous ? n.previous[field] : n.fields[field]) };
  if (field in n.previous) return { delta: int(n.fields[field]) - int(n.previous[field]) };
  const final = int(n.fields[field]);
  return final !== 0n ? { delta: 0n, addedFrom0: final } : { delta: 0n };
}

function change(account: string, id: string, units: bigint, note?: MptChangeNote, field?: string): BalanceChange {
  const text = units.toString();
  return { account, currency: 'MPT', mptIssuanceId: id, value: text, mptUnits: text, assetScale: 0, assetScaleUnknown: true, ...(note ? { note } : {}), ...(field ? { field } : {}) };
}

interface TokenChange {
  holder: string;
  id: string;
  spendable: FieldChange;
  locked: FieldChange;
}

/**
 * Settles the fields metadata cannot tell about ({@link fieldChange} `addedFrom0`) by conservation:
 * an issuance's `OutstandingAmount` counts every holder's `MPTAmount` and `LockedAmount`, so the
 * holders' changes sum to its change (0 when the issuance is not in the metadata). When the known
 * changes fall short by exactly the sum of the undecided fields' values, those fields were added.
 */
function settle(tokens: TokenChange[], outstanding: Map<string, bigint>): void {
  for (const id of new Set(tokens.map((t) => t.id))) {
    const mine = tokens.filter((t) => t.id === id);
    const known = mine.reduce((sum, t) => sum + t.spendable.delta + t.locked.delta, 0n);
    const undecided = mine.flatMap((t) => [t.spendable, t.locked]).filter((f) => f.addedFrom0 !== undefined);
    const shortfall = (outstanding.get(id) ?? 0n) - known;
    if (shortfall !== 0n && undecided.reduce((sum, f) => sum + f.addedFrom0!, 0n) === shortfall) for (const f of undecided) f.delta = f.addedFrom0!;
  }
}

/**
 * MPT balance changes from the metadata, in smallest units (scaled later by {@link scaleMpts}):
 * - each MPToken's `MPTAmount` change is its holder's (on an EscrowCreate a decrease is an escrow
 *   lock; on an EscrowCancel an increase is an escrow unlock);
 * - each MPToken's `LockedAmount` change is its holder's escrowed balance: `escrow lock` / `escrow unlock`;
 * - the MPTokenIssuance's `OutstandingAmount` change is the issuer's side, negated (issuing 100
 *   is −100 for the issuer, as a trust line's issuer side is): `issued` / `redeemed`.
 */
export function mptBalanceChanges(tx: JsonObject, meta: JsonObject): BalanceChange[] {
  const type = str(tx.TransactionType) ?? '';
  const tokens: TokenChange[] = [];
  const outstanding = new Map<string, bigint>();
  const issuers: BalanceChange[] = [];
  for (const n of affectedNodesOf(meta)) {
    if (n.entryType === 'MPToken') {
      const holder = str(n.fields.Account);
      const id = str(n.fields.MPTokenIssuanceID)?.toUpperCase();
      if (holder && id) tokens.push({ holder, id, spendable: fieldChange(n, 'MPTAmount'), locked: fieldChange(n, 'LockedAmount') });
    } else if (n.entryType === 'MPTokenIssuance') {
      const issuer = str(n.fields.Issuer);
      const id = mptIssuanceIdOf(n.fields);
      const { delta } = fieldChange(n, 'OutstandingAmount');
      if (!issuer || !id) continue;
      outstanding.set(id, delta);
      if (delta !== 0n) issuers.push(change(issuer, id, -delta, delta > 0n ? 'issued' : 'redeemed', 'OutstandingAmount'));
    }
  }
  settle(tokens, outstanding);
  const out: BalanceChange[] = [];
  for (const { holder, id, spendable, locked } of tokens) {
    if (spendable.delta !== 0n) {
      const note = type === 'EscrowCreate' && spendable.delta < 0n ? 'escrow lock' : type === 'EscrowCancel' && spendable.delta > 0n ? 'escrow unlock' : undefined;
      out.push(change(holder, id, spendable.delta, note, 'MPTAmount'));
    }
    if (locked.delta !== 0n) out.push(change(holder, id, locked.delta, locked.delta > 0n ? 'escrow lock' : 'escrow unlock', 'LockedAmount'));
  }
  return [...out, ...issuers];
}

/** True for an AmountValue or BalanceChange of an MPT still carrying its smallest-unit integer. */
function isMptValue(v: unknown): v is (AmountValue | BalanceChange) & { mptIssuanceId: string; mptUnits: string } {
  return typeof v === 'object' && v !== null && typeof (v as AmountValue).mptIssuanceId === 'string' && typeof (v as AmountValue).mptUnits === 'string';
}

/** The MPT issuance IDs of `value` (deep) whose AssetScale is not known yet. */
export function unscaledMptIds(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => unscaledMptIds(v, out));
  else if (typeof value === 'object' && value !== null) {
    if (isMptValue(value) && value.assetScaleUnknown === true) out.add(value.mptIssuanceId);
    for (const v of Object.values(value)) unscaledMptIds(v, out);
  }
  return out;
}

/**
 * Rewrites, in place, every MPT amount (`AmountValue`) and MPT balance change of `value` (deep)
 * with the issuances of `lookup`: the scaled value, the ticker (or `MPT`), the issuer address, the
 * display text. Entries of issuances `lookup` lacks keep their form (scale 0, `assetScaleUnknown`).
 */
export function scaleMpts<T>(value: T, lookup: MptIssuanceLookup): T {
  if (Array.isArray(value)) value.forEach((v) => scaleMpts(v, lookup));
  else if (typeof value === 'object' && value !== null) {
    if (isMptValue(value)) {
      const scaled = mptAmountValue({ mpt_issuance_id: value.mptIssuanceId, value: value.mptUnits }, lookup);
      if (scaled) {
        const target = value as Record<string, unknown>;
        if ('display' in target) Object.assign(target, scaled);
        else Object.assign(target, { value: scaled.value, currency: scaled.currency, issuer: scaled.issuer, assetScale: scaled.assetScale });
        if (!scaled.assetScaleUnknown) delete target.assetScaleUnknown;
      }
    }
    const part = value as { kind?: unknown; mptIssuanceId?: unknown; currency?: unknown; display?: unknown };
    if (part.kind === 'token' && typeof part.mptIssuanceId === 'string') {
      const ticker = mptTicker(lookup.get(part.mptIssuanceId)?.metadataHex);
      Object.assign(part, { currency: ticker ?? 'MPT', display: mptDisplayName(part.mptIssuanceId, ticker) });
    }
    for (const v of Object.values(value as object)) if (typeof v === 'object' && v !== null) scaleMpts(v, lookup);
  }
  return value;
}
