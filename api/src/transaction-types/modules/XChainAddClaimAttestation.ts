/** XChainAddClaimAttestation: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, sentence } from '../build';
import { bridgeText } from '../helpers';
export default defineType({
  type: 'XChainAddClaimAttestation',
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to attest' : ' attested', ' a transfer of ', amount(c.tx.Amount), ` for claim ID ${c.tx.XChainClaimID ?? '?'} on bridge `, bridgeText(c.tx.XChainBridge), ' (witness ', account(c.tx.AttestationSignerAccount), ')'),
  summary: (c) => fields(field.text('XChainBridge', bridgeText(c.tx.XChainBridge)), field.amount('Amount', c.tx.Amount), field.text('XChainClaimID', c.tx.XChainClaimID), field.account('OtherChainSource', c.tx.OtherChainSource), field.account('Destination', c.tx.Destination), field.account('AttestationSignerAccount', c.tx.AttestationSignerAccount), field.account('AttestationRewardAccount', c.tx.AttestationRewardAccount), field.text('WasLockingChainSend', c.tx.WasLockingChainSend)),
});
