/** LoanBrokerDelete: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'LoanBrokerDelete',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to delete' : ' deleted', ` loan broker ${String(c.tx.LoanBrokerID ?? '?').slice(0, 8)}…`, typeof c.tx.Destination === 'string' && [' to ', account(c.tx.Destination)]),
  summary: (c) => fields(field.hash('LoanBrokerID', c.tx.LoanBrokerID), field.amount('Amount', c.tx.Amount), field.account('Destination', c.tx.Destination), field.flags(c)),
});
