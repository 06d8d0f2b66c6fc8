/** VaultWithdraw: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'VaultWithdraw',
  
  
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to withdraw ' : ' withdrew ', amount(c.tx.Amount), ' from vault ', `${String(c.tx.VaultID ?? '?').slice(0, 8)}…`),
  summary: (c) => fields(field.hash('VaultID', c.tx.VaultID), field.amount('Amount', c.tx.Amount), field.account('Holder', c.tx.Holder), field.account('Destination', c.tx.Destination)),
});
