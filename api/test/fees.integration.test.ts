/**
 * Fees and reserves in force per ledger, end to end against the replay node.
 * Mainnet set 1 XRP base / 0.2 XRP owner reserve in ledger 92508417 (2024-12-02); offline the only
 * record of that change is an xrpl.org documentation example, which the API labels as such.
 * Expected values are read from the recorded files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadReplayData, startReplayServer, type ReplayServer } from 'replay';
import { buildApp } from '../src/app';
import { reservesFromServerInfo } from '../src/features/account/mapAccount';
import { feeSettingsFromEntry } from '../src/mapping/ledger';
import { MAINNET_DIR } from './helpers/mainnet';

type Json = Record<string, any>;
jest.setTimeout(60_000);

const read = (name: string): Json => JSON.parse(readFileSync(path.join(MAINNET_DIR, name), 'utf8'));
const entry = read('ledger_entry-feesettings-92508417-doc.json');
const setFee2021 = read('tx-5922A0BA30621C60B2B6DDBC3FF6B5BB509EB3685C4C3D56696A9FE4FE6D48A3.json').tx as Json;
const BASE_XRP = Number(entry.ReserveBaseDrops) / 1e6; // 1
const INC_XRP = Number(entry.ReserveIncrementDrops) / 1e6; // 0.2
const ACCOUNT = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';
/** Its newest recorded AccountRoot: the FinalFields in the newest ledger that modified it (90156059, read below). */
function accountRoot(): Json {
  const ledger = read('ledger-90156059-expanded.json');
  let newest: { index: number; fields: Json } | undefined;
  for (const tx of (ledger.ledger ?? ledger.result.ledger).transactions as Json[]) {
    const meta = tx.metaData ?? tx.meta;
    for (const node of meta.AffectedNodes as Json[]) {
      const modified = node.ModifiedNode;
      if (modified?.LedgerEntryType !== 'AccountRoot' || modified.FinalFields?.Account !== ACCOUNT) continue;
      if (!newest || meta.TransactionIndex > newest.index) newest = { index: meta.TransactionIndex, fields: modified.FinalFields };
    }
  }
  return newest!.fields;
}

async function start(advanceTo?: number): Promise<{ node: ReplayServer; app: FastifyInstance }> {
  const store = loadReplayData([MAINNET_DIR], () => undefined);
  if (advanceTo !== undefined) {
    store.startAdvance();
    while (store.newestLedger!.header.ledger_index < advanceTo) store.advance();
  }
  const node = await startReplayServer({ port: 0, store, log: () => undefined, verifyInBackground: false });
  // A generous upstream deadline: these tests are about fee figures, not timeouts, and may run on a busy machine.
  const app = await buildApp({ nodeUrl: node.url, rateLimit: false, requestTimeoutMs: 30_000 });
  return { node, app };
}

describe('ledger pages: the fees in force at each ledger', () => {
  let ctx: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    ctx = await start();
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.node.close();
  });

  it('/api/ledger/94084608 (2025-02-12): 1 XRP base, 0.2 XRP per object, 10 drops, in force since 92508417, a documentation example', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ledger/94084608' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      reserveBaseXrp: BASE_XRP,
      reserveIncrementXrp: INC_XRP,
      baseFeeXrp: Number(entry.BaseFeeDrops) / 1e6,
      feesSource: 'FeeSettings',
      feesSinceLedger: entry.PreviousTxnLgrSeq,
      feesDocumentationExample: true,
    });
    expect(BASE_XRP).toBe(1);
    expect(INC_XRP).toBe(0.2);
  });

  it('/api/ledger/90156059 (before the change) keeps 10 / 2 XRP and is not labelled a documentation example', async () => {
    const ledger = (await ctx.app.inject({ method: 'GET', url: '/api/ledger/90156059' })).json();
    expect(ledger).toMatchObject({ reserveBaseXrp: setFee2021.ReserveBase / 1e6, reserveIncrementXrp: setFee2021.ReserveIncrement / 1e6, feesSource: 'FeeSettings', feesSinceLedger: 66462465 });
    expect(ledger.feesDocumentationExample).toBeUndefined();
  });
});

describe('account reserves: the fees in force for the state read (offline: the newest recorded state is now)', () => {
  const fields = accountRoot();
  const expectedReserve = (Number(entry.ReserveBaseDrops) + fields.OwnerCount * Number(entry.ReserveIncrementDrops)) / 1e6;
  const expectedAvailable = (Number(fields.Balance) - expectedReserve * 1e6) / 1e6;

  const check = (account: Json) => {
    expect(fields.OwnerCount).toBe(49);
    expect(expectedReserve).toBe(10.8);
    expect(account.ownerCount).toBe(49);
    expect(account.reserveBalance).toBe('10.8');
    expect(Number(account.availableBalance)).toBeCloseTo(expectedAvailable, 6);
    expect(account.reserves).toEqual({ baseXrp: '1', perObjectXrp: '0.2', sinceLedger: entry.PreviousTxnLgrSeq, documentationExample: true });
  };

  it(`${ACCOUNT}: 1 + 49 × 0.2 = 10.8 XRP reserved, available = balance − 10.8`, async () => {
    const ctx = await start();
    try {
      check((await ctx.app.inject({ method: 'GET', url: `/api/account/${ACCOUNT}` })).json());
    } finally {
      await ctx.app.close();
      await ctx.node.close();
    }
  });

  it('the same in advance mode while the revealed ledger is older than the change (its ledger page keeps 10 / 2)', async () => {
    const ctx = await start(66462465);
    try {
      check((await ctx.app.inject({ method: 'GET', url: `/api/account/${ACCOUNT}` })).json());
      const latest = (await ctx.app.inject({ method: 'GET', url: '/api/ledger/latest' })).json();
      expect(latest.ledgerIndex).toBeLessThan(entry.PreviousTxnLgrSeq);
      expect(latest.reserveBaseXrp).toBe(setFee2021.ReserveBase / 1e6);
    } finally {
      await ctx.app.close();
      await ctx.node.close();
    }
  });
});

describe('pure readers', () => {
  it('feeSettingsFromEntry: PreviousTxnLgrSeq of a live node\'s entry names the ledger the fees are in force from; no documentation label without the replay\'s record', () => {
    expect(feeSettingsFromEntry({ node: entry })).toEqual({ baseFeeXrp: 0.00001, reserveBaseXrp: 1, reserveIncrementXrp: 0.2, source: 'FeeSettings', sinceLedger: 92508417 });
  });

  it('reservesFromServerInfo: the replay\'s account_state_fees win over validated_ledger; a live node\'s validated_ledger otherwise', () => {
    const validated = { reserve_base_xrp: 10, reserve_inc_xrp: 2, base_fee_xrp: 0.00001 };
    const stateFees = { reserve_base_xrp: 1, reserve_inc_xrp: 0.2, fee_settings_record: { ledger_index: 92508417, documentation_example: true, source: 'x' } };
    expect(reservesFromServerInfo({ validated_ledger: validated, account_state_fees: stateFees })).toEqual({ reserveBaseXrp: 1, reserveIncrementXrp: 0.2, sinceLedger: 92508417, documentationExample: true });
    expect(reservesFromServerInfo({ validated_ledger: validated })).toEqual({ reserveBaseXrp: 10, reserveIncrementXrp: 2 });
    expect(reservesFromServerInfo({ validated_ledger: { seq: 5 } })).toBeUndefined();
  });
});
