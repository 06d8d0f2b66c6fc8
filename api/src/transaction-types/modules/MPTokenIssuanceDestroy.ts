/** MPTokenIssuanceDestroy: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'MPTokenIssuanceDestroy',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to destroy' : ' destroyed', ` MPT issuance ${String(c.tx.MPTokenIssuanceID ?? '?').slice(0, 8)}…`),
  summary: (c) => fields(field.text('MPTokenIssuanceID', c.tx.MPTokenIssuanceID)),
});
