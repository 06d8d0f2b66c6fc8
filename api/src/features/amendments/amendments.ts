/**
 * Amendment status and history from the node: the `Amendments` ledger entry (`ledger_entry`,
 * `Amendments` and `Majorities`), named with rippled's list (`@ledgerlens/shared/domain`
 * `knownAmendments`), and the EnableAmendment transactions the node has (`tx`): those reached by
 * walking the entry's `PreviousTxnID` chain (threaded since fixPreviousTxnID) plus, on the replay
 * node, the recorded ones its `feature` answer lists (`enable_amendment_transactions`).
 */
import {
  affectedNodesOf,
  AMENDMENT_LIST_SOURCE,
  amendmentById,
  amendmentEventOf,
  isHex64,
  parseAmendmentsEntry,
  amendmentByName,
  knownAmendments,
  rippleTimeToIso,
  type AmendmentDetail,
  type AmendmentEvent,
  type AmendmentsAnswer,
  type AmendmentSummary,
  type AmendmentVotes,
} from '@ledgerlens/shared/domain';
import type { XrplGateway } from '../../gateway';

/** rippled's majority period: two weeks of ledger time, in seconds. */
export const MAJORITY_PERIOD_SECONDS = 14 * 24 * 3600;
/** At most this many `tx` calls along the Amendments entry's `PreviousTxnID` chain. */
export const AMENDMENT_CHAIN_STEPS = 50;

type Json = Record<string, unknown>;

/** An event with the amendment it is about. */
interface RecordedEvent extends AmendmentEvent {
  amendment: string;
}

/** The node's view: Amendments entry, its ledger, and the EnableAmendment transactions it has (oldest first). */
export interface AmendmentsSnapshot {
  ledgerIndex: number;
  enabled: Set<string>;
  /** ID → close time of the ledger where it gained majority (Ripple-epoch seconds). */
  majorities: Map<string, number>;
  events: RecordedEvent[];
}

/** The Amendments node of a transaction's metadata (its `PreviousTxnID` continues the chain). */
function amendmentsNode(meta: unknown): Json | undefined {
  return affectedNodesOf(meta).find((n) => n.kind !== 'DeletedNode' && n.entryType === 'Amendments')?.node;
}

/**
 * Reads the Amendments entry at the validated ledger and the EnableAmendment transactions the node
 * has. A transaction the node does not have ends the chain walk (its earlier history is not known).
 *
 * @throws the gateway's error when `ledger_entry` fails (the route maps it)
 */
export async function loadAmendments(xrpl: XrplGateway): Promise<AmendmentsSnapshot> {
  const entry = await xrpl.request<Json>({ command: 'ledger_entry', amendments: true, ledger_index: 'validated' } as never);
  const node = (entry.node ?? {}) as Json;
  const { enabled, majorities } = parseAmendmentsEntry(node);
  const hashes = new Set<string>();
  // The replay node lists its recorded EnableAmendment transactions; rippled has no such index.
  const feature = await xrpl.request<Json>({ command: 'feature' } as never).catch(() => undefined);
  for (const t of (feature?.enable_amendment_transactions as Json[] | undefined) ?? []) if (typeof t.hash === 'string') hashes.add(t.hash.toUpperCase());

  const events: RecordedEvent[] = [];
  const add = (tx: Json) => {
    const body = (tx.tx_json ?? tx) as Json;
    if (body.TransactionType !== 'EnableAmendment' || typeof body.Amendment !== 'string') return;
    events.push({ hash: String(tx.hash).toUpperCase(), ledgerIndex: Number(tx.ledger_index ?? body.ledger_index), event: amendmentEventOf(Number(body.Flags ?? 0)), amendment: body.Amendment.toUpperCase() });
  };
  const fetched = new Map<string, Json>();
  const fetchTx = async (hash: string) => {
    if (!fetched.has(hash)) fetched.set(hash, await xrpl.request<Json>({ command: 'tx', transaction: hash }));
    return fetched.get(hash)!;
  };
  let next = typeof node.PreviousTxnID === 'string' ? node.PreviousTxnID.toUpperCase() : undefined;
  for (let step = 0; next && step < AMENDMENT_CHAIN_STEPS; step += 1) {
    const tx = await fetchTx(next).catch(() => undefined);
    if (!tx) break;
    hashes.add(next);
    const prev = amendmentsNode(tx.meta)?.PreviousTxnID;
    next = typeof prev === 'string' ? prev.toUpperCase() : undefined;
  }
  const txs = await Promise.all([...hashes].map((hash) => fetchTx(hash).catch(() => undefined)));
  for (const tx of txs) if (tx) add(tx);
  events.sort((a, b) => a.ledgerIndex - b.ledgerIndex);
  return { ledgerIndex: Number(entry.ledger_index), enabled, majorities, events };
}

