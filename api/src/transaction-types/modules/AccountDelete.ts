/** AccountDelete: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, amountValue, defineType, deliveredOf, field, fields, sentence } from '../build';
export default defineType({
  type: 'AccountDelete',
  amount: (c) => (c.failed ? undefined : amountValue(deliveredOf(c))),
  describe: (c) =>
    sentence(account(c.account), c.failed ? ' tried to delete its account, sending the rest of its XRP to ' : ' deleted its account and sent ', !c.failed && amount(deliveredOf(c)), !c.failed && ' to ', account(c.tx.Destination)),
  summary: (c) => fields(field.amount('Delivered', c.failed ? undefined : deliveredOf(c)), field.account('Destination', c.tx.Destination), field.number('DestinationTag', c.tx.DestinationTag)),
});
