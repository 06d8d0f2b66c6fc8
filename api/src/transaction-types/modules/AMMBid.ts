/** AMMBid: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, amountPart, amountValue, defineType, field, fields, findNode, isObject, sentence, str, token } from '../build';
import { poolExchange, ammFields } from '../helpers';
export default defineType({
  type: 'AMMBid',
  amount: (c) => amountValue(c.tx.BidMax) ?? amountValue(c.tx.BidMin),
  counterparty: (c) => str(findNode(c, 'AMM')?.fields.Account),
  describe(c) {
    const { paid } = poolExchange(c);
    return sentence(account(c.account), c.failed ? ' tried to bid' : ' bid', paid[0] ? [' ', amountPart(paid[0])] : (c.tx.BidMax !== undefined || c.tx.BidMin !== undefined) && [' ', amount(c.tx.BidMax ?? c.tx.BidMin)], ' for the auction slot of the ', token(c.tx.Asset), '/', token(c.tx.Asset2), ' AMM pool');
  },
  summary: (c) => fields(...ammFields(c, ['BidMin', 'BidMax']), ...(Array.isArray(c.tx.AuthAccounts) ? c.tx.AuthAccounts : []).map((w, i) => field.account(`AuthAccounts[${i}]`, isObject(w) && isObject(w.AuthAccount) ? w.AuthAccount.Account : undefined))),
});
