/** LedgerStateFix: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). Fields: rippled's field definitions (ripple-binary-codec 2.11 `definitions.json`, xrpl.js models); no recorded transaction of this type exists here. */
import { account, defineType, field, fields, sentence } from '../build';
/** rippled `LedgerStateFix::FixType`: 1 repairs the links between an account's NFTokenPage entries. */
const FIX_TYPES: Record<number, string> = { 1: 'the NFToken page links' };
export default defineType({
  type: 'LedgerStateFix',
  amount: () => undefined,
  counterparty: (c) => (typeof c.tx.Owner === 'string' ? c.tx.Owner : undefined),
  describe: (c) => {
    const type = typeof c.tx.LedgerFixType === 'number' ? c.tx.LedgerFixType : undefined;
    const what = (type !== undefined && FIX_TYPES[type]) || `ledger state (fix type ${type ?? '?'})`;
    return sentence(account(c.account), c.failed ? ' tried to have the ledger repair ' : ' had the ledger repair ', what, typeof c.tx.Owner === 'string' && [' of ', account(c.tx.Owner)]);
  },
  summary: (c) => fields(field.number('LedgerFixType', c.tx.LedgerFixType), field.account('Owner', c.tx.Owner), field.flags(c)),
});
