/**
 * The ledger-state indexer over the bundled full-state real ledger 40000 (replay/data/mainnet):
 * its rich list, cohorts and token directory against an independent recount of the recorded
 * `accountState`; the routes and their 400s; faults (a node failing mid-run resumes from its
 * marker, a malformed object fails the run and the old results keep serving, runs never overlap).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { COHORT_BOUNDS_XRP } from '../src/features/indexer/aggregate';
import { IndexerJob, INITIAL_DROPS, markerPercent } from '../src/features/indexer/job';
import { RICH_LIST_CSV_COLUMNS, richListCsv } from '../src/features/indexer/routes';
import type { XrplCommand } from '../src/gateway';
import { FakeGateway } from './helpers/fake-gateway';

type Json = Record<string, any>;
const FILE = join(__dirname, '../../replay/data/mainnet/ledger-40000-full.json');
const LEDGER = JSON.parse(readFileSync(FILE, 'utf8')) as Json;
const STATE = (LEDGER.accountState as Json[]).slice().sort((a, b) => (a.index < b.index ? -1 : 1));
const PAGE = 25;

/** A node serving ledger 40000's state in pages of 25 (independent of the replay's code). */
function stateNode(fault?: (command: XrplCommand, page: number) => unknown) {
  let page = 0;
  return new FakeGateway((cmd) => {
    if (cmd.command === 'server_info') return { info: { build_version: 'ledgerlens-replay', state_ledgers: [38129, 40000] } };
    if (cmd.command !== 'ledger_data') return {};
    page += 1;
    const injected = fault?.(cmd, page);
    if (injected !== undefined) return injected;
    const start = cmd.marker ? STATE.findIndex((o) => o.index === cmd.marker) : 0;
    const slice = STATE.slice(start, start + PAGE);
    const out: Json = { ledger_index: 40000, ledger_hash: LEDGER.ledger_hash, state: slice, validated: true };
    if (!cmd.marker) out.ledger = { ledger_index: '40000', close_time: LEDGER.close_time, total_coins: LEDGER.total_coins };
    if (start + PAGE < STATE.length) out.marker = STATE[start + PAGE].index;
    return out;
  });
}

/** Exact XRP text of drops (independent of the code under test). */
const xrp = (drops: bigint): string => {
  const s = drops.toString().padStart(7, '0');
  const whole = s.slice(0, -6).replace(/^0+(?=\d)/, '');
  const frac = s.slice(-6).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
};

const roots = STATE.filter((o) => o.LedgerEntryType === 'AccountRoot');
const escrows = STATE.filter((o) => o.LedgerEntryType === 'Escrow');

