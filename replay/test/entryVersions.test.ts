/**
 * The replay node's entry-version index (`src/entryVersions.ts`), built once at load from the
 * bundled mainnet records: checked against an independent walk of the recorded metadata.
 */
import { indexEntryVersions } from '../src/entryVersions';
import { builtinStore, type Json } from './helpers';

const store = builtinStore();
const mainnet = [...store.transactions.values()].filter((r) => r.mainnet);

/** Every recorded node with a type and a key, as [key, kind, fields as recorded, ledger, tx index]. */
function recordedNodes(): Array<{ key: string; kind: string; type: string; fields: unknown; ledger: number; position: number }> {
  return mainnet.flatMap((r) =>
    ((r.meta as Json).AffectedNodes as Json[]).flatMap((w) => {
      const kind = Object.keys(w)[0]!;
      const n = w[kind];
      if (typeof n.LedgerEntryType !== 'string' || typeof n.LedgerIndex !== 'string') return [];
      return [{ key: n.LedgerIndex.toUpperCase(), kind, type: n.LedgerEntryType, fields: kind === 'CreatedNode' ? n.NewFields : n.FinalFields, ledger: r.ledgerIndex, position: r.transactionIndex ?? 0 }];
    }),
  );
}

it('is built at load and holds one version per recorded node, each entry oldest first', () => {
  const index = store.entryVersions;
  const nodes = recordedNodes();
  expect(nodes.length).toBeGreaterThan(100);
  expect([...index.versions.values()].reduce((sum, list) => sum + list.length, 0)).toBe(nodes.length);
  expect(new Set(nodes.map((n) => n.key)).size).toBe(index.versions.size);
  for (const list of index.versions.values()) {
    for (let i = 1; i < list.length; i += 1) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.ledgerIndex < b.ledgerIndex || (a.ledgerIndex === b.ledgerIndex && a.transactionIndex <= b.transactionIndex)).toBe(true);
    }
  }
});

it('gives the order-book methods the newest Offer, AMM, AccountRoot and RippleState as recorded', () => {
  const { newest } = store.entryVersions;
  const bookTypes = new Set(['Offer', 'AMM', 'AccountRoot', 'RippleState']);
  const expected = new Map<string, { fields: unknown; deleted: boolean }>();
  const sorted = recordedNodes().sort((a, b) => a.ledger - b.ledger || a.position - b.position);
  for (const n of sorted) if (bookTypes.has(n.type) && n.fields && typeof n.fields === 'object') expected.set(n.key, { fields: n.fields, deleted: n.kind === 'DeletedNode' });
  expect(newest.size).toBe(expected.size);
  for (const [key, view] of newest) {
    expect(view.fields).toBe(expected.get(key)!.fields);
    expect(view.deleted).toBe(expected.get(key)!.deleted);
  }
});

it('threads a modified entry to the transaction that left it so', () => {
  const index = indexEntryVersions(mainnet);
  const modified = [...index.versions.values()].flat().find((v) => v.change === 'modified' && v.type === 'AccountRoot')!;
  expect(modified.fields.PreviousTxnID).toBe(modified.txHash);
  expect(modified.fields.PreviousTxnLgrSeq).toBe(modified.ledgerIndex);
});
