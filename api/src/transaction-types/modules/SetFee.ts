/** SetFee: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import type { AmountValue } from '@ledgerlens/shared/domain';
import { amountPart, amountValue, defineType, field, fields, sentence } from '../build';
import { xrpToDropsExact } from '../helpers';
/** SetFee: old fields (`BaseFee` hex drops, `ReserveBase`/`ReserveIncrement` drops) or XRPFees fields (`*Drops`). */
function drops(hexOrDrops: unknown, dropsField: unknown): AmountValue | undefined {
  if (typeof dropsField === 'string' || typeof dropsField === 'number') return amountValue(String(dropsField));
  if (typeof hexOrDrops === 'string' && /^[0-9A-Fa-f]+$/.test(hexOrDrops)) return amountValue(BigInt(`0x${hexOrDrops}`).toString());
  if (typeof hexOrDrops === 'number') return amountValue(String(hexOrDrops));
  return undefined;
}

export default defineType({
  type: 'SetFee',
  amount: () => undefined,
  counterparty: () => undefined,
  describe: (c) =>
    sentence('The network set the base fee to ', amountPart(drops(c.tx.BaseFee, c.tx.BaseFeeDrops)), ', the base reserve to ', amountPart(drops(c.tx.ReserveBase, c.tx.ReserveBaseDrops)), ' and the owner reserve to ', amountPart(drops(c.tx.ReserveIncrement, c.tx.ReserveIncrementDrops))),
  summary: (c) =>
    fields(
      field.amount('Base fee', drops(c.tx.BaseFee, c.tx.BaseFeeDrops) && xrpToDropsExact(drops(c.tx.BaseFee, c.tx.BaseFeeDrops)!.value)),
      field.amount('Base reserve', drops(c.tx.ReserveBase, c.tx.ReserveBaseDrops) && xrpToDropsExact(drops(c.tx.ReserveBase, c.tx.ReserveBaseDrops)!.value)),
      field.amount('Owner reserve', drops(c.tx.ReserveIncrement, c.tx.ReserveIncrementDrops) && xrpToDropsExact(drops(c.tx.ReserveIncrement, c.tx.ReserveIncrementDrops)!.value)),
      field.number('ReferenceFeeUnits', c.tx.ReferenceFeeUnits),
      field.ledger('LedgerSequence', c.tx.LedgerSequence),
    ),
});
