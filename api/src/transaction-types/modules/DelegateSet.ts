/** DelegateSet: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { countOf } from '@ledgerlens/shared/domain';
import { account, defineType, field, fields, isObject, sentence, str, type TxContext } from '../build';
function permissions(c: TxContext): string[] {
  const list = Array.isArray(c.tx.Permissions) ? c.tx.Permissions : [];
  return list.map((w) => (isObject(w) && isObject(w.Permission) ? String(w.Permission.PermissionValue ?? '?') : '?'));
}

export default defineType({
  type: 'DelegateSet',
  amount: () => undefined,
  counterparty: (c) => str(c.tx.Authorize),
  describe: (c) => {
    const list = permissions(c);
    return list.length === 0
      ? sentence(account(c.account), c.failed ? ' tried to revoke' : ' revoked', ' every permission delegated to ', account(c.tx.Authorize))
      : sentence(account(c.account), c.failed ? ' tried to delegate' : ' delegated', ` ${countOf(list.length, 'permission')} to `, account(c.tx.Authorize), `: ${list.join(', ')}`);
  },
  summary: (c) => fields(field.account('Authorize', c.tx.Authorize), field.text('Permissions', permissions(c).join(', ') || 'none')),
});
