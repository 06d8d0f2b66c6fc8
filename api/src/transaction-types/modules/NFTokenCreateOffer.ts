/** NFTokenCreateOffer: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, findNode, nft, sentence, str, uint, type TxContext } from '../build';
const isSell = (c: TxContext) => ((uint(c.tx.Flags) ?? 0) & 1) !== 0;

export default defineType({
  type: 'NFTokenCreateOffer',
  counterparty: (c) => str(c.tx.Destination) ?? str(c.tx.Owner),
  describe: (c) =>
    isSell(c)
      ? sentence(account(c.account), c.failed ? ' tried to offer NFT ' : ' offered NFT ', nft(c.tx.NFTokenID), ' for sale at ', amount(c.tx.Amount), typeof c.tx.Destination === 'string' && [' to ', account(c.tx.Destination)])
      : sentence(account(c.account), c.failed ? ' tried to bid ' : ' bid ', amount(c.tx.Amount), ' for NFT ', nft(c.tx.NFTokenID), typeof c.tx.Owner === 'string' && [' held by ', account(c.tx.Owner)]),
  summary: (c) =>
    fields(
      field.nft('NFTokenID', c.tx.NFTokenID),
      field.amount('Amount', c.tx.Amount),
      field.text('Offer type', isSell(c) ? 'Sell offer' : 'Buy offer'),
      field.account('Owner', c.tx.Owner),
      field.account('Destination', c.tx.Destination),
      field.time('Expiration', c.tx.Expiration),
      field.hash('OfferID', c.meta && typeof c.meta.offer_id === 'string' ? c.meta.offer_id : findNode(c, 'NFTokenOffer', undefined, 'CreatedNode')?.ledgerIndex),
    ),
});
