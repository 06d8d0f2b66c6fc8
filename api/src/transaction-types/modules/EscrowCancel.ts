/** EscrowCancel: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, amountValue, defineType, field, fields, findNode, sentence, str } from '../build';
export default defineType({
  type: 'EscrowCancel',
  amount: (c) => amountValue(findNode(c, 'Escrow', undefined, 'DeletedNode')?.fields.Amount),
  counterparty: (c) => str(c.tx.Owner),
  describe(c) {
    const escrow = findNode(c, 'Escrow', undefined, 'DeletedNode');
    return sentence(account(c.account), c.failed ? ' tried to cancel' : ' cancelled', ` the escrow #${c.tx.OfferSequence ?? '?'} of `, account(c.tx.Owner), escrow && [', returning ', amount(escrow.fields.Amount), ' to it']);
  },
  summary: (c) => fields(field.account('Owner', c.tx.Owner), field.number('OfferSequence', c.tx.OfferSequence), field.amount('Amount', findNode(c, 'Escrow', undefined, 'DeletedNode')?.fields.Amount)),
});
