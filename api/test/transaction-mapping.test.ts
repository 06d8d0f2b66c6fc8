/**
 * Pure mapping of rippled `tx` results (api_version 2) to the API's Transaction, driven by every
 * recorded mainnet transaction in replay/data/mainnet. Expected values come from the raw files
 * (and a few hand-checked values), never from the code under test.
 */
import { decodeCtid, parseMptIssuanceId } from '@ledgerlens/shared/domain';
import { mapTransaction, rawTransactionOf } from '../src/mapping/transaction';
import {
  readJson,
  recordedCloseTimeMs,
  recordedTransactions,
  toV2TxResult,
  v2TxResultFromLedger,
  type RecordedTransaction,
} from './helpers/mainnet';

type Json = Record<string, unknown>;

const ACCOUNT_ZERO = 'rrrrrrrrrrrrrrrrrrrrrhoLvTp';
const PSEUDO = new Set(['EnableAmendment', 'SetFee', 'UNLModify']);
const recorded = recordedTransactions();
const byHash = (prefix: string): RecordedTransaction => {
  const rec = recorded.find((r) => r.hash.toUpperCase().startsWith(prefix));
  if (!rec) throw new Error(`no recorded transaction ${prefix}`);
  return rec;
};
const mapRecorded = (prefix: string, networkId = 0) => mapTransaction(toV2TxResult(byHash(prefix)), { networkId });

/** XLS-37 layout written out for the test: C | ledger (28 bits) | tx index (16) | network (16). */
function expectedCtid(ledgerIndex: number, txIndex: number, networkId: number): string {
  const value = (0xcn << 60n) | (BigInt(ledgerIndex) << 32n) | (BigInt(txIndex) << 16n) | BigInt(networkId);
  return value.toString(16).toUpperCase().padStart(16, '0');
}

