/** AMMClawback: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, sentence, str, token } from '../build';
import { ammFields } from '../helpers';
export default defineType({
  type: 'AMMClawback',
  counterparty: (c) => str(c.tx.Holder),
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to claw back ' : ' clawed back ', amount(c.tx.Amount) ?? token(c.tx.Asset), ' from the AMM position of ', account(c.tx.Holder), ' in the ', token(c.tx.Asset), '/', token(c.tx.Asset2), ' pool'),
  summary: (c) => fields(field.account('Holder', c.tx.Holder), field.amount('Amount', c.tx.Amount), ...ammFields(c, [])),
});
