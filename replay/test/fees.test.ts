/**
 * Fees in force per ledger: the December 2024 fee change (ledger 92508417: 10 drops,
 * 1 XRP base reserve, 0.2 XRP owner reserve), recorded only as two documentation examples, is
 * read and served for every ledger from 92508417 on, labelled as a documentation example; older
 * ledgers keep the older values. Expected values are read from the data files, not typed in.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encode, hashes } from 'xrpl';
import { loadReplayData } from '../src';
jest.setTimeout(30_000);

import { BUILTIN_DIR, builtinStore, readJson, startTestServer, type Json } from './helpers';

const FEE_SETTINGS = '4BC50C9B0D8515D3EAAE1E74B29A95804346C491EE1A95BF25E4AAB854A6A651';
const setFeeDoc = readJson(path.join(BUILTIN_DIR, 'setfee-92508417-doc.json'));
const entryDoc = readJson(path.join(BUILTIN_DIR, 'ledger_entry-feesettings-92508417-doc.json'));
/** The newest SetFee with metadata (ledger 66462465): 10 / 2 XRP. */
const setFee2021 = readJson(path.join(BUILTIN_DIR, 'tx-5922A0BA30621C60B2B6DDBC3FF6B5BB509EB3685C4C3D56696A9FE4FE6D48A3.json')).tx as Json;
const CHANGE_LEDGER = setFeeDoc.LedgerSequence as number;

