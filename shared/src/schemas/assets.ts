/** Schemas of asset answers: AMM pools (`GET /api/amm`, `/api/amm/{account}`) and tokens (`GET /api/tokens/{currency}/{issuer}`). */
import { Type } from '@sinclair/typebox';
import { Bool, Enum, Int, Nullable, Num, Obj, Opt, Str } from './common';

/** One side of an AMM pool or order book: XRP is `{ currency: 'XRP' }`, a token has its issuer. */
export const AssetRefSchema = Obj({ currency: Str('`XRP` or the currency code as recorded.'), issuer: Opt(Str()) });

/** A token amount with its asset (`value` an exact decimal string in units of the token). */
export const IssuedValueSchema = Obj({ currency: Str(), issuer: Str(), value: Str('Exact decimal.') });

/** An amount held by a pool: XRP as a decimal string of XRP (not drops) with `currency: 'XRP'`, a token with its issuer. */
export const PoolAmountSchema = Obj({ currency: Str(), issuer: Opt(Str()), value: Str('Exact decimal (XRP in XRP).') });

/** One AMM vote slot (ledger `AMM.VoteSlots[].VoteEntry`). */
export const AmmVoteSlotSchema = Obj({
  account: Str(),
  tradingFee: Int('Proposed fee, 1/100,000 (1 = 0.001 %).'),
  voteWeight: Int('LP tokens at the vote, 1/100,000 of the LP token supply then.'),
});

/** The trading fee recomputed from the vote slots, with every term of the sum. */
export const TradingFeeRecomputationSchema = Obj({
  numerator: Num('Σ fee × weight.'),
  denominator: Num('Σ weight.'),
  exact: Num('numerator ÷ denominator before rounding, 1/100,000.'),
  fee: Num('Rounded as rippled does, 1/100,000.'),
});

/** The auction slot of a pool (ledger `AMM.AuctionSlot`). */
export const AmmAuctionSlotSchema = Obj({
  account: Str(),
  price: Nullable(IssuedValueSchema, { description: 'LP tokens paid for the slot.' }),
  expiration: Nullable(Int(), { description: 'Ripple-epoch seconds when the slot expires.' }),
  expiresAt: Nullable(Str(), { description: '`expiration` as ISO 8601.' }),
  discountedFee: Int('Fee the holder trades at, 1/100,000.'),
  authAccounts: Type.Array(Str(), { description: 'Accounts that share the discount.' }),
});

/** One transaction that touched a pool, with the pool's state after it (from its metadata). */
export const AmmHistoryEntrySchema = Obj({
  hash: Str(),
  ledgerIndex: Int(),
  date: Nullable(Str(), { description: 'ISO 8601 close time, when the node sent it.' }),
  type: Str('TransactionType.'),
  account: Str('The account that sent it.'),
  result: Str('`meta.TransactionResult`.'),
  lpTokenBalance: Nullable(IssuedValueSchema, { description: 'LP token supply after it.' }),
  amount: Nullable(PoolAmountSchema),
  amount2: Nullable(PoolAmountSchema),
  tradingFee: Nullable(Int(), { description: 'Trading fee after it, 1/100,000.' }),
  deletedPool: Bool('True for the transaction that deleted the AMM entry.'),
});

/** One LP token holder: a trust line to the pool account in its LP token currency. */
export const AmmLpHolderSchema = Obj({ account: Str(), balance: Str('LP tokens held, exact decimal.'), share: Nullable(Num(), { description: 'Percent of the LP token supply.' }) });

const bookPrice = Obj({ ask: Nullable(Num()), bid: Nullable(Num()), ledgerIndex: Nullable(Int()) });

/** What a pool and its line in the pool list both say: its account, its two assets and their amounts, its LP tokens. */
const poolFields = {
  account: Str(),
  asset: AssetRefSchema,
  asset2: AssetRefSchema,
  amount: Nullable(PoolAmountSchema),
  amount2: Nullable(PoolAmountSchema),
  lpTokenBalance: Nullable(IssuedValueSchema),
};

