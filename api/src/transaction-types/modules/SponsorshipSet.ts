/** SponsorshipSet: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). Fields: rippled's field definitions (ripple-binary-codec 2.11 `definitions.json`, xrpl.js models); no recorded transaction of this type exists here. */
import { account, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'SponsorshipSet',
  amount: () => undefined,
  counterparty: (c) => (typeof c.tx.Sponsee === 'string' ? c.tx.Sponsee : undefined),
  // XLS-68 sponsored fees and reserves: FeeAmount (drops) for the sponsee's fees, RemainingOwnerCount objects' reserves.
  describe: (c) =>
    sentence(
      account(c.account),
      c.failed ? ' tried to set up sponsorship' : ' set up sponsorship',
      typeof c.tx.Sponsee === 'string' && [' of ', account(c.tx.Sponsee)],
      typeof c.tx.RemainingOwnerCount === 'number' && ` (reserves for up to ${c.tx.RemainingOwnerCount} objects)`,
    ),
  summary: (c) =>
    fields(
      field.account('Sponsee', c.tx.Sponsee),
      field.amount('FeeAmount', c.tx.FeeAmount),
      field.amount('MaxFee', c.tx.MaxFee),
      field.number('RemainingOwnerCount', c.tx.RemainingOwnerCount),
      field.flags(c),
    ),
});
