/** VaultCreate: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence, token } from '../build';
export default defineType({
  type: 'VaultCreate',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to create' : ' created', ' a single-asset vault for ', token(c.tx.Asset)),
  summary: (c) => fields(field.currency('Asset', c.tx.Asset), field.text('AssetsMaximum', c.tx.AssetsMaximum), field.hexText('Data', c.tx.Data), field.flags(c)),
});
