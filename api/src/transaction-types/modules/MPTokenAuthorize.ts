/** MPTokenAuthorize: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence, str, uint } from '../build';
export default defineType({
  type: 'MPTokenAuthorize',
  amount: () => undefined,
  counterparty: (c) => str(c.tx.Holder),
  describe(c) {
    const unauthorize = ((uint(c.tx.Flags) ?? 0) & 1) !== 0;
    const id = `MPT issuance ${String(c.tx.MPTokenIssuanceID ?? '?').slice(0, 8)}…`;
    if (typeof c.tx.Holder === 'string') return sentence(account(c.account), c.failed ? ' tried to change the authorization of ' : unauthorize ? ' revoked the authorization of ' : ' authorized ', account(c.tx.Holder), ` to hold ${id}`);
    return sentence(account(c.account), c.failed ? ' tried to change its holding of ' : unauthorize ? ' gave up holding ' : ' opted in to hold ', id);
  },
  summary: (c) => fields(field.text('MPTokenIssuanceID', c.tx.MPTokenIssuanceID), field.account('Holder', c.tx.Holder), field.flags(c)),
});
