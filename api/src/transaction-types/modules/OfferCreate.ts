/** OfferCreate: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import type { AmountValue, BalanceChange } from '@ledgerlens/shared/domain';
import { account, amount, amountPart, amountValue, defineType, field, fields, findNode, sentence, type TxContext } from '../build';
import { offerRate, ownChanges, balanceAmount } from '../helpers';
/**
 * What the offer's owner exchanged in this transaction, from its own balance changes (xrpl.js
 * `getBalanceChanges`, fee added back): what it paid (negative) and what it got (positive). Works
 * for crossing offers and AMM pools alike. Undefined parts when nothing was exchanged.
 */
function traded(c: TxContext): { got?: AmountValue; paid?: AmountValue } {
  const mine = ownChanges(c);
  const paid = mine.find((b) => b.value.startsWith('-'));
  const got = mine.find((b) => !b.value.startsWith('-') && b.value !== '0');
  const asAmount = (b: BalanceChange | undefined, negate: boolean) =>
    b ? balanceAmount({ ...b, value: negate ? b.value.replace(/^-/, '') : b.value }) : undefined;
  return paid && got ? { paid: asAmount(paid, true), got: asAmount(got, false) } : {};
}

export default defineType({
  type: 'OfferCreate',
  amount: (c) => amountValue(c.tx.TakerGets),
  describe(c) {
    const { got, paid } = c.failed ? {} : traded(c);
    const created = findNode(c, 'Offer', undefined, 'CreatedNode');
    if (got && paid) {
      return sentence(account(c.account), ' sold ', amountPart(paid), ' for ', amountPart(got), ' on the DEX', created && [', and placed an offer for the rest: ', amount(created.fields.TakerGets), ' for ', amount(created.fields.TakerPays)]);
    }
    if (c.failed) return sentence(account(c.account), ' tried to offer ', amount(c.tx.TakerGets), ' for ', amount(c.tx.TakerPays), ' on the DEX');
    if (created) return sentence(account(c.account), ' placed an offer to sell ', amount(c.tx.TakerGets), ' for ', amount(c.tx.TakerPays), ' on the DEX');
    return sentence(account(c.account), ' offered ', amount(c.tx.TakerGets), ' for ', amount(c.tx.TakerPays), ' on the DEX; nothing traded and no offer was placed');
  },
  summary: (c) =>
    fields(
      field.amount('TakerGets', c.tx.TakerGets),
      field.amount('TakerPays', c.tx.TakerPays),
      field.text('Rate', offerRate(c.tx.TakerGets, c.tx.TakerPays)),
      field.number('OfferSequence', c.tx.OfferSequence),
      field.time('Expiration', c.tx.Expiration),
      field.hash('DomainID', c.tx.DomainID),
      field.flags(c),
    ),
});
