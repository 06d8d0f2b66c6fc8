/** ConfidentialMPTMergeInbox: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'ConfidentialMPTMergeInbox',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to merge' : ' merged', ' its confidential inbox balance of MPT ', `${String(c.tx.MPTokenIssuanceID ?? '?').slice(0, 8)}…`, ' into its spendable balance'),
  summary: (c) => fields(field.text('MPTokenIssuanceID', c.tx.MPTokenIssuanceID)),
});
