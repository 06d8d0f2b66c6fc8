/** UNLModify: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { defineType, field, fields, sentence, uint } from '../build';
export default defineType({
  type: 'UNLModify',
  amount: () => undefined,
  counterparty: () => undefined,
  describe: (c) => sentence('The network ', uint(c.tx.UNLModifyDisabling) === 1 ? 'put validator ' : 'restored validator ', `${String(c.tx.UNLModifyValidator ?? '?').slice(0, 12)}…`, uint(c.tx.UNLModifyDisabling) === 1 ? ' on the Negative UNL' : ' from the Negative UNL', uint(c.tx.LedgerSequence) !== undefined && [' at ', { kind: 'ledger', index: uint(c.tx.LedgerSequence)! }]),
  summary: (c) => fields(field.text('UNLModifyValidator', c.tx.UNLModifyValidator), field.text('Change', uint(c.tx.UNLModifyDisabling) === 1 ? 'Disable (add to Negative UNL)' : 'Re-enable (remove from Negative UNL)'), field.ledger('LedgerSequence', c.tx.LedgerSequence)),
});
