/** ConfidentialMPTSend: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'ConfidentialMPTSend',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to send' : ' sent', ' a confidential (encrypted) amount of MPT ', `${String(c.tx.MPTokenIssuanceID ?? '?').slice(0, 8)}… to `, account(c.tx.Destination), '; the amount is hidden by design'),
  summary: (c) => fields(field.text('MPTokenIssuanceID', c.tx.MPTokenIssuanceID), field.account('Destination', c.tx.Destination), field.text('Amount', 'encrypted (confidential transfer)')),
});
