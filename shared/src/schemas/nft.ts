/** Schemas of NFT answers: `GET /api/nfts/{id}` (and its 404) and `GET /api/account/{address}/nfts`. */
import { Type } from '@sinclair/typebox';
import { Bool, Int, Nullable, Obj, Opt, Str } from './common';

/** NFToken flags (rippled `lsfBurnable` 0x1, `lsfOnlyXRP` 0x2, `lsfTransferable` 0x8, `lsfMutable` 0x10). */
export const NftFlagsSchema = Obj({ burnable: Bool(), onlyXRP: Bool(), transferable: Bool(), mutable: Bool() });

/** The split of an NFT sale. Amounts: XRP in XRP, tokens in their units, with `currency`. */
export const NftSaleSchema = Obj({
  seller: Str(),
  buyer: Str(),
  broker: Nullable(Str(), { description: 'The broker of a brokered sale (`NFTokenBrokerFee` goes to it).' }),
  currency: Str(),
  issuer: Opt(Str()),
  price: Str('What the buyer paid.'),
  brokerFee: Nullable(Str()),
  royalty: Nullable(Str(), { description: 'What the issuer received (transfer fee).' }),
  sellerReceived: Str(),
});

/** One transaction in an NFT's history. */
export const NftHistoryEntrySchema = Obj({
  hash: Str(),
  ledgerIndex: Int(),
  date: Nullable(Str()),
  type: Str(),
  account: Str(),
  result: Str(),
  owner: Nullable(Str(), { description: 'Owner after it, when its metadata shows it.' }),
  sale: Nullable(NftSaleSchema, { description: "A sale (NFTokenAcceptOffer): who paid whom, from the metadata's balance changes." }),
});

/** `NftDetail`: body of `GET /api/nfts/{id}`. */
export const NftDetailSchema = Obj(
  {
    id: Str('NFTokenID, 64 hex.'),
    flags: NftFlagsSchema,
    transferFee: Int('1/100,000 (0-50,000).'),
    transferFeePercent: Str(),
    issuer: Str(),
    taxon: Int('Unscrambled taxon.'),
    serial: Int(),
    owner: Nullable(Str()),
    uri: Nullable(Str(), { description: 'Decoded URI text, or the hex when not text; null without URI.' }),
    uriHex: Nullable(Str()),
    burned: Nullable(Bool()),
    history: Type.Array(NftHistoryEntrySchema),
    source: Obj({ owner: Str(), history: Str(), ledgerIndex: Nullable(Int()) }, { description: 'Where owner, URI and history come from (Clio `nft_info`/`nft_history`, or NFTokenPage and `account_tx`).' }),
    missing: Type.Array(Str()),
    known: Opt(Type.Literal(true)),
  },
  { $id: 'NftDetail', description: 'One NFT: decoded NFTokenID (xrpl.js `parseNFTokenID`), owner, URI, history and sales.' },
);

/** `NftUnknown`: 404 body of `GET /api/nfts/{id}` for a well-formed NFTokenID the node knows nothing of, with what the ID encodes. */
export const NftUnknownSchema = Obj(
  {
    error: Str(),
    code: Type.Literal('notFound'),
    known: Type.Literal(false),
    id: Str(),
    issuer: Str(),
    taxon: Int('Unscrambled taxon.'),
    serial: Int(),
    transferFee: Int('1/100,000 (0-50,000).'),
    transferFeePercent: Str(),
    flags: NftFlagsSchema,
  },
  { $id: 'NftUnknown', description: 'Not found on the node, with the fields the NFTokenID encodes (`known: false`).' },
);

/** `AccountNfts`: body of `GET /api/account/{address}/nfts` (rippled `account_nfts`). */
export const AccountNftsSchema = Obj(
  {
    account: Str(),
    ledgerIndex: Nullable(Int()),
    nfts: Type.Array(Obj({ id: Str(), issuer: Str(), taxon: Int(), serial: Int(), flags: NftFlagsSchema, transferFeePercent: Str(), uri: Nullable(Str()) })),
    truncated: Bool(),
  },
  { $id: 'AccountNfts', description: 'The NFTs an account holds (`account_nfts`, validated, first 400).' },
);
