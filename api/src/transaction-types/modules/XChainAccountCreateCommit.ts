/** XChainAccountCreateCommit: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, sentence } from '../build';
import { bridgeText } from '../helpers';
export default defineType({
  type: 'XChainAccountCreateCommit',
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to send' : ' sent', ' ', amount(c.tx.Amount), ' across bridge ', bridgeText(c.tx.XChainBridge), ' to create ', account(c.tx.Destination), ' on the other chain'),
  summary: (c) => fields(field.text('XChainBridge', bridgeText(c.tx.XChainBridge)), field.amount('Amount', c.tx.Amount), field.account('Destination', c.tx.Destination), field.amount('SignatureReward', c.tx.SignatureReward)),
});
