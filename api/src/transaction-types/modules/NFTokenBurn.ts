/** NFTokenBurn: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, nft, sentence, str } from '../build';
export default defineType({
  type: 'NFTokenBurn',
  amount: () => undefined,
  counterparty: (c) => str(c.tx.Owner),
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to burn NFT ' : ' burned NFT ', nft(c.tx.NFTokenID), typeof c.tx.Owner === 'string' && c.tx.Owner !== c.account && [' held by ', account(c.tx.Owner)]),
  summary: (c) => fields(field.nft('NFTokenID', c.tx.NFTokenID), field.account('Owner', c.tx.Owner)),
});
