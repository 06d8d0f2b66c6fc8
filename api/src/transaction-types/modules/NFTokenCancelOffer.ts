/** NFTokenCancelOffer: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { countOf } from '@ledgerlens/shared/domain';
import { account, defineType, field, fields, sentence } from '../build';
export default defineType({
  type: 'NFTokenCancelOffer',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to cancel ' : ' cancelled ', countOf(Array.isArray(c.tx.NFTokenOffers) ? c.tx.NFTokenOffers.length : 0, 'NFT offer')),
  summary: (c) => fields(...(Array.isArray(c.tx.NFTokenOffers) ? c.tx.NFTokenOffers : []).map((id, i) => field.hash(`NFTokenOffers[${i}]`, id))),
});
