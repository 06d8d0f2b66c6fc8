/** NFTokenModify: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, hexText, nft, sentence, str } from '../build';
export default defineType({
  type: 'NFTokenModify',
  amount: () => undefined,
  counterparty: (c) => str(c.tx.Owner),
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to change the URI of NFT ' : ' changed the URI of NFT ', nft(c.tx.NFTokenID), hexText(c.tx.URI) !== undefined ? ` to "${hexText(c.tx.URI)}"` : ' (removed)'),
  summary: (c) => fields(field.nft('NFTokenID', c.tx.NFTokenID), field.hexText('URI', c.tx.URI), field.account('Owner', c.tx.Owner)),
});
