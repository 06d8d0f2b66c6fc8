/** DIDDelete: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, sentence } from '../build';
export default defineType({
  type: 'DIDDelete',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to delete' : ' deleted', ' its decentralized identifier (DID)'),
  summary: () => [],
});