describe('every recorded mainnet transaction', () => {
  it('has test data (all 85 mainnet transaction files)', () => {
    expect(recorded.length).toBe(85);
  });

  it.each(recorded.map((rec) => [`${rec.entry.tx_type} ${rec.hash.slice(0, 12)}`, rec] as const))('%s', (_name, rec) => {
    const t = mapTransaction(toV2TxResult(rec), { networkId: 0 });
    const tx = rec.tx;
    const result = rec.meta.TransactionResult as string;

    expect(t.hash).toBe(rec.hash.toUpperCase());
    expect(t.type).toBe(tx.TransactionType);
    expect(t.type).toBe(rec.entry.tx_type);
    expect(t.status).toBe(result);
    expect(t.status).toBe(rec.entry.result);
    expect(t.validated).toBe(true);
    if (result === 'tesSUCCESS') expect(t.error).toBeUndefined();
    else expect(t.error).toBe(result);

    // Fee: exact XRP decimal of the drops (no exponent, no trailing zeros, no float noise).
    expect(t.fee).toMatch(/^(0|[1-9]\d*)(\.\d*[1-9])?$/);
    expect(Math.round(Number(t.fee) * 1_000_000)).toBe(Number(tx.Fee));

    // Parties.
    if (PSEUDO.has(t.type)) {
      expect(t.from).toBe(ACCOUNT_ZERO);
      expect(t.fee).toBe('0');
      expect(t.sequence).toBe(0);
      expect(t.to).toBeUndefined();
      expect(t.amount).toBeUndefined();
    } else {
      expect(t.from).toBe(tx.Account);
    }

    // Position and identifiers.
    expect(t.ledgerIndex).toBe(rec.entry.ledger_index);
    expect(t.transactionIndex).toBe(rec.entry.transaction_index);
    expect(t.transactionIndex).toBe(rec.meta.TransactionIndex);
    const ctid = rec.entry.ctid ?? expectedCtid(rec.entry.ledger_index!, rec.entry.transaction_index!, 0);
    expect(t.ctid).toBe(ctid);
    expect(decodeCtid(t.ctid!)).toMatchObject({ ledgerIndex: t.ledgerIndex, txIndex: t.transactionIndex, networkId: 0 });

    // Close time.
    const closeMs = recordedCloseTimeMs(rec);
    if (closeMs === undefined) expect(t.timestamp).toBeNull();
    else expect(Date.parse(t.timestamp!)).toBe(closeMs);
    if (t.timestamp) expect(t.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    // Sequence: 0 when a Ticket was used.
    if (tx.TicketSequence !== undefined) expect(t.sequence).toBe(0);
    else expect(t.sequence).toBe(tx.Sequence);

    // Tags and memos.
    expect(t.destinationTag).toBe(tx.DestinationTag);
    expect(t.sourceTag).toBe(tx.SourceTag);
    expect(t.memos).toHaveLength(Array.isArray(tx.Memos) ? tx.Memos.length : 0);

    // Counterparty: Destination wherever the transaction names one.
    if (typeof tx.Destination === 'string') expect(t.to).toBe(tx.Destination);

    // Amounts: XRP exact decimal; tokens "<value> <currency>" with issuer.
    if (t.amount !== undefined) expect(t.amount).toMatch(/^-?(0|[1-9]\d*)(\.\d*[1-9])?( \S+)?$/);

    // Raw (GET /api/transaction/{id}/raw): the node's transaction with its hash, and the metadata; not in the answer itself.
    const raw = rawTransactionOf(toV2TxResult(rec));
    expect(raw.tx.hash).toBe(t.hash);
    expect(raw.tx.TransactionType).toBe(t.type);
    expect(raw.meta).toEqual(rec.meta);
    expect(t).not.toHaveProperty('raw');
  });

  it('Payments report what meta.delivered_amount says was delivered', () => {
    for (const rec of recorded.filter((r) => r.tx.TransactionType === 'Payment' && r.meta.TransactionResult === 'tesSUCCESS')) {
      const t = mapTransaction(toV2TxResult(rec), { networkId: 0 });
      const delivered = rec.meta.delivered_amount as string | Json | undefined;
      const expected = delivered ?? (rec.tx.Amount as string | Json);
      if (typeof expected === 'string') {
        expect(Math.round(Number(t.amount) * 1_000_000)).toBe(Number(expected));
        expect(t.amountIssuer).toBeUndefined();
      } else {
        expect(t.amount!.startsWith(`${expected.value as string} `)).toBe(true);
        expect(t.amountIssuer).toBe(expected.issuer);
      }
    }
  });

  it('maps the original (API v1 / explorer) file shapes like their v2 form', () => {
    for (const rec of recorded.filter((r) => r.entry.shape === 'tx-result-v1')) {
      // Some recorded results omit `validated`; these ledgers are validated history.
      const fromV1 = mapTransaction({ validated: true, ...rec.file }, { networkId: 0 });
      const fromV2 = mapTransaction(toV2TxResult(rec), { networkId: 0 });
      expect(fromV1).toEqual(fromV2);
      expect(rawTransactionOf({ validated: true, ...rec.file }).meta).toEqual(rawTransactionOf(toV2TxResult(rec)).meta);
    }
  });
});

describe('hand-checked transactions', () => {
  it('partial payment (tfPartialPayment) returns the delivered amount, not Amount', () => {
    const rec = byHash('439B1D82');
    expect((rec.tx.Flags as number) & 0x0002_0000).not.toBe(0);
    expect((rec.tx.Amount as Json).value).toBe('0.001043');
    const t = mapRecorded('439B1D82');
    expect(t.amount).toBe('0.001041958041958041 xCoin');
    expect(t.amountIssuer).toBe('rXCoYSUnkpygdtfpz3Df8dKQuRZjM9UFi');
    expect(t.memoData).toBe('Good job! You solved the puzzle. :) You can\'t use the faucet for the next 24 hours');
    expect(t.memoFormat).toBe('Note');
    expect(t.memoType).toBeUndefined();
  });

  it('partial XRP payment from a ledger: delivered 8.455099 of 8.485699 XRP', () => {
    const t = mapTransaction(v2TxResultFromLedger('ledger-94084608-expanded.json', '29B38C33CCF2'), { networkId: 0 });
    expect(t.type).toBe('Payment');
    expect(t.amount).toBe('8.455099');
    expect(t.ledgerIndex).toBe(94084608);
  });

  it('partial payment whose metadata records a negative delivery is reported as recorded', () => {
    const t = mapTransaction(v2TxResultFromLedger('ledger-90150378-expanded.json', 'D540F1E21A14'), { networkId: 0 });
    expect(t.amount).toBe('-0.000001');
  });

  it('a partial payment without delivered_amount shows no amount (Amount is only the maximum)', () => {
    const result = toV2TxResult(byHash('439B1D82'));
    const meta = { ...(result.meta as Json) };
    delete meta.delivered_amount;
    delete meta.DeliveredAmount;
    expect(mapTransaction({ ...result, meta }).amount).toBeUndefined();
  });

  it('a non-partial payment without delivered_amount falls back to DeliverMax', () => {
    const t = mapRecorded('34671C17'); // 2014 IOU payment, meta has no delivered_amount
    expect(byHash('34671C17').meta.delivered_amount).toBeUndefined();
    expect(t.amount).toBe('0.01 USD');
    expect(t.amountIssuer).toBe('rMwjYedjc7qqtKYVLiAccJSmCwih4LnE2q');
  });

  it('IOU payments with 40-hex currency codes are decoded', () => {
    expect(mapRecorded('AABF5991')).toMatchObject({ amount: '17366599.150289 XRdoge', amountIssuer: 'rLqUC2eCPohYvJCEBJ77eCCqVL2uEiczjA' });
    expect(mapRecorded('9BAFE443').amount).toBe('37907 LSGD');
  });

  it('tecPATH_DRY payment: status and error set, nothing delivered', () => {
    const t = mapRecorded('DA9E41A9');
    expect(t.status).toBe('tecPATH_DRY');
    expect(t.error).toBe('tecPATH_DRY');
    expect(t.amount).toBe('0 YCN');
    expect(t.amountIssuer).toBe('r8HgVGenRTAiNSM5iqt9PX2D2EczFZhZr');
    expect(t.fee).toBe('0.000011');
  });

  it('EscrowFinish: to is Owner, amount from the deleted Escrow', () => {
    const rec = byHash('317081AF');
    const t = mapRecorded('317081AF');
    expect(t.to).toBe(rec.tx.Owner);
    expect(t.to).toBe('rKDvgGUsNPZxsgmoemfrgXPS2Not4co2op');
    expect(t.amount).toBe('1000000000');
    expect(t.fee).toBe('0.005');
  });

  it('EscrowCancel: to is Owner', () => {
    expect(mapRecorded('B24B9D78')).toMatchObject({ to: 'rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn', amount: '0.01' });
  });

  it('pseudo-transactions map (EnableAmendment, SetFee, UNLModify with empty Account)', () => {
    for (const prefix of ['042AA148', '5922A0BA', '0746806B', 'C3079B04']) {
      const t = mapRecorded(prefix);
      expect(t).toMatchObject({ from: ACCOUNT_ZERO, fee: '0', sequence: 0, status: 'tesSUCCESS' });
      expect(t.fromDetails).toMatchObject({ verified: true });
      expect(t.to).toBeUndefined();
      expect(t.amount).toBeUndefined();
    }
    expect(byHash('0746806B').tx.Account).toBe('');
    expect(mapRecorded('042AA148').ctid).toBe('C474330100050000');
  });

  it('the one real API v2 response (OfferCreate) maps with the node\'s ctid and ledger hash', () => {
    const t = mapRecorded('C53ECF83');
    expect(t).toMatchObject({
      type: 'OfferCreate',
      amount: '15000',
      ctid: 'C363B1DD00000000',
      ledgerIndex: 56865245,
      ledgerHash: '793E56131D8D4ABFB27FA383BFC44F2978B046E023FF46C588D7E0C874C2472A',
      timestamp: '2020-07-16T20:53:40Z',
      fee: '0.000012',
      transactionIndex: 0,
    });
  });

  it('counterparties by type', () => {
    expect(mapRecorded('1640F4B6')).toMatchObject({ to: 'rGnBUCwMJSX57QDecdyT5drdG3gvsmVqxD', amount: '1 YOINK', amountIssuer: 'rYNKrtQaf3vUVWVK5sw9rJdPGDLbxZu89' }); // Clawback
    expect(mapRecorded('B5D94C02').to).toBe('rDJFnv5sEfp42LMFiX3mVQKczpFTdxYDzM'); // DepositPreauth Authorize
    expect(mapRecorded('E5535D1C').to).toBe('rJ6kUAyW5uzxM1yjHtjXVYRscM9pogCt1C'); // SetRegularKey
    expect(mapRecorded('8375C1ED')).toMatchObject({ to: 'rMwjYedjc7qqtKYVLiAccJSmCwih4LnE2q', amount: '100 USD' }); // TrustSet
    expect(mapRecorded('C9FE08FC')).toMatchObject({ to: 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH', amount: '1' }); // PaymentChannelClaim by the destination
    expect(mapRecorded('E6CE3C3C')).toMatchObject({ to: 'rnp9DA6H2tLH7YFkgpjoVREB2yccYv56Sg', amount: '2500' }); // brokered NFT sale
    expect(mapRecorded('91BCF296')).toMatchObject({ to: 'raT74sdzpxJUaubcBAQNS8aLqFMU85Rr5J', amount: '14.999988' }); // AccountDelete
    expect(mapRecorded('29E41A78')).toMatchObject({ to: 'r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M', amount: '1', fee: '2' }); // AMMCreate → AMM account
    expect(mapRecorded('38226E39')).toMatchObject({ to: 'r9PpzByDqSefhyU82bLDzr125NwQTKXEut', amount: '80000000 FURIE' }); // CheckCreate SendMax
  });

  it('types that move nothing have no amount', () => {
    for (const prefix of ['09F5E55A', '09A9C86B', '40FDBE9F', 'E5535D1C', '2B3C36F6']) {
      expect(mapRecorded(prefix).amount).toBeUndefined();
    }
  });

  it('fees: hand-checked table', () => {
    expect(mapRecorded('F4AD54E6').fee).toBe('0.15');
    expect(mapRecorded('719D520B').fee).toBe('0.012');
    expect(mapRecorded('1C57BFD8').fee).toBe('0.000012');
    expect(mapRecorded('A751C33B').fee).toBe('0.000589');
  });

  it('Ticket transactions report sequence 0', () => {
    const rec = byHash('A751C33B');
    expect(rec.tx.TicketSequence).toBe(2795);
    expect(mapRecorded('A751C33B').sequence).toBe(0);
  });

  it('memos: printable hex decoded to text, binary kept as hex', () => {
    const t = mapRecorded('1C57BFD8');
    expect(t.memoType).toBe('xMart-NFT-mint');
    expect(t.memoData).toBe('https://xmart.art/view-nft/8dba7d68e386e68ee6690074ac9ee482:1675704530836');
    expect(t.memos).toEqual([{ type: 'xMart-NFT-mint', data: t.memoData }]);
    const binary = byHash('6EAA2BB4');
    const memo = ((binary.tx.Memos as Json[])[0].Memo as Json).MemoData;
    expect(mapRecorded('6EAA2BB4').memoData).toBe(memo);
  });

  it('known addresses get details', () => {
    const t = mapRecorded('C9FE08FC'); // from rf1BiGeX… (a directory entry)
    expect(t.fromDetails).toEqual({ label: 'mduo13.com', type: 'wallet', verified: true });
  });
});

describe('status, CTID and time edge cases', () => {
  const base = () => toV2TxResult(byHash('F4AD54E6'));

  it('not validated → pending, no error', () => {
    const t = mapTransaction({ ...base(), validated: false });
    expect(t.status).toBe('pending');
    expect(t.error).toBeUndefined();
    expect(t.validated).toBe(false);
  });

  it('uses the node\'s ctid when given, else encodes with the network id', () => {
    const result = base();
    delete result.ctid;
    expect(mapTransaction(result, { networkId: 0 }).ctid).toBe(expectedCtid(37432866, 7, 0));
    expect(mapTransaction(result, { networkId: 1 }).ctid).toBe(expectedCtid(37432866, 7, 1));
    expect(mapTransaction(result, {}).ctid).toBeUndefined();
    expect(mapTransaction({ ...result, ctid: 'C23B2E2200070000' }, {}).ctid).toBe('C23B2E2200070000');
    const withNetworkId = { ...result, tx_json: { ...(result.tx_json as Json), NetworkID: 21338 } };
    expect(mapTransaction(withNetworkId, { networkId: 0 }).ctid).toBe(expectedCtid(37432866, 7, 21338));
  });

  it('no ctid when the ledger index does not fit a CTID', () => {
    const result: Json = { ...base(), ledger_index: 2 ** 31 };
    delete result.ctid;
    expect(mapTransaction(result, { networkId: 0 }).ctid).toBeUndefined();
  });

  it('timestamp from date when close_time_iso is absent or malformed', () => {
    const result = base();
    delete result.close_time_iso;
    expect(mapTransaction({ ...result, date: 0 }).timestamp).toBe('2000-01-01T00:00:00Z');
    expect(mapTransaction({ ...result, close_time_iso: '2015-08-12T01:01.10Z', date: 492656470 }).timestamp).toBe('2015-08-12T01:01:10Z');
    expect(mapTransaction(result).timestamp).toBeNull();
  });

  it('MPT amounts without their issuance: scale 0, "MPT" and a short issuance id; the issuer is the account in the id', () => {
    const t = mapTransaction({
      tx_json: {
        TransactionType: 'Payment',
        Account: 'rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn',
        Destination: 'ra5nK24KXen9AHvsdFTKHSANinZseWnPcX',
        DeliverMax: { mpt_issuance_id: '00000001A407AF5856CECE4281FED12B7B179B49A4AEF506', value: '100' },
        Fee: '10',
        Sequence: 1,
      },
      meta: {
        TransactionResult: 'tesSUCCESS',
        TransactionIndex: 0,
        delivered_amount: { mpt_issuance_id: '00000001A407AF5856CECE4281FED12B7B179B49A4AEF506', value: '100' },
      },
      hash: 'A'.repeat(64),
      ledger_index: 5,
      validated: true,
    });
    expect(t.amount).toBe('100 MPT 000000…F506');
    expect(t.amountIssuer).toBe(parseMptIssuanceId('00000001A407AF5856CECE4281FED12B7B179B49A4AEF506')!.issuer);
    expect(t.amountMptIssuanceId).toBe('00000001A407AF5856CECE4281FED12B7B179B49A4AEF506');
  });

  it('reads rippled 2.0.x responses that put ledger_index/date/ctid inside tx_json', () => {
    const file = readJson('tx-C53ECF838647FA5A4C780377025FEC7999AB4182590510CA461444B207AB74A9.json');
    const result = { ...(file.result as Json) };
    delete result.ledger_index;
    delete result.close_time_iso;
    delete result.ctid;
    const t = mapTransaction(result, {});
    expect(t).toMatchObject({ ledgerIndex: 56865245, timestamp: '2020-07-16T20:53:40Z', ctid: 'C363B1DD00000000' });
  });
});
