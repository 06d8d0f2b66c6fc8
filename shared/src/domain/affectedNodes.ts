/**
 * A transaction's metadata, read once: the ledger entries it created, modified or deleted
 * (`meta.AffectedNodes`, rippled `TxMeta`). Every reader of metadata in the API, the replay node
 * and the benchmarks goes through {@link affectedNodesOf}, so the wrapper rules below live here only.
 */

/** A JSON object as rippled sends it (values not narrowed). */
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The name of the metadata field that lists the affected entries (for code that builds metadata). */
export const AFFECTED_NODES_FIELD = 'AffectedNodes';

/** The three wrappers of an affected entry, in rippled's order. */
export const AFFECTED_NODE_KINDS = ['CreatedNode', 'ModifiedNode', 'DeletedNode'] as const;

/** `CreatedNode`, `ModifiedNode` or `DeletedNode`. */
export type AffectedNodeKind = (typeof AFFECTED_NODE_KINDS)[number];

/** The change a wrapper stands for, in the words the API and the replay answers use. */
export const CHANGE_OF_KIND: Readonly<Record<AffectedNodeKind, 'created' | 'modified' | 'deleted'>> = Object.freeze({
  CreatedNode: 'created',
  ModifiedNode: 'modified',
  DeletedNode: 'deleted',
});

/** One affected ledger entry, whatever its wrapper. */
export interface AffectedNode {
  kind: AffectedNodeKind;
  /** `LedgerEntryType` (`''` when missing). */
  entryType: string;
  /** `LedgerIndex` upper-cased (undefined when missing). */
  ledgerIndex?: string;
  /**
   * The entry after the transaction: `NewFields` of a created entry, `FinalFields` of a modified or
   * deleted one (`{}` when the node has none, see {@link hasFields}).
   */
  fields: JsonObject;
  /** Whether the node carried those fields as an object (rippled leaves them out when empty). */
  hasFields: boolean;
  /** `PreviousFields` of a modified entry: the changed fields before the transaction (`{}` when none). */
  previous: JsonObject;
  /** The node as recorded, for what sits beside the fields (`PreviousTxnID`, `PreviousTxnLgrSeq`). */
  node: JsonObject;
}

/**
 * Flattens `meta.AffectedNodes`: one {@link AffectedNode} per wrapper, in metadata order. Each
 * wrapper holds one of `CreatedNode` / `ModifiedNode` / `DeletedNode` (the first one present is
 * read); malformed wrappers are skipped. Returns `[]` without metadata or without the list.
 */
export function affectedNodesOf(meta: unknown): AffectedNode[] {
  const list = isObject(meta) ? meta[AFFECTED_NODES_FIELD] : undefined;
  if (!Array.isArray(list)) return [];
  const nodes: AffectedNode[] = [];
  for (const wrapper of list) {
    if (!isObject(wrapper)) continue;
    const kind = AFFECTED_NODE_KINDS.find((k) => isObject(wrapper[k]));
    if (!kind) continue;
    const node = wrapper[kind] as JsonObject;
    const raw = kind === 'CreatedNode' ? node.NewFields : node.FinalFields;
    const type = node.LedgerEntryType;
    const index = node.LedgerIndex;
    nodes.push({
      kind,
      entryType: typeof type === 'string' ? type : '',
      ledgerIndex: typeof index === 'string' && index.length > 0 ? index.toUpperCase() : undefined,
      fields: isObject(raw) ? raw : {},
      hasFields: isObject(raw),
      previous: isObject(node.PreviousFields) ? node.PreviousFields : {},
      node,
    });
  }
  return nodes;
}

/** True when the metadata has a list of affected entries (even an empty one). */
export function hasAffectedEntryList(meta: unknown): boolean {
  return isObject(meta) && Array.isArray(meta[AFFECTED_NODES_FIELD]);
}
