/** Pure logic of the history: query-string round trips, the spec §5 filter rules, dust memory, CSV. */
import type { Transaction } from '@ledgerlens/shared';
import { CLEARED, DEFAULT_MIN_AMOUNT, filterTransactions, localDayBound, readFilters, toggleDust, writeFilters } from '../src/features/account/hooks/historyFilters';
import { historyCsv, splitAmount } from '../src/features/account/hooks/csv';
import { PAGE1 } from './server';

describe('history filters in the query string', () => {
  it('round-trips every key and omits the default minimum', () => {
    const f = { ...CLEARED, maxAmount: 500, dateFrom: '2024-01-01', dateTo: '2024-12-31', search: 'rAbc', type: 'Payment', showFilters: true };
    const qs = writeFilters(f);
    expect(qs.toString()).toBe('maxAmount=500&dateFrom=2024-01-01&dateTo=2024-12-31&search=rAbc&type=Payment&showFilters=true');
    expect(readFilters(qs)).toEqual(f);
    expect(writeFilters({ ...CLEARED, minAmount: 5 }).toString()).toBe('minAmount=5');
    expect(readFilters(new URLSearchParams('showDust=true')).minAmount).toBeNull();
  });

  it('Show dust clears the minimum and restores the remembered one (or 1)', () => {
    const on = toggleDust({ ...CLEARED, minAmount: 7 }, true, 7);
    expect(on).toMatchObject({ showDust: true, minAmount: null });
    expect(toggleDust(on, false, 7).minAmount).toBe(7);
    expect(toggleDust(on, false, null).minAmount).toBe(DEFAULT_MIN_AMOUNT);
  });
});

describe('history date filter in the local time zone', () => {
  afterEach(() => jest.restoreAllMocks());
  it('keeps a row shown as Mar 5, 8 PM in New York under "Date to 2024-03-05", and drops it under "Date from 2024-03-06"', () => {
    // The visitor's clock: New York in winter, UTC−5 (getTimezoneOffset() = 300 minutes).
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(300);
    // 2024-03-06 01:00 UTC is 2024-03-05 20:00 in New York (EST, UTC−5).
    const row = { hash: 'EVENING', from: 'rA', type: 'Payment', amount: '5', timestamp: '2024-03-06T01:00:00Z' } as never;
    expect(filterTransactions([row], { ...CLEARED, minAmount: null, dateTo: '2024-03-05' })).toHaveLength(1);
    expect(filterTransactions([row], { ...CLEARED, minAmount: null, dateFrom: '2024-03-06' })).toHaveLength(0);
    expect(localDayBound('2024-03-05', 'end')).toBe(Date.parse('2024-03-06T04:59:59.999Z'));
  });
});

describe('filterTransactions (spec §5 rules)', () => {
  const tx = (over: Partial<Transaction>): Transaction => ({ ...PAGE1.transactions[0]!, ...over });
  it('bounds only numeric amounts, dates inclusive through the end of the day, search on hash/from/to', () => {
    const list = [
      tx({ hash: 'A1', amount: '0.5', timestamp: '2024-05-01T10:00:00Z' }),
      tx({ hash: 'A2', amount: '5', timestamp: '2024-05-02T23:59:00Z' }),
      tx({ hash: 'A3', amount: '100 USD', timestamp: '2024-05-03T00:00:00Z' }),
    ];
    expect(filterTransactions(list, CLEARED).map((t) => t.hash)).toEqual(['A2', 'A3']);
    expect(filterTransactions(list, { ...CLEARED, minAmount: null, maxAmount: 1 }).map((t) => t.hash)).toEqual(['A1', 'A3']);
    expect(filterTransactions(list, { ...CLEARED, minAmount: null, dateFrom: '2024-05-02', dateTo: '2024-05-02' }).map((t) => t.hash)).toEqual(['A2']);
    expect(filterTransactions(list, { ...CLEARED, minAmount: null, search: 'a3' }).map((t) => t.hash)).toEqual(['A3']);
  });
});

describe('CSV export (RFC 4180)', () => {
  it('quotes fields with commas, quotes and line breaks, splits amounts, uses ISO times', async () => {
    const csv = await historyCsv([{ ...PAGE1.transactions[0]!, hash: 'H', amount: '12.5 US"D', amountIssuer: 'rIss,uer', timestamp: '2024-05-01T10:00:00Z' }]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('hash,ledger_index,time_iso,type,status,from,to,amount_value,amount_currency,amount_issuer,fee_xrp,destination_tag,ctid');
    expect(line).toContain('2024-05-01T10:00:00Z');
    expect(line).toContain('12.5,"US""D","rIss,uer"');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(splitAmount({ amount: '3.25' })).toEqual({ value: '3.25', currency: 'XRP', issuer: '' });
  });

  it('neutralises text cells that a spreadsheet would run as a formula; numbers stay numbers', async () => {
    // Crafted rows, not ledger data: currency codes beginning with = - @ and a tab.
    const base = { ...PAGE1.transactions[0]!, hash: 'H', amountIssuer: 'rIssuer', timestamp: '2024-05-01T10:00:00Z', ledgerIndex: 7, fee: '0.000012', destinationTag: 42 };
    const csv = await historyCsv([
      { ...base, amount: '-1.5 =HYPERLINK("https://example.com","x")' },
      { ...base, amount: '2 @SUM' },
      { ...base, amount: '3 \tTAB' },
      { ...base, amount: '4 -X' },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[1]).toContain(`,-1.5,"'=HYPERLINK(""https://example.com"",""x"")",rIssuer,0.000012,42,`);
    expect(lines[1].startsWith('H,7,2024-05-01T10:00:00Z,')).toBe(true);
    expect(lines[2]).toContain(",2,'@SUM,");
    expect(lines[3]).toContain(",3,'\tTAB,");
    expect(lines[4]).toContain(",4,'-X,");
  });
});
