/** SignerListSet: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { countOf } from '@ledgerlens/shared/domain';
import { account, defineType, field, fields, isObject, sentence, uint } from '../build';
export default defineType({
  type: 'SignerListSet',
  amount: () => undefined,
  describe(c) {
    const entries = Array.isArray(c.tx.SignerEntries) ? c.tx.SignerEntries : [];
    if (uint(c.tx.SignerQuorum) === 0) return sentence(account(c.account), c.failed ? ' tried to remove its signer list' : ' removed its signer list');
    return sentence(account(c.account), c.failed ? ' tried to set' : ' set', ` a multi-signing list of ${countOf(entries.length, 'signer')} with quorum ${c.tx.SignerQuorum}`);
  },
  summary: (c) =>
    fields(
      field.number('SignerQuorum', c.tx.SignerQuorum),
      ...(Array.isArray(c.tx.SignerEntries) ? c.tx.SignerEntries : []).map((w, i) => {
        const e = isObject(w) && isObject(w.SignerEntry) ? w.SignerEntry : {};
        return field.account(`Signer ${i + 1} (weight ${e.SignerWeight ?? '?'})`, e.Account);
      }),
    ),
});
