/** PermissionedDomainSet: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { countOf } from '@ledgerlens/shared/domain';
import { account, defineType, field, fields, findNode, sentence } from '../build';
import { credentialFields } from '../helpers';
export default defineType({
  type: 'PermissionedDomainSet',
  amount: () => undefined,
  describe: (c) => {
    const n = Array.isArray(c.tx.AcceptedCredentials) ? c.tx.AcceptedCredentials.length : 0;
    return sentence(account(c.account), c.failed ? ' tried to set' : typeof c.tx.DomainID === 'string' ? ' updated' : ' created', ` a permissioned domain accepting ${countOf(n, 'credential type')}`);
  },
  summary: (c) => fields(field.object('DomainID', c.tx.DomainID ?? findNode(c, 'PermissionedDomain', undefined, 'CreatedNode')?.ledgerIndex), ...credentialFields(c.tx.AcceptedCredentials)),
});
