/** PaymentChannelFund: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, findNode, sentence, timeText } from '../build';
import { otherParty } from '../helpers';
export default defineType({
  type: 'PaymentChannelFund',
  counterparty: (c) => { const ch = findNode(c, 'PayChannel', c.tx.Channel) ?? findNode(c, 'PayChannel'); return ch ? otherParty(c.account, ch.fields.Destination, ch.fields.Account) : undefined; },
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to add ' : ' added ', amount(c.tx.Amount), ' to payment channel ', `${String(c.tx.Channel ?? '').slice(0, 8)}…`, timeText(c.tx.Expiration) && `, expiring ${timeText(c.tx.Expiration)}`),
  summary: (c) => fields(field.hash('Channel', c.tx.Channel), field.amount('Amount', c.tx.Amount), field.time('Expiration', c.tx.Expiration)),
});
