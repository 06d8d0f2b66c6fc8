/**
 * A ledger object and its history: rippled `ledger_entry` (by index; Clio's `include_deleted` for
 * a deleted one), then its `PreviousTxnID` / `PreviousTxnLgrSeq` chain walked backwards with `tx`
 * calls, reading the object's node in each transaction's affected nodes. Works on any rippled (no
 * index needed); offline the same walk runs on the replay node. An entry without `PreviousTxnID`
 * (AMM before fixPreviousTxnID) gets its history from its account's `account_tx` instead.
 */
import { affectedNodesOf, CHANGE_OF_KIND, rippleTimeToIso, toRippleTime, type AffectedNode, type LedgerObjectAnswer, type LedgerObjectVersion } from '@ledgerlens/shared/domain';
import { UpstreamRippledError, normalizeUpstreamError } from '../../errors';
import type { XrplGateway } from '../../gateway';
import { objectViewOf, viewUsesCloseTime } from './views';

/** Entries with FinishAfter, CancelAfter or Expiration: the object page judges them against this ledger's close time. */
const TIMED_TYPES = new Set(['Escrow', 'Check', 'PayChannel']);

/** At most this many `tx` calls per answer; older states are paged with `before`. */
export const OBJECT_HISTORY_STEPS = 50;

type Json = Record<string, unknown>;

/** The object's node in a transaction's metadata, with what kind of change it was. */
function nodeOf(meta: unknown, index: string): { change: LedgerObjectVersion['change']; node: AffectedNode } | undefined {
  const node = affectedNodesOf(meta).find((n) => n.ledgerIndex === index);
  return node && { change: CHANGE_OF_KIND[node.kind], node };
}

/**
 * Walks the chain from `start` (a transaction that touched the object) backwards, at most
 * {@link OBJECT_HISTORY_STEPS} transactions. Returns the states oldest first and why it stopped:
 * the creation was reached, a transaction is not on the node (`notRecorded`), or the step cap
 * (`more`, with the next hash to ask for).
 */
export async function walkHistory(xrpl: XrplGateway, index: string, start: string): Promise<{ history: LedgerObjectVersion[]; end: LedgerObjectAnswer['historyEnd']; moreBefore?: string }> {
  const history: LedgerObjectVersion[] = [];
  let next: string | undefined = start.toUpperCase();
  for (let step = 0; next; step += 1) {
    if (step === OBJECT_HISTORY_STEPS) return { history: history.reverse(), end: 'more', moreBefore: next };
    let tx: Json;
    try {
      tx = await xrpl.request<Json>({ command: 'tx', transaction: next });
    } catch (err) {
      const e = normalizeUpstreamError(err);
      // The node does not have it: the earlier history is not recorded there.
      if (e instanceof UpstreamRippledError && e.code === 'txnNotFound') break;
      throw err;
    }
    const found = nodeOf(tx.meta, index);
    if (!found) break;
    const { change, node } = found;
    history.push({ hash: next, ledgerIndex: Number(tx.ledger_index ?? (tx.tx_json as Json | undefined)?.ledger_index), change, fields: node.fields, previous: node.previous });
    if (change === 'created') return { history: history.reverse(), end: 'created' };
    // Modified nodes carry it beside the fields, deleted ones in FinalFields.
    const prev = node.node.PreviousTxnID ?? node.fields.PreviousTxnID;
    next = typeof prev === 'string' ? prev.toUpperCase() : undefined;
    if (!next) return { history: history.reverse(), end: 'notThreaded' };
  }
  return { history: history.reverse(), end: 'notRecorded' };
}

/**
 * The history of an entry without `PreviousTxnID` (an AMM before fixPreviousTxnID, a directory):
 * the transactions of its account's `account_tx` (newest first, one page of 200) that touched it,
 * at most {@link OBJECT_HISTORY_STEPS}. Stops at the creation; with more pages left it says so.
 */
export async function historyFromAccountTx(xrpl: XrplGateway, index: string, account: string): Promise<{ history: LedgerObjectVersion[]; end: LedgerObjectAnswer['historyEnd'] }> {
  const page = await xrpl.request<Json>({ command: 'account_tx', account, limit: 200, forward: false });
  const history: LedgerObjectVersion[] = [];
  for (const t of (page.transactions as Json[] | undefined) ?? []) {
    const found = nodeOf(t.meta, index);
    if (!found) continue;
    const { change, node } = found;
    history.push({ hash: String(t.hash).toUpperCase(), ledgerIndex: Number(t.ledger_index), change, fields: node.fields, previous: node.previous });
    if (change === 'created') return { history: history.reverse(), end: 'created' };
    if (history.length === OBJECT_HISTORY_STEPS) return { history: history.reverse(), end: 'notThreaded' };
  }
  return { history: history.reverse(), end: page.marker ? 'notThreaded' : 'notRecorded' };
}

/**
 * The accounts whose owner directory can hold an entry, from its fields: `Account` or `Owner`, then
 * `Issuer`, `Subject` (a Credential sits in both) and `Destination` (escrows, checks, channels).
 */
export function accountsOf(fields: Record<string, unknown>): string[] {
  const names = ['Account', 'Owner', 'Issuer', 'Subject', 'Destination'];
  return [...new Set(names.map((n) => fields[n]).filter((v): v is string => typeof v === 'string' && v.startsWith('r')))];
}

/** True when the transaction's metadata deletes `index` (a `DeletedNode` for it). */
function deletes(meta: unknown, index: string): boolean {
  return nodeOf(meta, index)?.change === 'deleted';
}

