/**
 * A ledger object and its history: rippled `ledger_entry` (by index; Clio's `include_deleted` for
 * a deleted one), then its `PreviousTxnID` / `PreviousTxnLgrSeq` chain walked backwards with `tx`
 * calls, reading the object's node in each transaction's affected nodes. Works on any rippled (no
 * index needed); offline the same walk runs on the replay node. An entry without `PreviousTxnID`
 * (AMM before fixPreviousTxnID) gets its history from its account's `account_tx` instead.
 */
import { affectedNodesOf, CHANGE_OF_KIND, type AffectedNode, type LedgerObjectAnswer, type LedgerObjectVersion } from '@ledgerlens/shared/domain';
import { UpstreamRippledError, normalizeUpstreamError } from '../../errors';
import type { XrplGateway } from '../../gateway';

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
  const start = before ?? (typeof node.PreviousTxnID === 'string' ? node.PreviousTxnID : undefined);
  const owner = typeof fields.Account === 'string' ? fields.Account : typeof fields.Owner === 'string' ? fields.Owner : undefined;
  let walked: { history: LedgerObjectVersion[]; end: LedgerObjectAnswer['historyEnd']; moreBefore?: string } = { history: [], end: 'notThreaded' };
  if (start) walked = await walkHistory(xrpl, index, start);
  else if (owner) walked = await historyFromAccountTx(xrpl, index, owner);
  return {
    index,
    type: String(LedgerEntryType),
    deleted,
    fields,
    ledgerIndex: Number(deleted ? entry.deleted_ledger_index : entry.ledger_index),
    history: walked.history,
    ...(walked.moreBefore ? { moreBefore: walked.moreBefore } : {}),
    historyEnd: walked.end,
  };
}
