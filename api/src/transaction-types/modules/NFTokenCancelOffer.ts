/** NFTokenCancelOffer: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'NFTokenCancelOffer',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to cancel ' : ' cancelled ', `${Array.isArray(c.tx.NFTokenOffers) ? c.tx.NFTokenOffers.length : 0} NFT offer(s)`),
  summary: (c) => fields(...(Array.isArray(c.tx.NFTokenOffers) ? c.tx.NFTokenOffers : []).map((id, i) => field.hash(`NFTokenOffers[${i}]`, id))),
});
