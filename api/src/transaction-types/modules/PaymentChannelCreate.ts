/** PaymentChannelCreate: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, findNode, sentence } from '../build';
export default defineType({
  type: 'PaymentChannelCreate',
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to open' : ' opened', ' a payment channel to ', account(c.tx.Destination), ' with ', amount(c.tx.Amount), `, settle delay ${c.tx.SettleDelay ?? '?'} s`),
  summary: (c) => fields(field.amount('Amount', c.tx.Amount), field.account('Destination', c.tx.Destination), field.number('DestinationTag', c.tx.DestinationTag), field.number('SettleDelay (s)', c.tx.SettleDelay), field.text('PublicKey', c.tx.PublicKey), field.time('CancelAfter', c.tx.CancelAfter), field.hash('Channel', findNode(c, 'PayChannel', undefined, 'CreatedNode')?.ledgerIndex)),
});
