/** AMMWithdraw: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amountPart, amountValue, defineType, findNode, sentence, str, token } from '../build';
import { poolExchange, joinAmounts, ammFields } from '../helpers';
export default defineType({
  type: 'AMMWithdraw',
  amount: (c) => amountValue(c.tx.Amount) ?? amountValue(c.tx.LPTokenIn),
  counterparty: (c) => str(findNode(c, 'AMM')?.fields.Account),
  describe(c) {
    const { paid, got } = poolExchange(c);
    if (!c.failed && got.length > 0) return sentence(account(c.account), ' withdrew ', joinAmounts(got), ' from the ', token(c.tx.Asset), '/', token(c.tx.Asset2), ' AMM pool', paid[0] && [', returning ', amountPart(paid[0])]);
    return sentence(account(c.account), c.failed ? ' tried to withdraw from' : ' withdrew from', ' the ', token(c.tx.Asset), '/', token(c.tx.Asset2), ' AMM pool');
  },
  summary: (c) => ammFields(c, ['Amount', 'Amount2', 'EPrice', 'LPTokenIn']),
});
