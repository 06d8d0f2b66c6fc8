/** CheckCreate: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, amountValue, defineType, field, fields, sentence, timeText } from '../build';
export default defineType({
  type: 'CheckCreate',
  amount: (c) => amountValue(c.tx.SendMax),
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to write' : ' wrote', ' a check to ', account(c.tx.Destination), ' for up to ', amount(c.tx.SendMax), timeText(c.tx.Expiration) && `, expiring ${timeText(c.tx.Expiration)}`),
  summary: (c) => fields(field.amount('SendMax', c.tx.SendMax), field.account('Destination', c.tx.Destination), field.number('DestinationTag', c.tx.DestinationTag), field.time('Expiration', c.tx.Expiration), field.hash('InvoiceID', c.tx.InvoiceID)),
});
