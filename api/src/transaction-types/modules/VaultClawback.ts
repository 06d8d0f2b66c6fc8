/** VaultClawback: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, sentence, str } from '../build';
export default defineType({
  type: 'VaultClawback',
  
  counterparty: (c) => str(c.tx.Holder),
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to claw back ' : ' clawed back ', amount(c.tx.Amount), typeof c.tx.Holder === 'string' && [' from ', account(c.tx.Holder)], ' in vault ', `${String(c.tx.VaultID ?? '?').slice(0, 8)}…`),
  summary: (c) => fields(field.hash('VaultID', c.tx.VaultID), field.amount('Amount', c.tx.Amount), field.account('Holder', c.tx.Holder), field.account('Destination', c.tx.Destination)),
});
