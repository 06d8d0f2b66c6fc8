/** PermissionedDomainDelete: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'PermissionedDomainDelete',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to delete' : ' deleted', ` permissioned domain ${String(c.tx.DomainID ?? '?').slice(0, 8)}…`),
  summary: (c) => fields(field.object('DomainID', c.tx.DomainID)),
});
