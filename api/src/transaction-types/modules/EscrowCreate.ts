/** EscrowCreate: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, sentence, timeText } from '../build';
export default defineType({
  type: 'EscrowCreate',
  describe: (c) =>
    sentence(
      account(c.account),
      c.failed ? ' tried to escrow ' : ' escrowed ',
      amount(c.tx.Amount),
      ' for ',
      account(c.tx.Destination),
      timeText(c.tx.FinishAfter) && `, releasable after ${timeText(c.tx.FinishAfter)}`,
      typeof c.tx.Condition === 'string' && ', on a crypto-condition',
      timeText(c.tx.CancelAfter) && `, cancellable after ${timeText(c.tx.CancelAfter)}`,
    ),
  summary: (c) =>
    fields(
      field.amount('Amount', c.tx.Amount),
      field.account('Destination', c.tx.Destination),
      field.number('DestinationTag', c.tx.DestinationTag),
      field.time('FinishAfter', c.tx.FinishAfter),
      field.time('CancelAfter', c.tx.CancelAfter),
      field.text('Condition', c.tx.Condition),
    ),
});
