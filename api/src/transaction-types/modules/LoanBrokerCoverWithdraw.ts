/** LoanBrokerCoverWithdraw: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'LoanBrokerCoverWithdraw',
  
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to withdraw first-loss cover' : ' withdrew first-loss cover', c.tx.Amount !== undefined && [' ', amount(c.tx.Amount)], ` from loan broker ${String(c.tx.LoanBrokerID ?? '?').slice(0, 8)}…`, typeof c.tx.Destination === 'string' && [' to ', account(c.tx.Destination)]),
  summary: (c) => fields(field.hash('LoanBrokerID', c.tx.LoanBrokerID), field.amount('Amount', c.tx.Amount), field.account('Destination', c.tx.Destination), field.flags(c)),
});
