/** NFTokenAcceptOffer: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, amountValue, defineType, field, fields, findNode, nft, sentence, str, type TxContext } from '../build';
import { otherParty } from '../helpers';
const offerNode = (c: TxContext, id: unknown) => (typeof id === 'string' ? findNode(c, 'NFTokenOffer', id) : undefined);

export default defineType({
  type: 'NFTokenAcceptOffer',
  amount: (c) => amountValue(offerNode(c, c.tx.NFTokenBuyOffer)?.fields.Amount) ?? amountValue(offerNode(c, c.tx.NFTokenSellOffer)?.fields.Amount),
  counterparty: (c) => otherParty(c.account, offerNode(c, c.tx.NFTokenSellOffer)?.fields.Owner, offerNode(c, c.tx.NFTokenBuyOffer)?.fields.Owner),
  describe(c) {
    const sell = offerNode(c, c.tx.NFTokenSellOffer);
    const buy = offerNode(c, c.tx.NFTokenBuyOffer);
    const id = (c.meta && typeof c.meta.nftoken_id === 'string' ? c.meta.nftoken_id : undefined) ?? str(sell?.fields.NFTokenID) ?? str(buy?.fields.NFTokenID);
    const seller = str(sell?.fields.Owner) ?? (buy ? c.account : undefined);
    const buyer = str(buy?.fields.Owner) ?? (sell ? c.account : undefined);
    const price = buy?.fields.Amount ?? sell?.fields.Amount;
    if (!sell && !buy) {
      const ids = [c.tx.NFTokenSellOffer, c.tx.NFTokenBuyOffer].filter((x): x is string => typeof x === 'string').map((x) => `${x.slice(0, 8)}…`);
      return sentence(account(c.account), c.failed ? ' tried to accept' : ' accepted', ` NFT offer ${ids.join(' and ')}`);
    }
    if (sell && buy) return sentence(account(c.account), c.failed ? ' tried to broker' : ' brokered', ' the sale of NFT ', nft(id), ' from ', account(seller), ' to ', account(buyer), ' for ', amount(price), c.tx.NFTokenBrokerFee !== undefined && [', keeping a fee of ', amount(c.tx.NFTokenBrokerFee)]);
    return sentence(account(buyer), c.failed ? ' tried to buy NFT ' : ' bought NFT ', nft(id), ' from ', account(seller), ' for ', amount(price));
  },
  summary: (c) =>
    fields(
      field.nft('NFTokenID', (c.meta && typeof c.meta.nftoken_id === 'string' ? c.meta.nftoken_id : undefined) ?? offerNode(c, c.tx.NFTokenSellOffer)?.fields.NFTokenID ?? offerNode(c, c.tx.NFTokenBuyOffer)?.fields.NFTokenID),
      field.hash('NFTokenSellOffer', c.tx.NFTokenSellOffer),
      field.hash('NFTokenBuyOffer', c.tx.NFTokenBuyOffer),
      field.amount('Price', offerNode(c, c.tx.NFTokenBuyOffer)?.fields.Amount ?? offerNode(c, c.tx.NFTokenSellOffer)?.fields.Amount),
      field.amount('NFTokenBrokerFee', c.tx.NFTokenBrokerFee),
    ),
});
