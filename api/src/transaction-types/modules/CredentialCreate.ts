/** CredentialCreate: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, hexText, sentence, str, timeText } from '../build';
export default defineType({
  type: 'CredentialCreate',
  amount: () => undefined,
  counterparty: (c) => str(c.tx.Subject),
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to issue' : ' issued', ` a "${hexText(c.tx.CredentialType) ?? '?'}" credential to `, account(c.tx.Subject), timeText(c.tx.Expiration) && `, expiring ${timeText(c.tx.Expiration)}`),
  summary: (c) => fields(field.account('Subject', c.tx.Subject), field.hexText('CredentialType', c.tx.CredentialType), field.time('Expiration', c.tx.Expiration), field.hexText('URI', c.tx.URI)),
});
