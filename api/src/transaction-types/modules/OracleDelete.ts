/** OracleDelete: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'OracleDelete',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to delete' : ' deleted', ` price oracle #${c.tx.OracleDocumentID ?? '?'}`),
  summary: (c) => fields(field.number('OracleDocumentID', c.tx.OracleDocumentID)),
});
