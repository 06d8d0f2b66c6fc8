/** AMMCreate: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, findNode, sentence, str, tradingFeePercent } from '../build';
export default defineType({
  type: 'AMMCreate',
  counterparty: (c) => str(findNode(c, 'AMM')?.fields.Account),
  describe: (c) =>
    sentence(account(c.account), c.failed ? ' tried to create' : ' created', ' an AMM pool of ', amount(c.tx.Amount), ' and ', amount(c.tx.Amount2), ` with a ${tradingFeePercent(c.tx.TradingFee) ?? '?'} trading fee`, !c.failed && findNode(c, 'AMM') && [' (pool account ', account(findNode(c, 'AMM')?.fields.Account), ')']),
  summary: (c) => fields(field.amount('Amount', c.tx.Amount), field.amount('Amount2', c.tx.Amount2), field.percent('TradingFee', tradingFeePercent(c.tx.TradingFee)), field.account('AMM account', findNode(c, 'AMM')?.fields.Account), field.amount('LPTokenBalance', findNode(c, 'AMM')?.fields.LPTokenBalance)),
});
