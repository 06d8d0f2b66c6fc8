/** XChainCreateClaimID: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, sentence } from '../build';
import { bridgeText } from '../helpers';
export default defineType({
  type: 'XChainCreateClaimID',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to reserve' : ' reserved', ' a cross-chain claim ID on bridge ', bridgeText(c.tx.XChainBridge), ' for a transfer from ', account(c.tx.OtherChainSource), ' (signature reward ', amount(c.tx.SignatureReward), ')'),
  summary: (c) => fields(field.text('XChainBridge', bridgeText(c.tx.XChainBridge)), field.account('OtherChainSource', c.tx.OtherChainSource), field.amount('SignatureReward', c.tx.SignatureReward)),
});
