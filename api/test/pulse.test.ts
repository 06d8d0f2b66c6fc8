/** Pulse and popular addresses recomputed from recorded ledgers 309936 and 309937. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { computePulse, popularAddresses, toSeenLedger } from '../src/features/network/pulse';

type Json = Record<string, unknown>;
const ledger = (i: number): Json => {
  const j = JSON.parse(readFileSync(join(__dirname, '../../replay/data/mainnet', `ledger-${i}-expanded.json`), 'utf8'));
  return (j.result ?? j).ledger;
};

it('pulse over two consecutive recorded ledgers', () => {
  const a = ledger(309936);
  const b = ledger(309937);
  const ta = a.transactions as Json[];
  const tb = b.transactions as Json[];
  const p = computePulse([toSeenLedger(b), toSeenLedger(a)]);
  const span = Number(b.close_time) - Number(a.close_time);
  expect(p.ledgers).toBe(2);
  expect(p.firstLedger).toBe(309936);
  expect(p.transactionsPerLedger).toBe((ta.length + tb.length) / 2);
  expect(p.averageLedgerIntervalSeconds).toBe(span);
  expect(p.transactionsPerSecond).toBeCloseTo(tb.length / span, 12);
  const all = [...ta, ...tb];
  const fee = all.reduce((s, t) => s + Number(t.Fee), 0) / all.length / 1e6;
  expect(Number(p.averageFeeXrp)).toBeCloseTo(fee, 9);
  expect(Object.values(p.typeMix).reduce((s, n) => s + n, 0)).toBe(all.length);
  const top = popularAddresses([toSeenLedger(a), toSeenLedger(b)], 1)[0];
  const touched = all.filter((t) => t.Account === top.address || t.Destination === top.address).length;
  expect(top.count).toBeGreaterThanOrEqual(touched);
});

it('reads API v2 ledger entries ({ tx_json, meta }): types, fees and delivered XRP volume', () => {
  const ledger = {
    ledger_index: 10,
    close_time: 100,
    transactions: [
      { tx_json: { TransactionType: 'Payment', Account: 'rA', Destination: 'rB', Fee: '12' }, meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '2500000' } },
      { tx_json: { TransactionType: 'OfferCreate', Account: 'rA', Fee: '15' }, meta: { TransactionResult: 'tesSUCCESS' } },
      { tx_json: { TransactionType: 'Payment', Account: 'rC', Destination: 'rB', Fee: '10' }, meta: { TransactionResult: 'tecPATH_DRY', delivered_amount: '0' } },
    ],
  };
  const seen = toSeenLedger(ledger);
  expect(seen.types).toEqual(['Payment', 'OfferCreate', 'Payment']);
  expect(seen.fees).toEqual([12n, 15n, 10n]);
  const pulse = computePulse([seen]);
  expect(pulse.typeMix).toEqual({ Payment: 2, OfferCreate: 1 });
  expect(pulse.volumeXrp).toBe('2.5');
  expect(Number(pulse.averageFeeXrp)).toBeCloseTo((12 + 15 + 10) / 3 / 1e6, 12);
});
