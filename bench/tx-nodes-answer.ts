/**
 * Child of `bench/tx-nodes.mjs`: builds a SYNTHETIC transaction (an OfferCreate crossing
 * `BENCH_NODES` / 5 offers, so its metadata has that many affected nodes: for each crossed offer the
 * Offer, its owner's AccountRoot and RippleState, a DirectoryNode, plus the taker's entries), maps
 * it with the API's own `mapTransaction` and prints `{ result, answer, mapMs, bytes, preview, pages }`: the
 * node's `tx` result (`result`, which `bench/tx-nodes.mjs` writes to a file marked synthetic for the replay
 * node's `REPLAY_EXTRA_TX`), the whole
 * answer (`GET /api/transaction/{id}`), the page-sized one the page asks (`?lists=25`, cut with the
 * API's own `previewOf`) and the list pages its "Show more" buttons ask (the API's `listPageOf`).
 * The data is made up by this script for the benchmark (labelled `Synthetic` in its memo) and never stored.
 */
import { createHash } from 'node:crypto';
import { encodeAccountID } from 'ripple-address-codec';
import { mapTransaction } from '../api/src/mapping/transaction';
import { listPageOf, previewOf } from '../api/src/features/transactions';
import { AFFECTED_NODES_FIELD, TRANSACTION_LIST_PREVIEW } from '@ledgerlens/shared/domain';

const NODES = Number(process.env.BENCH_NODES ?? 5000);
const addr = (n: number) => encodeAccountID(createHash('sha256').update(`bench-tx:${n}`).digest().subarray(0, 20));
const key = (n: number) => createHash('sha256').update(`bench-key:${n}`).digest('hex').toUpperCase();
const TAKER = addr(0);
const ISSUER = addr(1);

const nodes: unknown[] = [];
const offers = Math.floor((NODES - 2) / 5);
for (let i = 0; i < offers; i += 1) {
  const owner = addr(100 + i);
  nodes.push({ DeletedNode: { LedgerEntryType: 'Offer', LedgerIndex: key(i * 5), FinalFields: { Account: owner, Sequence: i + 1, TakerGets: { currency: 'USD', issuer: ISSUER, value: '0' }, TakerPays: '0', Flags: 0 }, PreviousFields: { TakerGets: { currency: 'USD', issuer: ISSUER, value: '1' }, TakerPays: '2000000' } } });
  nodes.push({ ModifiedNode: { LedgerEntryType: 'AccountRoot', LedgerIndex: key(i * 5 + 1), FinalFields: { Account: owner, Balance: String(1_000_000_000 + 2_000_000), Sequence: i + 2, OwnerCount: 1, Flags: 0 }, PreviousFields: { Balance: '1000000000', OwnerCount: 2 } } });
  nodes.push({ ModifiedNode: { LedgerEntryType: 'RippleState', LedgerIndex: key(i * 5 + 2), FinalFields: { Balance: { currency: 'USD', issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji', value: '9' }, LowLimit: { currency: 'USD', issuer: owner, value: '1000' }, HighLimit: { currency: 'USD', issuer: ISSUER, value: '0' }, Flags: 0 }, PreviousFields: { Balance: { currency: 'USD', issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji', value: '10' } } } });
  nodes.push({ DeletedNode: { LedgerEntryType: 'DirectoryNode', LedgerIndex: key(i * 5 + 3), FinalFields: { Owner: owner, RootIndex: key(i * 5 + 3), Flags: 0 } } });
  nodes.push({ ModifiedNode: { LedgerEntryType: 'DirectoryNode', LedgerIndex: key(i * 5 + 4), FinalFields: { RootIndex: key(i * 5 + 4), TakerGetsCurrency: '0'.repeat(40), Flags: 0 } } });
}
nodes.push({ ModifiedNode: { LedgerEntryType: 'AccountRoot', LedgerIndex: key(-1), FinalFields: { Account: TAKER, Balance: String(10_000_000_000 - offers * 2_000_000 - 12), Sequence: 5, OwnerCount: 1, Flags: 0 }, PreviousFields: { Balance: '10000000000', Sequence: 4 } } });
nodes.push({ ModifiedNode: { LedgerEntryType: 'RippleState', LedgerIndex: key(-2), FinalFields: { Balance: { currency: 'USD', issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji', value: String(offers) }, LowLimit: { currency: 'USD', issuer: TAKER, value: '1000000' }, HighLimit: { currency: 'USD', issuer: ISSUER, value: '0' }, Flags: 0 }, PreviousFields: { Balance: { currency: 'USD', issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji', value: '0' } } } });

const hash = createHash('sha256').update(`bench-tx-hash:${NODES}`).digest('hex').toUpperCase();
const result = {
  tx_json: { TransactionType: 'OfferCreate', Account: TAKER, Fee: '12', Sequence: 4, Flags: 0, TakerGets: String(offers * 2_000_000), TakerPays: { currency: 'USD', issuer: ISSUER, value: String(offers) }, Memos: [{ Memo: { MemoData: Buffer.from('Synthetic benchmark transaction (bench/tx-nodes)').toString('hex').toUpperCase() } }] },
  meta: { TransactionIndex: 1, TransactionResult: 'tesSUCCESS', [AFFECTED_NODES_FIELD]: nodes },
  hash,
  ledger_index: 99_000_000,
  close_time_iso: '2026-01-01T00:00:00Z',
  validated: true,
};
const t0 = performance.now();
const answer = mapTransaction(result, { networkId: 0 });
const mapMs = performance.now() - t0;
const text = JSON.stringify(answer);
const preview = previewOf(answer, TRANSACTION_LIST_PREVIEW);
// The pages the first "Show 50 more" (balance changes) and "Show 100 more" (objects) ask, keyed by URL tail.
const pages: Record<string, unknown> = {
  [`balance-changes?offset=${TRANSACTION_LIST_PREVIEW}&limit=50`]: listPageOf(answer, 'balanceChanges', TRANSACTION_LIST_PREVIEW, 50),
  [`affected-objects?offset=${TRANSACTION_LIST_PREVIEW}&limit=100`]: listPageOf(answer, 'affectedObjects', TRANSACTION_LIST_PREVIEW, 100),
};
process.stdout.write(JSON.stringify({ result, hash, nodes: nodes.length, mapMs, bytes: Buffer.byteLength(text), answer, lists: TRANSACTION_LIST_PREVIEW, preview, pages }));
