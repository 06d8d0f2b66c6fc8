/** MPTokenIssuanceSet: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence, str, uint } from '../build';
export default defineType({
  type: 'MPTokenIssuanceSet',
  amount: () => undefined,
  counterparty: (c) => str(c.tx.Holder),
  describe(c) {
    const flags = uint(c.tx.Flags) ?? 0;
    const action = flags & 1 ? 'locked' : flags & 2 ? 'unlocked' : 'changed';
    return sentence(account(c.account), c.failed ? ` tried to change` : ` ${action}`, ` MPT issuance ${String(c.tx.MPTokenIssuanceID ?? '?').slice(0, 8)}…`, typeof c.tx.Holder === 'string' && [' for ', account(c.tx.Holder)]);
  },
  summary: (c) => fields(field.text('MPTokenIssuanceID', c.tx.MPTokenIssuanceID), field.account('Holder', c.tx.Holder), field.flags(c)),
});
