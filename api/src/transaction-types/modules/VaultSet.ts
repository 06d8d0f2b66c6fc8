/** VaultSet: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'VaultSet',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to update' : ' updated', ` vault ${String(c.tx.VaultID ?? '?').slice(0, 8)}…`),
  summary: (c) => fields(field.hash('VaultID', c.tx.VaultID), field.text('AssetsMaximum', c.tx.AssetsMaximum), field.hexText('Data', c.tx.Data)),
});
