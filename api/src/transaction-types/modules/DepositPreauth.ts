/** DepositPreauth: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { countOf } from '@ledgerlens/shared/domain';
import { account, defineType, field, fields, sentence, str } from '../build';
import { credentialFields } from '../helpers';
export default defineType({
  type: 'DepositPreauth',
  amount: () => undefined,
  counterparty: (c) => str(c.tx.Authorize) ?? str(c.tx.Unauthorize),
  describe(c) {
    if (typeof c.tx.Authorize === 'string') return sentence(account(c.account), c.failed ? ' tried to preauthorize ' : ' preauthorized ', account(c.tx.Authorize), ' to send it payments');
    if (typeof c.tx.Unauthorize === 'string') return sentence(account(c.account), c.failed ? ' tried to withdraw' : ' withdrew', ' the deposit preauthorization of ', account(c.tx.Unauthorize));
    const n = Array.isArray(c.tx.AuthorizeCredentials) ? c.tx.AuthorizeCredentials.length : Array.isArray(c.tx.UnauthorizeCredentials) ? c.tx.UnauthorizeCredentials.length : 0;
    return sentence(account(c.account), c.failed ? ' tried to change' : Array.isArray(c.tx.AuthorizeCredentials) ? ' preauthorized holders of' : ' withdrew preauthorization of', ` ${countOf(n, 'credential type')} for deposits`);
  },
  summary: (c) =>
    fields(
      field.account('Authorize', c.tx.Authorize),
      field.account('Unauthorize', c.tx.Unauthorize),
      ...credentialFields(c.tx.AuthorizeCredentials),
      ...credentialFields(c.tx.UnauthorizeCredentials),
    ),
});
