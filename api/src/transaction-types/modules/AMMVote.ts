/** AMMVote: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, findNode, sentence, str, token, tradingFeePercent } from '../build';
import { ammFields } from '../helpers';
export default defineType({
  type: 'AMMVote',
  amount: () => undefined,
  counterparty: (c) => str(findNode(c, 'AMM')?.fields.Account),
  describe: (c) =>
    sentence(account(c.account), c.failed ? ' tried to vote' : ' voted', ` for a ${tradingFeePercent(c.tx.TradingFee) ?? '?'} trading fee on the `, token(c.tx.Asset), '/', token(c.tx.Asset2), ' AMM pool', !c.failed && findNode(c, 'AMM')?.fields.TradingFee !== undefined && `; the pool's fee is now ${tradingFeePercent(findNode(c, 'AMM')?.fields.TradingFee)}`),
  summary: (c) => fields(field.percent('TradingFee (vote)', tradingFeePercent(c.tx.TradingFee)), ...ammFields(c, [])),
});
