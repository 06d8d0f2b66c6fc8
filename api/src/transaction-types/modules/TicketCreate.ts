/** TicketCreate: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { countOf } from '@ledgerlens/shared/domain';
import { account, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'TicketCreate',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to create ' : ' created ', typeof c.tx.TicketCount === 'number' ? countOf(c.tx.TicketCount, 'ticket') : 'tickets'),
  summary: (c) => fields(field.number('TicketCount', c.tx.TicketCount)),
});
