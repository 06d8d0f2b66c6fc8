/** XChainModifyBridge: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, sentence } from '../build';
import { bridgeText } from '../helpers';
export default defineType({
  type: 'XChainModifyBridge',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to change' : ' changed', ' the cross-chain bridge ', bridgeText(c.tx.XChainBridge), c.tx.SignatureReward !== undefined && [': signature reward ', amount(c.tx.SignatureReward)]),
  summary: (c) => fields(field.text('XChainBridge', bridgeText(c.tx.XChainBridge)), field.amount('SignatureReward', c.tx.SignatureReward), field.amount('MinAccountCreateAmount', c.tx.MinAccountCreateAmount), field.flags(c)),
});
