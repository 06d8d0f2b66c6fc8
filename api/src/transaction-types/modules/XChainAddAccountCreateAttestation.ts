/** XChainAddAccountCreateAttestation: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, sentence } from '../build';
import { bridgeText } from '../helpers';
export default defineType({
  type: 'XChainAddAccountCreateAttestation',
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to attest' : ' attested', ' an account-create transfer of ', amount(c.tx.Amount), ' to ', account(c.tx.Destination), ' on bridge ', bridgeText(c.tx.XChainBridge), ' (witness ', account(c.tx.AttestationSignerAccount), ')'),
  summary: (c) => fields(field.text('XChainBridge', bridgeText(c.tx.XChainBridge)), field.amount('Amount', c.tx.Amount), field.text('XChainAccountCreateCount', c.tx.XChainAccountCreateCount), field.account('OtherChainSource', c.tx.OtherChainSource), field.account('Destination', c.tx.Destination), field.amount('SignatureReward', c.tx.SignatureReward), field.account('AttestationSignerAccount', c.tx.AttestationSignerAccount)),
});
