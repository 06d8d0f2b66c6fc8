/** SetRegularKey: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence, str } from '../build';
export default defineType({
  type: 'SetRegularKey',
  amount: () => undefined,
  counterparty: (c) => str(c.tx.RegularKey),
  describe: (c) =>
    typeof c.tx.RegularKey === 'string'
      ? sentence(account(c.account), c.failed ? ' tried to set its regular key to ' : ' set its regular key to ', account(c.tx.RegularKey))
      : sentence(account(c.account), c.failed ? ' tried to remove its regular key' : ' removed its regular key'),
  summary: (c) => fields(field.account('RegularKey', c.tx.RegularKey)),
});
