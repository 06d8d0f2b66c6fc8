import type { ObjectValue } from '@ledgerlens/shared/domain';
import type { ObjectViewModule } from '../types';
import { account, amount, amountText, expired, nft, rippleTime, row, short, status, text } from '../values';

/** lsfSellNFToken: a sell offer (the owner holds the NFT); otherwise a buy offer. */
const LSF_SELL_NFTOKEN = 0x0000_0001;

/**
 * NFTokenOffer: buy or sell offer (lsfSellNFToken), `Owner`, `NFTokenID` (linked), `Amount`,
 * `Destination` (who alone may accept it) and `Expiration` (Ripple epoch) against the ledger's
 * close time.
 */
export const NFTokenOffer: ObjectViewModule = {
  type: 'NFTokenOffer',
  usesCloseTime: true,
  view({ fields: f, deleted, closeTime }) {
    const sell = typeof f.Flags === 'number' && (f.Flags & LSF_SELL_NFTOKEN) !== 0;
    const isExpired = expired(f.Expiration, closeTime);
    const badges: ObjectValue[] = [status(sell ? 'Sell offer' : 'Buy offer', 'info')];
    if (isExpired) badges.push(status('Expired', 'danger'));
    if (deleted) badges.push(status('Deleted', 'danger'));
    return {
      summary: `${sell ? 'Sell' : 'Buy'} offer of ${short(f.Owner)} for NFT ${short(f.NFTokenID)} at ${amountText(f.Amount)}`,
      status: badges,
      fields: [
        row('Offer', text(sell ? 'Sell offer (lsfSellNFToken): the owner sells the NFT' : 'Buy offer: the owner buys the NFT')),
        row('Owner', account(f.Owner)),
        row('NFTokenID', nft(f.NFTokenID)),
        row('Amount', amount(f.Amount)),
        row('Destination', ...(f.Destination !== undefined ? [account(f.Destination)] : [text('Anyone may accept it')])),
        row('Expiration', ...(f.Expiration === undefined ? [text('Does not expire')] : [rippleTime(f.Expiration), ...(isExpired === undefined ? [] : [isExpired ? status('expired at the ledger close time', 'danger') : status('not expired', 'success')])])),
      ],
      tables: [],
    };
  },
};
