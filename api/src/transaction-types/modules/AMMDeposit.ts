/** AMMDeposit: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, amountPart, amountValue, defineType, findNode, sentence, str, token } from '../build';
import { poolExchange, joinAmounts, ammFields } from '../helpers';
export default defineType({
  type: 'AMMDeposit',
  amount: (c) => amountValue(c.tx.Amount) ?? amountValue(c.tx.LPTokenOut),
  counterparty: (c) => str(findNode(c, 'AMM')?.fields.Account),
  describe(c) {
    const { paid, got } = poolExchange(c);
    if (!c.failed && paid.length > 0) return sentence(account(c.account), ' deposited ', joinAmounts(paid), ' into the ', token(c.tx.Asset), '/', token(c.tx.Asset2), ' AMM pool', got[0] && [' and received ', amountPart(got[0])]);
    return sentence(account(c.account), c.failed ? ' tried to deposit ' : ' deposited ', amount(c.tx.Amount) ?? amount(c.tx.LPTokenOut), c.tx.Amount2 !== undefined && [' and ', amount(c.tx.Amount2)], ' into the ', token(c.tx.Asset), '/', token(c.tx.Asset2), ' AMM pool');
  },
  summary: (c) => ammFields(c, ['Amount', 'Amount2', 'EPrice', 'LPTokenOut']),
});
