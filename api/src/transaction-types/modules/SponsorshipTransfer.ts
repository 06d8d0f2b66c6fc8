/** SponsorshipTransfer: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). Fields: rippled's field definitions (ripple-binary-codec 2.11 `definitions.json`, xrpl.js models); no recorded transaction of this type exists here. */
import { account, defineType, field, fields, sentence } from '../build';
const short = (v: unknown): string => `${String(v ?? '?').slice(0, 8)}…`;
export default defineType({
  type: 'SponsorshipTransfer',
  amount: () => undefined,
  counterparty: (c) => (typeof c.tx.Sponsor === 'string' ? c.tx.Sponsor : typeof c.tx.Sponsee === 'string' ? c.tx.Sponsee : undefined),
  describe: (c) =>
    sentence(
      account(c.account),
      c.failed ? ' tried to transfer the sponsorship' : ' transferred the sponsorship',
      typeof c.tx.ObjectID === 'string' ? ` of object ${short(c.tx.ObjectID)}` : typeof c.tx.Sponsee === 'string' ? [' of ', account(c.tx.Sponsee)] : ' of its reserve',
      typeof c.tx.Sponsor === 'string' ? [' to ', account(c.tx.Sponsor)] : ' back to its owner',
    ),
  summary: (c) => fields(field.hash('ObjectID', c.tx.ObjectID), field.account('Sponsee', c.tx.Sponsee), field.account('Sponsor', c.tx.Sponsor), field.flags(c)),
});
