/** OfferCancel: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, findNode, offer, sentence } from '../build';
export default defineType({
  type: 'OfferCancel',
  amount: () => undefined,
  describe(c) {
    const deleted = findNode(c, 'Offer', undefined, 'DeletedNode');
    return sentence(
      account(c.account),
      c.failed ? ' tried to cancel ' : ' cancelled ',
      offer(c.account, c.tx.OfferSequence, deleted?.ledgerIndex),
      deleted && [' (selling ', amount(deleted.fields.TakerGets), ' for ', amount(deleted.fields.TakerPays), ')'],
      !c.failed && !deleted && ' (no such offer was open)',
    );
  },
  summary: (c) => fields(field.number('OfferSequence', c.tx.OfferSequence)),
});