describe('the December 2024 fee change (documentation examples)', () => {
  it('the two examples agree: the SetFee hash computed from its fields is the entry\'s PreviousTxnID, at the same ledger', () => {
    const { date: _date, ledger_index: _ledger, ...fields } = setFeeDoc;
    expect(hashes.hashSignedTx(encode(fields as Parameters<typeof encode>[0]))).toBe(entryDoc.PreviousTxnID);
    expect(entryDoc.PreviousTxnLgrSeq).toBe(CHANGE_LEDGER);
    expect(entryDoc.index).toBe(FEE_SETTINGS);
  });

  it('the loader reads both as fee settings in force from ledger 92508417, marked documentation examples', () => {
    const store = builtinStore();
    const at = store.feeSettingsAt(CHANGE_LEDGER)!;
    expect(at).toMatchObject({
      ledgerIndex: CHANGE_LEDGER,
      baseFeeDrops: Number(entryDoc.BaseFeeDrops),
      reserveBaseDrops: Number(entryDoc.ReserveBaseDrops),
      reserveIncrementDrops: Number(entryDoc.ReserveIncrementDrops),
      documentationExample: true,
      previousTxnId: entryDoc.PreviousTxnID,
    });
    expect(store.feeSettings).toBe(at);
    // One ledger earlier: the 2021 SetFee, a recorded mainnet transaction.
    expect(store.feeSettingsAt(CHANGE_LEDGER - 1)).toMatchObject({ reserveBaseDrops: setFee2021.ReserveBase, reserveIncrementDrops: setFee2021.ReserveIncrement });
    expect(store.feeSettingsAt(CHANGE_LEDGER - 1)!.documentationExample).toBeUndefined();
    const kinds = store.files.filter((f) => /-92508417-doc\.json$/.test(f.file)).map((f) => f.kind);
    expect(kinds).toEqual(['fee_settings', 'fee_settings']);
  });

  it('without the entry file the SetFee example alone gives the same values and the same PreviousTxnID', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'replay-fees-'));
    try {
      copyFileSync(path.join(BUILTIN_DIR, 'setfee-92508417-doc.json'), path.join(dir, 'setfee-92508417-doc.json'));
      const store = loadReplayData([dir], () => undefined);
      expect(store.feeSettingsAt(94084608)).toMatchObject({
        reserveBaseDrops: Number(entryDoc.ReserveBaseDrops),
        reserveIncrementDrops: Number(entryDoc.ReserveIncrementDrops),
        baseFeeDrops: Number(entryDoc.BaseFeeDrops),
        previousTxnId: entryDoc.PreviousTxnID,
        xrpFeesFormat: true,
        documentationExample: true,
      });
      expect(store.getTransaction(entryDoc.PreviousTxnID)).toBeUndefined(); // no metadata: not served by tx
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('answers per ledger', () => {
  let ctx: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    ctx = await startTestServer();
  });
  afterAll(async () => {
    ctx.client.close();
    await ctx.server.close();
  });

  it('ledger_entry FeeSettings at 94084608 (2025-02-12): the recorded entry, 1 XRP / 0.2 XRP, labelled a documentation example', async () => {
    const result = await ctx.client.result({ command: 'ledger_entry', index: FEE_SETTINGS, ledger_index: 94084608 });
    expect(result.ledger_index).toBe(94084608);
    expect(result.node).toEqual(entryDoc);
    expect(result.fee_settings_record).toEqual({
      documentation_example: true,
      ledger_index: CHANGE_LEDGER,
      source: 'FeeSettings entry (ledger_entry-feesettings-92508417-doc.json)',
    });
  });

  it('ledger_entry FeeSettings at 90156059 (before the change) keeps 10 / 2 XRP, named by the 2021 SetFee that set them', async () => {
    const result = await ctx.client.result({ command: 'ledger_entry', index: FEE_SETTINGS, ledger_index: 90156059 });
    expect(result.node).toMatchObject({
      ReserveBase: setFee2021.ReserveBase,
      ReserveIncrement: setFee2021.ReserveIncrement,
      BaseFee: (setFee2021.BaseFee as string).toUpperCase(),
      PreviousTxnID: '5922A0BA30621C60B2B6DDBC3FF6B5BB509EB3685C4C3D56696A9FE4FE6D48A3',
      PreviousTxnLgrSeq: 66462465,
    });
    expect(result.node).not.toHaveProperty('ReserveBaseDrops');
    // Servers reported the same values later (ledgers 82521701, 82521761): the record named is the SetFee that set them.
    expect(result.fee_settings_record).toMatchObject({ ledger_index: 66462465, source: expect.stringMatching(/^SetFee 5922A0BA/) });
    expect(result.fee_settings_record.documentation_example).toBe(false);
  });

  it('server_info / server_state / fee of the newest ledger report the fees in force there, with their record', async () => {
    const { info } = await ctx.client.result({ command: 'server_info' });
    expect(info.validated_ledger).toMatchObject({ base_fee_xrp: 0.00001, reserve_base_xrp: 1, reserve_inc_xrp: 0.2 });
    expect(info.validated_ledger.fee_settings_record).toMatchObject({ ledger_index: CHANGE_LEDGER, documentation_example: true });
    expect(info.account_state_fees).toMatchObject({ reserve_base_xrp: 1, reserve_inc_xrp: 0.2 });
    const { state } = await ctx.client.result({ command: 'server_state' });
    expect(state.validated_ledger).toMatchObject({ base_fee: 10, reserve_base: 1_000_000, reserve_inc: 200_000 });
    expect(state.account_state_fees).toMatchObject({ reserve_base: 1_000_000, reserve_inc: 200_000 });
    const fee = await ctx.client.result({ command: 'fee' });
    expect(fee.drops.base_fee).toBe(entryDoc.BaseFeeDrops);
  });
});

describe('advance mode: validated_ledger follows the revealed ledger, account_state_fees stay those of the newest state', () => {
  let ctx: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    const store = loadReplayData([BUILTIN_DIR], () => undefined);
    store.startAdvance();
    // Reveal up to the first ledger at or after the 2021 change and before the 2024 one.
    while (store.newestLedger!.header.ledger_index < 66462465) store.advance();
    ctx = await startTestServer(store);
  });
  afterAll(async () => {
    ctx.client.close();
    await ctx.server.close();
  });

  it('reports 10 / 2 XRP at the revealed ledger and 1 / 0.2 XRP for account states', async () => {
    const { info } = await ctx.client.result({ command: 'server_info' });
    expect(info.validated_ledger.seq).toBeLessThan(CHANGE_LEDGER);
    expect(info.validated_ledger).toMatchObject({ reserve_base_xrp: 10, reserve_inc_xrp: 2 });
    expect(info.account_state_fees).toMatchObject({ reserve_base_xrp: 1, reserve_inc_xrp: 0.2 });
    const validated = await ctx.client.result({ command: 'ledger_entry', index: FEE_SETTINGS, ledger_index: 'validated' });
    expect(validated.node).toMatchObject({ ReserveBase: setFee2021.ReserveBase });
  });
});
