/** XChainCommit: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, sentence, str } from '../build';
import { bridgeText } from '../helpers';
export default defineType({
  type: 'XChainCommit',
  counterparty: (c) => str(c.tx.OtherChainDestination),
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to lock' : ' locked', ' ', amount(c.tx.Amount), ' on bridge ', bridgeText(c.tx.XChainBridge), ` for claim ID ${c.tx.XChainClaimID ?? '?'}`, typeof c.tx.OtherChainDestination === 'string' && [' to ', account(c.tx.OtherChainDestination), ' on the other chain']),
  summary: (c) => fields(field.text('XChainBridge', bridgeText(c.tx.XChainBridge)), field.amount('Amount', c.tx.Amount), field.text('XChainClaimID', c.tx.XChainClaimID), field.account('OtherChainDestination', c.tx.OtherChainDestination)),
});
