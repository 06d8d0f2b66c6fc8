/**
 * DEX price and volume recomputed by hand from recorded mainnet ledgers' metadata
 * (replay/data/mainnet): ledger 329212, tx 601BF344…E7B8 and ledger 346610, tx A0FA864A…20CF,
 * each a partial fill of a Bitstamp USD (rvYAfWj5gh67oV6fW32ZzP3Aw4Eubs59B) offer against XRP.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractFills, vwap } from '../src/features/network/dex';

const ledgerTxs = (index: number): unknown[] => {
  const j = JSON.parse(readFileSync(join(__dirname, '../../replay/data/mainnet', `ledger-${index}-expanded.json`), 'utf8'));
  return (j.result ?? j).ledger.transactions;
};

it('ledger 329212: one Bitstamp USD fill, price = USD consumed / XRP consumed', () => {
  const fills = extractFills(ledgerTxs(329212));
  expect(fills).toHaveLength(1);
  // By hand from the Offer node: TakerGets 9 → 7.998 USD, TakerPays 9 900 000 000 → 8 797 800 000 drops.
  const usd = 9 - 7.998;
  const xrp = (9_900_000_000 - 8_797_800_000) / 1e6;
  const r = vwap(fills);
  expect(r.volumeUsd).toBeCloseTo(usd, 9);
  expect(r.volumeXrp).toBeCloseTo(1102.2, 9);
  expect(r.price).toBeCloseTo(usd / xrp, 12);
});

it('two ledgers together: the volume-weighted price', () => {
  const fills = [...extractFills(ledgerTxs(329212)), ...extractFills(ledgerTxs(346610))];
  // 346610: 15.00000002 → 13.99800002 USD, 15 750 000 021 → 14 697 900 021 drops.
  const usd = 9 - 7.998 + (15.00000002 - 13.99800002);
  const xrp = 1102.2 + (15_750_000_021 - 14_697_900_021) / 1e6;
  const r = vwap(fills);
  expect(r.volumeUsd).toBeCloseTo(usd, 9);
  expect(r.price).toBeCloseTo(usd / xrp, 12);
});

it('a ledger without XRP/USD fills has no price', () => {
  expect(vwap(extractFills(ledgerTxs(94084608))).price).toBeNull();
});

describe('AMM swaps', () => {
  const WLFI = { currency: '574C464900000000000000000000000000000000', issuer: 'rGVxqEKH58bAZQKoRjyBJkYDPazCRxsqJ', label: 'WLFI (test book)' };
  const deposit = (): unknown[] => {
    const j = JSON.parse(readFileSync(join(__dirname, '../../replay/data/mainnet', 'tx-6D85FF2BEE30E53F690A0DBEBCAAB83AD207E264A49EA83DE29A30A1BD36D06D.json'), 'utf8'));
    const r = j.result ?? j;
    return [{ ...(r.tx_json ?? r.tx ?? r), hash: r.hash, meta: r.meta ?? r.metaData }];
  };

  it('a recorded AMMDeposit (both pool balances up) is not a trade', () => {
    expect(extractFills(deposit(), [WLFI])).toEqual([]);
  });

  it('a swap through the pool (XRP in, token out; constructed from the recorded pool by reversing one side) is a fill of both deltas', () => {
    const [tx] = deposit() as Array<Record<string, any>>;
    const meta = JSON.parse(JSON.stringify(tx.meta));
    // Turn the deposit into a swap: the pool's token line moves the other way by the same amount.
    for (const an of meta.AffectedNodes) {
      const n = an.ModifiedNode;
      if (n?.LedgerEntryType !== 'RippleState' || n.FinalFields.Balance.currency !== WLFI.currency) continue;
      const pool = n.FinalFields.LowLimit.issuer === 'rn8gn11MeoxnAcSvHiTGDUdvAZydGvXp21' || n.FinalFields.HighLimit.issuer === 'rn8gn11MeoxnAcSvHiTGDUdvAZydGvXp21';
      if (!pool) continue;
      [n.FinalFields.Balance.value, n.PreviousFields.Balance.value] = [n.PreviousFields.Balance.value, n.FinalFields.Balance.value];
    }
    const fills = extractFills([{ ...tx, meta }], [WLFI]);
    expect(fills).toHaveLength(1);
    expect(fills[0]).toMatchObject({ source: 'amm', drops: 2_000_000n });
    expect(fills[0]!.usd).toBeCloseTo(15839384.3984393, 3);
  });
});