describe('indexer run on ledger 40000', () => {
  it('ranks every account by balance, counts cohorts and trust lines as an independent recount does', async () => {
    const node = stateNode();
    const job = new IndexerJob(node, null, { topAccounts: 50 });
    await job.run();
    const result = (await job.latest())!;
    expect(result.ledger.ledgerIndex).toBe(40000);
    expect(node.calls.filter((c) => c.command === 'ledger_data').every((c) => c.ledger_index === 40000)).toBe(true);

    const expected = roots.map((o) => ({ account: o.Account, drops: BigInt(o.Balance) })).sort((a, b) => (a.drops === b.drops ? 0 : a.drops > b.drops ? -1 : 1));
    expect(result.richList.accounts.map((a) => a.balanceXrp)).toEqual(expected.slice(0, 50).map((e) => xrp(e.drops)));
    expect(result.richList.summary.accounts).toBe(roots.length);

    const escrowed = escrows.reduce((s, o) => s + BigInt(o.Amount), 0n);
    const total = BigInt(LEDGER.total_coins);
    expect(result.richList.summary.totalSupply).toBe(xrp(total));
    expect(result.richList.summary.burnedSupply).toBe(xrp(INITIAL_DROPS - total));
    expect(result.richList.summary.escrowedSupply).toBe(xrp(escrowed));
    expect(result.richList.summary.circulatingSupply).toBe(xrp(total - escrowed));

    const counts = COHORT_BOUNDS_XRP.map((bound, i) => roots.filter((o) => Number(o.Balance) / 1e6 >= bound && (i === 0 || Number(o.Balance) / 1e6 < COHORT_BOUNDS_XRP[i - 1])).length);
    expect(result.richList.distribution.map((d) => d.accountCount)).toEqual(counts);

    const lines = STATE.filter((o) => o.LedgerEntryType === 'RippleState');
    // Every line is credited to one token, except zero-balance lines whose issuer the line does not
    // tell (neither or both sides hold a reserve with a non-zero limit), counted apart.
    const unclear = lines.filter((l) => {
      if (Number(l.Balance.value) !== 0) return false;
      const flags = Number(l.Flags ?? 0);
      const low = (flags & 0x10000) !== 0 && Number(l.LowLimit.value) !== 0;
      const high = (flags & 0x20000) !== 0 && Number(l.HighLimit.value) !== 0;
      return low === high;
    });
    expect(result.richList.summary.unattributedZeroLines).toBe(unclear.length);
    expect(result.tokens.reduce((s, t) => s + t.trustlines, 0)).toBe(lines.length - unclear.length);
    expect(result.tokens.reduce((s, t) => s + t.holders, 0)).toBe(lines.filter((l) => Number(l.Balance.value) !== 0).length);
    const status = (await job.status());
    expect(status).toMatchObject({ state: 'idle', objects: STATE.length, percent: 100, lastError: null });
  });

  it('cohorts count each account by its liquid balance plus its escrow, as the cohort text says', async () => {
    // Ledger 40000's state plus two real mainnet objects as they stood before EscrowFinish 317081AF…
    // (its metadata): Ripple's rKDvgGUs… AccountRoot (PreviousFields.Balance) and its 1,000,000,000 XRP Escrow.
    const tx = JSON.parse(readFileSync(join(__dirname, '../../replay/data/mainnet/tx-317081AF188CDD4DBE55C418F41A90EC3B959CDB3B76105E0CBE6B7A0F56C5F7.json'), 'utf8'));
    const nodes = ((tx.result ?? tx).meta.AffectedNodes as Json[]).map((n) => Object.values(n)[0] as Json);
    const rootNode = nodes.find((n) => n.LedgerEntryType === 'AccountRoot' && n.FinalFields.Account === 'rKDvgGUsNPZxsgmoemfrgXPS2Not4co2op')!;
    const escrowNode = nodes.find((n) => n.LedgerEntryType === 'Escrow')!;
    const root = { ...rootNode.FinalFields, ...rootNode.PreviousFields, LedgerEntryType: 'AccountRoot', index: rootNode.LedgerIndex };
    const escrow = { ...escrowNode.FinalFields, LedgerEntryType: 'Escrow', index: escrowNode.LedgerIndex };
    const state = [...STATE, root, escrow].sort((a, b) => (a.index < b.index ? -1 : 1));
    const liquid = BigInt(root.Balance as string);
    const total = liquid + BigInt(escrow.Amount as string);
    const band = (drops: bigint) => COHORT_BOUNDS_XRP.findIndex((b) => Number(drops) / 1e6 >= b);
    expect(band(liquid)).not.toBe(band(total)); // ~99,963 XRP liquid, ~1,000,099,963 XRP with escrow
    const run = async (topAccounts: number) => {
      const node = new FakeGateway((cmd) => {
        if (cmd.command === 'server_info') return { info: { state_ledgers: [40000] } };
        if (cmd.command === 'account_info') return cmd.account === root.Account && cmd.ledger_index === 40000 ? { account_data: { Account: root.Account, Balance: root.Balance } } : Promise.reject(new Error('actNotFound'));
        return { ledger_index: 40000, state, validated: true, ledger: { ledger_index: '40000', close_time: LEDGER.close_time, total_coins: LEDGER.total_coins } };
      });
      const job = new IndexerJob(node, null, { topAccounts, maxRetries: 0 });
      await job.run();
      return { result: (await job.latest())!, calls: node.calls };
    };
    // An Escrow before its owner's AccountRoot: the pass keeps that owner's balance, no account_info needed.
    const { StateAggregator } = await import('../src/features/indexer/aggregate');
    const agg = new StateAggregator(1);
    const richest = roots.reduce((a, o) => (BigInt(o.Balance) > BigInt(a.Balance) ? o : a));
    for (const o of [richest, escrow, root]) agg.add(o);
    expect(agg.escrowOwnersWithoutLiquid()).toEqual([]);
    agg.cohortsWithEscrow();
    expect(agg.cohortCounts[band(total)]).toBe(band(total) === band(BigInt(richest.Balance)) ? 2 : 1);
    expect(agg.cohortCounts[band(liquid)]).toBe(0);
    // The owner outside the top list (its AccountRoot came first): its balance is read with account_info at ledger 40000.
    for (const topAccounts of [3, 10_000]) {
      const { result, calls } = await run(topAccounts);
      const expected = COHORT_BOUNDS_XRP.map((_b, i) => [...roots, root].filter((o) => band(o.Account === root.Account ? total : BigInt(o.Balance as string)) === i).length);
      expect(result.richList.distribution.map((d) => d.accountCount)).toEqual(expected);
      expect(result.richList.distribution[band(total)].totalXrp).toBe(xrp([...roots.map((o) => BigInt(o.Balance)), total].filter((d) => band(d) === band(total)).reduce((a, d) => a + d, 0n)));
      expect(calls.filter((c) => c.command === 'account_info')).toHaveLength(topAccounts === 3 ? 1 : 0);
    }
  });

  it('resumes from its marker when the node fails a page, without asking again for the pages it had', async () => {
    const node = stateNode((_cmd, page) => (page === 3 || page === 4 ? Promise.reject(new Error('connection lost')) : undefined));
    const logs: string[] = [];
    const job = new IndexerJob(node, null, { retryDelayMs: 1, log: (m) => logs.push(m) });
    await job.run();
    const markers = node.calls.filter((c) => c.command === 'ledger_data').map((c) => c.marker ?? 'start');
    expect(markers.filter((m) => m === 'start')).toHaveLength(1);
    expect(markers[2]).toBe(markers[3]);
    expect(markers[3]).toBe(markers[4]);
    expect((await job.latest())?.richList.summary.accounts).toBe(roots.length);
    expect(logs.join('\n')).toMatch(/resuming from that marker/);
  });

  it('a malformed object fails the run with its reason; the previous results keep serving; runs never overlap', async () => {
    let broken = false;
    const node = stateNode((_cmd, page) => (broken && page > 1 ? { ledger_index: 40000, state: [{ LedgerEntryType: 'AccountRoot', Account: 'rX', Balance: 'lots' }], marker: STATE[60].index } : undefined));
    const db = await openDatabase({ dir: mkdtempSync(join(tmpdir(), 'll-idx-')) });
    const job = new IndexerJob(node, db.ok ? db.db : null, {});
    const [a, b] = [job.run(), job.run()];
    expect(a).toBe(b);
    await a;
    const first = (await job.latest())!;
    broken = true;
    (node as unknown as { calls: unknown[] }).calls.length = 0;
    await job.run();
    expect((await job.status()).state).toBe('failed');
    expect((await job.status()).lastError).toMatch(/malformed AccountRoot/);
    expect((await job.latest())?.richList.summary.ledger).toEqual(first.richList.summary.ledger);
    expect((await job.latest())?.richList.accounts.length).toBe(first.richList.accounts.length);
  });

  it('estimates progress from the marker position in the key space', () => {
    expect(markerPercent('8'.padEnd(64, '0'))).toBe(50);
    expect(markerPercent(undefined)).toBeNull();
  });
});

