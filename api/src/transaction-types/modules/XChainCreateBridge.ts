/** XChainCreateBridge: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence } from '../build';
import { bridgeText } from '../helpers';
export default defineType({
  type: 'XChainCreateBridge',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to create' : ' created', ' the cross-chain bridge ', bridgeText(c.tx.XChainBridge)),
  summary: (c) => fields(field.text('XChainBridge', bridgeText(c.tx.XChainBridge)), field.amount('SignatureReward', c.tx.SignatureReward), field.amount('MinAccountCreateAmount', c.tx.MinAccountCreateAmount)),
});
