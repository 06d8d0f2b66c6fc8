/** CheckCancel: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, findNode, sentence } from '../build';
import { otherParty } from '../helpers';
export default defineType({
  type: 'CheckCancel',
  amount: () => undefined,
  counterparty: (c) => { const n = findNode(c, 'Check', c.tx.CheckID) ?? findNode(c, 'Check'); return otherParty(c.account, n?.fields.Account, n?.fields.Destination); },
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to cancel' : ' cancelled', ' a check for ', amount((findNode(c, 'Check', c.tx.CheckID) ?? findNode(c, 'Check'))?.fields.SendMax) ?? 'an amount'),
  summary: (c) => fields(field.hash('CheckID', c.tx.CheckID)),
});
