/** CheckCash: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, amountValue, defineType, deliveredOf, field, fields, findNode, sentence, zeroLike, type TxContext } from '../build';
import { otherParty } from '../helpers';
const check = (c: TxContext) => findNode(c, 'Check', c.tx.CheckID) ?? findNode(c, 'Check');

export default defineType({
  type: 'CheckCash',
  amount: (c) => (c.failed ? zeroLike(c.tx.Amount ?? c.tx.DeliverMin) : amountValue(deliveredOf(c)) ?? amountValue(c.tx.Amount ?? c.tx.DeliverMin)),
  counterparty: (c) => otherParty(c.account, check(c)?.fields.Account, check(c)?.fields.Destination),
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to cash' : ' cashed', ' a check from ', account(check(c)?.fields.Account), ' for ', amount(c.failed ? (c.tx.Amount ?? c.tx.DeliverMin) : (deliveredOf(c) ?? c.tx.Amount ?? c.tx.DeliverMin))),
  summary: (c) => fields(field.hash('CheckID', c.tx.CheckID), field.amount('Amount', c.tx.Amount), field.amount('DeliverMin', c.tx.DeliverMin), field.amount('Delivered', c.failed ? undefined : deliveredOf(c))),
});
