/** LoanManage: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'LoanManage',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to change the state of' : ' changed the state of', ` loan ${String(c.tx.LoanID ?? '?').slice(0, 8)}…`, typeof c.tx.Destination === 'string' && [' to ', account(c.tx.Destination)]),
  summary: (c) => fields(field.hash('LoanID', c.tx.LoanID), field.amount('Amount', c.tx.Amount), field.account('Destination', c.tx.Destination), field.flags(c)),
});
