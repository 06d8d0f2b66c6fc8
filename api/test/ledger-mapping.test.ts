/**
 * Pure mapping of rippled `ledger` results (transactions expanded) to the API's Ledger, driven by
 * the recorded mainnet ledgers. Expected values are computed from the raw files in the test.
 */
import { INCOMPLETE_TRANSACTIONS_WARNING_ID, feeSettingsFromEntry, feeSettingsFromServerInfo, mapLedger } from '../src/mapping/ledger';
import { readJson } from './helpers/mainnet';

type Json = Record<string, unknown>;

const EXPANDED = [
  'ledger-309936-expanded.json',
  'ledger-309937-expanded.json',
  'ledger-329212-expanded.json',
  'ledger-340231-expanded.json',
  'ledger-346610-expanded.json',
  'ledger-38129-full.json',
  'ledger-40000-full.json',
  'ledger-7501326-expanded.json',
  'ledger-84206081-partial.json',
  'ledger-85517825-partial.json',
  'ledger-90150378-expanded.json',
  'ledger-90156059-expanded.json',
  'ledger-94084608-expanded.json',
];

function ledgerResult(file: string): Json {
  const doc = readJson(file);
  const result = (doc.result ?? doc) as Json;
  // `-full` fixtures are the bare ledger object; wrap it like a `ledger` result.
  return result.ledger ? result : { ledger: result, ledger_index: result.ledger_index, validated: true };
}

/** API v2 form of an expanded ledger: every transaction as `{ tx_json, meta, hash }`. */
function toV2(result: Json): Json {
  const ledger = { ...(result.ledger as Json) };
  ledger.transactions = ((ledger.transactions as Json[]) ?? []).map((entry) => {
    const { hash, metaData, ...tx } = entry;
    return { tx_json: tx, meta: metaData, hash };
  });
  return { ...result, ledger };
}

describe.each(EXPANDED)('%s', (file) => {
  const result = ledgerResult(file);
  const header = result.ledger as Json;
  const entries = (header.transactions as Json[]) ?? [];

  it.each([
    ['API v1 shape (flat + metaData)', result],
    ['API v2 shape (tx_json + meta)', toV2(result)],
  ])('%s', (_shape, input) => {
    const ledger = mapLedger(input);
    expect(ledger.ledgerIndex).toBe(Number(header.ledger_index));
    expect(ledger.hash).toBe(String(header.ledger_hash ?? header.hash).toUpperCase());
    expect(ledger.parentHash).toBe(header.parent_hash);
    expect(ledger.transactionHash).toBe(header.transaction_hash);
    expect(ledger.closeTime).toBe(header.close_time);
    expect(Date.parse(ledger.closeTimeHuman)).toBe(((header.close_time as number) + 946684800) * 1000);
    expect(ledger.closed).toBe(true);

    expect(ledger.transactionCount).toBe(entries.length);
    const results = entries.map((e) => (e.metaData as Json).TransactionResult);
    expect(ledger.successfulTransactionCount).toBe(results.filter((r) => r === 'tesSUCCESS').length);
    expect(ledger.failedTransactionCount).toBe(results.filter((r) => r !== 'tesSUCCESS').length);
    const fees = entries.reduce((sum, e) => sum + BigInt(e.Fee as string), 0n);
    expect(ledger.totalFees).toBe(fees.toString());
    expect(Math.round(Number(ledger.totalFeesXrp) * 1e6)).toBe(Number(fees));
    expect(ledger.totalCoins).toBe(header.total_coins);
    expect(ledger.totalCoinsXrp).toBe(`${(header.total_coins as string).slice(0, -6)}.${(header.total_coins as string).slice(-6)}`.replace(/\.?0+$/, ''));
    expect(ledger.reserveBaseXrp).toBeUndefined();

    expect(ledger.transactions).toHaveLength(Math.min(entries.length, 250));
    const indexes = ledger.transactions.map((row) => {
      const entry = entries.find((e) => e.hash === row.hash)!;
      expect(row.type).toBe(entry.TransactionType);
      // UNLModify pseudo-transactions are recorded with Account "" (ACCOUNT_ZERO).
      expect(row.from).toBe(entry.Account === '' ? 'rrrrrrrrrrrrrrrrrrrrrhoLvTp' : entry.Account);
      expect(row.status).toBe((entry.metaData as Json).TransactionResult);
      expect(Math.round(Number(row.fee) * 1e6)).toBe(Number(entry.Fee));
      if (typeof entry.Destination === 'string') expect(row.to).toBe(entry.Destination);
      return (entry.metaData as Json).TransactionIndex as number;
    });
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });
});

