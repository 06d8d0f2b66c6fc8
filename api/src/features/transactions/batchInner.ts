/**
 * A Batch's inner transactions (XLS-56 `RawTransactions`) with their own results: each inner
 * transaction runs as a transaction of its own (flag tfInnerBatchTxn, its own metadata), so its
 * result is asked of the node by its hash (rippled `tx`), never taken from the Batch.
 */
import type { BatchInnerTransaction } from '@ledgerlens/shared/domain';
import { UpstreamRippledError } from '../../errors';
import { isObject, type JsonObject } from '../../json';
import { readTransactionEnvelope } from '../../mapping/transaction';
import { innerHash } from '../../transaction-types/helpers';
import type { RouteDeps } from '../../http';

/** The inner transactions of a Batch `tx` result, without results yet (hash computed from each one's fields). */
export function batchInnerList(result: JsonObject): Array<{ type: string; account?: string; hash?: string }> {
  const { tx } = readTransactionEnvelope(result);
  if (tx.TransactionType !== 'Batch' || !Array.isArray(tx.RawTransactions)) return [];
  return tx.RawTransactions.map((wrapper) => {
    const inner = isObject(wrapper) && isObject(wrapper.RawTransaction) ? wrapper.RawTransaction : {};
    const type = typeof inner.TransactionType === 'string' ? inner.TransactionType : 'Unknown';
    const account = typeof inner.Account === 'string' ? inner.Account : undefined;
    const hash = innerHash(inner);
    return { type, ...(account ? { account } : {}), ...(hash ? { hash } : {}) };
  });
}

/**
 * Each inner transaction of a Batch with its own `meta.TransactionResult` (rippled `tx` by hash, in
 * parallel). `complete` is false when a lookup failed for another reason than `txnNotFound` (node
 * unreachable, timeout): the answer must then not be kept as immutable.
 */
export async function batchInnerOf(deps: Pick<RouteDeps, 'xrpl'>, result: JsonObject): Promise<{ list: BatchInnerTransaction[]; complete: boolean }> {
  let complete = true;
  const list = await Promise.all(
    batchInnerList(result).map(async (inner): Promise<BatchInnerTransaction> => {
      if (!inner.hash) return { ...inner, recorded: false };
      try {
        const answer = await deps.xrpl.request<JsonObject>({ command: 'tx', transaction: inner.hash, api_version: 2 });
        const meta = isObject(answer.meta) ? answer.meta : undefined;
        const code = meta && typeof meta.TransactionResult === 'string' ? meta.TransactionResult : undefined;
        return { ...inner, ...(code ? { result: code } : {}), recorded: true };
      } catch (err) {
        if (!(err instanceof UpstreamRippledError && err.code === 'txnNotFound')) complete = false;
        return { ...inner, recorded: false };
      }
    }),
  );
  return { list, complete };
}
