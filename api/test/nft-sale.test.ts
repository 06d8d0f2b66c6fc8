/**
 * The split of a brokered NFT sale when the broker is the issuer (issue 39 item 11): the issuer's
 * balance change is the broker fee plus the transfer fee, and only the transfer fee is royalty.
 * rippled `NFTokenAcceptOffer.cpp` (brokered mode): the buyer pays the buy offer's amount, the broker
 * fee (`NFTokenBrokerFee`) goes to the broker first, then the issuer's transfer fee is taken from
 * what is left, and the seller gets the rest. The metadata below is shaped as rippled writes it
 * (AccountRoot balances before and after, both offers deleted), with round figures.
 */
import { saleOf } from '../src/features/nfts/nft';

const ISSUER = 'rswh1fvyLqHizBS2awu1vs6QcmwTBd9qiv';
const SELLER = 'rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn';
const BUYER = 'ra5nK24KXen9AHvsdFTKHSANinZseWnPcX';
const SELL = 'A'.repeat(64);
const BUY = 'B'.repeat(64);

const root = (account: string, before: number, after: number) => ({ ModifiedNode: { LedgerEntryType: 'AccountRoot', LedgerIndex: account, FinalFields: { Account: account, Balance: String(after) }, PreviousFields: { Balance: String(before) } } });
const offer = (index: string, owner: string, drops: string) => ({ DeletedNode: { LedgerEntryType: 'NFTokenOffer', LedgerIndex: index, FinalFields: { Owner: owner, Amount: drops } } });

/** 100 XRP paid, a 5 XRP broker fee, a 10 % transfer fee on the 95 XRP left (9.5 XRP), 85.5 XRP to the seller. */
function brokeredSale(broker: string) {
  const tx = { TransactionType: 'NFTokenAcceptOffer', Account: broker, Fee: '12', NFTokenSellOffer: SELL, NFTokenBuyOffer: BUY, NFTokenBrokerFee: '5000000' };
  const brokerGets = broker === ISSUER ? 14_500_000 : 5_000_000;
  const nodes = [
    offer(SELL, SELLER, '0'),
    offer(BUY, BUYER, '100000000'),
    root(BUYER, 1_000_000_000, 900_000_000),
    root(SELLER, 50_000_000, 135_500_000),
    root(broker, 10_000_000, 10_000_000 + brokerGets - 12),
    ...(broker === ISSUER ? [] : [root(ISSUER, 20_000_000, 29_500_000)]),
  ];
  return { tx, meta: { TransactionResult: 'tesSUCCESS', AffectedNodes: nodes } };
}

it('the issuer as broker: the broker fee is not royalty, only the transfer fee is', () => {
  const { tx, meta } = brokeredSale(ISSUER);
  const sale = saleOf(tx, meta, ISSUER)!;
  expect(sale).toMatchObject({ seller: SELLER, buyer: BUYER, broker: ISSUER, price: '100', brokerFee: '5', sellerReceived: '85.5' });
  // Before the fix the issuer's whole change (5 + 9.5) was shown as royalty.
  expect(sale.royalty).toBe('9.5');
});

it('another broker: the issuer\'s change is the royalty, the broker fee stays the broker\'s', () => {
  const broker = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
  const { tx, meta } = brokeredSale(broker);
  expect(saleOf(tx, meta, ISSUER)).toMatchObject({ broker, brokerFee: '5', royalty: '9.5', sellerReceived: '85.5' });
});
