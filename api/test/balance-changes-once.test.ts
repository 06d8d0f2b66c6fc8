/**
 * A transaction's balance changes are computed once per mapping: the description
 * (an OfferCreate's "traded"), its main amount and the list all read them, and xrpl.js
 * `getBalanceChanges` walks every affected node (the real mainnet OfferCreate 9BE43A00…, 2,635
 * nodes, replay/data/mainnet). Each caller still gets its own copies: changing one answer's list
 * does not change the next.
 */
import * as xrpl from 'xrpl';
import { mapTransaction } from '../src/mapping/transaction';
import { balanceChangesOf } from '../src/transaction-types/balances';
import { recordedTransactions, toV2TxResult } from './helpers/mainnet';

jest.mock('xrpl', () => {
  const actual = jest.requireActual<typeof import('xrpl')>('xrpl');
  return { ...actual, getBalanceChanges: jest.fn(actual.getBalanceChanges) };
});

const HUGE = '9BE43A0058FF4C358015CD89CE754AFEF201A6FF3D7E2C868B8C7E61DB00BD68';
const REC = recordedTransactions().find((r) => r.hash.toUpperCase() === HUGE)!;
const walks = xrpl.getBalanceChanges as jest.MockedFunction<typeof xrpl.getBalanceChanges>;

beforeEach(() => walks.mockClear());

it('walks the metadata once per mapping of a huge OfferCreate, with the same changes as a fresh computation', () => {
  const result = toV2TxResult(REC) as Record<string, unknown>;
  const mapped = mapTransaction(result, { networkId: 0 });
  expect(walks).toHaveBeenCalledTimes(1);
  expect(mapped.description).toBeDefined();
  // The same list as computed from a copy of the metadata (no cache shared with the mapping).
  const copy = structuredClone(result) as { tx_json: Record<string, unknown>; meta: Record<string, unknown> };
  expect(mapped.balanceChanges).toEqual(balanceChangesOf(copy.tx_json, copy.meta));
  expect(mapped.balanceChanges!.length).toBeGreaterThan(100);
});

it('gives every caller its own copies', () => {
  const result = structuredClone(toV2TxResult(REC)) as { tx_json: Record<string, unknown>; meta: Record<string, unknown> };
  const first = balanceChangesOf(result.tx_json, result.meta)!;
  const value = first[0]!.value;
  first[0]!.value = 'changed';
  first.length = 1;
  const second = balanceChangesOf(result.tx_json, result.meta)!;
  expect(second[0]!.value).toBe(value);
  expect(second.length).toBeGreaterThan(100);
  expect(walks).toHaveBeenCalledTimes(1);
  // Another transaction object with the same metadata is computed for itself (its fee payer may differ).
  balanceChangesOf({ ...result.tx_json }, result.meta);
  expect(walks).toHaveBeenCalledTimes(2);
});
