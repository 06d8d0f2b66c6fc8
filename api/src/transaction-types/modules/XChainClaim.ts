/** XChainClaim: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, sentence } from '../build';
import { bridgeText } from '../helpers';
export default defineType({
  type: 'XChainClaim',
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to claim' : ' claimed', ' ', amount(c.tx.Amount), ` from bridge claim ID ${c.tx.XChainClaimID ?? '?'} for `, account(c.tx.Destination)),
  summary: (c) => fields(field.text('XChainBridge', bridgeText(c.tx.XChainBridge)), field.amount('Amount', c.tx.Amount), field.text('XChainClaimID', c.tx.XChainClaimID), field.account('Destination', c.tx.Destination)),
});
