/** Payment: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { countOf } from '@ledgerlens/shared/domain';
import { account, amount, amountPart, amountValue, defineType, deliveredOf, field, fields, isObject, sentence, str, uint, zeroLike, type TxContext } from '../build';
/** Payment: XRP or a token from Account to Destination; what arrived is `delivered_amount` (partial payments deliver less than Amount). */
function delivered(c: TxContext) {
  const requested = c.tx.DeliverMax ?? c.tx.Amount;
  if (c.failed) return zeroLike(requested);
  const fromMeta = amountValue(deliveredOf(c));
  if (fromMeta) return fromMeta;
  return isPartial(c) ? undefined : amountValue(requested);
}
const isPartial = (c: TxContext) => ((uint(c.tx.Flags) ?? 0) & 0x0002_0000) !== 0;

export default defineType({
  type: 'Payment',
  amount: delivered,
  counterparty: (c) => str(c.tx.Destination),
  describe(c) {
    const requested = c.tx.DeliverMax ?? c.tx.Amount;
    const got = delivered(c);
    const conversion = isObject(c.tx.SendMax) || (typeof c.tx.SendMax === 'string' && amountValue(c.tx.SendMax)?.currency !== amountValue(requested)?.currency);
    if (c.failed) return sentence(account(c.account), ' tried to send ', amount(requested), ' to ', account(c.tx.Destination));
    return sentence(
      account(c.account),
      ' sent ',
      amountPart(got) ?? amount(requested),
      ' to ',
      account(c.tx.Destination),
      isPartial(c) && [' (partial payment of up to ', amount(requested), ')'],
      conversion && !isPartial(c) && [', spending up to ', amount(c.tx.SendMax)],
    );
  },
  summary: (c) =>
    fields(
      field.amount('Delivered', c.failed ? undefined : deliveredOf(c)),
      field.amount('Amount', c.tx.DeliverMax ?? c.tx.Amount),
      field.amount('SendMax', c.tx.SendMax),
      field.amount('DeliverMin', c.tx.DeliverMin),
      field.account('Destination', c.tx.Destination),
      field.number('DestinationTag', c.tx.DestinationTag),
      field.hash('InvoiceID', c.tx.InvoiceID),
      field.hash('DomainID', c.tx.DomainID),
      field.text('Paths', Array.isArray(c.tx.Paths) ? countOf(c.tx.Paths.length, 'path') : undefined),
      field.flags(c),
    ),
});
