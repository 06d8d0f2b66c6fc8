/** CredentialDelete: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, hexText, sentence } from '../build';
import { otherParty } from '../helpers';
export default defineType({
  type: 'CredentialDelete',
  amount: () => undefined,
  counterparty: (c) => otherParty(c.account, c.tx.Subject, c.tx.Issuer),
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to delete' : ' deleted', ` the "${hexText(c.tx.CredentialType) ?? '?'}" credential`, typeof c.tx.Issuer === 'string' && [' issued by ', account(c.tx.Issuer)], typeof c.tx.Subject === 'string' && [' to ', account(c.tx.Subject)]),
  summary: (c) => fields(field.account('Issuer', c.tx.Issuer), field.account('Subject', c.tx.Subject), field.hexText('CredentialType', c.tx.CredentialType)),
});
