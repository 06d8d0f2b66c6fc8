/** DIDSet: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, findNode, sentence } from '../build';
export default defineType({
  type: 'DIDSet',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to set' : findNode(c, 'DID', undefined, 'CreatedNode') ? ' created' : ' updated', ' its decentralized identifier (DID)'),
  summary: (c) => fields(field.hexText('URI', c.tx.URI), field.hexText('DIDDocument', c.tx.DIDDocument), field.hexText('Data', c.tx.Data)),
});