describe('index routes', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function ready() {
    const database = await openDatabase({ dir: mkdtempSync(join(tmpdir(), 'll-idx-')) });
    app = await buildApp({ xrpl: stateNode(), rateLimit: false, database });
    return app;
  }

  it('answer 503 before the first run, then the rich list, the CSV, the tokens and the status', async () => {
    const a = await ready();
    expect((await a.inject({ method: 'GET', url: '/api/rich-list' })).statusCode).toBe(503);
    expect((await a.inject({ method: 'GET', url: '/api/tokens' })).json()).toMatchObject({ code: 'indexNotReady' });
    await (a as unknown as { indexer: IndexerJob }).indexer.run();
    const list = await a.inject({ method: 'GET', url: '/api/rich-list?limit=10&offset=5' });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.accounts).toHaveLength(10);
    expect(body.accounts[0].rank).toBe(6);
    expect(body.summary.ledger.ledgerIndex).toBe(40000);
    expect(list.headers['cache-control']).toMatch(/max-age=300/);
    const csv = await a.inject({ method: 'GET', url: '/api/rich-list/accounts.csv' });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('rank,account,label,domain,verified,balance_xrp,escrow_xrp,supply_xrp,share_of_circulating_percent');
    expect(rows).toHaveLength(Math.min(roots.length, 10_000) + 1);
    const tokens = (await a.inject({ method: 'GET', url: '/api/tokens?sort=trustlines' })).json();
    const counts = tokens.tokens.map((t: Json) => t.trustlines);
    expect(counts).toEqual([...counts].sort((x: number, y: number) => y - x));
    expect(tokens.ledger.ledgerIndex).toBe(40000);
    const one = tokens.tokens[0];
    const searched = (await a.inject({ method: 'GET', url: `/api/tokens?search=${one.issuer.slice(0, 10).toLowerCase()}` })).json();
    expect(searched.tokens.every((t: Json) => t.issuer.toLowerCase().includes(one.issuer.slice(0, 10).toLowerCase()) || t.currency.toLowerCase().includes(one.issuer.slice(0, 10).toLowerCase()))).toBe(true);
    const status = (await a.inject({ method: 'GET', url: '/api/index/status' })).json();
    expect(status).toMatchObject({ state: 'idle', ledger: { ledgerIndex: 40000 } });
  });

  it('reject unknown query keys, bad numbers and unknown sort keys with a 400, never a 5xx', async () => {
    const a = await ready();
    for (const url of ['/api/rich-list?foo=1', '/api/rich-list?limit=-1', '/api/rich-list?offset=99999999999', '/api/tokens?sort=price', '/api/tokens?limit=0', '/api/tokens?bar=2', '/api/rich-list/accounts.csv?x=1']) {
      const res = await a.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().error).toMatch(/Unknown|must be/);
    }
  });
});