function summaryOf(id: string, snap: AmendmentsSnapshot, votes: AmendmentVotes | undefined): AmendmentSummary {
  const known = amendmentById(id);
  const out: AmendmentSummary = { id, name: known?.name ?? null, status: snap.enabled.has(id) ? 'enabled' : snap.majorities.has(id) ? 'majority' : 'known' };
  const enabledBy = snap.events.find((e) => e.amendment === id && e.event === 'enabled');
  if (enabledBy) out.enabledLedger = enabledBy.ledgerIndex;
  const since = snap.majorities.get(id);
  if (since !== undefined && out.status === 'majority') {
    out.majoritySince = rippleTimeToIso(since);
    out.expectedAt = rippleTimeToIso(since + MAJORITY_PERIOD_SECONDS);
  }
  // Validators vote only for amendments not enabled yet.
  if (votes && out.status !== 'enabled') {
    const { ledgerIndex, trusted, counted, threshold } = votes;
    out.votes = { yes: votes.byAmendment[id] ?? 0, ledgerIndex, trusted, counted, threshold };
  }
  return out;
}

/**
 * `GET /api/amendments`: every amendment of the ledger, of rippled's list and of the trusted
 * validators' votes; majority, then enabled, then known; by name. `votes` (live only, see
 * `./votes.ts`) adds each not-enabled entry's yes count; it is never given offline.
 */
export function amendmentsAnswer(snap: AmendmentsSnapshot, offline: boolean, votes?: AmendmentVotes): AmendmentsAnswer {
  const live = offline ? undefined : votes;
  const ids = new Set([...snap.enabled, ...snap.majorities.keys(), ...knownAmendments().map((a) => a.id), ...Object.keys(live?.byAmendment ?? {})]);
  const order = { majority: 0, enabled: 1, known: 2 } as const;
  const amendments = [...ids]
    .map((id) => summaryOf(id, snap, live))
    .sort((a, b) => order[a.status] - order[b.status] || (a.name ?? `~${a.id}`).localeCompare(b.name ?? `~${b.id}`));
  const answer: AmendmentsAnswer = { ledgerIndex: snap.ledgerIndex, source: AMENDMENT_LIST_SOURCE, offline, amendments };
  if (live) answer.votes = { ledgerIndex: live.ledgerIndex, trusted: live.trusted, counted: live.counted, threshold: live.threshold };
  return answer;
}

/** The amendment ID a path parameter names: a 64-hex ID, or a name of rippled's list; `undefined` when it is neither. */
export function amendmentIdOf(nameOrId: string): string | undefined {
  if (isHex64(nameOrId)) return nameOrId.toUpperCase();
  return amendmentByName(nameOrId)?.id;
}

/**
 * `GET /api/amendments/{name or id}`, or undefined when neither the ledger, rippled's list nor the
 * trusted validators' votes know the ID. `votes` as for {@link amendmentsAnswer}.
 */
export function amendmentDetail(id: string, snap: AmendmentsSnapshot, offline: boolean, votes?: AmendmentVotes): AmendmentDetail | undefined {
  const live = offline ? undefined : votes;
  if (!amendmentById(id) && !snap.enabled.has(id) && !snap.majorities.has(id) && !snap.events.some((e) => e.amendment === id) && !live?.byAmendment[id]) return undefined;
  const history = snap.events.filter((e) => e.amendment === id).map(({ hash, ledgerIndex, event }) => ({ hash, ledgerIndex, event }));
  return { ...summaryOf(id, snap, live), ledgerIndex: snap.ledgerIndex, source: AMENDMENT_LIST_SOURCE, offline, history };
}