/** `AmmPool`: body of `GET /api/amm/{account}`. */
export const AmmPoolSchema = Obj(
  {
    ...poolFields,
    tradingFee: Int('Trading fee the ledger holds, 1/100,000.'),
    voteSlots: Type.Array(AmmVoteSlotSchema),
    recomputedFee: Nullable(TradingFeeRecomputationSchema),
    auctionSlot: Nullable(AmmAuctionSlotSchema),
    ledgerIndex: Nullable(Int(), { description: "`amm_info`'s ledger, or for a deleted pool the ledger that deleted it." }),
    deleted: Bool(),
    deletedBy: Nullable(Str(), { description: 'The transaction that deleted the pool.' }),
    history: Type.Array(AmmHistoryEntrySchema, { description: "Oldest first; from the pool account's `account_tx`." }),
    historyTruncated: Bool(),
    lpHolders: Nullable(Obj({ ledgerIndex: Nullable(Int()), holders: Type.Array(AmmLpHolderSchema), truncated: Bool() })),
    price: Obj({ pool: Nullable(Num(), { description: 'amount2 ÷ amount.' }), book: Nullable(bookPrice, { description: 'Best offers of the pair (`book_offers`).' }) }),
    missing: Type.Array(Str(), { description: 'What the node could not give, in words.' }),
  },
  { $id: 'AmmPool', description: 'One AMM pool (`amm_info`, `account_lines` and `account_tx` of the pool account, `book_offers`).' },
);

/** One pool of `GET /api/amm`. */
export const AmmPoolSummarySchema = Obj({
  ...poolFields,
  tradingFee: Int('1/100,000.'),
  ledgerIndex: Nullable(Int(), { description: 'The ledger these figures are from.' }),
});

/** `AmmPoolList`: body of `GET /api/amm`. */
export const AmmPoolListSchema = Obj(
  {
    pools: Type.Array(AmmPoolSummarySchema),
    source: Str('Where the list comes from, in words.'),
    ledgerIndex: Nullable(Int()),
    truncated: Bool(),
  },
  { $id: 'AmmPoolList', description: 'The AMM pools the node lists (`ledger_data` type amm, `amm_info`), or the pool of one pair.' },
);

/** One issuer setting of a token, with what it means to a holder. */
export const IssuerSettingSchema = Obj({
  key: Enum(['defaultRipple', 'requireAuth', 'globalFreeze', 'noFreeze', 'clawback', 'transferRate', 'domain', 'blackholed']),
  label: Str(),
  value: Type.Union([Type.Boolean(), Type.String(), Type.Null()], { description: 'On/off, or the value (transfer fee percent text, domain text).' }),
  meaning: Str('What it means to a holder.'),
  tone: Enum(['risk', 'safe', 'info']),
});

/** One holder of a token. */
export const TokenHolderSchema = Obj({ account: Str(), balance: Str(), share: Nullable(Num(), { description: 'Percent of the supply.' }) });

/** `TokenDetail`: body of `GET /api/tokens/{currency}/{issuer}`. */
export const TokenDetailSchema = Obj(
  {
    currency: Str(),
    currencyDisplay: Obj({ text: Str(), isText: Bool() }),
    issuer: Str(),
    issuerSettings: Nullable(Obj({ ledgerIndex: Nullable(Int()), settings: Type.Array(IssuerSettingSchema), transferFeePercent: Nullable(Str()) })),
    supply: Nullable(Obj({ value: Str(), ledgerIndex: Nullable(Int()), source: Enum(['gateway_balances', 'index']) })),
    holders: Obj({ count: Nullable(Int()), ledgerIndex: Nullable(Int()), top: Type.Array(TokenHolderSchema), topTenShare: Nullable(Num()), truncated: Bool(), source: Str() }),
    trustLines: Nullable(Int(), { description: 'Trust lines in this currency to the issuer (ledger-state index).' }),
    price: Nullable(bookPrice, { description: 'DEX price against XRP (`book_offers` both ways), XRP per token.' }),
    pools: Type.Array(AmmPoolSummarySchema),
    lookalikes: Type.Array(Obj({ issuer: Str(), holders: Int(), trustLines: Int() })),
    indexLedger: Nullable(Int()),
    missing: Type.Array(Str()),
  },
  { $id: 'TokenDetail', description: 'One token: issuer settings, supply (`gateway_balances`), holders, price, pools and look-alikes.' },
);
