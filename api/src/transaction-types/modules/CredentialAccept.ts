/** CredentialAccept: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, hexText, sentence, str } from '../build';
export default defineType({
  type: 'CredentialAccept',
  amount: () => undefined,
  counterparty: (c) => str(c.tx.Issuer),
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to accept' : ' accepted', ` the "${hexText(c.tx.CredentialType) ?? '?'}" credential issued by `, account(c.tx.Issuer)),
  summary: (c) => fields(field.account('Issuer', c.tx.Issuer), field.hexText('CredentialType', c.tx.CredentialType)),
});
