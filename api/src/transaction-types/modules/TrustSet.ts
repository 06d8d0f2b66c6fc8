/** TrustSet: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amountPart, amountValue, defineType, field, fields, isObject, sentence, str } from '../build';
export default defineType({
  type: 'TrustSet',
  amount: (c) => amountValue(c.tx.LimitAmount),
  counterparty: (c) => (isObject(c.tx.LimitAmount) ? str(c.tx.LimitAmount.issuer) : undefined),
  describe(c) {
    const limit = amountValue(c.tx.LimitAmount);
    const issuer = isObject(c.tx.LimitAmount) ? c.tx.LimitAmount.issuer : undefined;
    if (limit && limit.value === '0') return sentence(account(c.account), c.failed ? ' tried to set' : ' set', ' its trust line limit for ', limit.currency, ' issued by ', account(issuer), ' to 0');
    return sentence(account(c.account), c.failed ? ' tried to trust ' : ' trusts ', account(issuer), ' for up to ', amountPart(limit));
  },
  summary: (c) => fields(field.amount('LimitAmount', c.tx.LimitAmount), field.number('QualityIn', c.tx.QualityIn), field.number('QualityOut', c.tx.QualityOut), field.flags(c)),
});
