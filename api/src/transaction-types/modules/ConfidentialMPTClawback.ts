/** ConfidentialMPTClawback: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence, str } from '../build';
export default defineType({
  type: 'ConfidentialMPTClawback',
  amount: () => undefined,
  counterparty: (c) => str(c.tx.Holder),
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to claw back' : ' clawed back', c.tx.MPTAmount !== undefined ? ` ${c.tx.MPTAmount}` : '', ' confidential MPT ', `${String(c.tx.MPTokenIssuanceID ?? '?').slice(0, 8)}… from `, account(c.tx.Holder)),
  summary: (c) => fields(field.text('MPTokenIssuanceID', c.tx.MPTokenIssuanceID), field.account('Holder', c.tx.Holder), field.text('MPTAmount', c.tx.MPTAmount)),
});