describe('ledger mapping details', () => {
  it('caps the rows at 250 but counts and sums fees over all transactions', () => {
    const result = ledgerResult('ledger-94084608-expanded.json');
    const source = (result.ledger as Json).transactions as Json[];
    const many: Json[] = [];
    for (let i = 0; i < 300; i += 1) {
      const entry = source[i % source.length];
      many.push({
        ...entry,
        hash: i.toString(16).toUpperCase().padStart(64, '0'),
        metaData: { ...(entry.metaData as Json), TransactionIndex: 299 - i },
      });
    }
    const ledger = mapLedger({ ...result, ledger: { ...(result.ledger as Json), transactions: many } });
    expect(ledger.transactionCount).toBe(300);
    expect(ledger.transactions).toHaveLength(250);
    expect(ledger.totalFees).toBe(many.reduce((sum, e) => sum + BigInt(e.Fee as string), 0n).toString());
    // execution order: TransactionIndex 0 first (the last entry added)
    expect(ledger.transactions[0].hash).toBe((299).toString(16).toUpperCase().padStart(64, '0'));
  });

  it('adds reserves and base fee when given (latest ledger)', () => {
    const serverInfo = (readJson('server_info-ws.json').result as Json);
    const fees = feeSettingsFromServerInfo(serverInfo);
    const info = (serverInfo.info as Json).validated_ledger as Json;
    expect(fees).toEqual({ reserveBaseXrp: info.reserve_base_xrp, reserveIncrementXrp: info.reserve_inc_xrp, baseFeeXrp: info.base_fee_xrp, source: 'server_info' });
    const ledger = mapLedger(ledgerResult('ledger-94084608-expanded.json'), fees);
    expect(ledger.reserveBaseXrp).toBe(info.reserve_base_xrp);
    expect(ledger.reserveIncrementXrp).toBe(info.reserve_inc_xrp);
    expect(ledger.baseFeeXrp).toBe(info.base_fee_xrp);
    expect(ledger.feesSource).toBe('server_info');
  });

  it('reads the FeeSettings entry in both formats (XRPFees drops fields, older hex BaseFee)', () => {
    expect(feeSettingsFromEntry({ node: { BaseFeeDrops: '10', ReserveBaseDrops: '1000000', ReserveIncrementDrops: '200000' } })).toEqual({
      baseFeeXrp: 0.00001,
      reserveBaseXrp: 1,
      reserveIncrementXrp: 0.2,
      source: 'FeeSettings',
    });
    expect(feeSettingsFromEntry({ node: { BaseFee: 'A', ReserveBase: 20000000, ReserveIncrement: 5000000 } })).toMatchObject({ baseFeeXrp: 0.00001, reserveBaseXrp: 20, reserveIncrementXrp: 5 });
    expect(feeSettingsFromEntry({ node: { BaseFee: 'A' } })).toBeUndefined();
    expect(feeSettingsFromEntry({})).toBeUndefined();
  });

  it('gives each row its transaction index and CTID, says when rows were cut or the list is incomplete', () => {
    const result = ledgerResult('ledger-94084608-expanded.json');
    const entries = ((result.ledger as Json).transactions as Json[]).map((e) => ((e.metaData ?? e.meta) as Json).TransactionIndex as number);
    const ledger = mapLedger(result, undefined, { networkId: 0 });
    expect(ledger.transactions.map((r) => r.transactionIndex)).toEqual([...entries].sort((a, b) => a - b));
    const first = ledger.transactions[0]!;
    const expectedCtid = ((0xcn << 60n) | (94084608n << 32n) | (BigInt(first.transactionIndex!) << 16n)).toString(16).toUpperCase();
    expect(first.ctid).toBe(expectedCtid);
    expect(ledger.truncated).toBe(false);
    expect(ledger.transactionsComplete).toBe(true);
    expect(mapLedger(result, undefined, { warnings: [{ id: INCOMPLETE_TRANSACTIONS_WARNING_ID }] }).transactionsComplete).toBe(false);
    const many = { ...result, ledger: { ...(result.ledger as Json), transactions: Array.from({ length: 4 }, () => (result.ledger as Json).transactions as Json[]).flat() } };
    const cut = mapLedger(many);
    expect(cut.transactionCount).toBe(entries.length * 4);
    expect(cut.transactions).toHaveLength(250);
    expect(cut.truncated).toBe(true);
  });

  it('maps a header-only (Clio) ledger with no transactions', () => {
    const ledger = mapLedger(ledgerResult('ledger-82681623-header-clio.json'));
    expect(ledger).toMatchObject({
      ledgerIndex: 82681623,
      closeTimeHuman: '2023-09-20T23:59:31Z',
      transactionCount: 0,
      totalFees: '0',
      totalFeesXrp: '0',
      totalCoins: '99988406188847858',
      totalCoinsXrp: '99988406188.847858',
      transactions: [],
      validated: true,
    });
  });

  it('partial payment rows show the delivered amount', () => {
    const ledger = mapLedger(ledgerResult('ledger-94084608-expanded.json'));
    const row = ledger.transactions.find((t) => t.hash.startsWith('29B38C33CCF2'));
    expect(row).toMatchObject({ type: 'Payment', amount: '8.455099' });
  });
});
