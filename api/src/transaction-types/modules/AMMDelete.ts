/** AMMDelete: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, findNode, sentence, str, token } from '../build';
import { ammFields } from '../helpers';
export default defineType({
  type: 'AMMDelete',
  amount: () => undefined,
  counterparty: (c) => str(findNode(c, 'AMM')?.fields.Account),
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to delete' : ' deleted', ' the empty ', token(c.tx.Asset), '/', token(c.tx.Asset2), ' AMM pool'),
  summary: (c) => ammFields(c, []),
});
