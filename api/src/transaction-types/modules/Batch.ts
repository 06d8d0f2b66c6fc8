/** Batch: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { countOf } from '@ledgerlens/shared/domain';
import { account, defineType, field, fields, isObject, sentence, str, uint, type TxContext } from '../build';
import { innerHash } from '../helpers';
/**
 * Batch: the inner transactions run as transactions of their own, each with its own metadata and
 * result (tfInnerBatchTxn), so their results are never taken from the Batch: the summary links each
 * inner transaction by hash (computed from its fields), and its page shows its own result.
 */
function inner(c: TxContext): { type: string; account?: string; hash?: string }[] {
  const list = Array.isArray(c.tx.RawTransactions) ? c.tx.RawTransactions : [];
  return list.map((w) => {
    const t = isObject(w) && isObject(w.RawTransaction) ? w.RawTransaction : {};
    return { type: str(t.TransactionType) ?? 'Unknown', account: str(t.Account), hash: innerHash(t) };
  });
}
const MODE: Record<number, string> = { 0x0001_0000: 'all or nothing', 0x0002_0000: 'only the first that succeeds', 0x0004_0000: 'until the first failure', 0x0008_0000: 'independent' };

export default defineType({
  type: 'Batch',
  amount: () => undefined,
  describe(c) {
    const list = inner(c);
    const mode = Object.entries(MODE).find(([bit]) => ((uint(c.tx.Flags) ?? 0) & Number(bit)) !== 0)?.[1];
    return sentence(account(c.account), c.failed ? ' tried to submit' : ' submitted', ` a batch of ${countOf(list.length, 'inner transaction')}`, mode && ` (${mode})`, ': ', list.map((t) => t.type).join(', '), list.length === 1 ? ', with its own result' : ', each with its own result');
  },
  summary: (c) => fields(field.flags(c), ...inner(c).map((t, i) => (t.hash ? field.transaction(`Inner ${i + 1}: ${t.type}`, t.hash) : field.text(`Inner ${i + 1}`, t.type)))),
});