/**
 * The transaction of ledger `ledgerIndex` that deleted entry `index` (a `DeletedNode` for it in its
 * metadata), or undefined. First the `account_tx` of each account in its owner directories
 * (`owners`, {@link accountsOf}), limited to that ledger (deleting an owned entry changes its
 * owner's AccountRoot, so the transaction is there), else the whole ledger
 * (`ledger` with `transactions` and `expand`). Node errors count as not found.
 */
export async function deletingTransaction(xrpl: XrplGateway, index: string, ledgerIndex: number, owners: readonly string[]): Promise<string | undefined> {
  for (const owner of owners) {
    const page = await xrpl.request<Json>({ command: 'account_tx', account: owner, ledger_index_min: ledgerIndex, ledger_index_max: ledgerIndex, limit: 200 }).catch(() => undefined);
    const found = ((page?.transactions as Json[] | undefined) ?? []).find((t) => deletes(t.meta ?? t.metaData, index));
    const hash = found ? (found.hash ?? (found.tx as Json | undefined)?.hash ?? (found.tx_json as Json | undefined)?.hash) : undefined;
    if (typeof hash === 'string') return hash.toUpperCase();
  }
  const ledger = await xrpl.request<Json>({ command: 'ledger', ledger_index: ledgerIndex, transactions: true, expand: true }).catch(() => undefined);
  const txs = ((ledger?.ledger as Json | undefined)?.transactions as Json[] | undefined) ?? [];
  const found = txs.find((t) => deletes(t.meta ?? t.metaData, index));
  const hash = found ? (found.hash ?? (found.tx_json as Json | undefined)?.hash) : undefined;
  return typeof hash === 'string' ? hash.toUpperCase() : undefined;
}

/**
 * Close time (Ripple-epoch seconds) of `ledgerIndex`: rippled `ledger` `close_time`; when the node
 * has no such ledger header, the `date` (API v1) or `close_time_iso` (v2) of transaction `hash` of
 * that ledger (a transaction's date is its ledger's close time). Undefined when neither is known.
 */
export async function ledgerCloseTime(xrpl: XrplGateway, ledgerIndex: number, hash?: string): Promise<number | undefined> {
  try {
    const answer = await xrpl.request<Json>({ command: 'ledger', ledger_index: ledgerIndex, transactions: false } as never);
    const closeTime = (answer.ledger as Json | undefined)?.close_time;
    if (typeof closeTime === 'number') return closeTime;
  } catch {
    // The node has no header of that ledger: fall back on a transaction of it.
  }
  if (!hash) return undefined;
  try {
    const tx = await xrpl.request<Json>({ command: 'tx', transaction: hash });
    const iso = typeof tx.close_time_iso === 'string' ? Date.parse(tx.close_time_iso) : NaN;
    const date = tx.date ?? (tx.tx_json as Json | undefined)?.date ?? (Number.isFinite(iso) ? toRippleTime(iso) : undefined);
    return typeof date === 'number' && Number(tx.ledger_index) === ledgerIndex ? date : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `GET /api/objects/{index}`: the entry at the validated ledger (or, deleted, its last state), and
 * its history. `before`: continue an earlier answer's walk from that transaction.
 *
 * @throws the gateway's errors (`entryNotFound` when the node knows no such entry)
 */
export async function loadLedgerObject(xrpl: XrplGateway, index: string, before?: string): Promise<LedgerObjectAnswer> {
  const entry = await xrpl.request<Json>({ command: 'ledger_entry', index, ledger_index: 'validated', include_deleted: true } as never);
  const node = (entry.node ?? {}) as Json;
  const { LedgerEntryType, index: _index, ...fields } = node;
  const deleted = typeof entry.deleted_ledger_index === 'number';
  const owner = typeof fields.Account === 'string' ? fields.Account : typeof fields.Owner === 'string' ? fields.Owner : undefined;
  // Clio's include_deleted answers the entry one ledger before its deletion (Clio LedgerEntry.cpp:
  // fetchLedgerObject(key, deletedSeq - 1)): its PreviousTxnID points before the deleting
  // transaction. So the walk starts at the transaction of deleted_ledger_index that deleted it,
  // then goes back from its FinalFields.PreviousTxnID.
  const deletedBy = !before && deleted ? await deletingTransaction(xrpl, index, Number(entry.deleted_ledger_index), accountsOf(fields)) : undefined;
  const start = before ?? deletedBy ?? (typeof node.PreviousTxnID === 'string' ? node.PreviousTxnID : undefined);
  let walked: { history: LedgerObjectVersion[]; end: LedgerObjectAnswer['historyEnd']; moreBefore?: string } = { history: [], end: 'notThreaded' };
  if (start) walked = await walkHistory(xrpl, index, start);
  else if (owner) walked = await historyFromAccountTx(xrpl, index, owner);
  const type = String(LedgerEntryType);
  const ledgerIndex = Number(deleted ? entry.deleted_ledger_index : entry.ledger_index);
  const last = walked.history.at(-1);
  const closeTime = viewUsesCloseTime(type) || TIMED_TYPES.has(type) ? await ledgerCloseTime(xrpl, ledgerIndex, last?.ledgerIndex === ledgerIndex ? last.hash : undefined) : undefined;
  const view = objectViewOf(type, { index, fields, deleted, closeTime });
  return {
    index,
    type,
    deleted,
    fields,
    ledgerIndex,
    history: walked.history,
    ...(walked.moreBefore ? { moreBefore: walked.moreBefore } : {}),
    historyEnd: walked.end,
    ...(view ? { view } : {}),
    ...(closeTime !== undefined ? { closeTime: rippleTimeToIso(closeTime) } : {}),
  };
}