describe('token market figures from DEX trades against XRP', () => {
  it('sums XRP pairs of book_changes answers and prices a token in USD through the XRP/USD price', async () => {
    const { tokenTradesOf, withMarket } = await import('../src/features/indexer/routes');
    const trades = tokenTradesOf([
      { changes: [{ currency_a: 'XRP_drops', currency_b: 'rIss/USD', volume_a: '3000000', volume_b: '6' }, { currency_a: 'rA/EUR', currency_b: 'rB/USD', volume_a: '1', volume_b: '1' }] },
      { changes: [{ currency_a: 'XRP_drops', currency_b: 'rIss/USD', volume_a: '1000000', volume_b: '2' }] },
    ]);
    expect(trades).toEqual(new Map([['rIss/USD', { drops: 4_000_000, units: 8 }]]));
    const base = { currency: 'USD', issuer: 'rIss', name: 'USD', priceUsd: null, priceChange24h: null, volume24h: null, marketCapUsd: null, trustlines: 3, holders: 2, totalSupply: '100' };
    const priced = withMarket(base, trades.get('rIss/USD'), 2);
    // 4 XRP for 8 tokens = 0.5 XRP each, at 2 USD per XRP = 1 USD.
    expect(priced.priceUsd).toBeCloseTo(1, 12);
    expect(priced.volume24h).toBeCloseTo(8, 12);
    expect(priced.marketCapUsd).toBeCloseTo(100, 12);
    expect(withMarket(base, undefined, 2)).toEqual(base);
    expect(withMarket(base, trades.get('rIss/USD'), null)).toEqual(base);
  });
});

describe('rich-list CSV (csv-stringify, OWASP CSV injection)', () => {
  // A crafted row, not ledger data: an account whose Domain decodes to a spreadsheet formula.
  const row = {
    rank: 1,
    account: 'rDsbeomae4FXwgQTJp9Rs64Qg9vDiTCdBv',
    verified: false,
    domain: '=HYPERLINK("https://example.com","x")',
    label: '+cmd, "quoted"',
    balanceXrp: '-12.5',
    escrowXrp: null,
    supplyXrp: '1000.000001',
    shareOfCirculating: 0.25,
  };

  it('neutralises ledger text that begins with = + - @ tab or CR, quotes it, and keeps numbers as numbers', () => {
    const lines = richListCsv([row, { ...row, rank: 2, domain: '@SUM(A1)', label: '\tTab' }, { ...row, rank: 3, domain: 'example.com', label: undefined }]).split('\r\n');
    expect(lines[0]).toBe(RICH_LIST_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe(`1,rDsbeomae4FXwgQTJp9Rs64Qg9vDiTCdBv,"'+cmd, ""quoted""","'=HYPERLINK(""https://example.com"",""x"")",false,-12.5,,1000.000001,0.25`);
    expect(lines[2]).toContain(`,'\tTab,'@SUM(A1),`);
    expect(lines[3]).toBe('3,rDsbeomae4FXwgQTJp9Rs64Qg9vDiTCdBv,,example.com,false,-12.5,,1000.000001,0.25');
    expect(lines[4]).toBe('');
  });
});
