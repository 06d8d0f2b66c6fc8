/** TicketCreate: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'TicketCreate',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to create ' : ' created ', `${c.tx.TicketCount ?? 'some'} ticket(s)`),
  summary: (c) => fields(field.number('TicketCount', c.tx.TicketCount)),
});
