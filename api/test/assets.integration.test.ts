/**
 * AMM pools, tokens and NFTs end to end against the offline replay node (recorded mainnet data):
 * what `/api/amm…`, `/api/tokens/{currency}/{issuer}` and `/api/nfts/{id}` answer, checked
 * against the recorded metadata and xrpl.js.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseNFTokenID } from 'xrpl';
import { startReplayServer, type ReplayServer } from 'replay';
import { buildApp } from '../src/app';
import { isKnownNft } from '../src/features/nfts';

type Json = Record<string, any>;

jest.setTimeout(60_000);

const DATA = join(__dirname, '../../replay/data/mainnet');
const recorded = (hash: string): Json => JSON.parse(readFileSync(join(DATA, `tx-${hash}.json`), 'utf8'));

let node: ReplayServer;
let app: FastifyInstance;

beforeAll(async () => {
  node = await startReplayServer({ port: 0, log: () => undefined });
  // A loaded CI machine: a generous upstream deadline (the replay builds its entry views on first use).
  app = await buildApp({ nodeUrl: node.url, requestTimeoutMs: 30_000 });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await node?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('AMM pools', () => {
  const XAH_POOL = 'r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M';
  const CREATE = '29E41A784E011E9205D0543979F9917343290B03982EDD2BB1F1066708F33D2F';
  const VOTE = 'CF1A1290562C22ECE53597DC4CCDB14E848E07D6F0840F3359682DBF97DBBF05';

  it('a pool with its create and vote: history oldest first, fee recomputed from the vote slots next to the ledger value', async () => {
    const res = await get(`/api/amm/${XAH_POOL}`);
    expect(res.statusCode).toBe(200);
    const pool = res.json();
    expect(pool.deleted).toBe(false);
    expect(pool.asset).toEqual({ currency: 'XRP' });
    expect(pool.asset2).toEqual({ currency: 'XAH', issuer: 'rswh1fvyLqHizBS2awu1vs6QcmwTBd9qiv' });
    expect(pool.history.map((h: Json) => [h.type, h.hash])).toEqual([
      ['AMMCreate', CREATE],
      ['AMMVote', VOTE],
    ]);
    // The vote's metadata holds the AMM entry the ledger wrote: the page shows its fee and slots.
    const voteMeta = recorded(VOTE).meta ?? recorded(VOTE).result.meta;
    const amm = voteMeta.AffectedNodes.map((n: Json) => n.ModifiedNode).find((n: Json) => n?.LedgerEntryType === 'AMM').FinalFields;
    expect(pool.tradingFee).toBe(amm.TradingFee);
    expect(pool.voteSlots).toEqual(amm.VoteSlots.map((v: Json) => ({ account: v.VoteEntry.Account, tradingFee: v.VoteEntry.TradingFee, voteWeight: v.VoteEntry.VoteWeight })));
    const num = amm.VoteSlots.reduce((s: number, v: Json) => s + v.VoteEntry.TradingFee * v.VoteEntry.VoteWeight, 0);
    const den = amm.VoteSlots.reduce((s: number, v: Json) => s + v.VoteEntry.VoteWeight, 0);
    expect(pool.recomputedFee).toEqual({ numerator: num, denominator: den, exact: num / den, fee: Math.floor(num / den + 0.5) });
    // Reserves after the create come from its metadata; the vote changes none of them.
    expect(pool.history[0].amount).toMatchObject({ currency: 'XRP' });
    expect(pool.history[1].amount).toEqual(pool.history[0].amount);
    expect(pool.history[0].lpTokenBalance.issuer).toBe(XAH_POOL);
  });

  it('a deposit shows the LP token supply after it', async () => {
    const pool = (await get('/api/amm/rn8gn11MeoxnAcSvHiTGDUdvAZydGvXp21')).json();
    expect(pool.history).toHaveLength(1);
    expect(pool.history[0]).toMatchObject({ type: 'AMMDeposit', hash: '6D85FF2BEE30E53F690A0DBEBCAAB83AD207E264A49EA83DE29A30A1BD36D06D' });
    expect(pool.history[0].lpTokenBalance.value).toBe(pool.lpTokenBalance.value);
  });

  it('the deleted pool: its last state and the transaction that emptied it', async () => {
    const WITHDRAW_ALL = '68AD5C03CCF55D84EDB68E92E014716E6D059A4D6779E1E1595EBCC2E14E8B39';
    const res = await get('/api/amm/rGjXpVMZtX5KFPNxt7srucLuLsPXxHLCPe');
    expect(res.statusCode).toBe(200);
    const pool = res.json();
    expect(pool).toMatchObject({ deleted: true, deletedBy: WITHDRAW_ALL, ledgerIndex: 97666623 });
    const deleted = recorded(WITHDRAW_ALL).meta.AffectedNodes.map((n: Json) => n.DeletedNode).find((n: Json) => n?.LedgerEntryType === 'AMM');
    expect(pool.lpTokenBalance.value).toBe(deleted.PreviousFields?.LPTokenBalance?.value ?? deleted.FinalFields.LPTokenBalance.value);
    expect(pool.history.at(-1)).toMatchObject({ hash: WITHDRAW_ALL, type: 'AMMWithdraw', deletedPool: true, lpTokenBalance: { value: '0' } });
    // The reserves before the withdrawal, from the metadata's previous balances.
    const root = recorded(WITHDRAW_ALL).meta.AffectedNodes.map((n: Json) => n.DeletedNode).find((n: Json) => n?.LedgerEntryType === 'AccountRoot' && n.FinalFields.Account === pool.account);
    expect(Number(pool.amount.value) * 1e6).toBeCloseTo(Number(root.PreviousFields?.Balance ?? root.FinalFields.Balance), 6);
  });

  it('lists the pools the node has seen and resolves a pair', async () => {
    const list = (await get('/api/amm')).json();
    expect(list.pools.map((p: Json) => p.account)).toEqual(expect.arrayContaining(['r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M', 'rn8gn11MeoxnAcSvHiTGDUdvAZydGvXp21']));
    expect(list.pools.map((p: Json) => p.account)).not.toContain('rGjXpVMZtX5KFPNxt7srucLuLsPXxHLCPe');
    const pair = await get('/api/amm?asset=XAH.rswh1fvyLqHizBS2awu1vs6QcmwTBd9qiv&asset2=XRP');
    expect(pair.statusCode).toBe(200);
    expect(pair.json().pools[0].account).toBe(XAH_POOL);
  });

  it('bad input is a 400 with the rule; no pool is a 404', async () => {
    expect((await get('/api/amm/not-an-account')).statusCode).toBe(400);
    const bad = await get('/api/amm?asset=XRP&asset2=US.rswh1fvyLqHizBS2awu1vs6QcmwTBd9qiv');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/3 characters/);
    expect((await get('/api/amm?asset=XRP')).statusCode).toBe(400);
    expect((await get('/api/amm/rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).statusCode).toBe(404);
  });
});

describe('tokens', () => {
  it("a token's issuer settings come from the recorded AccountRoot, supply from gateway_balances and holders from account_lines", async () => {
    const res = await get('/api/tokens/CNY/rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK');
    expect(res.statusCode).toBe(200);
    const token = res.json();
    const byKey = Object.fromEntries(token.issuerSettings.settings.map((s: Json) => [s.key, s]));
    expect(byKey.domain.value).toBe('ripplecn.com');
    expect(byKey.noFreeze).toMatchObject({ value: false, tone: 'risk', meaning: expect.stringMatching(/can freeze your trust line alone/) });
    expect(byKey.clawback.value).toBe(false);
    expect(byKey.transferRate.value).toBe('0%');
    expect(token.supply.source).toBe('gateway_balances');
    expect(token.holders.count).toBe(token.holders.top.length);
    // The count names its own source; the ledger it is from is given apart.
    expect(token.holders.source).toBe('account_lines of the issuer');
    expect(token.holders.ledgerIndex).toEqual(expect.any(Number));
    const sum = token.holders.top.reduce((s: number, h: Json) => s + Number(h.balance), 0);
    expect(sum).toBeCloseTo(Number(token.supply.value), 6);
  });

  it('a token the node knows only from its AMM pool still has a page, saying what is missing', async () => {
    const res = await get('/api/tokens/XAH/rswh1fvyLqHizBS2awu1vs6QcmwTBd9qiv');
    expect(res.statusCode).toBe(200);
    const token = res.json();
    expect(token.pools.map((p: Json) => p.account)).toEqual(['r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M']);
    expect(token.issuerSettings).toBeNull();
    expect(token.missing.join(' ')).toMatch(/no AccountRoot of the issuer/);
  });

  it('bad input is a 400 with the rule; an unknown token a 404', async () => {
    expect((await get('/api/tokens/XRP/rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK')).json().error).toMatch(/other than XRP/);
    expect((await get('/api/tokens/CNY/rBAD')).json().error).toMatch(/classic XRP address/);
    expect((await get('/api/tokens/ZZZ/rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK')).statusCode).toBe(404);
  });
});

describe('NFTs', () => {
  const SOLD = '00081B581189F5687DBB7516339D6CCB5593D96622AD82DF08CFDA8600000A17';

  it('decodes the NFTokenID as xrpl.js does', async () => {
    const nft = (await get(`/api/nfts/${SOLD.toLowerCase()}`)).json();
    const p = parseNFTokenID(SOLD);
    expect(nft).toMatchObject({ id: SOLD, issuer: p.Issuer, taxon: p.Taxon, serial: p.Sequence, transferFee: p.TransferFee, transferFeePercent: '7%' });
    expect(nft.flags).toEqual({ burnable: (p.Flags & 1) !== 0, onlyXRP: (p.Flags & 2) !== 0, transferable: (p.Flags & 8) !== 0, mutable: (p.Flags & 16) !== 0 });
  });

  it('the brokered sale: seller, broker, issuer royalty and the new owner from the metadata', async () => {
    const nft = (await get(`/api/nfts/${SOLD}`)).json();
    const tx = recorded('E6CE3C3C554BA01891A9D12E89062C34BBEA6282CF8AA4D9AF8BF7D0E7D26B7D');
    expect(nft.owner).toBe('rNYKGnHrjSnKXQGgACciyCLg4xRcwWZixN');
    const sale = nft.history.find((h: Json) => h.hash === tx.hash).sale;
    expect(sale).toMatchObject({ seller: 'rnp9DA6H2tLH7YFkgpjoVREB2yccYv56Sg', buyer: 'rNYKGnHrjSnKXQGgACciyCLg4xRcwWZixN', broker: tx.tx.Account, currency: 'XRP', price: '2500' });
    // 7 % royalty to the issuer; the seller gets the rest; the broker asked no fee.
    expect(Number(sale.royalty)).toBe(175);
    expect(Number(sale.sellerReceived)).toBe(2325);
    expect(sale.brokerFee).toBeNull();
    expect(nft.source.history).toMatch(/account_tx/);
  });

  it("the account's NFTs (account_nfts): the buyer holds the sold NFT, decoded", async () => {
    const res = await get('/api/account/rNYKGnHrjSnKXQGgACciyCLg4xRcwWZixN/nfts');
    expect(res.statusCode).toBe(200);
    const p = parseNFTokenID(SOLD);
    expect(res.json().nfts).toEqual([expect.objectContaining({ id: SOLD, issuer: p.Issuer, taxon: p.Taxon, serial: p.Sequence, transferFeePercent: '7%' })]);
    expect((await get('/api/account/nope/nfts')).statusCode).toBe(400);
  });

  it('an NFT minted by an authorized minter: owner and ipfs URI from its NFTokenPage', async () => {
    const id = '00081388DC1AB4937C899037B2FDFC3CB20F6F64E73120BB1AD9556900000225';
    const nft = (await get(`/api/nfts/${id}`)).json();
    expect(nft.owner).toBe('rXMART8usFd5kABXCayoP6ZfB35b4v43t');
    expect(nft.issuer).toBe('rMhoejpvS8mWfiffy4Zj8H2KbVs1oZCVsP');
    expect(nft.uri).toMatch(/^ipfs:\/\//);
    expect(nft.history[0].type).toBe('NFTokenMint');
  });

  it('the search resolver opens a recorded NFTokenID as an NFT, in one request; an unknown one is not found', async () => {
    expect((await get(`/api/resolve/${SOLD.toLowerCase()}`)).json()).toEqual({ kind: 'nft', id: SOLD, path: `/nft/${SOLD}` });
    const res = await get(`/api/resolve/${SOLD.slice(0, 63)}8`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('No transaction, ledger, NFT or ledger object has this hash');
  });

  it('bad input is a 400; an unknown NFT a 404; isKnownNft tells them apart', async () => {
    expect((await get('/api/nfts/1234')).json().error).toMatch(/64 hexadecimal/);
    const unknown = `${SOLD.slice(0, 63)}8`;
    const notKnown = await get(`/api/nfts/${unknown}`);
    expect(notKnown.statusCode).toBe(404);
    // The 404 still says what the NFTokenID itself encodes (XLS-20 layout; xrpl.js parseNFTokenID), marked known: false.
    const parsed = parseNFTokenID(unknown);
    // toMatchObject: the flags object may name more NFToken flags than these four.
    expect(notKnown.json()).toMatchObject({
      error: 'NFT not found: no NFTokenPage or transaction the node knows holds this NFTokenID',
      code: 'notFound',
      known: false,
      id: unknown,
      issuer: parsed.Issuer,
      taxon: parsed.Taxon,
      serial: parsed.Sequence,
      transferFee: parsed.TransferFee,
      transferFeePercent: `${parsed.TransferFee / 1000}%`,
      flags: { burnable: (parsed.Flags & 1) !== 0, onlyXRP: (parsed.Flags & 2) !== 0, transferable: (parsed.Flags & 8) !== 0, mutable: (parsed.Flags & 0x10) !== 0 },
    });
    const gateway = await import('../src/gateway');
    const client = new gateway.XrplClientGateway(node.url, { timeoutMs: 5000 });
    try {
      const routeDeps = { xrpl: client };
      expect(await isKnownNft(routeDeps, '00081388DC1AB4937C899037B2FDFC3CB20F6F64E73120BB1AD9556900000225')).toBe(true);
      expect(await isKnownNft(routeDeps, unknown)).toBe(false);
      expect(await isKnownNft(routeDeps, 'not hex')).toBe(false);
    } finally {
      await client.close();
    }
  });
});
