/** EscrowFinish: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, amountValue, defineType, field, fields, findNode, sentence, str, type TxContext } from '../build';
const escrowAmount = (c: TxContext) => amountValue(findNode(c, 'Escrow', undefined, 'DeletedNode')?.fields.Amount);

export default defineType({
  type: 'EscrowFinish',
  amount: escrowAmount,
  counterparty: (c) => str(c.tx.Owner),
  describe(c) {
    const escrow = findNode(c, 'Escrow', undefined, 'DeletedNode');
    return sentence(
      account(c.account),
      c.failed ? ' tried to release' : ' released',
      ' the escrow ',
      `#${c.tx.OfferSequence ?? '?'}`,
      ' of ',
      account(c.tx.Owner),
      escrow && [', delivering ', amount(escrow.fields.Amount), ' to ', account(escrow.fields.Destination)],
    );
  },
  summary: (c) =>
    fields(
      field.account('Owner', c.tx.Owner),
      field.number('OfferSequence', c.tx.OfferSequence),
      field.amount('Amount', findNode(c, 'Escrow', undefined, 'DeletedNode')?.fields.Amount),
      field.account('Destination', findNode(c, 'Escrow', undefined, 'DeletedNode')?.fields.Destination),
      field.text('Condition', c.tx.Condition),
      field.text('Fulfillment', c.tx.Fulfillment),
    ),
});
